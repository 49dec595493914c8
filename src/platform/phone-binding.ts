/**
 * Phone binding and the host's own login (spec core §1: unsupported on H5). On mini-programs the
 * login page offers one-tap phone login: the host's login code (Taro.login) goes to mini/pre_login,
 * and an unbound buyer taps the host's get-phone-number button, whose encrypted number goes to
 * mini/bind_phone. Pages ask this adapter; they never ask which host they run in.
 */

/**
 * What the host's phone button handed over: the encrypted number, or a refusal. Alipay adds the
 * signature it made over the ciphertext (`sign`), which the server checks before decrypting.
 */
export type PhoneGrant =
  | { kind: 'granted'; encryptedData: string; initVector: string; sign?: string }
  | { kind: 'denied'; reason: string }

export interface PhoneBindingPort {
  supportsPhoneBinding(): boolean
  /** The host's one-time login code (Taro.login), or null where the host has none or it failed. */
  hostLoginCode(): Promise<string | null>
  /** The mini-program's own app id, which the server's pre-login needs ('' on H5). */
  hostAppId(): string
  /**
   * Props for a Taro Button that asks the host for the buyer's phone number; `onGrant` receives the
   * outcome once the buyer has answered the host's prompt. Empty on H5.
   */
  phoneButtonProps(onGrant: (grant: PhoneGrant) => void): Record<string, unknown>
}

export { supportsPhoneBinding, hostLoginCode, hostAppId, phoneButtonProps } from './phone-binding.h5'

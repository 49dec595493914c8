/**
 * Random bytes for keys the app makes (idempotency keys, the device id, sign-in state). No
 * mini-program host offers Web Crypto, so each target takes its bytes from its own documented source:
 * H5 `crypto.getRandomValues`, WeChat `wx.getRandomValues` (base library 2.15.0+), Douyin
 * `tt.getRandomValues` (2.87.0+). Those two answer asynchronously, so a pool is filled from the host
 * at launch (primeRandom) and refilled in the background; keys are made synchronously from it.
 *
 * Fallback (documented in README): Alipay documents no random API, and older WeChat/Douyin base
 * libraries lack theirs; there, and before the host's first answer, bytes come from Math.random.
 * Those bytes are unique enough but not secret, which is all the mini-programs need: they make
 * idempotency keys and a device id only. The one secret key (the third-party sign-in `state`) is made
 * on H5, where Web Crypto is always there.
 */
export interface RandomPort {
  /** Asks the host for its first pool of random bytes; call once at launch. */
  primeRandom(): void
  /** `length` random bytes, at once. */
  randomBytes(length: number): Uint8Array
  /** Whether the bytes come from the host's cryptographic source (false while falling back). */
  hasStrongRandom(): boolean
}

export { primeRandom, randomBytes, hasStrongRandom } from './random.h5'

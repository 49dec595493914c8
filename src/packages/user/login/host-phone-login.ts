/**
 * One-tap phone login on mini-programs. The host's login code is fetched when the page opens, before
 * the buyer taps: WeChat encrypts the phone number with the session key of the latest login, so a
 * login made after the tap could make the number undecryptable. On the tap, the code, the app id and
 * the encrypted number go to mini/bind_phone in one call (the server pre-logs-in with the code, then
 * logs in a bound buyer or binds the phone). A code is single use: every attempt fetches a new one.
 */
import type { PhoneBindingPort, PhoneGrant } from '../../../platform/phone-binding'
import type { LoginResult, MiniBindPhoneBody } from '../../../../types/accounts'

export type HostPhoneOutcome = { kind: 'loggedIn'; result: LoginResult } | { kind: 'denied' } | { kind: 'unavailable' }

type Port = Pick<PhoneBindingPort, 'supportsPhoneBinding' | 'hostLoginCode' | 'hostAppId'>

export function createHostPhoneLogin(port: Port, bindPhone: (body: MiniBindPhoneBody) => Promise<LoginResult>) {
  let code: Promise<string | null> | null = null
  const available = port.supportsPhoneBinding()

  function prepare(): void {
    if (available) code = port.hostLoginCode()
  }

  return {
    available,
    prepare,
    /** The buyer answered the host's phone prompt; failures of the call itself reject (the request module has shown them). */
    async complete(grant: PhoneGrant): Promise<HostPhoneOutcome> {
      if (!available) return { kind: 'unavailable' }
      if (grant.kind === 'denied') return { kind: 'denied' }
      const authCode = await (code ?? port.hostLoginCode())
      const appId = port.hostAppId()
      code = null
      if (!authCode || !appId) {
        prepare()
        return { kind: 'unavailable' }
      }
      try {
        const body: MiniBindPhoneBody = { encryptedData: grant.encryptedData, initVector: grant.initVector, authCode, appId }
        // Alipay's signature over the ciphertext goes along: the server checks it before decrypting.
        if (grant.sign) body.sign = grant.sign
        const result = await bindPhone(body)
        return { kind: 'loggedIn', result }
      } finally {
        // Spent either way: have a fresh one ready for another tap.
        prepare()
      }
    },
  }
}

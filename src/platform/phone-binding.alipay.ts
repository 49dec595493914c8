import type { PhoneBindingPort } from './phone-binding'
import { appIdFrom, grantFromAlipayResponse, loginCodeViaTaro } from './phone-binding-core'

interface AlipayHost {
  getAccountInfoSync?: () => unknown
  getPhoneNumber(options: { success(res: unknown): void; fail(err: { errorMessage?: string }): void }): void
}

const my = () => (globalThis as unknown as { my?: AlipayHost }).my

export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => true
export const hostLoginCode: PhoneBindingPort['hostLoginCode'] = loginCodeViaTaro
export const hostAppId: PhoneBindingPort['hostAppId'] = () => appIdFrom(() => my()?.getAccountInfoSync?.())
/**
 * Alipay's button only asks for consent (open-type getAuthorize, scope phoneNumber); the number
 * itself then comes from my.getPhoneNumber. A refusal arrives on onError.
 */
export const phoneButtonProps: PhoneBindingPort['phoneButtonProps'] = (onGrant) => ({
  openType: 'getAuthorize',
  scope: 'phoneNumber',
  onGetAuthorize: () => {
    const host = my()
    if (!host?.getPhoneNumber) return onGrant({ kind: 'denied', reason: 'my.getPhoneNumber unavailable' })
    host.getPhoneNumber({
      success: (res) => onGrant(grantFromAlipayResponse(res)),
      fail: (err) => onGrant({ kind: 'denied', reason: err?.errorMessage ?? 'getPhoneNumber failed' }),
    })
  },
  onError: () => onGrant({ kind: 'denied', reason: 'authorize refused' }),
})

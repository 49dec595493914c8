import Taro from '@tarojs/taro'
import type { PhoneBindingPort } from './phone-binding'
import { appIdFrom, grantFromAlipayResponse, loginCodeViaTaro } from './phone-binding-core'

/**
 * Alipay's own APIs through Taro: its Alipay runtime maps every `my` API to Taro (getPhoneNumber as a
 * promise), so nothing here needs `my`, which Alipay's engine does not put on globalThis.
 */
const alipay = Taro as unknown as {
  getAccountInfoSync?: () => unknown
  getPhoneNumber?: () => Promise<unknown>
}

export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => true
export const hostLoginCode: PhoneBindingPort['hostLoginCode'] = loginCodeViaTaro
export const hostAppId: PhoneBindingPort['hostAppId'] = () => appIdFrom(() => alipay.getAccountInfoSync?.())
/**
 * Alipay's button only asks for consent (open-type getAuthorize, scope phoneNumber); the number
 * itself then comes from my.getPhoneNumber. A refusal arrives on onError.
 */
export const phoneButtonProps: PhoneBindingPort['phoneButtonProps'] = (onGrant) => ({
  openType: 'getAuthorize',
  scope: 'phoneNumber',
  onGetAuthorize: () => {
    if (typeof alipay.getPhoneNumber !== 'function') return onGrant({ kind: 'denied', reason: 'my.getPhoneNumber unavailable' })
    alipay.getPhoneNumber().then(
      (res) => onGrant(grantFromAlipayResponse(res)),
      (err: { errorMessage?: string } | undefined) => onGrant({ kind: 'denied', reason: err?.errorMessage ?? 'getPhoneNumber failed' }),
    )
  },
  onError: () => onGrant({ kind: 'denied', reason: 'authorize refused' }),
})

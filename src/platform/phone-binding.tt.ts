import type { PhoneBindingPort } from './phone-binding'
import { appIdFrom, grantFromPhoneEvent, loginCodeViaTaro } from './phone-binding-core'

interface TtHost {
  getEnvInfoSync?: () => unknown
}

export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => true
export const hostLoginCode: PhoneBindingPort['hostLoginCode'] = loginCodeViaTaro
/** Douyin names its app id under microapp in tt.getEnvInfoSync(). */
export const hostAppId: PhoneBindingPort['hostAppId'] = () =>
  appIdFrom(() => (globalThis as unknown as { tt?: TtHost }).tt?.getEnvInfoSync?.())
/** Douyin's button follows WeChat's: open-type getPhoneNumber with encryptedData and iv. */
export const phoneButtonProps: PhoneBindingPort['phoneButtonProps'] = (onGrant) => ({
  openType: 'getPhoneNumber',
  onGetPhoneNumber: (event: unknown) => onGrant(grantFromPhoneEvent(event)),
})

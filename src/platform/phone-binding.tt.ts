import Taro from '@tarojs/taro'
import type { PhoneBindingPort } from './phone-binding'
import { appIdFrom, grantFromPhoneEvent, loginCodeViaTaro } from './phone-binding-core'

export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => true
export const hostLoginCode: PhoneBindingPort['hostLoginCode'] = loginCodeViaTaro
/** Douyin names its app id under microapp in tt.getEnvInfoSync(), which Taro maps. */
export const hostAppId: PhoneBindingPort['hostAppId'] = () => appIdFrom(() => Taro.getEnvInfoSync())
/** Douyin's button follows WeChat's: open-type getPhoneNumber with encryptedData and iv. */
export const phoneButtonProps: PhoneBindingPort['phoneButtonProps'] = (onGrant) => ({
  openType: 'getPhoneNumber',
  onGetPhoneNumber: (event: unknown) => onGrant(grantFromPhoneEvent(event)),
})

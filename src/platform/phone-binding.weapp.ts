import Taro from '@tarojs/taro'
import type { PhoneBindingPort } from './phone-binding'
import { appIdFrom, grantFromPhoneEvent, loginCodeViaTaro } from './phone-binding-core'

export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => true
export const hostLoginCode: PhoneBindingPort['hostLoginCode'] = loginCodeViaTaro
export const hostAppId: PhoneBindingPort['hostAppId'] = () => appIdFrom(() => Taro.getAccountInfoSync())
/** WeChat's button: open-type getPhoneNumber, the encrypted number in the event detail. */
export const phoneButtonProps: PhoneBindingPort['phoneButtonProps'] = (onGrant) => ({
  openType: 'getPhoneNumber',
  onGetPhoneNumber: (event: unknown) => onGrant(grantFromPhoneEvent(event)),
})

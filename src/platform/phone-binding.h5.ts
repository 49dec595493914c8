import type { PhoneBindingPort } from './phone-binding'

/** H5 has no host account to log in with and no phone button (spec core §1). */
export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => false
export const hostLoginCode: PhoneBindingPort['hostLoginCode'] = async () => null
export const hostAppId: PhoneBindingPort['hostAppId'] = () => ''
export const phoneButtonProps: PhoneBindingPort['phoneButtonProps'] = () => ({})

import type { PhoneBindingPort } from './phone-binding'

export const supportsPhoneBinding: PhoneBindingPort['supportsPhoneBinding'] = () => false

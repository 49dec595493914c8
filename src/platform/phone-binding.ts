/**
 * Phone binding (spec core §1: unsupported on H5). Mini-programs bind the phone number through the
 * host's get-phone-number button; the login flow asks here whether that path exists.
 */
export interface PhoneBindingPort {
  supportsPhoneBinding(): boolean
}

export { supportsPhoneBinding } from './phone-binding.h5'

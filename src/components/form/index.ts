/** Form building blocks of the account screens. */
import './index.css'

export { TextField, type TextFieldProps } from './text-field'
export { PasswordField } from './password-field'
export { CountryCodePicker } from './country-code-picker'
export { PhoneField, useLoginArea } from './phone-field'
export { Agreement } from './agreement'
export { SubmitButton } from './submit-button'
export { alert, confirm, toast } from './dialogs'
export { useTitle } from './use-title'
export { confirmLogout } from './logout'
export { EmailField } from './email-field'
export { useBusyAction } from './use-busy-action'

/**
 * Area code, phone and one-time code rows with the shared code button, for the forms that prove a
 * phone (account binding, work-permit login). The caller owns the values and says how to send.
 */
import '../messages'
import { useState } from 'react'
import { CodeButton } from '../../../components/code-button'
import { PhoneField, TextField } from '../../../components/form'
import { t } from '../../../i18n'
import { isValidPhone, sanitiseCode } from '../../../utils/validation'

/** The phone field's wording on the account pages (user package dictionary). */
export const ACCOUNT_PHONE_WORDING = {
  label: 'account.field.phone',
  placeholder: 'account.field.phonePlaceholder',
  messages: { required: 'account.invalid.phoneRequired', invalid: 'account.invalid.phone' },
} as const

export interface PhoneCodeValue {
  countryCode: string
  phone: string
  code: string
}

interface Props {
  areas: string[]
  value: PhoneCodeValue
  onChange: (next: PhoneCodeValue) => void
  send: () => Promise<number>
}

export function PhoneCodeFields({ areas, value, onChange, send }: Props) {
  const { countryCode, phone, code } = value
  const phoneOk = isValidPhone(countryCode, phone)
  // "Get code" tapped without a usable number: the phone field says what is missing.
  const [askedCode, setAskedCode] = useState(false)
  return (
    <>
      <PhoneField
        areas={areas}
        countryCode={countryCode}
        phone={phone}
        onCountryCode={(cc) => onChange({ ...value, countryCode: cc })}
        onPhone={(p) => onChange({ ...value, phone: p })}
        asked={askedCode}
        {...ACCOUNT_PHONE_WORDING}
      />
      <TextField
        label={t('account.field.code')}
        value={code}
        type='number'
        maxlength={6}
        testId='code'
        placeholder={t('account.field.codePlaceholder')}
        onInput={(v) => onChange({ ...value, code: sanitiseCode(v) })}
        extra={<CodeButton send={send} disabled={!phoneOk} onBlocked={() => setAskedCode(true)} resetKey={`${countryCode}:${phone}`} />}
      />
    </>
  )
}

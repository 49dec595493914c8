/**
 * A phone number with its country/region code: the chips of the shop's login areas (when it has more
 * than one), the number field with the code in front, input kept to what that area's numbers allow,
 * and a hint once the buyer tried to go on without a usable number. Login, account binding and ticket
 * sending all ask for a phone this way.
 */
import { Text } from '@tarojs/components'
import { useState } from 'react'
import { t, type MessageKey } from '../../i18n'
import { defaultLoginArea } from '../../stores/account'
import { phoneProblem, sanitisePhone } from '../../utils/validation'
import { CountryCodePicker } from './country-code-picker'
import { TextField } from './text-field'

interface Props {
  areas: string[]
  countryCode: string
  phone: string
  onCountryCode: (code: string) => void
  onPhone: (phone: string) => void
  /** The buyer tapped on (send code, send ticket): an empty number is flagged too. */
  asked: boolean
  label?: MessageKey
  placeholder?: MessageKey
  testId?: string
  messages?: { required: MessageKey; invalid: MessageKey }
}

/** The area the buyer picked, or until then the shop's default (its config may arrive after the page opens). */
export function useLoginArea(areas: string[]): [string, (code: string) => void] {
  const [picked, setPicked] = useState('')
  return [picked && areas.includes(picked) ? picked : defaultLoginArea(areas), setPicked]
}

const ACCOUNT_MESSAGES = { required: 'account.invalid.phoneRequired', invalid: 'account.invalid.phone' } as const

export function PhoneField(props: Props) {
  const { areas, countryCode, phone, asked, messages = ACCOUNT_MESSAGES } = props
  const problem = phoneProblem(countryCode, phone, asked)
  return (
    <>
      {areas.length > 1 ? <CountryCodePicker codes={areas} value={countryCode} onChange={props.onCountryCode} /> : null}
      <TextField
        label={t(props.label ?? 'account.field.phone')}
        value={phone}
        type='number'
        testId={props.testId ?? 'phone'}
        placeholder={t(props.placeholder ?? 'account.field.phonePlaceholder')}
        onInput={(v) => props.onPhone(sanitisePhone(countryCode, v))}
        prefix={<Text className='form-field__prefix'>+{countryCode}</Text>}
        error={problem ? t(problem === 'required' ? messages.required : messages.invalid) : ''}
      />
    </>
  )
}

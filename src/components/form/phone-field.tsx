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
  /** The wording is the caller's: it lives in the caller's package dictionary. */
  label: MessageKey
  placeholder: MessageKey
  messages: { required: MessageKey; invalid: MessageKey }
  testId?: string
}

/** The area the buyer picked, or until then the shop's default (its config may arrive after the page opens). */
export function useLoginArea(areas: string[]): [string, (code: string) => void] {
  const [picked, setPicked] = useState('')
  return [picked && areas.includes(picked) ? picked : defaultLoginArea(areas), setPicked]
}

export function PhoneField(props: Props) {
  const { areas, countryCode, phone, asked, messages } = props
  const problem = phoneProblem(countryCode, phone, asked)
  return (
    <>
      {areas.length > 1 ? <CountryCodePicker codes={areas} value={countryCode} onChange={props.onCountryCode} /> : null}
      <TextField
        label={t(props.label)}
        value={phone}
        type='number'
        testId={props.testId ?? 'phone'}
        placeholder={t(props.placeholder)}
        onInput={(v) => props.onPhone(sanitisePhone(countryCode, v))}
        prefix={<Text className='form-field__prefix'>+{countryCode}</Text>}
        error={problem ? t(problem === 'required' ? messages.required : messages.invalid) : ''}
      />
    </>
  )
}

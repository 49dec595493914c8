/** The email field of the account forms: trims input and flags a malformed address once it looks finished. */
import { t } from '../../i18n'
import { isValidEmail } from '../../utils/validation'
import { TextField } from './text-field'

export function EmailField({ value, onInput }: { value: string; onInput: (value: string) => void }) {
  // Only complain once the address has its '@' and a dot: no red text while the buyer is still typing.
  const looksFinished = value.includes('@') && value.includes('.')
  return (
    <TextField
      label={t('account.field.email')}
      value={value}
      testId='email'
      placeholder={t('account.field.emailPlaceholder')}
      onInput={(v) => onInput(v.trim())}
      error={looksFinished && !isValidEmail(value) ? t('account.invalid.email') : ''}
    />
  )
}

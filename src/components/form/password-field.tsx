/**
 * Password input with a show/hide toggle and, for new passwords, the spec's rules (8–20 characters,
 * 3 of 4 classes) listed under it and ticked as the buyer types.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { passwordChecks } from '../../utils/validation'
import { TextField } from './text-field'

interface Props {
  label: string
  value: string
  onInput: (value: string) => void
  placeholder?: string
  /** New passwords show the rules; the login form does not (it must not hint at old rules). */
  showRules?: boolean
  error?: string
  testId?: string
}

export const PasswordField = observer(function PasswordField({ label, value, onInput, placeholder, showRules, error, testId }: Props) {
  const [visible, setVisible] = useState(false)
  const checks = passwordChecks(value)
  const rules = [
    { key: 'length', ok: checks.length, text: t('account.rule.length') },
    { key: 'classes', ok: checks.classes >= 3, text: t('account.rule.classes') },
    { key: 'whitespace', ok: value !== '' && checks.noWhitespace, text: t('account.rule.whitespace') },
  ]
  return (
    <View className='password-field'>
      <TextField
        label={label}
        value={value}
        onInput={onInput}
        placeholder={placeholder}
        password={!visible}
        maxlength={32}
        error={error}
        testId={testId}
        extra={
          <Text className='form-field__toggle' onClick={() => setVisible(!visible)}>
            {visible ? t('account.field.hide') : t('account.field.show')}
          </Text>
        }
      />
      {showRules ? (
        <View className='password-rules' data-testid={testId ? `${testId}-rules` : undefined}>
          {rules.map((rule) => (
            <Text key={rule.key} className={`password-rules__item ${rule.ok ? 'password-rules__item--ok' : ''}`} data-rule={rule.key} data-ok={rule.ok ? '1' : '0'}>
              {rule.ok ? '✓' : '·'} {rule.text}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
})

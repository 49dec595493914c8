/** One labelled input row; the right-hand slot holds a code button or a show/hide toggle. */
import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface TextFieldProps {
  label: string
  value: string
  onInput: (value: string) => void
  placeholder?: string
  type?: 'text' | 'number' | 'digit'
  password?: boolean
  maxlength?: number
  /** Shown under the field once the buyer has typed something that breaks a rule. */
  error?: string
  /** e2e hook: the wrapping row gets data-testid. */
  testId?: string
  prefix?: ReactNode
  extra?: ReactNode
  disabled?: boolean
}

export function TextField(props: TextFieldProps) {
  const { label, value, onInput, placeholder, type = 'text', password, maxlength, error, testId, prefix, extra, disabled } = props
  return (
    <View className={`form-field ${error ? 'form-field--error' : ''}`} data-testid={testId}>
      <Text className='form-field__label'>{label}</Text>
      <View className='form-field__row'>
        {prefix}
        <Input
          className='form-field__input'
          value={value}
          type={type}
          password={password}
          maxlength={maxlength ?? 140}
          placeholder={placeholder}
          disabled={disabled}
          onInput={(e) => onInput(String(e.detail.value ?? ''))}
        />
        {extra}
      </View>
      {error ? <Text className='form-field__error'>{error}</Text> : null}
    </View>
  )
}

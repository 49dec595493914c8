/**
 * The form's main button: disabled until the form is valid, and while the request runs (with a
 * spinner). The spinner is our own child rather than Button's `loading`: on H5, Taro's button web
 * component inserts its loading icon next to the children React manages, and toggling it while React
 * updates them throws "insertBefore ... not a child of this node" in the browser console.
 */
import { Button, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './submit-button.css'

interface Props {
  children: ReactNode
  onClick: () => void
  disabled?: boolean
  busy?: boolean
  testId?: string
  plain?: boolean
}

export function SubmitButton({ children, onClick, disabled, busy, testId, plain }: Props) {
  const off = disabled || busy
  return (
    <Button
      className={`form-submit ${plain ? 'form-submit--plain' : ''} ${off ? 'form-submit--off' : ''}`}
      disabled={off}
      // Taro's H5 button is a custom element: its disabled state has to be told to assistive tech.
      aria-disabled={off ? 'true' : 'false'}
      aria-busy={busy ? 'true' : 'false'}
      data-testid={testId}
      data-busy={busy ? '1' : '0'}
      onClick={() => !off && onClick()}
    >
      <View className={`form-submit__spinner ${busy ? '' : 'form-submit__spinner--idle'}`} />
      {children}
    </Button>
  )
}

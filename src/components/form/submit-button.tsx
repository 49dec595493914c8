/** The form's main button: disabled until the form is valid, and while the request runs. */
import { Button } from '@tarojs/components'
import type { ReactNode } from 'react'

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
      loading={busy}
      data-testid={testId}
      onClick={() => !off && onClick()}
    >
      {children}
    </Button>
  )
}

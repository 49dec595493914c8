/**
 * "Get code" button over the code-button state machine: shows the phase and the seconds left, and
 * starts over when the number it sends to changes (resetKey).
 */
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { codeButtonLabel } from './label'
import { createCodeButton, type CodeButtonMachine, type CodeButtonState } from './machine'
import './index.css'
import { pressable } from '../a11y'

export { CODE_COUNTDOWN_SECONDS, CODE_SEND_DEBOUNCE_MS, createCodeButton } from './machine'
export type { CodeButtonPhase, CodeButtonState } from './machine'
export { codeButtonLabel } from './label'

interface Props {
  /** Sends the code; may resolve with the server's seconds until a resend is allowed. */
  send: () => Promise<number | void>
  /** True while the number is not valid yet. */
  disabled?: boolean
  /**
   * Called when the buyer taps while `disabled` (not while sending or counting down), so the form can
   * say what is missing instead of doing nothing (issue 13: "Get code" with an empty phone).
   */
  onBlocked?: () => void
  /** The phone (and area) the code goes to: a change resets the button. */
  resetKey?: string
}

export const CodeButton = observer(function CodeButton({ send, disabled, resetKey, onBlocked }: Props) {
  const [state, setState] = useState<CodeButtonState>({ phase: 'initial', secondsLeft: 0 })
  // The latest send is read at press time, so the machine itself is created only once.
  const sendRef = useRef(send)
  sendRef.current = send
  const machine = useRef<CodeButtonMachine>()
  if (!machine.current) machine.current = createCodeButton({ send: () => sendRef.current(), onChange: setState })

  useEffect(() => () => machine.current?.dispose(), [])
  const lastKey = useRef(resetKey)
  useEffect(() => {
    if (resetKey !== lastKey.current) machine.current?.reset()
    lastKey.current = resetKey
  }, [resetKey])

  const busy = state.phase === 'sending' || state.phase === 'countdown'
  const off = disabled || busy
  return (
    <Text
      className={`code-button ${off ? 'code-button--off' : ''}`}
      data-testid='code-button'
      data-phase={state.phase}
      onClick={() => {
        if (!off) void machine.current?.press()
        else if (!busy) onBlocked?.()
      }}
      {...pressable(undefined, { disabled: off })}
      aria-live='polite'
    >
      {codeButtonLabel(state)}
    </Text>
  )
})

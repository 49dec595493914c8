/**
 * The verification-code button as a plain state machine (spec accounts §4, §9): initial → sending →
 * countdown (60 s) → reacquire; a failed send goes to error, from where the buyer may try again.
 * No MobX and no React here, so the timing rules are tested with fake timers alone.
 */

export const CODE_COUNTDOWN_SECONDS = 60
/** Presses closer together than this count as one (a double tap must not send two messages). */
export const CODE_SEND_DEBOUNCE_MS = 500

export type CodeButtonPhase = 'initial' | 'sending' | 'countdown' | 'reacquire' | 'error'

export interface CodeButtonState {
  phase: CodeButtonPhase
  /** Seconds left while counting down; 0 otherwise. */
  secondsLeft: number
}

export interface CodeButtonOptions {
  /**
   * Sends the code. May resolve with the server's seconds until the next send is allowed, which then
   * replaces the default countdown (the server knows best when it will accept a resend).
   */
  send: () => Promise<number | void | undefined>
  onChange?: (state: CodeButtonState) => void
  countdownSeconds?: number
  debounceMs?: number
  /** Injected clock for tests; defaults to Date.now. */
  now?: () => number
}

export interface CodeButtonMachine {
  readonly state: CodeButtonState
  /** The buyer pressed the button; ignored while sending, counting down or within the debounce. */
  press(): Promise<void>
  /** Back to the initial state (the phone number changed: a new number may get a code at once). */
  reset(): void
  /** Stop the timer (the page unmounts). */
  dispose(): void
}

export function createCodeButton(options: CodeButtonOptions): CodeButtonMachine {
  const countdown = options.countdownSeconds ?? CODE_COUNTDOWN_SECONDS
  const debounce = options.debounceMs ?? CODE_SEND_DEBOUNCE_MS
  const now = options.now ?? Date.now
  let state: CodeButtonState = { phase: 'initial', secondsLeft: 0 }
  let timer: ReturnType<typeof setInterval> | undefined
  let lastPress = -Infinity
  /** Bumped by reset/dispose so a send that answers afterwards does not start a stale countdown. */
  let generation = 0

  const set = (next: CodeButtonState) => {
    state = next
    options.onChange?.(state)
  }

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }

  const startCountdown = (seconds: number) => {
    stopTimer()
    set({ phase: 'countdown', secondsLeft: seconds })
    timer = setInterval(() => {
      const left = state.secondsLeft - 1
      if (left <= 0) {
        stopTimer()
        set({ phase: 'reacquire', secondsLeft: 0 })
      } else {
        set({ phase: 'countdown', secondsLeft: left })
      }
    }, 1000)
  }

  return {
    get state() {
      return state
    },
    async press() {
      if (state.phase === 'sending' || state.phase === 'countdown') return
      const at = now()
      if (at - lastPress < debounce) return
      lastPress = at
      const mine = generation
      set({ phase: 'sending', secondsLeft: 0 })
      try {
        const retryAfter = await options.send()
        if (mine !== generation) return
        const seconds = typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : countdown
        startCountdown(seconds)
      } catch {
        // The request module has already shown the server's message; the button offers a retry.
        if (mine !== generation) return
        set({ phase: 'error', secondsLeft: 0 })
      }
    },
    reset() {
      generation++
      stopTimer()
      lastPress = -Infinity
      set({ phase: 'initial', secondsLeft: 0 })
    },
    dispose() {
      generation++
      stopTimer()
    },
  }
}

/**
 * How many of a layout's components to draw now. A merchant's home layout holds twenty-odd components
 * (carousels, show rows, the masonry of thirty cards); drawn in one go they are one long task on a
 * phone, which keeps the page from answering a tap (issue 16: total blocking time). The first screen's
 * share is drawn at once and the rest a few components at a time, each step its own task (a timer,
 * then a transition React may interrupt for a tap), so the page answers in between.
 */
import { startTransition, useEffect, useState } from 'react'

/** Components drawn at once: a phone's first screen holds about this many. */
export const FIRST_STEP = 6
/** Components added per later step. */
export const NEXT_STEP = 4

export function useProgressiveCount(total: number, key: unknown): number {
  const [state, setState] = useState({ key, shown: Math.min(total, FIRST_STEP) })
  // Another layout (city, language) starts from its first screen again.
  const shown = state.key === key ? state.shown : Math.min(total, FIRST_STEP)
  useEffect(() => {
    if (state.key !== key) return setState({ key, shown: Math.min(total, FIRST_STEP) })
    if (shown >= total) return undefined
    const timer = setTimeout(() => startTransition(() => setState({ key, shown: Math.min(total, shown + NEXT_STEP) })), 0)
    return () => clearTimeout(timer)
  }, [key, shown, total, state.key])
  return shown
}

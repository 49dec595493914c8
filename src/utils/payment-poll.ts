/**
 * The pay-result poll (spec core §4 step 6, §9 "order polling 5 times at 3 s"): ask up to five times,
 * three seconds apart, whether the order has left UNPAID. A failed ask counts as "still unpaid" (the
 * next one may answer); the caller stops the poll when the page goes away.
 */
import { ORDER_STATE } from '../../types/orders'

export const PAY_POLL_TIMES = 5
export const PAY_POLL_INTERVAL_MS = 3000

/** paid: the order left UNPAID by being paid; closed: it was cancelled or closed; unpaid: not yet. */
export type PayVerdict = 'paid' | 'closed' | 'unpaid'

export function verdictOfOrderState(code: number | null | undefined): PayVerdict {
  if (code === ORDER_STATE.Unpaid || code === undefined || code === null) return 'unpaid'
  if (code === ORDER_STATE.Canceled || code === ORDER_STATE.Closed) return 'closed'
  return 'paid'
}

export interface PollOptions {
  times?: number
  intervalMs?: number
  /** True once the poll should end without an answer (page unloaded). */
  stopped?: () => boolean
  sleep?: (ms: number) => Promise<void>
}

export interface PollResult {
  verdict: PayVerdict
  /** How many asks were made. */
  polls: number
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function pollPayment(check: () => Promise<PayVerdict>, options: PollOptions = {}): Promise<PollResult> {
  const times = options.times ?? PAY_POLL_TIMES
  const interval = options.intervalMs ?? PAY_POLL_INTERVAL_MS
  const sleep = options.sleep ?? defaultSleep
  const stopped = options.stopped ?? (() => false)
  let polls = 0
  for (let i = 0; i < times; i++) {
    if (i > 0) await sleep(interval)
    if (stopped()) break
    polls++
    let verdict: PayVerdict
    try {
      verdict = await check()
    } catch {
      verdict = 'unpaid'
    }
    if (verdict !== 'unpaid') return { verdict, polls }
  }
  return { verdict: 'unpaid', polls }
}

/**
 * Exchange codes are short secrets (12 characters of a 32-letter alphabet, or a merchant's own shorter
 * codes): guessing must not be free. Each buyer may send CODE_TRIES.points wrong codes a window; past
 * them every code is refused without being looked up until the window ends. A try is counted in the
 * shared limits store BEFORE the code is checked, so a burst of parallel guesses gets no more than the
 * allowance; a code that exists (right, or already used) gives its point back — only wrong codes count.
 */
import type { LimitCounter, LimitRule } from '../../limits/index.js'
import type { CouponFailure } from './messages.js'

export const CODE_TRIES: LimitRule = { points: 10, windowSeconds: 3600 }

type Result<T> = { ok: true; value: T } | { ok: false; failure: CouponFailure; retryAfterSeconds?: number }

/** Runs one code check for a buyer under the guard (no counter: unguarded, as in unit tests). */
export type CodeTryGuard = <T>(buyer: { merchantId: string; userId: string | null }, check: () => Promise<Result<T>>) => Promise<Result<T>>

export function codeTryGuard(tries: LimitCounter | undefined): CodeTryGuard {
  return async (buyer, check) => {
    if (!tries || !buyer.userId) return check()
    const taken = await tries.take(`${buyer.merchantId}:${buyer.userId}`)
    if (!taken.allowed) return { ok: false, failure: 'tooManyCodeTries', retryAfterSeconds: taken.retryAfterSeconds }
    const result = await check()
    if (result.ok || result.failure !== 'codeInvalid') await taken.giveBack()
    return result
  }
}

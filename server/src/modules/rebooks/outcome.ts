/** Typed outcomes of the rebooks service: expected failures are results, never exceptions. */
import type { RebookMessageKey } from './messages.js'

export type RebookFailureReason = 'NOT_FOUND' | 'NOT_PAID' | 'NOT_ALLOWED' | 'WINDOW_CLOSED' | 'BAD_REQUEST' | 'UNAVAILABLE' | 'SOLD_OUT' | 'PAY_DIFFERENCE' | 'LIMIT' | 'KEY_REUSED'
export interface Failure {
  ok: false
  reason: RebookFailureReason
  key: RebookMessageKey
  vars?: Record<string, string | number>
}
export type Outcome<T> = { ok: true; value: T } | Failure

export const fail = (reason: RebookFailureReason, key: RebookMessageKey, vars?: Record<string, string | number>): Failure => ({ ok: false, reason, key, vars })
export const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

/** Thrown inside the request transaction to roll it back with a typed answer. */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason)
  }
}

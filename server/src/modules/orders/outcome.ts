/** Typed results of the orders services: expected failures are values, never exceptions. */
import type { OrderFailureReason } from '../../../../types/orders.js'
import type { OrderMessageKey } from './messages.js'
import type { SeatMessageKey } from '../seating/messages.js'

export interface Failure {
  ok: false
  reason: OrderFailureReason
  /** Seat orders fail with seating's wording (modules/seating/messages.ts). */
  key: OrderMessageKey | SeatMessageKey
  vars?: Record<string, string | number>
}
export type Outcome<T> = { ok: true; value: T } | Failure

export const fail = (reason: OrderFailureReason, key: OrderMessageKey | SeatMessageKey, vars?: Record<string, string | number>): Failure => ({ ok: false, reason, key, vars })
export const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

/** Thrown inside a transaction to roll it back with a typed failure (caught by `inTransaction`). */
export class Abort extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason)
  }
}

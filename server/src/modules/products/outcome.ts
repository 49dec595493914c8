/** Typed results of the goods services (products, cart, goods orders): expected failures are values. */
import type { GoodsFailureReason } from '../../../../types/products.js'
import type { GoodsMessageKey } from './messages.js'

export interface GoodsFailure {
  ok: false
  reason: GoodsFailureReason
  key: GoodsMessageKey
  vars?: Record<string, string | number>
}
export type GoodsOutcome<T> = { ok: true; value: T } | GoodsFailure

export const fail = (reason: GoodsFailureReason, key: GoodsMessageKey, vars?: Record<string, string | number>): GoodsFailure => ({ ok: false, reason, key, vars })
export const done = <T>(value: T): GoodsOutcome<T> => ({ ok: true, value })

/** Thrown inside a transaction to roll it back with a typed failure. */
export class GoodsAbort extends Error {
  constructor(readonly failure: GoodsFailure) {
    super(failure.reason)
  }
}

/** Who is asking: merchant, buyer (null for public reads) and the languages to answer in. */
export interface GoodsCaller {
  merchantId: string
  userId: string
  lang: import('../../../../types/lang.js').Lang
  fallback: import('../../../../types/lang.js').Lang
}

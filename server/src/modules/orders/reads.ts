/**
 * The catalog rows an order is checked against (show, session, seat plans, purchase rules, the
 * merchant's hold time), reused for a short while. When a popular show opens, thousands of buyers ask
 * for the same few rows within a second; reading them once per interval keeps the database for the
 * writes that matter. Safe because none of these rows decides stock: the conditional stock update in
 * the order transaction does, so a change to a show (closing a sale, a new price) is seen at most
 * `ttlMs` late and never oversells. ttlMs 0 (tests, the default) reads through every time.
 */
import { memoize } from '../../lib/memo.js'
import type { OrdersRepository } from './repository.js'

export type CatalogReads = Pick<OrdersRepository, 'findShow' | 'findSession' | 'findSeatPlans' | 'findShowRules' | 'findReserveSeconds'>

export function cachedCatalogReads(repo: OrdersRepository, ttlMs: number): CatalogReads {
  const memo = <A extends unknown[], V>(load: (...args: A) => Promise<V>) => memoize({ ttlMs, max: 20_000 }, load)
  return {
    findShow: memo((merchantId: string, showId: string) => repo.findShow(merchantId, showId)),
    findSession: memo((merchantId: string, sessionId: string) => repo.findSession(merchantId, sessionId)),
    findSeatPlans: memo((merchantId: string, seatPlanIds: string[]) => repo.findSeatPlans(merchantId, seatPlanIds)),
    findShowRules: memo((merchantId: string, showId: string) => repo.findShowRules(merchantId, showId)),
    findReserveSeconds: memo((merchantId: string) => repo.findReserveSeconds(merchantId)),
  }
}

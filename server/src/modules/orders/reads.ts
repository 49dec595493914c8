/**
 * The catalog rows an order is checked against (show, session, seat plans, purchase rules, the
 * merchant's hold time), reused for a short while. When a popular show opens, thousands of buyers ask
 * for the same few rows within a second; reading them once per interval keeps the database for the
 * writes that matter. Safe because none of these rows decides stock: the conditional stock update in
 * the order transaction does, so a change to a show (closing a sale, a new price) is seen at most
 * about `ttlMs` late and never oversells. ttlMs 0 (tests, the default) reads through every time.
 *
 * The stock totals of a tier are reused for `stockTtlMs` (a fraction of a second): quotes only use them
 * to answer "sold out" / "n left" early and to know how many shards a tier has. Under an on-sale rush
 * thousands of buyers a second would otherwise each read the same few shard rows, while the answer
 * that counts comes from the conditional update in the order transaction.
 *
 * Both are stale-while-revalidate (lib/memo.ts): past its time an answer is still handed out while ONE
 * background read replaces it. Without that, every expiry made all the requests of that moment wait for
 * the same read, queued for a pooled connection behind the admitted orders; the stock hint is read by
 * every create_order attempt before admission, so each 250 ms the whole crowd, 'limiting' answers
 * included, waited on the database (bench:rush: the stock-hint phase's p50 was hundreds of ms).
 */
import { memoize } from '../../lib/memo.js'
import type { OrdersRepository } from './repository.js'

export type CatalogReads = Pick<OrdersRepository, 'findShow' | 'findSession' | 'findSeatPlans' | 'findShowRules' | 'findReserveSeconds' | 'stockTotals'>

/**
 * How long past its time a stock hint may still be answered while its refresh runs. Longer than the
 * hint's own time: under a rush the refresh waits for a connection, and a crowd must not wait with it.
 */
export const STOCK_HINT_STALE_MS = 1000

export function cachedCatalogReads(repo: OrdersRepository, ttlMs: number, stockTtlMs = 0): CatalogReads {
  const memo = <A extends unknown[], V>(load: (...args: A) => Promise<V>) => memoize({ ttlMs, staleMs: ttlMs, max: 20_000 }, load)
  return {
    findShow: memo((merchantId: string, showId: string) => repo.findShow(merchantId, showId)),
    findSession: memo((merchantId: string, sessionId: string) => repo.findSession(merchantId, sessionId)),
    findSeatPlans: memo((merchantId: string, seatPlanIds: string[]) => repo.findSeatPlans(merchantId, seatPlanIds)),
    findShowRules: memo((merchantId: string, showId: string) => repo.findShowRules(merchantId, showId)),
    findReserveSeconds: memo((merchantId: string) => repo.findReserveSeconds(merchantId)),
    stockTotals: memoize({ ttlMs: stockTtlMs, staleMs: STOCK_HINT_STALE_MS, max: 20_000 }, (merchantId: string, seatPlanId: string) => repo.stockTotals(merchantId, seatPlanId)),
  }
}

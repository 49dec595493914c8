/**
 * What every part of the orders service shares (built once per app): the repository, the cached
 * catalog reads, the clock, the pass signer and the hooks other modules plug in.
 */
import type { Db } from '../../db/client.js'
import { memoize } from '../../lib/memo.js'
import { refuseTierOnlyForSeatMaps, type SeatFailure } from '../seating/order-seats.js'
import { processLocalPartnerSeatSigner, type PartnerSeatSigner } from '../seating/partner/token.js'
import { createPassSigner, type PassSigner } from './pass.js'
import { cachedCatalogReads, type CatalogReads } from './reads.js'
import { createOrdersRepository, type OrderRow, type OrdersRepository, type ShowRow } from './repository.js'

/** A hook for priority sale: may this buyer buy from prioritySaleTime on? (membership wires it later.) */
export type PriorityCheck = (p: { merchantId: string; userId: string; show: ShowRow }) => Promise<boolean>

/** Called before an unpaid order is expired (see OrdersOptions.beforeExpire). */
export type ExpiryGuard = (order: OrderRow) => Promise<void>

export interface OrdersOptions {
  /** Clock (ms since epoch); tests move it to expire orders. */
  now?: () => number
  passSigner?: PassSigner
  /** Verifies third-party seat results (SEAT_PARTNER_SECRET); buildApp passes the app's one signer. */
  partnerSeatSigner?: PartnerSeatSigner
  canUsePrioritySale?: PriorityCheck
  /** Sweeper period in ms; 0 disables the timer (tests call sweepExpiredOrders themselves). Default 15 s. */
  sweepIntervalMs?: number
  /**
   * Called before an unpaid order is expired (sweeper and reads): payments asks the provider about the
   * order's open attempts and settles a paid one, so a time-out never cancels an order that was paid.
   */
  beforeExpire?: ExpiryGuard
  /** How long catalog rows read by quotes are reused (reads.ts); 0 (default) reads every time. */
  readCacheTtlMs?: number
  /** How long a tier's stock totals are reused by quotes (reads.ts); 0 (default) reads every time. */
  stockHintTtlMs?: number
  /** TEST ONLY: stock taken by read-then-write, see repository/stock.ts. */
  testOnlyUnguardedStock?: boolean
  /** TEST ONLY: points spent by read-then-write (the race control run), see membership/repository.ts. */
  testOnlyUnguardedPoints?: boolean
  /** TEST ONLY: add-on SKU units taken by read-then-write, for the add-on race test's control run. */
  testOnlyUnguardedAddOns?: boolean
  /** TEST ONLY: a privilege card's use locked by read-then-write (the race control run), see cards/booking.ts. */
  testOnlyUnguardedCards?: boolean
}

export interface OrdersContext {
  db: Db
  repo: OrdersRepository
  reads: CatalogReads
  /** Whether a tier-only order names a session sold seat by seat (a refusal), reused like the catalog rows. */
  tierOnlyRefusal: (merchantId: string, sessionIds: string[]) => Promise<SeatFailure | null>
  now: () => number
  pass: PassSigner
  partnerSeats: PartnerSeatSigner
  canUsePriority: PriorityCheck
  beforeExpire?: ExpiryGuard
  testOnlyUnguardedStock: boolean
  testOnlyUnguardedPoints: boolean
  testOnlyUnguardedAddOns: boolean
  testOnlyUnguardedCards: boolean
}

export function createOrdersContext(db: Db, opts: OrdersOptions): OrdersContext {
  const repo = createOrdersRepository(db, { testOnlyUnguardedStock: opts.testOnlyUnguardedStock })
  return {
    db,
    repo,
    reads: cachedCatalogReads(repo, opts.readCacheTtlMs ?? 0, opts.stockHintTtlMs ?? 0),
    // Whether a session is sold seat by seat changes with its seat map, as rarely as the catalog rows.
    tierOnlyRefusal: memoize({ ttlMs: opts.readCacheTtlMs ?? 0, staleMs: opts.readCacheTtlMs ?? 0 }, (merchantId: string, sessionIds: string[]) => refuseTierOnlyForSeatMaps(db, merchantId, sessionIds)),
    now: opts.now ?? Date.now,
    pass: opts.passSigner ?? createPassSigner(),
    partnerSeats: opts.partnerSeatSigner ?? processLocalPartnerSeatSigner(),
    canUsePriority: opts.canUsePrioritySale ?? (async () => false),
    beforeExpire: opts.beforeExpire,
    testOnlyUnguardedStock: opts.testOnlyUnguardedStock ?? false,
    testOnlyUnguardedPoints: opts.testOnlyUnguardedPoints ?? false,
    testOnlyUnguardedAddOns: opts.testOnlyUnguardedAddOns ?? false,
    testOnlyUnguardedCards: opts.testOnlyUnguardedCards ?? false,
  }
}

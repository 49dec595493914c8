/**
 * Orders data access — the only orders code that touches Drizzle (it reads catalog tables, never
 * writes them). The interface is here; its parts live in repository/ by meaning:
 * - repository/stock.ts: taking and giving back tier stock (the locking design is described there);
 * - repository/place-order.ts: a tier order in one self-committing statement (the rush's hot path);
 * - repository/order-rows.ts: orders, their lines and the buyer's per-show counts;
 * - repository/catalog.ts: the catalog rows an order is checked against and a brief shows;
 * - repository/audiences.ts: a buyer's real-name attendees;
 * - repository/seed.ts: stock rows and show rules the seed and benches write.
 */
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { runtimeStats } from '../../lib/runtime-stats.js'
import type { StockAllocation, catalogSeatPlans, catalogSessions, catalogShows, orderAudiences, orderItems, orderShowRules, orderStock, orders } from '../../db/schema.js'
import { audienceRows } from './repository/audiences.js'
import { catalogRows } from './repository/catalog.js'
import { orderRows } from './repository/order-rows.js'
import { placeOrder, type BuyerLimit, type Placement } from './repository/place-order.js'
import { seedRows } from './repository/seed.js'
import { stockRows } from './repository/stock.js'

export type OrderRow = typeof orders.$inferSelect
export type OrderInsert = typeof orders.$inferInsert
export type OrderItemRow = typeof orderItems.$inferSelect
export type StockRow = typeof orderStock.$inferSelect
export type ShowRow = typeof catalogShows.$inferSelect
export type SessionRow = typeof catalogSessions.$inferSelect
export type SeatPlanRow = typeof catalogSeatPlans.$inferSelect
export type AudienceRow = typeof orderAudiences.$inferSelect
export type AudienceInsert = typeof orderAudiences.$inferInsert
/** A show's purchase rules row (limits, real-name, delivery methods, agreement). */
/** What booking reads of a show's rules (real-name entry after purchase is the real-name module's). */
export type ShowRulesRow = Omit<typeof orderShowRules.$inferSelect, 'merchantId' | 'showId' | 'realNameEntry'>

/** What order creation writes; the rest of the row keeps its defaults. */
export interface NewOrder {
  orderId: string
  merchantId: string
  orderNumber: string
  userId: string
  state: number
  firstShowId: string
  firstSessionId: string
  qty: number
  totalCents: number
  payAmountCents: number
  deliverMethod: string
  addressId: string | null
  /** The ticket package promotion the order was priced by (orders/promotion.ts); absent/null: none. */
  promotionId?: string | null
  audienceIds: string[]
  unpaidTransactionIds: string[]
  idempotencyKey: string
  requestHash: string
  reserveUntil: Date
  paidAt: Date | null
  createdAt: Date
}

/** One order line as written (its allocations come from the stock take). */
export interface NewOrderLine {
  orderId: string
  lineNo: number
  merchantId: string
  showId: string
  sessionId: string
  seatPlanId: string
  qty: number
  unitPriceCents: number
}

export interface StockTotals {
  capacity: number
  sold: number
  held: number
  shards: number
}

/** Names an order brief shows, per show. */
export interface ShowDisplay {
  show: ShowRow
  venueName: ShowRow['showName'] | null
  cityName: ShowRow['showName'] | null
}

export type { BuyerLimit, Placement } from './repository/place-order.js'

export interface OrdersRepositoryOptions {
  /** TEST ONLY: take stock by read-then-write instead of the conditional update (proves the race). */
  testOnlyUnguardedStock?: boolean
}

export interface OrdersRepository {
  /** The connection or transaction this repository is bound to (the ticket issuer joins the transaction). */
  readonly db: Db
  /** Run `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: OrdersRepository) => Promise<T>): Promise<T>

  findShow(merchantId: string, showId: string): Promise<ShowRow | null>
  findSession(merchantId: string, sessionId: string): Promise<SessionRow | null>
  findSeatPlans(merchantId: string, seatPlanIds: string[]): Promise<SeatPlanRow[]>
  findShowDisplays(merchantId: string, showIds: string[]): Promise<ShowDisplay[]>
  findSessionsByIds(merchantId: string, sessionIds: string[]): Promise<SessionRow[]>
  stockTotals(merchantId: string, seatPlanId: string): Promise<StockTotals | null>
  findShowRules(merchantId: string, showId: string): Promise<ShowRulesRow | null>
  /** Whether the buyer owns this address (buyer_addresses); another buyer's is the same false. */
  ownsAddress(merchantId: string, userId: string, addressId: string): Promise<boolean>
  findReserveSeconds(merchantId: string): Promise<number | null>
  buyerQty(merchantId: string, userId: string, showId: string): Promise<number>

  /**
   * An unpaid tier order (row, buyer counts, lines with their stock) in one statement that commits on
   * its own; nothing is written unless placed (repository/place-order.ts). Not inside a transaction.
   */
  placeOrder(order: NewOrder, limits: BuyerLimit[], lines: Array<{ line: NewOrderLine; shards: number }>): Promise<Placement>
  /** Insert the order unless (merchant, user, idempotency key) exists; false when it does. */
  insertOrderIfNew(row: NewOrder): Promise<boolean>
  findOrderByKey(merchantId: string, userId: string, key: string): Promise<OrderRow | null>
  /** Raise the buyer's count for a show unless it would pass `max`; false when it would. */
  addBuyerQty(merchantId: string, userId: string, showId: string, qty: number, max: number): Promise<boolean>
  subtractBuyerQty(merchantId: string, userId: string, showId: string, qty: number): Promise<void>
  /**
   * The fast take of one order line: stock from a shard with room that nobody holds right now (a
   * one-shard tier waits for its row instead) and the order line, in ONE statement. Null when it took
   * nothing: a one-shard tier is then sold out; a sharded one may still have room behind busy shards
   * (takeStock + insertItems decide). The order row must already exist in this transaction.
   */
  takeStockIntoLine(line: NewOrderLine, as: 'held' | 'sold', shards: number): Promise<StockAllocation[] | null>
  /** Take `qty` tickets of a tier as held (unpaid) or sold (paid/free); null when not enough remain. */
  takeStock(merchantId: string, seatPlanId: string, qty: number, as: 'held' | 'sold', shards?: number): Promise<StockAllocation[] | null>
  releaseStock(merchantId: string, seatPlanId: string, allocations: StockAllocation[], from: 'held' | 'sold'): Promise<void>
  /** Held tickets become sold (an unpaid order was paid), shard by shard as they were taken. */
  sellHeld(merchantId: string, seatPlanId: string, allocations: StockAllocation[]): Promise<void>
  /** Record where a line's tickets now come from (a cancelled order re-took its stock). */
  setItemAllocations(orderId: string, lineNo: number, allocations: StockAllocation[]): Promise<void>
  insertItems(rows: Array<typeof orderItems.$inferInsert>): Promise<void>

  findOrder(merchantId: string, orderId: string): Promise<OrderRow | null>
  findItems(orderIds: string[]): Promise<OrderItemRow[]>
  listOrders(merchantId: string, userId: string, state: number | undefined, offset: number, length: number): Promise<{ total: number; rows: OrderRow[] }>
  /** Unpaid orders whose deadline passed (optionally one buyer's), oldest first. */
  findExpiredUnpaid(now: Date, limit: number, scope?: { merchantId: string; userId: string }): Promise<OrderRow[]>
  /** Move an order from `from` to `to` state; null when it was not in `from` (someone else moved it). */
  transitionOrder(orderId: string, from: number, to: number, patch: Partial<OrderInsert>): Promise<OrderRow | null>

  listAudiences(merchantId: string, userId: string, offset: number, length: number, idTypes?: string[]): Promise<{ total: number; rows: AudienceRow[] }>
  findAudiences(merchantId: string, userId: string, ids: string[]): Promise<AudienceRow[]>
  insertAudience(row: AudienceInsert): Promise<AudienceRow | null>
  updateAudience(merchantId: string, userId: string, audienceId: string, patch: Partial<AudienceInsert>): Promise<AudienceRow | null | 'DUPLICATE'>
  deleteAudience(merchantId: string, userId: string, audienceId: string): Promise<boolean>

  /** Seed: every seat plan with its show's detail status. */
  allSeatPlans(): Promise<Array<{ plan: SeatPlanRow; showDetailStatus: ShowRow['showDetailStatus'] }>>
  /** Seed/bench: insert stock rows that are not there yet. */
  insertStockIfAbsent(rows: Array<typeof orderStock.$inferInsert>): Promise<number>
  insertShowRulesIfAbsent(rows: Array<typeof orderShowRules.$inferInsert>): Promise<number>
}

export function createOrdersRepository(db: Db, opts: OrdersRepositoryOptions = {}): OrdersRepository {
  return {
    db,
    async transaction(fn) {
      // PostgreSQL may still pick one of two crossing order transactions as a deadlock victim; an
      // idempotency key makes a create that did commit come back as the same order.
      return retryOnConflict(async () => {
        // Timed for bench:rush: waiting for a pooled connection (and BEGIN), then the unit itself.
        const asked = performance.now()
        let began = asked
        const result = await db.transaction(async (tx) => {
          began = performance.now()
          runtimeStats.phase('connection', asked)
          return fn(createOrdersRepository(tx as unknown as Db, opts))
        })
        runtimeStats.phase('transaction', began)
        return result
      })
    },
    async placeOrder(order, limits, lines) {
      const started = performance.now()
      const placement = await retryOnConflict(() => placeOrder(db, order, limits, lines))
      runtimeStats.phase('placeOrder', started)
      return placement
    },
    ...catalogRows(db),
    ...orderRows(db),
    ...stockRows(db, opts),
    ...audienceRows(db),
    ...seedRows(db),
  }
}

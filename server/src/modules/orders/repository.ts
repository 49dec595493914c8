/**
 * Orders data access — the only orders code that touches Drizzle (it reads catalog tables, never
 * writes them).
 *
 * Stock locking design (why there is no lock per show and no SELECT ... FOR UPDATE round trip):
 * - Taking n tickets is ONE conditional statement on one stock row:
 *     update order_stock set held = held + n
 *     where merchant_id = $m and seat_plan_id = $p and shard = $k and capacity - sold - held >= n
 *     returning shard
 *   PostgreSQL takes the row lock inside that statement and, under READ COMMITTED, re-checks the
 *   condition on the newest row version after waiting for a concurrent holder. So two buyers can never
 *   both take the last ticket: the second one's re-check fails and it gets no row back (sold out).
 *   Nothing is read first, so there is no read-then-write window and no extra round trip.
 * - The row lock lasts until the order's transaction commits, so the service takes stock as the LAST
 *   step before the order lines are written and the transaction commits: the hot row is held for about
 *   one more statement plus the commit, not for the whole order.
 * - A hot tier can be split into N shards (rows whose capacities add up to the tier's). A buyer first
 *   asks for any shard that is not locked right now and has enough left (FOR UPDATE SKIP LOCKED in the
 *   sub-select, still one statement), so N buyers proceed in parallel instead of queueing on one row.
 *   If every such shard is busy it waits on shards in turn (plain conditional update), and only when no
 *   single shard has n left but the shards together do (fragmentation near sell-out) does it lock all
 *   of the tier's shards in shard order and split the take.
 * - Deadlocks: when PostgreSQL re-checks a row that changed while it waited and the re-check fails, it
 *   keeps the row lock anyway. So every sharded attempt that may wait and fail runs in a savepoint and
 *   a failed attempt is rolled back (dropping its locks; the never-waiting first attempt locks only the
 *   shard it takes, see takeStock); a buyer therefore never holds one shard while waiting
 *   for another, except in step 3, which locks in shard order. Tiers are taken in seat-plan order.
 *   (The 50-buyer concurrency test found exactly this deadlock before the savepoints were added.)
 *   Single-shard tiers need none of this: one statement, and a failure aborts the order anyway.
 * - The table's check constraint (sold + held <= capacity) is a last line of defence.
 *
 * - Order creation's own statements (the order row, the buyer's counts, and "take stock + write the order
 *   line" as one statement) are plain SQL, not Drizzle's query builder: building them with the builder
 *   cost 25–95 µs of the API's one thread each (measured), against ~2 µs for a template, and the order
 *   path is what an on-sale rush runs thousands of times a second. The service sends them pipelined
 *   (one round trip; PostgreSQL still runs them one after another, in the lock order above).
 *
 * `testOnlyUnguardedStock` replaces the conditional update with read-then-write (the classic bug) so a
 * test can prove the concurrency test would catch an oversell. Production never sets it.
 */
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  buyerAddresses,
  catalogCities,
  catalogSeatPlans,
  catalogSessions,
  catalogShows,
  catalogVenues,
  type StockAllocation,
  orderAudiences,
  orderBuyerCounts,
  orderItems,
  orderMerchantSettings,
  orderShowRules,
  orderStock,
  orders,
} from '../../db/schema.js'
import { merchantRowsByIds } from '../../db/rows-by-ids.js'
import { rowsOf } from '../../db/raw.js'

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
export type ShowRulesRow = Omit<typeof orderShowRules.$inferSelect, 'merchantId' | 'showId'>

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

const remaining = sql`${orderStock.capacity} - ${orderStock.sold} - ${orderStock.held}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const TRANSACTION_ATTEMPTS = 5

/** deadlock_detected (40P01) or serialization_failure (40001): the transaction may simply run again. */
function isRetryableConflict(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  const code = e?.code ?? e?.cause?.code
  return code === '40P01' || code === '40001'
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/** The type of the prepared idempotency-key lookup (findOrderByKey builds it on first use). */
function prepareOrderByKey(db: Db) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, sql.placeholder('merchantId')), eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .prepare('order_by_idempotency_key')
}

export function createOrdersRepository(db: Db, opts: OrdersRepositoryOptions = {}): OrdersRepository {
  const tierWhere = (merchantId: string, seatPlanId: string) => and(eq(orderStock.merchantId, merchantId), eq(orderStock.seatPlanId, seatPlanId))

  /** Run `fn` in a savepoint; a null result rolls the savepoint back (and the row locks taken in it). */
  async function withSavepoint<T>(fn: (sp: Db) => Promise<T | null>): Promise<T | null> {
    const EMPTY = Symbol('empty')
    try {
      return await db.transaction(async (sp) => {
        const value = await fn(sp as unknown as Db)
        if (value === null) throw EMPTY
        return value
      })
    } catch (err) {
      if (err === EMPTY) return null
      throw err
    }
  }

  /** The conditional single-row take (see file comment). */
  async function takeFromShard(merchantId: string, seatPlanId: string, shard: number, qty: number, as: 'held' | 'sold', conn: Db = db): Promise<boolean> {
    const column = as === 'held' ? orderStock.held : orderStock.sold
    const rows = await conn
      .update(orderStock)
      .set({ [as]: sql`${column} + ${qty}` })
      .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, shard), sql`${remaining} >= ${qty}`))
      .returning({ shard: orderStock.shard })
    return rows.length === 1
  }

  /** TEST ONLY: the read-then-write bug (absolute write of a value read earlier: a lost update). */
  async function takeUnguarded(merchantId: string, seatPlanId: string, qty: number, as: 'held' | 'sold'): Promise<StockAllocation[] | null> {
    const [row] = await db.select().from(orderStock).where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, 0)))
    if (!row || row.capacity - row.sold - row.held < qty) return null
    await pause(2) // the network round trip between the read and the write, made visible
    await db
      .update(orderStock)
      .set({ [as]: row[as] + qty })
      .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, 0)))
    return [{ shard: 0, qty }]
  }

  let orderByKeyQuery: ReturnType<typeof prepareOrderByKey> | undefined
  const repo: OrdersRepository = {
    db,
    async transaction(fn) {
      // PostgreSQL may still pick one of two crossing order transactions as a deadlock victim (or
      // fail a serialisable re-check). The whole unit rolled back, so running it again is safe; an
      // idempotency key makes a create that did commit come back as the same order.
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => fn(createOrdersRepository(tx as unknown as Db, opts)))
        } catch (err) {
          if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(err)) throw err
          await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt))
        }
      }
    },

    async findShow(merchantId, showId) {
      const [row] = await db
        .select()
        .from(catalogShows)
        .where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showId, showId), eq(catalogShows.showStatus, 'ONLINE')))
      return row ?? null
    },
    async findSession(merchantId, sessionId) {
      const [row] = await db
        .select()
        .from(catalogSessions)
        .where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.sessionId, sessionId)))
      return row ?? null
    },
    async findSeatPlans(merchantId, seatPlanIds) {
      if (seatPlanIds.length === 0) return []
      return db
        .select()
        .from(catalogSeatPlans)
        .where(and(eq(catalogSeatPlans.merchantId, merchantId), inArray(catalogSeatPlans.seatPlanId, seatPlanIds)))
    },
    async findShowDisplays(merchantId, showIds) {
      if (showIds.length === 0) return []
      const rows = await db
        .select({ show: catalogShows, venueName: catalogVenues.name, cityName: catalogCities.cityName })
        .from(catalogShows)
        .leftJoin(catalogVenues, and(eq(catalogVenues.merchantId, catalogShows.merchantId), eq(catalogVenues.venueId, catalogShows.venueId)))
        .leftJoin(catalogCities, and(eq(catalogCities.merchantId, catalogShows.merchantId), eq(catalogCities.cityId, catalogShows.cityId)))
        .where(and(eq(catalogShows.merchantId, merchantId), inArray(catalogShows.showId, showIds)))
      return rows
    },
    findSessionsByIds: (merchantId, sessionIds) => merchantRowsByIds(db, catalogSessions, catalogSessions.sessionId, merchantId, sessionIds),
    async stockTotals(merchantId, seatPlanId) {
      const [row] = await db
        .select({
          capacity: sql<number>`coalesce(sum(${orderStock.capacity}), 0)::int`,
          sold: sql<number>`coalesce(sum(${orderStock.sold}), 0)::int`,
          held: sql<number>`coalesce(sum(${orderStock.held}), 0)::int`,
          shards: sql<number>`count(*)::int`,
        })
        .from(orderStock)
        .where(tierWhere(merchantId, seatPlanId))
      if (!row || Number(row.shards) === 0) return null
      return { capacity: Number(row.capacity), sold: Number(row.sold), held: Number(row.held), shards: Number(row.shards) }
    },
    async findShowRules(merchantId, showId) {
      const [row] = await db
        .select({
          maxPerOrder: orderShowRules.maxPerOrder,
          maxPerBuyer: orderShowRules.maxPerBuyer,
          realNameRequired: orderShowRules.realNameRequired,
          deliverMethods: orderShowRules.deliverMethods,
          agreement: orderShowRules.agreement,
          agreementNeedReadAll: orderShowRules.agreementNeedReadAll,
        })
        .from(orderShowRules)
        .where(and(eq(orderShowRules.merchantId, merchantId), eq(orderShowRules.showId, showId)))
      return row ?? null
    },
    async ownsAddress(merchantId, userId, addressId) {
      const [row] = await db
        .select({ id: buyerAddresses.addressId })
        .from(buyerAddresses)
        .where(and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId), eq(buyerAddresses.addressId, addressId)))
      return row !== undefined
    },
    async findReserveSeconds(merchantId) {
      const [row] = await db
        .select({ s: orderMerchantSettings.reserveSeconds })
        .from(orderMerchantSettings)
        .where(eq(orderMerchantSettings.merchantId, merchantId))
      return row?.s ?? null
    },
    async buyerQty(merchantId, userId, showId) {
      const [row] = await db
        .select({ qty: orderBuyerCounts.qty })
        .from(orderBuyerCounts)
        .where(and(eq(orderBuyerCounts.merchantId, merchantId), eq(orderBuyerCounts.userId, userId), eq(orderBuyerCounts.showId, showId)))
      return row?.qty ?? 0
    },

    async insertOrderIfNew(o) {
      const rows = rowsOf(
        await db.execute(sql`insert into orders (order_id, merchant_id, order_number, user_id, state, first_show_id, first_session_id,
            qty, total_cents, pay_amount_cents, deliver_method, address_id, promotion_id, audience_ids, unpaid_transaction_ids,
            idempotency_key, request_hash, reserve_until, paid_at, created_at, updated_at)
          values (${o.orderId}, ${o.merchantId}, ${o.orderNumber}, ${o.userId}, ${o.state}, ${o.firstShowId}, ${o.firstSessionId},
            ${o.qty}, ${o.totalCents}, ${o.payAmountCents}, ${o.deliverMethod}, ${o.addressId}, null,
            ${JSON.stringify(o.audienceIds)}::jsonb, ${JSON.stringify(o.unpaidTransactionIds)}::jsonb,
            ${o.idempotencyKey}, ${o.requestHash}, ${o.reserveUntil.toISOString()}::timestamptz,
            ${o.paidAt ? o.paidAt.toISOString() : null}::timestamptz, ${o.createdAt.toISOString()}::timestamptz, ${o.createdAt.toISOString()}::timestamptz)
          on conflict (merchant_id, user_id, idempotency_key) do nothing
          returning order_id`),
      )
      return rows.length === 1
    },
    async findOrderByKey(merchantId, userId, key) {
      // Asked on every refused create (a retry of a created order must get its order, not "sold out"),
      // so after a sell-out once per attempt: prepared once, not built each time.
      const [row] = await (orderByKeyQuery ??= prepareOrderByKey(db)).execute({ merchantId, userId, key })
      return row ?? null
    },
    async addBuyerQty(merchantId, userId, showId, qty, max) {
      // A new row is checked here (ON CONFLICT's WHERE only guards the update of an existing one).
      if (qty > max) return false
      const rows = rowsOf(
        await db.execute(sql`insert into order_buyer_counts (merchant_id, user_id, show_id, qty) values (${merchantId}, ${userId}, ${showId}, ${qty})
          on conflict (merchant_id, user_id, show_id) do update set qty = order_buyer_counts.qty + excluded.qty
          where order_buyer_counts.qty + excluded.qty <= ${max}
          returning qty`),
      )
      return rows.length === 1
    },
    async subtractBuyerQty(merchantId, userId, showId, qty) {
      await db
        .update(orderBuyerCounts)
        .set({ qty: sql`greatest(${orderBuyerCounts.qty} - ${qty}, 0)` })
        .where(and(eq(orderBuyerCounts.merchantId, merchantId), eq(orderBuyerCounts.userId, userId), eq(orderBuyerCounts.showId, showId)))
    },

    async takeStockIntoLine(l, as, shardCount) {
      if (opts.testOnlyUnguardedStock) return null // the unguarded take goes through takeStock
      const column = as === 'held' ? sql.raw('held') : sql.raw('sold')
      // Which shard: a one-shard tier's only row (the update waits for a holder and re-checks); a
      // sharded tier's free one (see takeStock step 1: the sub-select locks the shard it returns).
      const shard =
        shardCount <= 1
          ? sql`(select min(s.shard) from order_stock s where s.merchant_id = ${l.merchantId} and s.seat_plan_id = ${l.seatPlanId})`
          : sql`(select s.shard from order_stock s
              where s.merchant_id = ${l.merchantId} and s.seat_plan_id = ${l.seatPlanId} and s.capacity - s.sold - s.held >= ${l.qty}
              order by random() limit 1 for update skip locked)`
      const rows = rowsOf<{ allocations: StockAllocation[] }>(
        await db.execute(sql`with taken as (
            update order_stock set ${column} = ${column} + ${l.qty}
            where merchant_id = ${l.merchantId} and seat_plan_id = ${l.seatPlanId} and shard = ${shard}
              and capacity - sold - held >= ${l.qty}
            returning shard
          )
          insert into order_items (order_id, line_no, merchant_id, show_id, session_id, seat_plan_id, qty, unit_price_cents, allocations)
          select ${l.orderId}, ${l.lineNo}, ${l.merchantId}, ${l.showId}, ${l.sessionId}, ${l.seatPlanId}, ${l.qty}, ${l.unitPriceCents},
            jsonb_build_array(jsonb_build_object('shard', taken.shard, 'qty', ${l.qty}::int))
          from taken
          -- the order row of this transaction (absent when its key existed: then nothing is written)
          where exists (select 1 from orders where order_id = ${l.orderId})
          returning allocations`),
      )
      return rows[0]?.allocations ?? null
    },
    async takeStock(merchantId, seatPlanId, qty, as, shardCount = 1) {
      if (opts.testOnlyUnguardedStock) return takeUnguarded(merchantId, seatPlanId, qty, as)
      const column = as === 'held' ? orderStock.held : orderStock.sold
      if (shardCount <= 1) {
        // One row: the conditional update alone, waiting for a concurrent holder and re-checking after it.
        const one = await db
          .update(orderStock)
          .set({ [as]: sql`${column} + ${qty}` })
          .where(
            and(
              tierWhere(merchantId, seatPlanId),
              sql`${orderStock.shard} = (select min(s.shard) from order_stock s where s.merchant_id = ${merchantId} and s.seat_plan_id = ${seatPlanId})`,
              sql`${remaining} >= ${qty}`,
            ),
          )
          .returning({ shard: orderStock.shard })
        return one[0] ? [{ shard: one[0].shard, qty }] : null
      }
      // 1. Any shard that is free right now and has enough: one statement that never waits. The
      //    sub-select locks the shard it returns (FOR UPDATE SKIP LOCKED re-checks the newest row
      //    version before locking it), so the update on that shard cannot fail its own re-check, and
      //    when no shard qualifies nothing is locked at all. No savepoint is needed here: the hot
      //    path is this statement, the order lines and the commit, with the shard locked only for
      //    the last two round trips.
      const freeRows = await db
        .update(orderStock)
        .set({ [as]: sql`${column} + ${qty}` })
        .where(
          and(
            tierWhere(merchantId, seatPlanId),
            sql`${orderStock.shard} = (select s.shard from order_stock s
              where s.merchant_id = ${merchantId} and s.seat_plan_id = ${seatPlanId} and s.capacity - s.sold - s.held >= ${qty}
              order by random() limit 1 for update skip locked)`,
            sql`${remaining} >= ${qty}`,
          ),
        )
        .returning({ shard: orderStock.shard })
      const free = freeRows[0] ? [{ shard: freeRows[0].shard, qty }] : null
      if (free) return free

      // 2. Shards are busy (or all short): wait on each shard that looked big enough, one after another.
      const shards = await db
        .select({ shard: orderStock.shard, left: sql<number>`(${remaining})::int` })
        .from(orderStock)
        .where(tierWhere(merchantId, seatPlanId))
        .orderBy(asc(orderStock.shard))
      // The read sees committed counts only: a shard locked by a buyer who later rolls back still
      // looks big enough here, and the conditional update below waits for that buyer and re-checks.
      // Each wait is in a savepoint too, so a failed re-check leaves no lock behind: a buyer moving on
      // to step 3 (which locks from shard 0 up) holds no shard of this tier. Since a waiter holds no
      // other shard, the order of these waits is free: each buyer starts at a random shard, so a crowd
      // spreads over the shards instead of queueing on the lowest one.
      const start = Math.floor(Math.random() * shards.length)
      for (const s of [...shards.slice(start), ...shards.slice(0, start)]) {
        if (Number(s.left) < qty) continue
        const took = await withSavepoint(async (sp) => ((await takeFromShard(merchantId, seatPlanId, s.shard, qty, as, sp)) ? true : null))
        if (took) return [{ shard: s.shard, qty }]
      }
      if (shards.length <= 1 || shards.reduce((sum, s) => sum + Number(s.left), 0) < qty) return null

      // 3. Fragmented across shards: lock the tier's shards in order and split the take.
      const locked = await db
        .select({ shard: orderStock.shard, left: sql<number>`(${remaining})::int` })
        .from(orderStock)
        .where(tierWhere(merchantId, seatPlanId))
        .orderBy(asc(orderStock.shard))
        .for('update')
      if (locked.reduce((sum, s) => sum + Number(s.left), 0) < qty) return null
      const allocations: StockAllocation[] = []
      let need = qty
      for (const s of locked) {
        const take = Math.min(need, Number(s.left))
        if (take <= 0) continue
        if (!(await takeFromShard(merchantId, seatPlanId, s.shard, take, as))) throw new Error('stock shard changed under its row lock')
        allocations.push({ shard: s.shard, qty: take })
        need -= take
        if (need === 0) break
      }
      return allocations
    },
    async releaseStock(merchantId, seatPlanId, allocations, from) {
      const column = from === 'held' ? orderStock.held : orderStock.sold
      for (const a of [...allocations].sort((x, y) => x.shard - y.shard)) {
        await db
          .update(orderStock)
          .set({ [from]: sql`${column} - ${a.qty}` })
          .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, a.shard)))
      }
    },
    async sellHeld(merchantId, seatPlanId, allocations) {
      for (const a of [...allocations].sort((x, y) => x.shard - y.shard)) {
        await db
          .update(orderStock)
          .set({ held: sql`${orderStock.held} - ${a.qty}`, sold: sql`${orderStock.sold} + ${a.qty}` })
          .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, a.shard)))
      }
    },
    async setItemAllocations(orderId, lineNo, allocations) {
      await db.update(orderItems).set({ allocations }).where(and(eq(orderItems.orderId, orderId), eq(orderItems.lineNo, lineNo)))
    },
    async insertItems(rows) {
      if (rows.length) await db.insert(orderItems).values(rows)
    },

    async findOrder(merchantId, orderId) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.orderId, orderId)))
      return row ?? null
    },
    async findItems(orderIds) {
      if (orderIds.length === 0) return []
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.lineNo))
    },
    async listOrders(merchantId, userId, state, offset, length) {
      const where = and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), state === undefined ? undefined : eq(orders.state, state))
      const [total] = await db.select({ n: count() }).from(orders).where(where)
      const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderId)).offset(offset).limit(length)
      return { total: Number(total?.n ?? 0), rows }
    },
    async findExpiredUnpaid(now, limit, scope) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.state, 1),
            lte(orders.reserveUntil, now),
            scope ? eq(orders.merchantId, scope.merchantId) : undefined,
            scope ? eq(orders.userId, scope.userId) : undefined,
          ),
        )
        .orderBy(asc(orders.reserveUntil))
        .limit(limit)
    },
    async transitionOrder(orderId, from, to, patch) {
      const [row] = await db
        .update(orders)
        .set({ ...patch, state: to, updatedAt: new Date() })
        .where(and(eq(orders.orderId, orderId), eq(orders.state, from)))
        .returning()
      return row ?? null
    },

    async listAudiences(merchantId, userId, offset, length, idTypes) {
      const where = and(
        eq(orderAudiences.merchantId, merchantId),
        eq(orderAudiences.userId, userId),
        idTypes?.length ? inArray(orderAudiences.idType, idTypes as AudienceRow['idType'][]) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(orderAudiences).where(where)
      const rows = await db
        .select()
        .from(orderAudiences)
        .where(where)
        .orderBy(desc(orderAudiences.createdAt), desc(orderAudiences.audienceId))
        .offset(offset)
        .limit(length)
      return { total: Number(total?.n ?? 0), rows }
    },
    async findAudiences(merchantId, userId, ids) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(orderAudiences)
        .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), inArray(orderAudiences.audienceId, ids)))
    },
    async insertAudience(row) {
      const [inserted] = await db.insert(orderAudiences).values(row).onConflictDoNothing().returning()
      return inserted ?? null
    },
    async updateAudience(merchantId, userId, audienceId, patch) {
      try {
        const [row] = await db
          .update(orderAudiences)
          .set({ ...patch, updatedAt: new Date() })
          .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), eq(orderAudiences.audienceId, audienceId)))
          .returning()
        return row ?? null
      } catch (err) {
        if (isUniqueViolation(err)) return 'DUPLICATE'
        throw err
      }
    },
    async deleteAudience(merchantId, userId, audienceId) {
      const rows = await db
        .delete(orderAudiences)
        .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), eq(orderAudiences.audienceId, audienceId)))
        .returning({ id: orderAudiences.audienceId })
      return rows.length === 1
    },

    async allSeatPlans() {
      return db
        .select({ plan: catalogSeatPlans, showDetailStatus: catalogShows.showDetailStatus })
        .from(catalogSeatPlans)
        .innerJoin(catalogShows, and(eq(catalogShows.merchantId, catalogSeatPlans.merchantId), eq(catalogShows.showId, catalogSeatPlans.showId)))
        .orderBy(asc(catalogSeatPlans.merchantId), asc(catalogSeatPlans.seatPlanId))
    },
    async insertStockIfAbsent(rows) {
      let n = 0
      for (let i = 0; i < rows.length; i += 500) {
        const inserted = await db.insert(orderStock).values(rows.slice(i, i + 500)).onConflictDoNothing().returning({ id: orderStock.seatPlanId })
        n += inserted.length
      }
      return n
    },
    async insertShowRulesIfAbsent(rows) {
      if (rows.length === 0) return 0
      const inserted = await db.insert(orderShowRules).values(rows).onConflictDoNothing().returning({ id: orderShowRules.showId })
      return inserted.length
    },
  }
  return repo
}

/**
 * Rebooks data access — the only rebooks code that touches Drizzle. Order, ticket, payment and refund
 * reads and writes shared with refunds go through the refunds repository (`refunds`), stock counters
 * through the orders repository, so their invariants stay in one place.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import {
  catalogSeatPlans,
  catalogSessions,
  orderItems,
  orderRebooks,
  orders,
  orderStock,
  REBOOK_RULE_DEFAULT_SHOW,
  rebookRules,
  rebookTickets,
  tickets,
  type StockAllocation,
} from '../../db/schema.js'
import { createOrdersRepository } from '../orders/repository.js'
import { createRefundsRepository, type RefundsRepository, type TicketRow } from '../refunds/repository.js'

export type RebookRuleRow = typeof rebookRules.$inferSelect
export type RebookRow = typeof orderRebooks.$inferSelect
export type RebookTicketRow = typeof rebookTickets.$inferSelect
export type SessionRow = typeof catalogSessions.$inferSelect
export type SeatPlanRow = typeof catalogSeatPlans.$inferSelect
export type TicketInsert = typeof tickets.$inferInsert

export interface RebooksRepository {
  readonly db: Db
  readonly refunds: RefundsRepository
  /** One transaction, run again whole when PostgreSQL rolled it back as a deadlock victim. */
  transaction<T>(fn: (tx: RebooksRepository) => Promise<T>): Promise<T>

  /** The show's rule, else the merchant's default ('*'), else null. */
  findRule(merchantId: string, showId: string): Promise<RebookRuleRow | null>
  showSessions(merchantId: string, showId: string): Promise<SessionRow[]>
  showSeatPlans(merchantId: string, showId: string): Promise<SeatPlanRow[]>
  /** Places left per seat plan (all shards). */
  remaining(merchantId: string, seatPlanIds: string[]): Promise<Map<string, number>>

  rebooksOfOrder(orderId: string): Promise<RebookRow[]>
  rebookTicketsOfOrder(orderId: string): Promise<RebookTicketRow[]>
  findRebookByKey(merchantId: string, userId: string, key: string): Promise<RebookRow | null>
  findRebook(merchantId: string, rebookId: string): Promise<RebookRow | null>
  insertRebookIfNew(row: typeof orderRebooks.$inferInsert): Promise<RebookRow | null>
  setRebookRefund(rebookId: string, refundId: string): Promise<void>

  /** VALID → REBOOKED for exactly these tickets of the buyer on this order; the rows changed. */
  markRebooked(orderId: string, buyerId: string, ticketIds: string[], at: Date): Promise<TicketRow[]>
  /** Places of the new tier taken as sold (conditional, never oversells); null when short. */
  takeSold(merchantId: string, seatPlanId: string, qty: number): Promise<StockAllocation[] | null>
  releaseSold(merchantId: string, seatPlanId: string, shard: number, qty: number): Promise<void>
  nextLineNo(orderId: string): Promise<number>
  insertLine(row: typeof orderItems.$inferInsert): Promise<void>
  insertTickets(rows: TicketInsert[]): Promise<TicketRow[]>
  insertRebookTickets(rows: RebookTicketRow[]): Promise<void>
  setFirstSession(orderId: string, sessionId: string, at: Date): Promise<void>
}

export function createRebooksRepository(db: Db): RebooksRepository {
  const refunds = createRefundsRepository(db)
  return {
    db,
    refunds,
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createRebooksRepository(tx as unknown as Db)))),

    async findRule(merchantId, showId) {
      const rows = await db
        .select()
        .from(rebookRules)
        .where(and(eq(rebookRules.merchantId, merchantId), inArray(rebookRules.showId, [showId, REBOOK_RULE_DEFAULT_SHOW])))
      return rows.find((r) => r.showId === showId) ?? rows[0] ?? null
    },
    showSessions: (merchantId, showId) =>
      db
        .select()
        .from(catalogSessions)
        .where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.showId, showId)))
        .orderBy(asc(catalogSessions.startTime), asc(catalogSessions.position)),
    showSeatPlans: (merchantId, showId) =>
      db
        .select()
        .from(catalogSeatPlans)
        .where(and(eq(catalogSeatPlans.merchantId, merchantId), eq(catalogSeatPlans.showId, showId)))
        .orderBy(asc(catalogSeatPlans.position)),
    async remaining(merchantId, seatPlanIds) {
      if (seatPlanIds.length === 0) return new Map()
      const rows = await db
        .select({ id: orderStock.seatPlanId, left: sql<number>`sum(${orderStock.capacity} - ${orderStock.sold} - ${orderStock.held})::int` })
        .from(orderStock)
        .where(and(eq(orderStock.merchantId, merchantId), inArray(orderStock.seatPlanId, seatPlanIds)))
        .groupBy(orderStock.seatPlanId)
      return new Map(rows.map((r) => [r.id, Number(r.left)]))
    },

    rebooksOfOrder: (orderId) => db.select().from(orderRebooks).where(eq(orderRebooks.orderId, orderId)).orderBy(asc(orderRebooks.createdAt)),
    rebookTicketsOfOrder: (orderId) => db.select().from(rebookTickets).where(eq(rebookTickets.orderId, orderId)),
    async findRebookByKey(merchantId, userId, key) {
      const [row] = await db
        .select()
        .from(orderRebooks)
        .where(and(eq(orderRebooks.merchantId, merchantId), eq(orderRebooks.userId, userId), eq(orderRebooks.idempotencyKey, key)))
      return row ?? null
    },
    async findRebook(merchantId, rebookId) {
      const [row] = await db
        .select()
        .from(orderRebooks)
        .where(and(eq(orderRebooks.merchantId, merchantId), eq(orderRebooks.rebookId, rebookId)))
      return row ?? null
    },
    async insertRebookIfNew(row) {
      const [inserted] = await db
        .insert(orderRebooks)
        .values(row)
        .onConflictDoNothing({ target: [orderRebooks.merchantId, orderRebooks.userId, orderRebooks.idempotencyKey] })
        .returning()
      return inserted ?? null
    },
    async setRebookRefund(rebookId, refundId) {
      await db.update(orderRebooks).set({ refundId }).where(eq(orderRebooks.rebookId, rebookId))
    },

    markRebooked(orderId, buyerId, ticketIds, at) {
      if (ticketIds.length === 0) return Promise.resolve([])
      // One conditional UPDATE: a check-in, refund or accepted transfer that committed first makes its
      // row fail the re-checked condition, and the count comes short (the caller rolls back).
      return db
        .update(tickets)
        .set({ state: 'REBOOKED', updatedAt: at })
        .where(and(eq(tickets.orderId, orderId), eq(tickets.userId, buyerId), inArray(tickets.ticketId, [...ticketIds].sort()), eq(tickets.state, 'VALID')))
        .returning()
    },
    async takeSold(merchantId, seatPlanId, qty) {
      const o = createOrdersRepository(db)
      const totals = await o.stockTotals(merchantId, seatPlanId)
      return totals ? o.takeStock(merchantId, seatPlanId, qty, 'sold', totals.shards) : null
    },
    releaseSold: (merchantId, seatPlanId, shard, qty) => refunds.releaseSold(merchantId, seatPlanId, shard, qty),
    async nextLineNo(orderId) {
      const [row] = await db.select({ n: sql<number>`coalesce(max(${orderItems.lineNo}), -1)::int` }).from(orderItems).where(eq(orderItems.orderId, orderId))
      return Number(row?.n ?? -1) + 1
    },
    async insertLine(row) {
      await db.insert(orderItems).values(row)
    },
    insertTickets: (rows) => (rows.length === 0 ? Promise.resolve([]) : db.insert(tickets).values(rows).returning()),
    async insertRebookTickets(rows) {
      if (rows.length > 0) await db.insert(rebookTickets).values(rows)
    },
    async setFirstSession(orderId, sessionId, at) {
      await db.update(orders).set({ firstSessionId: sessionId, updatedAt: at }).where(eq(orders.orderId, orderId))
    },
  }
}

/**
 * Refunds data access — the only refunds code that touches Drizzle. Stock counters and buyer counts go
 * through the orders repository (the same statements cancel uses), so their invariants stay in one place.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import {
  catalogSeatPlans,
  catalogSessions,
  catalogShows,
  orderItems,
  orderRefunds,
  orders,
  paymentLedger,
  payments,
  rebookTickets,
  refundRules,
  refundTickets,
  REFUND_RULE_DEFAULT_SHOW,
  seats,
  tickets,
  ticketRevocations,
  ticketStaffTokens,
  ticketTransfers,
} from '../../db/schema.js'
import { cancelInvoicesOfOrder } from '../invoices/repository.js'
import { createOrdersRepository } from '../orders/repository.js'

export type RuleRow = typeof refundRules.$inferSelect
export type RefundRow = typeof orderRefunds.$inferSelect
export type RefundInsert = typeof orderRefunds.$inferInsert
export type RefundTicketRow = typeof refundTickets.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type TicketRow = typeof tickets.$inferSelect
export type ItemRow = typeof orderItems.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

export interface RefundsRepository {
  readonly db: Db
  /** One transaction, run again whole when PostgreSQL rolled it back as a deadlock victim. */
  transaction<T>(fn: (tx: RefundsRepository) => Promise<T>): Promise<T>

  /** The show's rule, else the merchant's default ('*'), else null. */
  findRule(merchantId: string, showId: string): Promise<RuleRow | null>
  findOrder(merchantId: string, orderId: string): Promise<OrderRow | null>
  lockOrder(orderId: string): Promise<OrderRow | null>
  ticketsOfOrder(orderId: string): Promise<TicketRow[]>
  /** Of these tickets, those with a transfer waiting for its recipient (read under the order lock, which sending takes too). */
  ticketsInTransfer(ticketIds: string[]): Promise<Set<string>>
  itemsOfOrder(orderId: string): Promise<ItemRow[]>
  sessionStarts(merchantId: string, sessionIds: string[]): Promise<Map<string, { startTime: Date; name: RowName }>>
  seatPlanNames(merchantId: string, seatPlanIds: string[]): Promise<Map<string, RowName>>
  showName(merchantId: string, showId: string): Promise<RowName | null>

  refundsOfOrder(orderId: string): Promise<RefundRow[]>
  refundTicketsOfOrder(orderId: string): Promise<RefundTicketRow[]>
  /** Where the places of the order's rebooked tickets went back (line and shard), like refund_tickets. */
  rebookedPlacesOfOrder(orderId: string): Promise<Array<{ lineNo: number; shard: number }>>
  findRefundByKey(merchantId: string, userId: string, key: string): Promise<RefundRow | null>
  insertRefundIfNew(row: RefundInsert): Promise<RefundRow | null>
  findRefund(refundId: string): Promise<RefundRow | null>
  lockRefund(refundId: string): Promise<RefundRow | null>
  /** REFUNDING → REFUNDED; null when it was not REFUNDING (someone else finished it). */
  finishRefund(refundId: string, providerRefundNo: string | null, at: Date): Promise<RefundRow | null>
  noteAttempt(refundId: string, error: string | null, at: Date): Promise<void>
  /** REFUNDING refunds last touched before `before`, oldest first. */
  openRefunds(before: Date, limit: number): Promise<RefundRow[]>

  /**
   * VALID → REFUNDED for exactly these tickets of the order; the rows changed. The code version stays:
   * a REFUNDED ticket can never get a new code, and the venue then names the real reason (refunded).
   */
  revokeTickets(orderId: string, buyerId: string, ticketIds: string[], now: Date): Promise<TicketRow[]>
  /** TEST ONLY (control runs): read the VALID ones, pause, then write regardless — the unsafe way. */
  testOnlyRacyRevoke(orderId: string, ticketIds: string[], now: Date, between: () => Promise<void>): Promise<TicketRow[]>
  insertRefundTickets(rows: RefundTicketRow[]): Promise<void>
  /** One place of a tier back to the shard it came from (sold − 1 per ticket). */
  releaseSold(merchantId: string, seatPlanId: string, shard: number, qty: number): Promise<void>
  subtractBuyerQty(merchantId: string, userId: string, showId: string, qty: number): Promise<void>
  /** The order's SOLD seats among `seatIds` become FREE again. */
  freeSeats(orderId: string, seatIds: string[]): Promise<number>
  insertRevocations(rows: Array<typeof ticketRevocations.$inferInsert>): Promise<void>
  setOrderRefund(orderId: string, patch: { state?: number; refundState: 'REFUNDING' | 'REFUNDED' }): Promise<void>
  /** The order's status changed: its live invoice is cancelled (invoices module); how many were. */
  cancelInvoices(orderId: string, at: Date): Promise<number>

  /** The order's captured attempt (PAID), if any. */
  paidPayment(orderId: string): Promise<PaymentRow | null>
  paymentOf(paymentId: string): Promise<PaymentRow | null>
  /** Money already promised back from an attempt by refunds other than `exceptRefundId`. */
  refundedFromPayment(paymentId: string, exceptRefundId: string): Promise<{ amount: number; provider: number }>
  /** The REFUND ledger entry of one refund; false when it exists already. */
  insertLedgerRefund(row: { entryId: string; merchantId: string; orderId: string; paymentId: string; refundId: string; amountCents: number; currency: string }): Promise<boolean>

  staffMerchant(tokenHash: string): Promise<string | null>
  revocations(merchantId: string, since: Date): Promise<Array<typeof ticketRevocations.$inferSelect>>
}

export type RowName = (typeof catalogShows.$inferSelect)['showName']

export function createRefundsRepository(db: Db): RefundsRepository {
  return {
    db,
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createRefundsRepository(tx as unknown as Db)))),

    async findRule(merchantId, showId) {
      const rows = await db
        .select()
        .from(refundRules)
        .where(and(eq(refundRules.merchantId, merchantId), inArray(refundRules.showId, [showId, REFUND_RULE_DEFAULT_SHOW])))
      return rows.find((r) => r.showId === showId) ?? rows[0] ?? null
    },
    async findOrder(merchantId, orderId) {
      const [row] = await db.select().from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.orderId, orderId)))
      return row ?? null
    },
    async lockOrder(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).for('update')
      return row ?? null
    },
    ticketsOfOrder: (orderId) => db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.lineNo), asc(tickets.unitNo)),
    async ticketsInTransfer(ticketIds) {
      if (ticketIds.length === 0) return new Set()
      const rows = await db
        .select({ ticketId: ticketTransfers.ticketId })
        .from(ticketTransfers)
        .where(and(inArray(ticketTransfers.ticketId, ticketIds), eq(ticketTransfers.state, 'IN_TRANSFER')))
      return new Set(rows.map((r) => r.ticketId))
    },
    itemsOfOrder: (orderId) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.lineNo)),
    async sessionStarts(merchantId, sessionIds) {
      if (sessionIds.length === 0) return new Map()
      const rows = await db
        .select({ id: catalogSessions.sessionId, startTime: catalogSessions.startTime, name: catalogSessions.name })
        .from(catalogSessions)
        .where(and(eq(catalogSessions.merchantId, merchantId), inArray(catalogSessions.sessionId, sessionIds)))
      return new Map(rows.map((r) => [r.id, { startTime: r.startTime, name: r.name }]))
    },
    async seatPlanNames(merchantId, seatPlanIds) {
      if (seatPlanIds.length === 0) return new Map()
      const rows = await db
        .select({ id: catalogSeatPlans.seatPlanId, name: catalogSeatPlans.name })
        .from(catalogSeatPlans)
        .where(and(eq(catalogSeatPlans.merchantId, merchantId), inArray(catalogSeatPlans.seatPlanId, seatPlanIds)))
      return new Map(rows.map((r) => [r.id, r.name]))
    },
    async showName(merchantId, showId) {
      const [row] = await db.select({ name: catalogShows.showName }).from(catalogShows).where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showId, showId)))
      return row?.name ?? null
    },

    refundsOfOrder: (orderId) => db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt)),
    refundTicketsOfOrder: (orderId) => db.select().from(refundTickets).where(eq(refundTickets.orderId, orderId)),
    rebookedPlacesOfOrder: (orderId) => db.select({ lineNo: rebookTickets.lineNo, shard: rebookTickets.shard }).from(rebookTickets).where(eq(rebookTickets.orderId, orderId)),
    async findRefundByKey(merchantId, userId, key) {
      const [row] = await db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.merchantId, merchantId), eq(orderRefunds.userId, userId), eq(orderRefunds.idempotencyKey, key)))
      return row ?? null
    },
    async insertRefundIfNew(row) {
      const [inserted] = await db
        .insert(orderRefunds)
        .values(row)
        .onConflictDoNothing({ target: [orderRefunds.merchantId, orderRefunds.userId, orderRefunds.idempotencyKey] })
        .returning()
      return inserted ?? null
    },
    async findRefund(refundId) {
      const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.refundId, refundId))
      return row ?? null
    },
    async lockRefund(refundId) {
      const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.refundId, refundId)).for('update')
      return row ?? null
    },
    async finishRefund(refundId, providerRefundNo, at) {
      const [row] = await db
        .update(orderRefunds)
        .set({ state: 'REFUNDED', providerRefundNo, refundedAt: at, updatedAt: at, lastError: null })
        .where(and(eq(orderRefunds.refundId, refundId), eq(orderRefunds.state, 'REFUNDING')))
        .returning()
      return row ?? null
    },
    async noteAttempt(refundId, error, at) {
      await db
        .update(orderRefunds)
        .set({ attempts: sql`${orderRefunds.attempts} + 1`, lastError: error, updatedAt: at })
        .where(eq(orderRefunds.refundId, refundId))
    },
    openRefunds: (before, limit) =>
      db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.state, 'REFUNDING'), lte(orderRefunds.updatedAt, before)))
        .orderBy(asc(orderRefunds.updatedAt))
        .limit(limit),

    async revokeTickets(orderId, buyerId, ticketIds, now) {
      if (ticketIds.length === 0) return []
      // One conditional UPDATE: a concurrent check-in (admit: WHERE state = 'VALID') or refund that
      // committed first makes its row fail the re-checked condition, so exactly one of them wins; so
      // does a transfer accepted meanwhile (the ticket is no longer the buyer's).
      return db
        .update(tickets)
        .set({ state: 'REFUNDED', updatedAt: now })
        .where(and(eq(tickets.orderId, orderId), eq(tickets.userId, buyerId), inArray(tickets.ticketId, [...ticketIds].sort()), eq(tickets.state, 'VALID')))
        .returning()
    },
    async testOnlyRacyRevoke(orderId, ticketIds, now, between) {
      const valid = await db
        .select({ id: tickets.ticketId })
        .from(tickets)
        .where(and(eq(tickets.orderId, orderId), inArray(tickets.ticketId, ticketIds), eq(tickets.state, 'VALID')))
      await between()
      if (valid.length === 0) return []
      return db
        .update(tickets)
        .set({ state: 'REFUNDED', updatedAt: now })
        .where(inArray(tickets.ticketId, valid.map((v) => v.id)))
        .returning()
    },
    async insertRefundTickets(rows) {
      if (rows.length > 0) await db.insert(refundTickets).values(rows)
    },
    releaseSold: (merchantId, seatPlanId, shard, qty) => createOrdersRepository(db).releaseStock(merchantId, seatPlanId, [{ shard, qty }], 'sold'),
    subtractBuyerQty: (merchantId, userId, showId, qty) => createOrdersRepository(db).subtractBuyerQty(merchantId, userId, showId, qty),
    async freeSeats(orderId, seatIds) {
      if (seatIds.length === 0) return 0
      const rows = await db
        .update(seats)
        .set({ state: 'FREE', orderId: null })
        .where(and(eq(seats.orderId, orderId), inArray(seats.seatId, [...seatIds].sort()), eq(seats.state, 'SOLD')))
        .returning({ seatId: seats.seatId })
      return rows.length
    },
    async insertRevocations(rows) {
      if (rows.length > 0) await db.insert(ticketRevocations).values(rows).onConflictDoNothing()
    },
    async setOrderRefund(orderId, patch) {
      await db
        .update(orders)
        .set({ ...(patch.state === undefined ? {} : { state: patch.state }), refundState: patch.refundState, updatedAt: new Date() })
        .where(eq(orders.orderId, orderId))
    },

    cancelInvoices: (orderId, at) => cancelInvoicesOfOrder(db, orderId, at),

    async paidPayment(orderId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.state, 'PAID')))
        .orderBy(asc(payments.createdAt))
        .limit(1)
      return row ?? null
    },
    async paymentOf(paymentId) {
      const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId))
      return row ?? null
    },
    async refundedFromPayment(paymentId, exceptRefundId) {
      const [row] = await db
        .select({
          amount: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
          provider: sql<number>`coalesce(sum(${orderRefunds.providerAmountCents}), 0)::int`,
        })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.paymentId, paymentId), sql`${orderRefunds.refundId} <> ${exceptRefundId}`))
      return { amount: Number(row?.amount ?? 0), provider: Number(row?.provider ?? 0) }
    },
    async insertLedgerRefund(row) {
      const rows = await db
        .insert(paymentLedger)
        .values({ ...row, kind: 'REFUND' })
        .onConflictDoNothing()
        .returning({ id: paymentLedger.entryId })
      return rows.length === 1
    },

    async staffMerchant(tokenHash) {
      const [row] = await db
        .select({ merchantId: ticketStaffTokens.merchantId })
        .from(ticketStaffTokens)
        .where(and(eq(ticketStaffTokens.tokenHash, tokenHash), sql`${ticketStaffTokens.revokedAt} is null`))
      return row?.merchantId ?? null
    },
    revocations: (merchantId, since) =>
      db
        .select()
        .from(ticketRevocations)
        .where(and(eq(ticketRevocations.merchantId, merchantId), gt(ticketRevocations.revokedAt, since)))
        .orderBy(asc(ticketRevocations.revokedAt))
        .limit(10_000),
  }
}

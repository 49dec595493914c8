/**
 * Invoices data access — the only invoices code that touches Drizzle. An application is written under
 * the order's row lock (FOR UPDATE, the lock a refund of the order takes), so an application and a
 * refund of one order take turns; the partial unique index on live invoices is the last line if two
 * applications ever got past that.
 */
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { catalogShows, orderInvoices, orders, payments, ticketStaffTokens } from '../../db/schema.js'
import type { InvoiceState } from '../../../../types/invoices.js'

export type InvoiceRow = typeof orderInvoices.$inferSelect
export type InvoiceInsert = typeof orderInvoices.$inferInsert
export type OrderRow = typeof orders.$inferSelect
export type ShowName = (typeof catalogShows.$inferSelect)['showName']

export const LIVE_STATES: InvoiceState[] = ['APPLYING', 'SUCCESS']

export interface InvoicesRepository {
  readonly db: Db
  transaction<T>(fn: (tx: InvoicesRepository) => Promise<T>): Promise<T>

  findOrder(merchantId: string, orderId: string): Promise<OrderRow | null>
  /** The order row, locked FOR UPDATE until the transaction ends. */
  lockOrder(orderId: string): Promise<OrderRow | null>
  paidCurrency(orderId: string): Promise<string | null>
  showNames(merchantId: string, showIds: string[]): Promise<Map<string, ShowName>>
  orderNumbers(orderIds: string[]): Promise<Map<string, string>>

  liveInvoiceOf(orderId: string): Promise<InvoiceRow | null>
  latestInvoiceOf(orderId: string): Promise<InvoiceRow | null>
  /** The new row, or null when the order already has a live invoice (the partial unique index). */
  insertIfNoLive(row: InvoiceInsert): Promise<InvoiceRow | null>
  /** TEST ONLY (control runs): a plain INSERT, no conflict handling. */
  testOnlyInsert(row: InvoiceInsert): Promise<InvoiceRow>
  findInvoice(merchantId: string, invoiceId: string): Promise<InvoiceRow | null>
  listByState(merchantId: string, state: InvoiceState, offset: number, length: number): Promise<{ rows: InvoiceRow[]; total: number }>

  /** APPLYING → SUCCESS / REJECTED; null when it was no longer APPLYING. */
  decide(invoiceId: string, patch: { state: 'SUCCESS' | 'REJECTED'; invoiceNo: string | null; rejectReason: string | null; reviewerHash: string; at: Date }): Promise<InvoiceRow | null>
  staffMerchant(tokenHash: string): Promise<string | null>
}

export function createInvoicesRepository(db: Db): InvoicesRepository {
  return {
    db,
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createInvoicesRepository(tx as unknown as Db)))),

    async findOrder(merchantId, orderId) {
      const [row] = await db.select().from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.orderId, orderId)))
      return row ?? null
    },
    async lockOrder(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).for('update')
      return row ?? null
    },
    async paidCurrency(orderId) {
      const [row] = await db
        .select({ currency: payments.currency })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.state, 'PAID')))
        .orderBy(asc(payments.createdAt))
        .limit(1)
      return row?.currency ?? null
    },
    async showNames(merchantId, showIds) {
      if (showIds.length === 0) return new Map()
      const rows = await db
        .select({ id: catalogShows.showId, name: catalogShows.showName })
        .from(catalogShows)
        .where(and(eq(catalogShows.merchantId, merchantId), inArray(catalogShows.showId, showIds)))
      return new Map(rows.map((r) => [r.id, r.name]))
    },
    async orderNumbers(orderIds) {
      if (orderIds.length === 0) return new Map()
      const rows = await db.select({ id: orders.orderId, no: orders.orderNumber }).from(orders).where(inArray(orders.orderId, orderIds))
      return new Map(rows.map((r) => [r.id, r.no]))
    },

    async liveInvoiceOf(orderId) {
      const [row] = await db
        .select()
        .from(orderInvoices)
        .where(and(eq(orderInvoices.orderId, orderId), inArray(orderInvoices.state, LIVE_STATES)))
      return row ?? null
    },
    async latestInvoiceOf(orderId) {
      const [row] = await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)).orderBy(desc(orderInvoices.createdAt), desc(orderInvoices.invoiceId)).limit(1)
      return row ?? null
    },
    async insertIfNoLive(row) {
      const [inserted] = await db
        .insert(orderInvoices)
        .values(row)
        .onConflictDoNothing({ target: orderInvoices.orderId, where: inArray(orderInvoices.state, LIVE_STATES) })
        .returning()
      return inserted ?? null
    },
    async testOnlyInsert(row) {
      const [inserted] = await db.insert(orderInvoices).values(row).returning()
      if (!inserted) throw new Error('insert returned nothing')
      return inserted
    },
    async findInvoice(merchantId, invoiceId) {
      const [row] = await db.select().from(orderInvoices).where(and(eq(orderInvoices.merchantId, merchantId), eq(orderInvoices.invoiceId, invoiceId)))
      return row ?? null
    },
    async listByState(merchantId, state, offset, length) {
      const where = and(eq(orderInvoices.merchantId, merchantId), eq(orderInvoices.state, state))
      const rows = await db.select().from(orderInvoices).where(where).orderBy(asc(orderInvoices.createdAt), asc(orderInvoices.invoiceId)).offset(offset).limit(length)
      const [total] = await db.select({ n: count() }).from(orderInvoices).where(where)
      return { rows, total: Number(total?.n ?? 0) }
    },

    async decide(invoiceId, patch) {
      const [row] = await db
        .update(orderInvoices)
        .set({ state: patch.state, invoiceNo: patch.invoiceNo, rejectReason: patch.rejectReason, reviewerHash: patch.reviewerHash, reviewedAt: patch.at, updatedAt: patch.at })
        .where(and(eq(orderInvoices.invoiceId, invoiceId), eq(orderInvoices.state, 'APPLYING')))
        .returning()
      return row ?? null
    },
    async staffMerchant(tokenHash) {
      const [r] = await db
        .select({ merchantId: ticketStaffTokens.merchantId })
        .from(ticketStaffTokens)
        .where(and(eq(ticketStaffTokens.tokenHash, tokenHash), isNull(ticketStaffTokens.revokedAt)))
      return r?.merchantId ?? null
    },
  }
}

/**
 * The automatic cancel (spec: "an invoice is cancelled automatically when the order status changes"):
 * the order's live invoice becomes CANCELLED. Called by the refunds module inside its transaction,
 * under the same order lock, so a refund and an application or a review of that order take turns.
 */
export async function cancelInvoicesOfOrder(db: Db, orderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(orderInvoices)
    .set({ state: 'CANCELLED', cancelledAt: at, updatedAt: at })
    .where(and(eq(orderInvoices.orderId, orderId), inArray(orderInvoices.state, LIVE_STATES)))
    .returning({ id: orderInvoices.invoiceId })
  return rows.length
}

/**
 * The order row of a purchase that is not a ticket order — a privilege card (CARD), a paid membership
 * (MEMBER), a parking fee (PARKING): one row in `orders` with no ticket items, paid through the same
 * cashier, expired by the same unpaid deadline, replayed by the same idempotency key. Its reads and
 * writes, the row itself and the create answer, shared by the modules that sell those things (each
 * keeps its own side table: card_orders, prime_plan_orders, parking_orders).
 */
import { and, eq } from 'drizzle-orm'
import { ORDER_STATE, type OrderType } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { orderMerchantSettings, orders } from '../../db/schema-orders.js'
import { timeOrderedId } from '../../lib/ids.js'

type OrderRow = typeof orders.$inferSelect
type NewOrderRow = typeof orders.$inferInsert

/** The unpaid hold when the shop sets none. */
export const DEFAULT_RESERVE_SECONDS = 15 * 60

export function purchaseOrderReads(db: Db) {
  return {
    /** The shop's unpaid-order hold, when it sets one. */
    async reserveSeconds(merchantId: string): Promise<number | null> {
      const [row] = await db.select({ s: orderMerchantSettings.reserveSeconds }).from(orderMerchantSettings).where(eq(orderMerchantSettings.merchantId, merchantId))
      return row?.s ?? null
    },
    /** The buyer's order made with this idempotency key, if any. */
    async orderByKey(merchantId: string, userId: string, key: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      return row ?? null
    },
    /** False when a row with this id or (buyer, key) exists: a concurrent twin of the request won. */
    async insertOrderIfNew(row: NewOrderRow): Promise<boolean> {
      return (await db.insert(orders).values(row).onConflictDoNothing().returning({ orderId: orders.orderId })).length > 0
    },
  }
}

export interface PurchaseOrderInput {
  /** Its id prefix: C(ard), M(ember), P(arking). */
  prefix: string
  orderType: Exclude<OrderType, 'TICKET' | 'PRODUCT'>
  merchantId: string
  userId: string
  totalCents: number
  payAmountCents: number
  idempotencyKey: string
  requestHash: string
  at: number
  reserveSeconds: number
}

/** The order row: unpaid with one transaction to pay, or paid at birth when nothing is left to pay. */
export function purchaseOrderRow(p: PurchaseOrderInput) {
  const orderId = timeOrderedId(p.prefix, p.at)
  const paidAtBirth = p.payAmountCents === 0
  return {
    orderId,
    merchantId: p.merchantId,
    orderNumber: orderId,
    userId: p.userId,
    orderType: p.orderType,
    state: paidAtBirth ? ORDER_STATE.Succeeded : ORDER_STATE.Unpaid,
    firstShowId: '',
    firstSessionId: '',
    qty: 1,
    totalCents: p.totalCents,
    payAmountCents: p.payAmountCents,
    deliverMethod: 'E_TICKET' as const,
    addressId: null,
    unpaidTransactionIds: paidAtBirth ? [] : [timeOrderedId('T', p.at)],
    idempotencyKey: p.idempotencyKey,
    requestHash: p.requestHash,
    reserveUntil: new Date(p.at + p.reserveSeconds * 1000),
    paidAt: paidAtBirth ? new Date(p.at) : null,
    createdAt: new Date(p.at),
  } satisfies NewOrderRow
}

/** What create answers: the transactions to pay while unpaid, and whether this is a replay. */
export function purchaseCreateResponse<T extends PurchaseOrderInput['orderType']>(
  o: Pick<OrderRow, 'orderId' | 'state' | 'unpaidTransactionIds' | 'payAmountCents' | 'reserveUntil'>,
  orderType: T,
  replayed: boolean,
) {
  const unpaid = o.state === ORDER_STATE.Unpaid
  return { orderId: o.orderId, unPaidTransactionIds: unpaid ? o.unpaidTransactionIds : [], payAmount: o.payAmountCents, reserveDeadline: unpaid ? o.reserveUntil.getTime() : null, orderType, replayed }
}

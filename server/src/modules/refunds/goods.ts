/**
 * The goods of a ticket order (add-ons, a combo's products) on refund. They follow the order's last
 * ticket: each ticket's refund is its share of what the TICKETS were paid, and the refund that leaves
 * the order with no ticket also gives back the goods' part of the pay amount and puts their units back
 * on the shelf (sold − qty), once, in the refund's transaction (the order row is locked).
 * - Add-ons are never discounted: their part is their price (product_orders.items_cents).
 * - A combo (orders.promotion_id) was paid one fixed amount for tickets and goods together: the goods'
 *   part is that amount split by list price (floor), the tickets keep the rest.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productOrders } from '../../db/schema.js'
import { releaseSoldGoods } from '../products/stock.js'
import type { OrderRow } from './repository.js'

/** Cents of the order's pay amount that paid for its goods (0 for an order without goods). */
export async function goodsPartOf(db: Db, order: Pick<OrderRow, 'orderId' | 'payAmountCents' | 'totalCents' | 'promotionId'>): Promise<number> {
  const [row] = await db.select({ items: productOrders.itemsCents }).from(productOrders).where(eq(productOrders.orderId, order.orderId))
  if (!row || row.items <= 0) return 0
  if (!order.promotionId) return Math.min(row.items, order.payAmountCents)
  return order.totalCents > 0 ? Math.floor((order.payAmountCents * row.items) / order.totalCents) : 0
}

/** The last ticket of the order is refunded: its goods' units go back on sale. */
export async function returnGoods(db: Db, orderId: string): Promise<void> {
  await releaseSoldGoods(db, orderId)
}

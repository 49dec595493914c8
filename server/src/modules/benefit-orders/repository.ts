/** Reads of the buyer's card and membership orders, with what each bought and the points it spent. */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cardOrders, cardTemplates } from '../../db/schema-cards.js'
import { pointRecords } from '../../db/schema-membership.js'
import { orders } from '../../db/schema-orders.js'
import { primePlanOrders, primePlans } from '../../db/schema-paid-membership.js'

const BENEFIT_TYPES = ['CARD', 'MEMBER'] as const

export async function benefitOrderPage(db: Db, merchantId: string, userId: string, offset: number, length: number) {
  const where = and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), inArray(orders.orderType, [...BENEFIT_TYPES]))
  const [total] = await db.select({ n: count() }).from(orders).where(where)
  const rows = await db
    .select({ order: orders, cardName: cardTemplates.name, planName: primePlans.name })
    .from(orders)
    .leftJoin(cardOrders, eq(cardOrders.orderId, orders.orderId))
    .leftJoin(cardTemplates, and(eq(cardTemplates.merchantId, cardOrders.merchantId), eq(cardTemplates.cardId, cardOrders.cardId)))
    .leftJoin(primePlanOrders, eq(primePlanOrders.orderId, orders.orderId))
    .leftJoin(primePlans, and(eq(primePlans.merchantId, primePlanOrders.merchantId), eq(primePlans.planId, primePlanOrders.planId)))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .offset(offset)
    .limit(length)
  return { total: Number(total?.n ?? 0), rows }
}

/** Points each order spent when it was placed (its SPEND record), by order id. */
export async function pointsSpentBy(db: Db, merchantId: string, orderIds: string[]): Promise<Map<string, number>> {
  if (!orderIds.length) return new Map()
  const rows = await db
    .select({ orderId: pointRecords.orderId, points: pointRecords.points })
    .from(pointRecords)
    .where(and(eq(pointRecords.merchantId, merchantId), inArray(pointRecords.orderId, orderIds), eq(pointRecords.kind, 'SPEND')))
  return new Map(rows.map((r) => [r.orderId ?? '', -r.points]))
}

/**
 * Privilege-card data: templates, the buyer's cards and uses, the purchase order's writes, and the
 * catalog rows a card's range names. The only place the cards module touches Drizzle.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { catalogCities, catalogShows, catalogVenues } from '../../db/schema-catalog.js'
import { cardOrders, cardTemplates, cardUses, userCards } from '../../db/schema-cards.js'
import { orders } from '../../db/schema.js'
import { purchaseOrderReads } from '../orders/purchase-orders.js'

export type TemplateRow = typeof cardTemplates.$inferSelect
export type UserCardRow = typeof userCards.$inferSelect
export type CardOrderRow = typeof cardOrders.$inferSelect
export type CardUseRow = typeof cardUses.$inferSelect
export type OrderRow = typeof orders.$inferSelect

/** Orders that count toward a buyer's limit: unpaid (holding a card) and paid. */
const LIVE_STATES = [ORDER_STATE.Unpaid, ORDER_STATE.Succeeded]

export function createCardsRepository(db: Db) {
  return {
    db,
    ...purchaseOrderReads(db),

    async templates(merchantId: string): Promise<TemplateRow[]> {
      return db.select().from(cardTemplates).where(and(eq(cardTemplates.merchantId, merchantId), eq(cardTemplates.onSale, true))).orderBy(asc(cardTemplates.position), asc(cardTemplates.cardId))
    },

    async template(merchantId: string, cardId: string): Promise<TemplateRow | null> {
      const [row] = await db.select().from(cardTemplates).where(and(eq(cardTemplates.merchantId, merchantId), eq(cardTemplates.cardId, cardId)))
      return row ?? null
    },

    async templatesByIds(merchantId: string, cardIds: string[]): Promise<TemplateRow[]> {
      if (!cardIds.length) return []
      return db.select().from(cardTemplates).where(and(eq(cardTemplates.merchantId, merchantId), inArray(cardTemplates.cardId, [...new Set(cardIds)])))
    },

    /** Cards of each template the buyer holds or is paying for (unpaid and paid purchase orders). */
    async ownedCounts(merchantId: string, userId: string, cardIds?: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ cardId: cardOrders.cardId, n: count() })
        .from(cardOrders)
        .innerJoin(orders, eq(orders.orderId, cardOrders.orderId))
        .where(and(eq(cardOrders.merchantId, merchantId), eq(cardOrders.userId, userId), inArray(orders.state, LIVE_STATES), cardIds ? inArray(cardOrders.cardId, cardIds) : undefined))
        .groupBy(cardOrders.cardId)
      return new Map(rows.map((r) => [r.cardId, Number(r.n)]))
    },

    /** The buyer's cards: current (valid with uses left) or history (used up or expired), newest first. */
    async userCardPage(merchantId: string, userId: string, history: boolean, now: Date, offset: number, limit: number): Promise<{ rows: UserCardRow[]; total: number }> {
      const current = and(gt(userCards.expireAt, now), sql`${userCards.redeemedTimes} < ${userCards.convertibleTimes}`)
      const past = or(lte(userCards.expireAt, now), sql`${userCards.redeemedTimes} >= ${userCards.convertibleTimes}`)
      const where = and(eq(userCards.merchantId, merchantId), eq(userCards.userId, userId), history ? past : current)
      const [rows, [total]] = await Promise.all([
        db.select().from(userCards).where(where).orderBy(desc(userCards.createdAt), asc(userCards.userCardInstanceId)).offset(offset).limit(limit),
        db.select({ n: count() }).from(userCards).where(where),
      ])
      return { rows, total: Number(total?.n ?? 0) }
    },

    /** A card of this buyer, or null (missing or another buyer's: the same answer). */
    async userCard(merchantId: string, userId: string, instanceId: string): Promise<UserCardRow | null> {
      const [row] = await db
        .select()
        .from(userCards)
        .where(and(eq(userCards.merchantId, merchantId), eq(userCards.userId, userId), eq(userCards.userCardInstanceId, instanceId)))
      return row ?? null
    },

    async userCardOfOrder(orderId: string): Promise<UserCardRow | null> {
      const [row] = await db.select().from(userCards).where(eq(userCards.orderId, orderId))
      return row ?? null
    },

    async cardOrder(orderId: string): Promise<CardOrderRow | null> {
      const [row] = await db.select().from(cardOrders).where(eq(cardOrders.orderId, orderId))
      return row ?? null
    },

    async cardUse(orderId: string): Promise<CardUseRow | null> {
      const [row] = await db.select().from(cardUses).where(eq(cardUses.orderId, orderId))
      return row ?? null
    },

    /** Any order of this buyer, or null (missing or another buyer's). */
    async ownOrder(merchantId: string, userId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.orderId, orderId)))
      return row ?? null
    },

    async insertCardOrder(row: typeof cardOrders.$inferInsert): Promise<void> {
      await db.insert(cardOrders).values(row)
    },

    /** Online shows a card's range names (all online shows of the shop when it names none), by first show time. */
    async rangeShows(merchantId: string, showIds: string[], limit: number) {
      return db
        .select({ show: catalogShows, venueName: catalogVenues.name, cityName: catalogCities.cityName })
        .from(catalogShows)
        .leftJoin(catalogVenues, and(eq(catalogVenues.merchantId, catalogShows.merchantId), eq(catalogVenues.venueId, catalogShows.venueId)))
        .leftJoin(catalogCities, and(eq(catalogCities.merchantId, catalogShows.merchantId), eq(catalogCities.cityId, catalogShows.cityId)))
        .where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showStatus, 'ONLINE'), showIds.length ? inArray(catalogShows.showId, showIds) : undefined))
        .orderBy(asc(catalogShows.firstShowTime), asc(catalogShows.showId))
        .limit(limit)
    },
  }
}

export type CardsRepository = ReturnType<typeof createCardsRepository>

/** Helpers of the privilege-card suites: fixture card templates, cards given to a buyer, and the stock invariant. */
import assert from 'node:assert/strict'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { ORDER_STATE } from '../../types/orders.js'
import type { Db } from '../src/db/client.js'
import { cardOrders, cardTemplates, cardUses, userCards } from '../src/db/schema-cards.js'
import { orders } from '../src/db/schema.js'
import { MACAU } from './orders-helpers.js'

let n = 0

export interface FixtureCard {
  merchantId: string
  cardId: string
  price: number
}

/** A card template of its own (tests never share stock). */
export async function makeCard(db: Db, o: Partial<typeof cardTemplates.$inferInsert> = {}): Promise<FixtureCard> {
  const merchantId = o.merchantId ?? MACAU
  const cardId = o.cardId ?? `TC${process.pid}x${Date.now() % 100000}x${n++}`
  const price = o.priceCents ?? 5_000
  await db.insert(cardTemplates).values({
    merchantId,
    cardId,
    name: { 'zh-CN': `测试卡${cardId}`, 'zh-MO': `測試卡${cardId}`, 'en-US': `Test card ${cardId}` },
    description: { 'zh-CN': '测试', 'zh-MO': '測試', 'en-US': 'Test' },
    priceCents: price,
    validDays: 30,
    discountPercent: 80,
    convertibleTimes: 3,
    stock: 100,
    perBuyerLimit: 5,
    ...o,
  })
  return { merchantId, cardId, price }
}

/** A card handed to a buyer without a purchase (its order id is a made-up one). */
export async function giveCard(db: Db, card: FixtureCard, userId: string, o: { times?: number; expireAt?: Date } = {}): Promise<string> {
  const id = `UCT${process.pid}x${n++}`
  await db.insert(userCards).values({
    merchantId: card.merchantId,
    userCardInstanceId: id,
    userId,
    cardId: card.cardId,
    orderId: `GIVEN-${id}`,
    convertibleTimes: o.times ?? 3,
    expireAt: o.expireAt ?? new Date(Date.now() + 30 * 86_400_000),
  })
  return id
}

export async function userCardRow(db: Db, id: string) {
  const [row] = await db.select().from(userCards).where(eq(userCards.userCardInstanceId, id))
  assert.ok(row)
  return row
}

export async function usesOf(db: Db, id: string) {
  return db.select().from(cardUses).where(eq(cardUses.userCardInstanceId, id))
}

/** held = cards in unpaid purchase orders, sold = cards in paid ones, never more than the stock. */
export async function assertCardWhole(db: Db, card: FixtureCard) {
  const [t] = await db.select().from(cardTemplates).where(and(eq(cardTemplates.merchantId, card.merchantId), eq(cardTemplates.cardId, card.cardId)))
  assert.ok(t)
  const qty = async (states: number[]) => {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cardOrders)
      .innerJoin(orders, eq(orders.orderId, cardOrders.orderId))
      .where(and(eq(cardOrders.cardId, card.cardId), inArray(orders.state, states)))
    return Number(r?.n ?? 0)
  }
  const s = { stock: t.stock, sold: t.sold, held: t.held, unpaid: await qty([ORDER_STATE.Unpaid]), paid: await qty([ORDER_STATE.Succeeded]) }
  assert.ok(s.sold + s.held <= s.stock, `oversold: ${JSON.stringify(s)}`)
  assert.equal(s.held, s.unpaid, `held ${s.held} ≠ cards in unpaid orders ${s.unpaid}`)
  assert.equal(s.sold, s.paid, `sold ${s.sold} ≠ cards in paid orders ${s.paid}`)
  return s
}

/** A use's count on the card matches its PENDING + USED uses, redeemed its USED ones. */
export async function assertUsesWhole(db: Db, id: string) {
  const card = await userCardRow(db, id)
  const uses = await usesOf(db, id)
  const live = uses.filter((u) => u.state !== 'RETURNED').length
  const used = uses.filter((u) => u.state === 'USED').length
  assert.equal(card.lockedTimes, live, `locked ${card.lockedTimes} ≠ live uses ${live}`)
  assert.equal(card.redeemedTimes, used, `redeemed ${card.redeemedTimes} ≠ used ${used}`)
  return { card, uses }
}

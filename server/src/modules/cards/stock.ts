/**
 * Card stock of purchase orders (order_type CARD), used inside the order's transaction: the card
 * module's create, the payments settlement, and the orders module's cancel/expiry — the way
 * products/stock.ts serves SKUs. Every function is a no-op for an order that bought no card.
 *
 * Taking is ONE conditional update of the template row (`held = held + 1 where stock - sold - held >= 1`):
 * N buyers on the last card queue on that row and only the first finds one left. `unguarded` (TEST
 * ONLY) reads then writes, the classic lost update, so a test can show the race is real.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cardOrders, cardTemplates, userCards } from '../../db/schema-cards.js'
import { timeOrderedId } from '../../lib/ids.js'

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Hold (or sell) one card of a template; false when none is left or it is off sale. */
export async function takeCard(db: Db, merchantId: string, cardId: string, as: 'held' | 'sold', unguarded = false): Promise<boolean> {
  const where = and(eq(cardTemplates.merchantId, merchantId), eq(cardTemplates.cardId, cardId))
  if (unguarded) {
    const [row] = await db.select().from(cardTemplates).where(where)
    if (!row || !row.onSale || row.stock - row.sold - row.held < 1) return false
    await pause(2) // the round trip between the read and the write, made visible
    await db.update(cardTemplates).set({ [as]: row[as] + 1 }).where(where)
    return true
  }
  const column = as === 'held' ? cardTemplates.held : cardTemplates.sold
  const taken = await db
    .update(cardTemplates)
    .set({ [as]: sql`${column} + 1`, updatedAt: new Date() })
    .where(and(where, eq(cardTemplates.onSale, true), sql`${cardTemplates.stock} - ${cardTemplates.sold} - ${cardTemplates.held} >= 1`))
    .returning({ cardId: cardTemplates.cardId })
  return taken.length > 0
}

async function cardOrderOf(db: Db, orderId: string) {
  const [row] = await db.select().from(cardOrders).where(eq(cardOrders.orderId, orderId))
  return row ?? null
}

/** Cancel or expiry of an unpaid card order: its held card goes back on sale. */
export async function releaseHeldCard(db: Db, orderId: string): Promise<void> {
  const o = await cardOrderOf(db, orderId)
  if (!o) return
  await db
    .update(cardTemplates)
    .set({ held: sql`${cardTemplates.held} - 1` })
    .where(and(eq(cardTemplates.merchantId, o.merchantId), eq(cardTemplates.cardId, o.cardId)))
}

/** The card a paid purchase order issues: once per order (the unique order index), valid from `paidAt`. */
async function issueCard(db: Db, o: typeof cardOrders.$inferSelect, paidAt: Date): Promise<void> {
  const [t] = await db.select().from(cardTemplates).where(and(eq(cardTemplates.merchantId, o.merchantId), eq(cardTemplates.cardId, o.cardId)))
  if (!t) throw new Error(`card order ${o.orderId} names no template ${o.cardId}`)
  await db
    .insert(userCards)
    .values({
      merchantId: o.merchantId,
      userCardInstanceId: timeOrderedId('UC', paidAt.getTime()),
      userId: o.userId,
      cardId: o.cardId,
      orderId: o.orderId,
      convertibleTimes: t.convertibleTimes,
      expireAt: new Date(paidAt.getTime() + t.validDays * 86_400_000),
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .onConflictDoNothing()
}

/** Payment of an unpaid card order: the held card is sold and issued to the buyer. */
export async function sellHeldCard(db: Db, orderId: string, paidAt: Date): Promise<void> {
  const o = await cardOrderOf(db, orderId)
  if (!o) return
  await db
    .update(cardTemplates)
    .set({ held: sql`${cardTemplates.held} - 1`, sold: sql`${cardTemplates.sold} + 1` })
    .where(and(eq(cardTemplates.merchantId, o.merchantId), eq(cardTemplates.cardId, o.cardId)))
  await issueCard(db, o, paidAt)
}

/**
 * A payment that arrives after the card order was cancelled: take a card again as sold if one is left
 * and issue it; false when none is (settlement then refunds). True for orders that bought no card.
 */
export async function retakeReleasedCard(db: Db, orderId: string, paidAt: Date): Promise<boolean> {
  const o = await cardOrderOf(db, orderId)
  if (!o) return true
  if (!(await takeCard(db, o.merchantId, o.cardId, 'sold'))) return false
  await issueCard(db, o, paidAt)
  return true
}

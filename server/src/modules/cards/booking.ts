/**
 * Privilege cards on a ticket order: the only place the orders path touches cards.
 * - quoting (pre_order, create_order): the card named by userCardInstanceId (or the buyer's usable card
 *   of cardId) is checked — the buyer's own, within its validity, a use left, the order's shows and
 *   sessions in its scope — and prices the tickets in scope at its 折; it comes off first;
 * - create_order: one use is locked by one conditional UPDATE (`locked_times < convertible_times`)
 *   inside the order's transaction, so two orders created at the same moment on the card's last use
 *   cannot both commit; the use is recorded PENDING with the order;
 * - payment settles it USED; cancel or expiry gives the use back (RETURNED); a late payment of a
 *   revived order takes it again when a use is left.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { PreOrderCard } from '../../../../types/cards.js'
import type { Lang } from '../../../../types/lang.js'
import type { Db } from '../../db/client.js'
import { cardTemplates, cardUses, userCards } from '../../db/schema-cards.js'
import { pickTranslation } from '../../i18n/translations.js'
import { discountText } from './messages.js'

export interface CardAsk {
  cardId?: string
  userCardInstanceId?: string
}

/** A line of the order as the card sees it. */
export interface CardLine {
  showId: string
  sessionId: string
  amountCents: number
}

export type CardRefusal = 'notFound' | 'expired' | 'usedUp' | 'notApplicable'
export type CardQuote = { ok: true; card: PreOrderCard } | { ok: false; refusal: CardRefusal }

interface Who {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The card a booking names, checked against the order's lines, with what it takes off. */
export async function quoteCard(db: Db, who: Who, ask: CardAsk, lines: CardLine[], now: Date): Promise<CardQuote> {
  const conds = [eq(userCards.merchantId, who.merchantId), eq(userCards.userId, who.userId)]
  if (ask.userCardInstanceId) conds.push(eq(userCards.userCardInstanceId, ask.userCardInstanceId))
  if (ask.cardId) conds.push(eq(userCards.cardId, ask.cardId))
  // By template only: the buyer's usable card of it that expires first.
  const rows = await db
    .select({ card: userCards, template: cardTemplates })
    .from(userCards)
    .innerJoin(cardTemplates, and(eq(cardTemplates.merchantId, userCards.merchantId), eq(cardTemplates.cardId, userCards.cardId)))
    .where(and(...conds))
    .orderBy(sql`(${userCards.expireAt} > ${now.toISOString()}::timestamptz and ${userCards.lockedTimes} < ${userCards.convertibleTimes}) desc`, asc(userCards.expireAt))
    .limit(1)
  const row = rows[0]
  if (!row) return { ok: false, refusal: 'notFound' }
  const { card, template } = row
  if (card.expireAt.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' }
  if (card.lockedTimes >= card.convertibleTimes) return { ok: false, refusal: 'usedUp' }
  const inScope = (l: CardLine) =>
    (template.showIds.length === 0 || template.showIds.includes(l.showId)) && (template.sessionIds.length === 0 || template.sessionIds.includes(l.sessionId))
  if (!lines.length || !lines.every(inScope)) return { ok: false, refusal: 'notApplicable' }
  const base = lines.reduce((s, l) => s + l.amountCents, 0)
  const amount = base - Math.ceil((base * template.discountPercent) / 100)
  return {
    ok: true,
    card: {
      userCardInstanceId: card.userCardInstanceId,
      cardId: card.cardId,
      cardName: pickTranslation(template.name, who.lang, who.fallback),
      discountPercent: template.discountPercent,
      discountText: discountText(who.lang, template.discountPercent),
      amount,
      timesLeft: card.convertibleTimes - card.lockedTimes,
    },
  }
}

/**
 * One use of the card for this order (USED at once for an order paid at birth); false when the card
 * has no use left, expired, or is not the buyer's. `unguarded` (TEST ONLY) reads then writes.
 */
export async function lockCardUse(
  tx: Db,
  p: { merchantId: string; userId: string; userCardInstanceId: string; orderId: string; discountCents: number; now: Date; paid: boolean; unguarded?: boolean },
): Promise<boolean> {
  const where = and(eq(userCards.merchantId, p.merchantId), eq(userCards.userCardInstanceId, p.userCardInstanceId), eq(userCards.userId, p.userId))
  let locked: boolean
  if (p.unguarded) {
    const [row] = await tx.select().from(userCards).where(where)
    locked = !!row && row.lockedTimes < row.convertibleTimes && row.expireAt > p.now
    if (locked && row) {
      // Long enough that concurrent requests read before any of them writes, even on a loaded CI machine
      // (at 2 ms a control run on a busy machine once saw the requests one after another).
      await pause(20)
      // The lost update this guards against: both writers set the same count from the same read.
      await tx.update(userCards).set({ lockedTimes: row.lockedTimes + 1, redeemedTimes: row.redeemedTimes + (p.paid ? 1 : 0) }).where(where)
    }
  } else {
    const rows = await tx
      .update(userCards)
      .set({
        lockedTimes: sql`${userCards.lockedTimes} + 1`,
        redeemedTimes: p.paid ? sql`${userCards.redeemedTimes} + 1` : userCards.redeemedTimes,
        updatedAt: p.now,
      })
      .where(and(where, sql`${userCards.lockedTimes} < ${userCards.convertibleTimes}`, gt(userCards.expireAt, p.now)))
      .returning({ id: userCards.userCardInstanceId })
    locked = rows.length > 0
  }
  if (!locked) return false
  await tx.insert(cardUses).values({
    orderId: p.orderId,
    merchantId: p.merchantId,
    userCardInstanceId: p.userCardInstanceId,
    state: p.paid ? 'USED' : 'PENDING',
    discountCents: p.discountCents,
    createdAt: p.now,
    updatedAt: p.now,
  })
  return true
}

async function moveUse(tx: Db, orderId: string, from: 'PENDING' | 'RETURNED', to: 'USED' | 'RETURNED', now: Date) {
  const [use] = await tx
    .update(cardUses)
    .set({ state: to, updatedAt: now })
    .where(and(eq(cardUses.orderId, orderId), eq(cardUses.state, from)))
    .returning()
  return use ?? null
}

const cardOf = (use: typeof cardUses.$inferSelect) => and(eq(userCards.merchantId, use.merchantId), eq(userCards.userCardInstanceId, use.userCardInstanceId))

/** Payment settled the order: its card use is spent. */
export async function markOrderCardUsed(tx: Db, orderId: string, now: Date): Promise<void> {
  const use = await moveUse(tx, orderId, 'PENDING', 'USED', now)
  if (use) await tx.update(userCards).set({ redeemedTimes: sql`${userCards.redeemedTimes} + 1`, updatedAt: now }).where(cardOf(use))
}

/** The order was cancelled or expired unpaid: its card use goes back to the buyer, once. */
export async function releaseOrderCardUse(tx: Db, orderId: string, now: Date): Promise<void> {
  const use = await moveUse(tx, orderId, 'PENDING', 'RETURNED', now)
  if (use) await tx.update(userCards).set({ lockedTimes: sql`${userCards.lockedTimes} - 1`, updatedAt: now }).where(cardOf(use))
}

/**
 * A cancelled order was paid late and revived: its card use is taken again when the card still has
 * one (else the order keeps the price it was paid with, as with coupons).
 */
export async function respendOrderCardUse(tx: Db, orderId: string, now: Date): Promise<void> {
  const [use] = await tx.select().from(cardUses).where(and(eq(cardUses.orderId, orderId), eq(cardUses.state, 'RETURNED')))
  if (!use) return
  const taken = await tx
    .update(userCards)
    .set({ lockedTimes: sql`${userCards.lockedTimes} + 1`, redeemedTimes: sql`${userCards.redeemedTimes} + 1`, updatedAt: now })
    .where(and(cardOf(use), sql`${userCards.lockedTimes} < ${userCards.convertibleTimes}`))
    .returning({ id: userCards.userCardInstanceId })
  if (taken.length) await moveUse(tx, orderId, 'RETURNED', 'USED', now)
}

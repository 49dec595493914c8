/**
 * Coupons on an order: the only place the orders path touches coupons.
 * - quoting (pre_order, create_order): the buyer's coupons priced against the quote's lines through
 *   coupons/pricing.ts, split usable / unusable with reasons, and the one applied: the one asked for,
 *   else (pre_order only, merchant's autoChooseBestCoupon on) the automatic best choice;
 * - create_order: the coupon is locked AVAILABLE → PENDING with the order id by one conditional
 *   UPDATE inside the order's transaction, so of two orders created at the same moment with the same
 *   coupon exactly one commits (the other's UPDATE waits for the row lock, re-reads status = PENDING
 *   and matches nothing);
 * - payment settles it USED; cancel or expiry gives it back (AVAILABLE, no order).
 */
import { and, eq, gt } from 'drizzle-orm'
import type { OrderCoupon } from '../../../../types/coupons.js'
import type { PreOrderCoupons } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { coupons } from '../../db/schema-coupons.js'
import { merchants } from '../../db/schema-merchants.js'
import { reasonText } from '../coupons/messages.js'
import { couponView, termsOf } from '../coupons/present.js'
import { chooseBest, priceCoupon, type PricedLine } from '../coupons/pricing.js'
import { createCouponsRepository } from '../coupons/repository.js'
import type { Caller } from './inputs.js'
import { done, fail, type Outcome } from './outcome.js'
import type { Quote } from './quote.js'

/**
 * What the order asks: a coupon id, none (null, or NO_COUPON '': what the app sends, since it drops
 * nulls), or — pre_order only — the automatic choice (undefined).
 */
export type CouponAsk = string | null | undefined

/** The coupon id asked for, or null when the ask is none or the automatic choice. */
export const askedCouponId = (ask: CouponAsk): string | null => (ask ? ask : null)

export interface AppliedCoupons {
  lists: PreOrderCoupons
  /** The coupon applied and what it takes off, or null. */
  applied: { couponId: string; discount: number } | null
}

function pricedLines(q: Quote): PricedLine[] {
  return q.lines.map((l) => ({
    showId: l.showId,
    sessionId: l.sessionId,
    seatPlanId: l.seatPlanId,
    venueId: l.show.venueId,
    showType: l.show.showType,
    categoryId: l.show.backendCategory,
    tagIds: [...l.show.showTags.map((t) => String(t.type)), ...l.show.whiteTags],
    unitPrice: l.plan.priceCents,
    qty: l.qty,
  }))
}

export async function autoChooses(db: Db, merchantId: string): Promise<boolean> {
  const [m] = await db.select({ prime: merchants.primeConfig }).from(merchants).where(eq(merchants.merchantId, merchantId))
  return m?.prime.autoChooseBestCoupon === true
}

/** The buyer's coupons priced against the quote, and the one applied (see CouponAsk). */
export async function couponsForQuote(db: Db, caller: Caller, q: Quote, ask: CouponAsk, now: number): Promise<Outcome<AppliedCoupons>> {
  const held = await createCouponsRepository(db).availableMine(caller.merchantId, caller.userId, new Date(now))
  const lines = pricedLines(q)
  const priced: OrderCoupon[] = held.map(({ coupon, template }) => {
    const p = priceCoupon(termsOf(coupon, template), lines, now)
    const view = couponView(coupon, template, caller, now)
    return p.usable
      ? { ...view, usable: true, discountAmount: p.discount, reason: null, reasonText: '', isChecked: false }
      : { ...view, usable: false, discountAmount: 0, reason: p.reason, reasonText: reasonText(caller.lang, p.reason), isChecked: false }
  })
  const usable = priced.filter((c) => c.usable)
  let chosen: OrderCoupon | null = null
  const asked = askedCouponId(ask)
  if (asked) {
    chosen = priced.find((c) => c.couponId === asked) ?? null
    if (!chosen) return fail('NOT_FOUND', 'coupon.notFound')
    if (!chosen.usable) return fail('PROMOTION_UNAVAILABLE', 'coupon.unavailable', { reason: chosen.reasonText })
  } else if (ask === undefined && usable.length && (await autoChooses(db, caller.merchantId))) {
    const best = chooseBest(usable.map((c) => ({ couponId: c.couponId, couponType: c.couponType, discountAmount: c.discountAmount, expireTime: c.expireTime, scope: c.scope })))
    chosen = usable.find((c) => c.couponId === best?.couponId) ?? null
  }
  const mark = (c: OrderCoupon): OrderCoupon => ({ ...c, isChecked: c.couponId === chosen?.couponId })
  return done({
    lists: { usable: usable.map(mark), unusable: priced.filter((c) => !c.usable), chosenCouponId: chosen?.couponId ?? null },
    applied: chosen ? { couponId: chosen.couponId, discount: chosen.discountAmount } : null,
  })
}

/** AVAILABLE → PENDING (or USED for an order paid at birth) for this order; false when it was taken first. */
export async function lockCouponForOrder(tx: Db, p: { merchantId: string; userId: string; couponId: string; orderId: string; now: Date; paid: boolean }): Promise<boolean> {
  const [row] = await tx
    .update(coupons)
    .set({ status: p.paid ? 'USED' : 'PENDING', orderId: p.orderId, usedAt: p.paid ? p.now : null, updatedAt: p.now })
    .where(
      and(
        eq(coupons.merchantId, p.merchantId),
        eq(coupons.couponId, p.couponId),
        eq(coupons.userId, p.userId),
        eq(coupons.status, 'AVAILABLE'),
        gt(coupons.expireTime, p.now),
      ),
    )
    .returning({ couponId: coupons.couponId })
  return !!row
}

/** Payment settled the order: its coupon is spent. */
export async function markOrderCouponUsed(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx.update(coupons).set({ status: 'USED', usedAt: now, updatedAt: now }).where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'PENDING')))
}

/**
 * The order was cancelled or expired unpaid: its coupon goes back to the buyer. order_id keeps naming
 * the order until another order locks the coupon, so a late payment of this order can still spend it.
 */
export async function releaseOrderCoupon(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx.update(coupons).set({ status: 'AVAILABLE', updatedAt: now }).where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'PENDING')))
}

/**
 * A cancelled order was paid late and revived: its coupon is spent again if nobody used it since (if
 * the buyer put it on another order meanwhile, this order keeps the discount it was paid with).
 */
export async function respendOrderCoupon(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx.update(coupons).set({ status: 'USED', usedAt: now, updatedAt: now }).where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'AVAILABLE')))
}

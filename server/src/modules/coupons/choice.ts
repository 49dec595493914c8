/**
 * The buyer's coupons for one order that is not a ticket order (goods, parking): each held coupon
 * priced by the order's own rule (coupons/pricing.ts), split usable / unusable with their reasons, and
 * the one applied: the one asked for, else (confirm only, the merchant's autoChooseBestCoupon on) the
 * automatic best choice. Creating the order then locks it with orders/coupons.ts lockCouponForOrder.
 */
import type { OrderCoupon } from '../../../../types/coupons.js'
import type { PreOrderCoupons } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { askedCouponId, autoChooses, type CouponAsk } from '../orders/coupons.js'
import { reasonText } from './messages.js'
import { couponView, termsOf, type Locale } from './present.js'
import { chooseBest, type CouponPrice, type CouponTerms } from './pricing.js'
import { createCouponsRepository } from './repository.js'

export interface CouponChoice {
  lists: PreOrderCoupons
  applied: { couponId: string; discount: number } | null
}

export type CouponChoiceOutcome = { ok: true; value: CouponChoice } | { ok: false; reason: 'NOT_FOUND' } | { ok: false; reason: 'UNAVAILABLE'; reasonText: string }

/** `ask`: a coupon id, none (null or NO_COUPON), undefined for the automatic choice (confirm only). */
export async function chooseCoupon(
  db: Db,
  c: Locale & { merchantId: string; userId: string },
  price: (terms: CouponTerms) => CouponPrice,
  ask: CouponAsk,
  now: number,
): Promise<CouponChoiceOutcome> {
  const held = await createCouponsRepository(db).availableMine(c.merchantId, c.userId, new Date(now))
  const priced: OrderCoupon[] = held.map(({ coupon, template }) => {
    const p = price(termsOf(coupon, template))
    const view = couponView(coupon, template, c, now)
    return p.usable
      ? { ...view, usable: true, discountAmount: p.discount, reason: null, reasonText: '', isChecked: false }
      : { ...view, usable: false, discountAmount: 0, reason: p.reason, reasonText: reasonText(c.lang, p.reason), isChecked: false }
  })
  const usable = priced.filter((x) => x.usable)
  let chosen: OrderCoupon | null = null
  const asked = askedCouponId(ask)
  if (asked) {
    chosen = priced.find((x) => x.couponId === asked) ?? null
    if (!chosen) return { ok: false, reason: 'NOT_FOUND' }
    if (!chosen.usable) return { ok: false, reason: 'UNAVAILABLE', reasonText: chosen.reasonText }
  } else if (ask === undefined && usable.length && (await autoChooses(db, c.merchantId))) {
    const best = chooseBest(usable.map((x) => ({ couponId: x.couponId, couponType: x.couponType, discountAmount: x.discountAmount, expireTime: x.expireTime, scope: x.scope })))
    chosen = usable.find((x) => x.couponId === best?.couponId) ?? null
  }
  const mark = (x: OrderCoupon): OrderCoupon => ({ ...x, isChecked: x.couponId === chosen?.couponId })
  return {
    ok: true,
    value: {
      lists: { usable: usable.map(mark), unusable: priced.filter((x) => !x.usable), chosenCouponId: chosen?.couponId ?? null },
      applied: chosen ? { couponId: chosen.couponId, discount: chosen.discountAmount } : null,
    },
  }
}

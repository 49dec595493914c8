/**
 * Coupons of biz type ITEM on goods orders (spec accounts §4): the buyer's coupons priced against the
 * goods lines (coupons/pricing.ts priceItemCoupon; the express fee is never discounted), split usable /
 * unusable with their reasons, and the one applied: the one asked for, else (confirm only, merchant's
 * autoChooseBestCoupon on) the automatic best choice. create locks it AVAILABLE → PENDING in the goods
 * order's transaction with the same conditional UPDATE as ticket orders (orders/coupons.ts), so one
 * coupon never pays two orders even when both are created at the same moment; payment spends it and
 * cancel or expiry give it back through the shared order paths.
 */
import type { OrderCoupon } from '../../../../types/coupons.js'
import type { PreOrderCoupons } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { reasonText } from '../coupons/messages.js'
import { couponView, termsOf } from '../coupons/present.js'
import { chooseBest, priceItemCoupon, type GoodsPricedLine } from '../coupons/pricing.js'
import { createCouponsRepository } from '../coupons/repository.js'
import { askedCouponId, autoChooses, type CouponAsk } from '../orders/coupons.js'
import type { QuotedLine } from './goods-quote.js'
import { done, fail, type GoodsCaller, type GoodsOutcome } from './outcome.js'

export interface GoodsCoupons {
  lists: PreOrderCoupons
  applied: { couponId: string; discount: number } | null
}

const pricedLines = (lines: QuotedLine[]): GoodsPricedLine[] => lines.map((l) => ({ productId: l.product.productId, categoryId: l.product.categoryId, unitPrice: l.sku.priceCents, qty: l.qty }))

/** `ask`: a coupon id, none (null or NO_COUPON), undefined for the automatic choice (confirm only). */
export async function goodsCoupons(db: Db, c: GoodsCaller, lines: QuotedLine[], ask: CouponAsk, now: number): Promise<GoodsOutcome<GoodsCoupons>> {
  const held = await createCouponsRepository(db).availableMine(c.merchantId, c.userId, new Date(now))
  const priced: OrderCoupon[] = held.map(({ coupon, template }) => {
    const p = priceItemCoupon(termsOf(coupon, template), pricedLines(lines), now)
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
    if (!chosen) return fail('NOT_FOUND', 'coupon.notFound')
    if (!chosen.usable) return fail('BAD_REQUEST', 'coupon.unavailable', { reason: chosen.reasonText })
  } else if (ask === undefined && usable.length && (await autoChooses(db, c.merchantId))) {
    const best = chooseBest(usable.map((x) => ({ couponId: x.couponId, couponType: x.couponType, discountAmount: x.discountAmount, expireTime: x.expireTime, scope: x.scope })))
    chosen = usable.find((x) => x.couponId === best?.couponId) ?? null
  }
  const mark = (x: OrderCoupon): OrderCoupon => ({ ...x, isChecked: x.couponId === chosen?.couponId })
  return done({
    lists: { usable: usable.map(mark), unusable: priced.filter((x) => !x.usable), chosenCouponId: chosen?.couponId ?? null },
    applied: chosen ? { couponId: chosen.couponId, discount: chosen.discountAmount } : null,
  })
}

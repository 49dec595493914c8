/**
 * Coupons of biz type ITEM on goods orders (spec accounts §4): the buyer's coupons priced against the
 * goods lines (coupons/pricing.ts priceItemCoupon; the express fee is never discounted) and chosen as
 * for any non-ticket order (coupons/choice.ts). create locks it AVAILABLE → PENDING in the goods
 * order's transaction with the same conditional UPDATE as ticket orders (orders/coupons.ts), so one
 * coupon never pays two orders even when both are created at the same moment; payment spends it and
 * cancel or expiry give it back through the shared order paths.
 */
import type { Db } from '../../db/client.js'
import { chooseCoupon, type CouponChoice } from '../coupons/choice.js'
import { priceItemCoupon, type GoodsPricedLine } from '../coupons/pricing.js'
import type { CouponAsk } from '../orders/coupons.js'
import type { QuotedLine } from './goods-quote.js'
import { done, fail, type GoodsCaller, type GoodsOutcome } from './outcome.js'

export type GoodsCoupons = CouponChoice

const pricedLines = (lines: QuotedLine[]): GoodsPricedLine[] => lines.map((l) => ({ productId: l.product.productId, categoryId: l.product.categoryId, unitPrice: l.sku.priceCents, qty: l.qty }))

/** `ask`: a coupon id, none (null or NO_COUPON), undefined for the automatic choice (confirm only). */
export async function goodsCoupons(db: Db, c: GoodsCaller, lines: QuotedLine[], ask: CouponAsk, now: number): Promise<GoodsOutcome<GoodsCoupons>> {
  const choice = await chooseCoupon(db, c, (terms) => priceItemCoupon(terms, pricedLines(lines), now), ask, now)
  if (choice.ok) return done(choice.value)
  return choice.reason === 'NOT_FOUND' ? fail('NOT_FOUND', 'coupon.notFound') : fail('BAD_REQUEST', 'coupon.unavailable', { reason: choice.reasonText })
}

/**
 * A ticket package promotion on an order (combos, tied sales, CROSS_SHOW_SESSION; promotionMethod
 * FIXED_AMOUNT): the only place the orders path touches modules/combos.
 * - quoting: the activity's parts × sets replace the asked lines (tickets) and the add-ons (goods);
 *   the order then costs the fixed amount × sets, its discount being what the parts cost at list price
 *   minus that (never below zero);
 * - it stands alone: no coupon, no points, no member discount and no add-ons on top (refused, not
 *   silently dropped, so the buyer never pays a price they were not shown);
 * - create_order keeps the activity's id on the order (orders.promotion_id); the parts' stock is taken
 *   in the order's transaction like any tier and add-on, so cancel and expiry give every part back.
 */
import type { OrderPromotion } from '../../../../types/combos.js'
import type { BookingPrivilege } from '../../../../types/orders.js'
import { pickTranslation } from '../../i18n/translations.js'
import { comboOrderParts, quotedPromotion, type ComboOrderParts, type ComboPartsFailure, type QuotedPromotion } from '../combos/order-parts.js'
import type { OrdersContext } from './context.js'
import type { Caller, QuoteInput } from './inputs.js'
import type { MemberPricing } from './membership.js'
import { cardAskOf } from './privilege.js'
import { done, fail, type Failure, type Outcome } from './outcome.js'

export interface PricedPromotion extends QuotedPromotion {
  /** List price of the parts − price, cents (≥ 0). */
  discount: number
}

function promotionFailure(f: ComboPartsFailure): Failure {
  switch (f.key) {
    case 'promotion.notFound':
      return fail('NOT_FOUND', f.key)
    case 'promotion.badSets':
      return fail('BAD_QUANTITY', f.key, { max: f.max })
    case 'promotion.goodsSoldOut':
      return fail('SOLD_OUT', f.key)
    default:
      return fail('NOT_ON_SALE', f.key)
  }
}

/** The request with the promotion's ticket lines, and its parts; null parts when the order has no promotion. */
export async function resolvePromotion(ctx: OrdersContext, caller: Caller, request: QuoteInput): Promise<Outcome<{ request: QuoteInput; parts: ComboOrderParts | null }>> {
  const asked = request.promotion
  if (!asked) return done({ request, parts: null })
  if (request.seats?.seatIds.length || request.addOns?.length) return fail('BAD_REQUEST', 'promotion.noExtras')
  const parts = await comboOrderParts(ctx.db, { merchantId: caller.merchantId, promotionId: asked.promotionId, sets: asked.sets, now: ctx.now() })
  if (!parts.ok) return promotionFailure(parts.failure)
  return done({ request: { ...request, lines: parts.value.tickets, seats: undefined }, parts: parts.value })
}

/** The fixed amount against what the parts cost at list price (tickets `total`, goods `goodsCents`). */
export function pricePromotion(parts: ComboOrderParts, total: number, goodsCents: number): PricedPromotion {
  const q = quotedPromotion(parts)
  return { ...q, discount: Math.max(0, total + goodsCents - q.price) }
}

/** A promotion's price in the shape of membership pricing (nothing of membership applies on top). */
export function promotionPricing(p: PricedPromotion): MemberPricing {
  return { member: null, couponCents: 0, points: null, pointCents: 0, spendPoints: 0, discount: p.discount }
}

/** Coupons and points are not combined with a promotion: refused when asked. */
export function refuseExtrasWithPromotion(input: { couponId?: string | null; usePoints?: number; privilege?: BookingPrivilege }): Failure | null {
  // A privilege card is one more discount: the promotion's fixed amount is the whole price.
  return input.couponId || (input.usePoints ?? 0) > 0 || cardAskOf(input.privilege) ? fail('BAD_REQUEST', 'promotion.noExtras') : null
}

export function orderPromotion(caller: Caller, p: PricedPromotion): OrderPromotion {
  return { promotionId: p.promotionId, activityType: p.activityType, promotionMethod: 'FIXED_AMOUNT', name: pickTranslation(p.name, caller.lang, caller.fallback), sets: p.sets, price: p.price, discount: p.discount }
}

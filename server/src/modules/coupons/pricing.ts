/**
 * Coupon arithmetic, pure (no database, no clock of its own): what a coupon takes off an order, in
 * integer cents, and which usable coupon the automatic choice picks (spec accounts §4 "Automatic coupon
 * choice"). The orders path and the coupon lists both price through here, so the app and the order
 * can never disagree.
 *
 * Only the order lines inside the coupon's use limits count ("eligible amount"):
 * - CASH, MULTI_USER_RANDOM_CASH, EXPIRY_COMPENSATION_CASH, MULTI_USER_FIXED_CASH: the coupon's amount,
 *   at most the eligible amount (a threshold, when set, must be reached);
 * - REDUCTION (满减): eligible ≥ threshold, then the amount, at most the eligible amount;
 * - DISCOUNT (折): floor(eligible × (100 − percent) / 100) — the buyer keeps the rounding — capped by
 *   maxDiscount when set (a threshold, when set, must be reached);
 * - FULL_DISCOUNT (满折): DISCOUNT that requires the threshold;
 * - EXCHANGE (兑换, 张): pays for up to exchangeQty eligible tickets, the dearest first;
 * - OUTER: used outside the shop, never on an order; an OFFLINE coupon neither.
 */
import type { CouponBizType, CouponScope, CouponStatus, CouponUnusableReason, CouponUseLimit, CouponUseWay, TemplateCouponType } from '../../../../types/coupons.js'

/** One order line with what the use limits look at. */
export interface PricedLine {
  showId: string
  sessionId: string
  seatPlanId: string
  venueId: string
  showType: string
  categoryId: string
  tagIds: string[]
  unitPrice: number
  qty: number
}

/** One goods line (biz type ITEM): the product and its category are what item limits look at. */
export interface GoodsPricedLine {
  productId: string
  categoryId: string
  unitPrice: number
  qty: number
}

export interface CouponTerms {
  couponType: TemplateCouponType
  status: CouponStatus
  bizTypes: CouponBizType[]
  useWay: CouponUseWay
  amount: number
  threshold: number
  discountPercent: number
  maxDiscount: number
  exchangeQty: number
  useLimit: CouponUseLimit
  startTime: number
  expireTime: number
}

export type CouponPrice = { usable: true; discount: number } | { usable: false; reason: CouponUnusableReason }

const CASH_TYPES: ReadonlySet<TemplateCouponType> = new Set(['CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH'])

const has = (list: string[] | undefined): list is string[] => Array.isArray(list) && list.length > 0

/** The scope a coupon is named by: the narrowest limit it has (spec §9 name wording). */
export function scopeOf(limit: CouponUseLimit, bizTypes: CouponBizType[]): CouponScope {
  if (bizTypes.includes('PARKING_FEE')) return 'PARKING'
  if (has(limit.seatPlanIds)) return 'SEAT_PLAN'
  if (has(limit.showSessionIds)) return 'SESSION'
  if (has(limit.showIds)) return 'SHOW'
  if (has(limit.venueIds)) return 'VENUE'
  if (has(limit.showTypes) || has(limit.tagIds)) return 'CATEGORY_OR_TAG'
  if (has(limit.itemIds)) return 'ITEMS'
  if (has(limit.categoryIds)) return 'CATEGORIES'
  return bizTypes.includes('SHOW') ? 'ALL_TICKETS' : 'ALL_ITEMS'
}

/** Narrower scopes rank lower (the last tie-break of the automatic choice). */
export const scopeRank = (scope: CouponScope): number => ['SEAT_PLAN', 'SESSION', 'SHOW', 'VENUE', 'CATEGORY_OR_TAG', 'ITEMS', 'CATEGORIES', 'PARKING', 'ALL_ITEMS', 'ALL_TICKETS'].indexOf(scope)

/** Whether a ticket line is inside every limit the coupon sets (limits on goods do not match tickets). */
export function lineInScope(limit: CouponUseLimit, line: PricedLine): boolean {
  if (has(limit.itemIds)) return false
  if (has(limit.seatPlanIds) && !limit.seatPlanIds.includes(line.seatPlanId)) return false
  if (has(limit.showSessionIds) && !limit.showSessionIds.includes(line.sessionId)) return false
  if (has(limit.showIds) && !limit.showIds.includes(line.showId)) return false
  if (has(limit.venueIds) && !limit.venueIds.includes(line.venueId)) return false
  if (has(limit.showTypes) && !limit.showTypes.includes(line.showType)) return false
  if (has(limit.categoryIds) && !limit.categoryIds.includes(line.categoryId)) return false
  if (has(limit.tagIds) && !line.tagIds.some((t) => limit.tagIds?.includes(t))) return false
  return true
}

function percentOff(eligible: number, percent: number, cap: number): number {
  const off = Math.floor((eligible * (100 - percent)) / 100)
  return cap > 0 ? Math.min(off, cap) : off
}

function exchangeValue(lines: Array<{ unitPrice: number; qty: number }>, qty: number): number {
  const units = lines.flatMap((l) => Array.from({ length: l.qty }, () => l.unitPrice)).sort((a, b) => b - a)
  return units.slice(0, Math.max(0, qty)).reduce((s, p) => s + p, 0)
}

/** Whether a goods line is inside every limit the coupon sets (limits on shows, sessions, venues or tags do not match goods). */
export function goodsLineInScope(limit: CouponUseLimit, line: GoodsPricedLine): boolean {
  if (has(limit.seatPlanIds) || has(limit.showSessionIds) || has(limit.showIds) || has(limit.venueIds) || has(limit.showTypes) || has(limit.tagIds)) return false
  if (has(limit.itemIds) && !limit.itemIds.includes(line.productId)) return false
  if (has(limit.categoryIds) && !limit.categoryIds.includes(line.categoryId)) return false
  return true
}

/** Why the coupon cannot be used at `now` whatever the order (of biz type `biz`), or null. */
function refuseTerms(t: CouponTerms, now: number, biz: CouponBizType = 'SHOW'): CouponUnusableReason | null {
  if (t.status !== 'AVAILABLE') return 'STATUS'
  if (now >= t.expireTime) return 'EXPIRED'
  if (now < t.startTime) return 'NOT_STARTED'
  if (t.couponType === 'OUTER') return 'OUTER'
  if (t.useWay === 'OFFLINE') return 'OFFLINE'
  if (!t.bizTypes.includes(biz)) return 'BIZ_TYPE'
  return null
}

/** What the coupon takes off these ticket lines at `now`, or why it cannot. */
export function priceCoupon(t: CouponTerms, lines: PricedLine[], now: number): CouponPrice {
  const refused = refuseTerms(t, now)
  if (refused) return { usable: false, reason: refused }
  return priceEligible(t, lines.filter((l) => l.qty > 0 && lineInScope(t.useLimit, l)))
}

/**
 * What a coupon of biz type ITEM takes off these goods lines at `now` (the express fee is never
 * discounted), or why it cannot; the same arithmetic as tickets (EXCHANGE pays for the dearest units).
 */
export function priceItemCoupon(t: CouponTerms, lines: GoodsPricedLine[], now: number): CouponPrice {
  const refused = refuseTerms(t, now, 'ITEM')
  if (refused) return { usable: false, reason: refused }
  return priceEligible(t, lines.filter((l) => l.qty > 0 && goodsLineInScope(t.useLimit, l)))
}

/** What a coupon of biz type PARKING_FEE takes off a parking fee at `now`, or why it cannot. */
export function priceParkingCoupon(t: CouponTerms, feeCents: number, now: number): CouponPrice {
  const refused = refuseTerms(t, now, 'PARKING_FEE')
  if (refused) return { usable: false, reason: refused }
  return priceEligible(t, feeCents > 0 ? [{ unitPrice: feeCents, qty: 1 }] : [])
}

function priceEligible(t: CouponTerms, inScope: Array<{ unitPrice: number; qty: number }>): CouponPrice {
  const eligible = inScope.reduce((s, l) => s + l.unitPrice * l.qty, 0)
  if (eligible <= 0) return { usable: false, reason: 'OUT_OF_SCOPE' }
  const needsThreshold = t.couponType === 'REDUCTION' || t.couponType === 'FULL_DISCOUNT' || t.threshold > 0
  if (needsThreshold && eligible < t.threshold) return { usable: false, reason: 'BELOW_THRESHOLD' }
  let discount: number
  if (CASH_TYPES.has(t.couponType) || t.couponType === 'REDUCTION') discount = Math.min(t.amount, eligible)
  else if (t.couponType === 'DISCOUNT' || t.couponType === 'FULL_DISCOUNT') discount = percentOff(eligible, t.discountPercent, t.maxDiscount)
  else discount = exchangeValue(inScope, t.exchangeQty)
  return { usable: true, discount: Math.max(0, Math.min(discount, eligible)) }
}

export interface Candidate {
  couponId: string
  couponType: TemplateCouponType
  discountAmount: number
  expireTime: number
  scope: CouponScope
}

/** Largest discount, then earlier expiry, then narrower scope; the id keeps the answer stable. */
function better(a: Candidate, b: Candidate): number {
  return b.discountAmount - a.discountAmount || a.expireTime - b.expireTime || scopeRank(a.scope) - scopeRank(b.scope) || a.couponId.localeCompare(b.couponId)
}

/** The automatic choice among usable coupons: exchange coupons first, else the best of the rest. */
export function chooseBest(usable: Candidate[]): Candidate | null {
  const exchange = usable.filter((c) => c.couponType === 'EXCHANGE')
  const pool = exchange.length ? exchange : usable
  return [...pool].sort(better)[0] ?? null
}

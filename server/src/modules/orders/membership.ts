/**
 * Membership on an order: the only place the orders path touches membership.
 * - quoting: the buyer's member discount on shows (会员{n}折: their level's, or their running paid
 *   membership's when that is larger) comes off the total first; the
 *   coupon is priced as before; then the points deduction of what is left (spec core §5 formula,
 *   membership/rules.ts), applied when asked (usePoint) or, when not said, when the merchant's
 *   autoChoosePoint is on;
 * - create_order: the points are spent inside the order's transaction by a conditional UPDATE on the
 *   buyer's account (membership/repository.ts), after the coupon (lock order: order, buyer counts,
 *   stock, coupon, points), so the same points can never pay for two orders;
 * - cancel / expiry / refund give them back (RETURN, once per order); payment awards growth and points.
 */
import { eq } from 'drizzle-orm'
import type { PreOrderMemberDiscount, PreOrderPoints } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { merchants } from '../../db/schema-merchants.js'
import { pickTranslation } from '../../i18n/translations.js'
import { ensureMember, findAccount, findLevels, findRule, validPoints } from '../membership/repository.js'
import { memberDiscountText } from '../membership/messages.js'
import { memberDiscountCents, pointDeduction } from '../membership/rules.js'
import { bestMemberPrice, paidMemberPrices } from '../paid-membership/grant.js'
import type { Caller } from './inputs.js'

/** The buyer's member discount on a show total, or null when they have none (memberPriceOn). */
export async function memberDiscountFor(db: Db, caller: Caller, totalCents: number, now: number): Promise<PreOrderMemberDiscount | null> {
  return memberPriceOn(db, caller, totalCents, now, 'show')
}

/**
 * The buyer's member price on a total of shows or of goods: the larger discount of their level's and
 * their running paid membership's, named after its source; null when neither gives one.
 */
export async function memberPriceOn(db: Db, caller: Caller, totalCents: number, now: number, on: 'show' | 'item'): Promise<PreOrderMemberDiscount | null> {
  const [account, levels, paid] = await Promise.all([findAccount(db, caller.merchantId, caller.userId), findLevels(db, caller.merchantId), paidMemberPrices(db, caller.merchantId, caller.userId, new Date(now))])
  const level = levels.find((l) => l.level === (account?.level ?? levels[0]?.level))
  const levelPercent = on === 'show' ? level?.showDiscountPercent : level?.itemDiscountPercent
  const best = bestMemberPrice([level && levelPercent ? { percent: levelPercent, name: level.name } : null, on === 'show' ? paid?.show : paid?.item])
  const amount = best ? memberDiscountCents(totalCents, best.percent) : 0
  if (!best || amount === 0) return null
  return { percent: best.percent, amount, text: memberDiscountText(caller.lang, best.percent), levelName: pickTranslation(best.name, caller.lang, caller.fallback) }
}

async function autoChoosesPoints(db: Db, merchantId: string): Promise<boolean> {
  const [m] = await db.select({ prime: merchants.primeConfig }).from(merchants).where(eq(merchants.merchantId, merchantId))
  return m?.prime.autoChoosePoint === true
}

/**
 * The points offer on an amount (after member discount and coupon): null when the shop has no points
 * rule. `use`: true/false as the buyer said, undefined = the merchant's autoChoosePoint.
 */
export async function pointsFor(db: Db, caller: Caller, amountCents: number, use: boolean | undefined, now: number): Promise<PreOrderPoints | null> {
  const rule = await findRule(db, caller.merchantId)
  if (!rule) return null
  await ensureMember(db, caller.merchantId, caller.userId, new Date(now))
  const available = await validPoints(db, caller.merchantId, caller.userId, new Date(now))
  const d = pointDeduction(amountCents, available, { rate: rule.pointRate, limitProportion: rule.limitProportion })
  const wanted = use ?? (await autoChoosesPoints(db, caller.merchantId))
  const checked = wanted && d.points > 0
  return { available, rate: rule.pointRate, limitProportion: rule.limitProportion, usablePoints: d.points, deductAmount: d.deductCents, checked }
}

export interface MemberPricing {
  member: PreOrderMemberDiscount | null
  /** The coupon's discount, capped by what the member discount left. */
  couponCents: number
  points: PreOrderPoints | null
  /** Cents the points take off (0 unless checked). */
  pointCents: number
  /** Points spent (0 unless checked). */
  spendPoints: number
  /** All discounts together: total − discount is the pay amount. */
  discount: number
}

/**
 * An order's price after membership: member discount, then the coupon, then the points deduction.
 * create_order without points (usePoint false, `offerPoints` false) skips the points reads: the
 * rush's hot path stays as short as it was.
 */
export async function priceMembership(db: Db, caller: Caller, total: number, couponDiscount: number, usePoint: boolean | undefined, now: number, offerPoints = true): Promise<MemberPricing> {
  const member = await memberDiscountFor(db, caller, total, now)
  const memberCents = member?.amount ?? 0
  const couponCents = Math.max(0, Math.min(couponDiscount, total - memberCents))
  const points = offerPoints || usePoint ? await pointsFor(db, caller, total - memberCents - couponCents, usePoint, now) : null
  const pointCents = points?.checked ? points.deductAmount : 0
  return { member, couponCents, points, pointCents, spendPoints: points?.checked ? points.usablePoints : 0, discount: memberCents + couponCents + pointCents }
}

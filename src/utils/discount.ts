/**
 * Discount wording (spec core §3, accounts §3): a discount d with 0 < d < 1 is shown as d × 10 to one
 * decimal ('8.5折'); English says the same number as a percentage off. Members see '会员{n}折'.
 */
import { t, type Lang } from '../i18n'

/** d × 10 to one decimal, trailing '.0' dropped; null when d is not strictly between 0 and 1. */
export function discountTenths(d: number | null | undefined): string | null {
  if (typeof d !== 'number' || !Number.isFinite(d) || d <= 0 || d >= 1) return null
  const tenths = Math.round(d * 100) / 10
  if (tenths <= 0 || tenths >= 10) return null
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1)
}

/** Percent off derived from the same one-decimal figure, so both wordings agree. */
function percentOff(tenths: string): number {
  return Math.round(100 - Number(tenths) * 10)
}

/** '8.5折' / '8.5折' / '15% off'; '' when there is no valid discount. */
export function discountText(d: number | null | undefined, lang?: Lang): string {
  const n = discountTenths(d)
  return n ? t('browse.discount', { n, off: percentOff(n) }, lang) : ''
}

/** '会员8.5折' / '會員8.5折' / 'Members 15% off'; '' when there is no valid discount. */
export function memberDiscountText(d: number | null | undefined, lang?: Lang): string {
  const n = discountTenths(d)
  return n ? t('browse.memberDiscount', { n, off: percentOff(n) }, lang) : ''
}

/**
 * The member show discount of GET prime_privilege as '会员{n}折': `formatDiscount` is the figure the
 * API formatted, either tenths ('8.5') or the fraction ('0.85'); '' when absent or out of range.
 */
export function memberDiscountFromFormat(formatDiscount: string | null | undefined, lang?: Lang): string {
  const x = Number((formatDiscount ?? '').trim())
  if (!formatDiscount || !Number.isFinite(x) || x <= 0) return ''
  return memberDiscountText(x < 1 ? x : x / 10, lang)
}

/** What GET prime_privilege says about show discounts (a subset of types/accounts PrimePrivilege). */
export interface ShowDiscountPrivilege {
  showDiscountPrivileges: Array<{ privilegeId: string }>
  showDiscountPrivilegeVo: { formatDiscount: string } | null
}

/**
 * The member discount text of a show for this buyer: their show discount when they have one. A show card
 * names the privileges that apply to it (discountPrivilegeIds): there it shows only when one of them is
 * the buyer's. '' otherwise, and for anonymous buyers (no privilege).
 */
export function memberShowDiscount(privilege: ShowDiscountPrivilege | null | undefined, discountPrivilegeIds?: readonly string[], lang?: Lang): string {
  const text = memberDiscountFromFormat(privilege?.showDiscountPrivilegeVo?.formatDiscount, lang)
  if (!text) return ''
  if (discountPrivilegeIds === undefined) return text
  const mine = new Set((privilege?.showDiscountPrivileges ?? []).map((p) => p.privilegeId))
  return discountPrivilegeIds.some((id) => mine.has(id)) ? text : ''
}

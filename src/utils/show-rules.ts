/** Show state rules of spec core §4: buyable states, seat capability, price override, highlighted tags. */
import type { SeatPickType, ShowDetailStatus, ShowTagType } from '../../types/catalog'

/** A show can be bought only in PRE_SALE or ON_SALE. */
export function isBuyable(status: ShowDetailStatus | null | undefined): boolean {
  return status === 'PRE_SALE' || status === 'ON_SALE'
}

/** seatPickType decides when present and not SUPPORT_NONE; otherwise the older supportSeatPicking flag does. */
export function isSeatCapable(show: { seatPickType?: SeatPickType | null; supportSeatPicking?: boolean | null }): boolean {
  if (show.seatPickType && show.seatPickType !== 'SUPPORT_NONE') return true
  return Boolean(show.supportSeatPicking)
}

export type PriceOverride = { kind: 'none' } | { kind: 'hidden' } | { kind: 'pending' } | { kind: 'amount'; cents: number }

/** The merchant's customPrice: 0 hides the price, -1 is 'price to be determined', positive is cents. */
export function priceOverride(customPrice: number | null | undefined): PriceOverride {
  if (customPrice === null || customPrice === undefined || !Number.isFinite(customPrice)) return { kind: 'none' }
  if (customPrice === 0) return { kind: 'hidden' }
  if (customPrice === -1) return { kind: 'pending' }
  if (customPrice > 0) return { kind: 'amount', cents: Math.round(customPrice) }
  return { kind: 'none' }
}

const HIGHLIGHTED_TAGS: readonly ShowTagType[] = ['MARKETING_TAG_COUPON', 'MARKETING_TAG_ACTIVITY']

/** Coupon and activity tags stand out (spec core §3 "Show card"). */
export function isHighlightedTag(type: string): boolean {
  return (HIGHLIGHTED_TAGS as readonly string[]).includes(type)
}

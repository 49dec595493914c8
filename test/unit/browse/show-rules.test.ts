import { SHOW_DETAIL_STATUSES } from '../../../types/catalog'
import { isBuyable, isHighlightedTag, isSeatCapable, priceOverride } from '../../../src/utils/show-rules'
import { largeCardWidth, mediumCardSize } from '../../../src/utils/card-size'

describe('show rules', () => {
  it('is buyable only in PRE_SALE or ON_SALE', () => {
    const buyable = SHOW_DETAIL_STATUSES.filter(isBuyable)
    expect(buyable.sort()).toEqual(['ON_SALE', 'PRE_SALE'])
    expect(isBuyable(undefined)).toBe(false)
  })
  it('is seat-capable per seatPickType when present and not SUPPORT_NONE, else per supportSeatPicking', () => {
    expect(isSeatCapable({ seatPickType: 'SUPPORT_PICK', supportSeatPicking: false })).toBe(true)
    expect(isSeatCapable({ seatPickType: 'THIRD_PARTY' })).toBe(true)
    expect(isSeatCapable({ seatPickType: 'SUPPORT_NONE', supportSeatPicking: true })).toBe(true)
    expect(isSeatCapable({ seatPickType: 'SUPPORT_NONE', supportSeatPicking: false })).toBe(false)
    expect(isSeatCapable({ seatPickType: null, supportSeatPicking: true })).toBe(true)
    expect(isSeatCapable({})).toBe(false)
  })
  it('reads the price override: 0 hides, -1 to be determined, positive cents, absent none', () => {
    expect(priceOverride(0)).toEqual({ kind: 'hidden' })
    expect(priceOverride(-1)).toEqual({ kind: 'pending' })
    expect(priceOverride(9900)).toEqual({ kind: 'amount', cents: 9900 })
    expect(priceOverride(null)).toEqual({ kind: 'none' })
    expect(priceOverride(undefined)).toEqual({ kind: 'none' })
    expect(priceOverride(-5)).toEqual({ kind: 'none' })
  })
  it('highlights coupon and activity tags only', () => {
    expect(isHighlightedTag('MARKETING_TAG_COUPON')).toBe(true)
    expect(isHighlightedTag('MARKETING_TAG_ACTIVITY')).toBe(true)
    expect(isHighlightedTag('MARKETING_TAG_NORMAL')).toBe(false)
  })
})

describe('card sizes', () => {
  it('medium card: (windowWidth - 2 x margin - 10) / 2 with a 224 x 168 image', () => {
    expect(mediumCardSize(375, 15)).toEqual({ width: 167.5, imageHeight: 125.63 })
    expect(mediumCardSize(414, 12).width).toBe(190)
    expect(mediumCardSize(224 * 2 + 10, 0)).toEqual({ width: 224, imageHeight: 168 })
  })
  it('large card: screen width minus the margins', () => {
    expect(largeCardWidth(375, 15)).toBe(345)
    expect(largeCardWidth(10, 15)).toBe(0)
  })
})

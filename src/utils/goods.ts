/** Goods card rules (spec core §3 "Goods card", §9 sizes): the count shown is capped at 99. */
import { mediumCardSize, type CardSize } from './card-size'

export const GOODS_COUNT_CAP = 99

/** The number a goods card shows: whole, at least 0, at most 99. */
export function cappedGoodsCount(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0
  return Math.min(Math.floor(count), GOODS_COUNT_CAP)
}

/** '' for none, '99+' past the cap, else the count itself. */
export function goodsCountLabel(count: number): string {
  const shown = cappedGoodsCount(count)
  if (!shown) return ''
  return count > GOODS_COUNT_CAP ? `${GOODS_COUNT_CAP}+` : String(shown)
}

/** Goods cards are medium cards: (window width − 2 × margin − 10) / 2 wide, image at 224 × 168. */
export function goodsCardSize(windowWidth: number, margin: number): CardSize {
  return mediumCardSize(windowWidth, margin)
}

/** A market price is shown struck through only when it is above the price paid. */
export function showsMarketPrice(minPrice: number, marketPrice: number): boolean {
  return Number.isFinite(marketPrice) && marketPrice > minPrice
}

/** Goods cards (spec core §3 fields, §9 sizes): medium card width, 224 × 168 image, count capped at 99, items from layout config. */
import { goodsOfConfig } from '../../../src/layouts/goods-config'
import { cappedGoodsCount, goodsCardSize, goodsCountLabel, GOODS_COUNT_CAP, showsMarketPrice } from '../../../src/utils/goods'

describe('goods card sizes', () => {
  it('is (window width − 2 × margin − 10) / 2 wide with a 224 × 168 image', () => {
    expect(goodsCardSize(375, 12)).toEqual({ width: 170.5, imageHeight: 127.88 })
    expect(goodsCardSize(500, 12)).toEqual({ width: 233, imageHeight: 174.75 })
    const { width, imageHeight } = goodsCardSize(414, 16)
    expect(width).toBe((414 - 32 - 10) / 2)
    expect(imageHeight / width).toBeCloseTo(168 / 224, 3)
  })
  it('never goes negative on a tiny window', () => {
    expect(goodsCardSize(20, 12)).toEqual({ width: 0, imageHeight: 0 })
  })
})

describe('goods count', () => {
  it('is capped at 99', () => {
    expect(GOODS_COUNT_CAP).toBe(99)
    expect([0, 1, 98, 99, 100, 1000].map(cappedGoodsCount)).toEqual([0, 1, 98, 99, 99, 99])
    expect([-3, Number.NaN, 2.7].map(cappedGoodsCount)).toEqual([0, 0, 2])
  })
  it('labels past the cap as 99+ and shows nothing for none', () => {
    expect([0, 5, 99, 100, 120].map(goodsCountLabel)).toEqual(['', '5', '99', '99+', '99+'])
  })
  it('strikes a market price only when it is above the price', () => {
    expect(showsMarketPrice(12800, 16800)).toBe(true)
    expect(showsMarketPrice(6000, 0)).toBe(false)
    expect(showsMarketPrice(6000, 6000)).toBe(false)
  })
})

describe('goodsOfConfig (PRODUCT items)', () => {
  it('reads the goods card fields and leaves out items without id or name', () => {
    const goods = goodsOfConfig({
      items: [
        { id: 'G1', name: 'T-shirt', posterUrl: '/p.svg', required: true, idArr: ['G1-M', 3], spuQty: 120, totalAmount: 0, minPrice: 12800, minMatchMarketPrice: 16800 },
        { id: 'G2' },
        { name: 'nameless' },
        'junk',
      ],
    })
    expect(goods).toEqual([
      { id: 'G1', name: 'T-shirt', posterUrl: '/p.svg', required: true, idArr: ['G1-M'], spuQty: 120, totalAmount: 0, minPrice: 12800, minMatchMarketPrice: 16800 },
    ])
    expect(goodsOfConfig({})).toEqual([])
  })
})

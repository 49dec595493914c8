/** The SKU picker's rules and the goods confirm link's params. */
import type { ProductDetail } from '../../../types/products'
import { fromPrice, initialPick, maxQty, skuOf, valueAvailable } from '../../../src/packages/shop/item/sku-pick'
import { parseItems, requestOf } from '../../../src/packages/shop/goods-cart-confirm/rules'

const sku = (id: string, values: string[], price: number, stockLeft: number) => ({ skuId: id, specValueIds: values, specText: values.join(' / '), price, marketPrice: price, stockLeft, onSale: true })

const tee: ProductDetail = {
  productId: 'P',
  name: 'Tee',
  subtitle: '',
  description: '',
  posterUrl: '',
  posters: [],
  categoryId: 'C',
  spuType: 'NORMAL',
  specs: [
    { specId: 'c', name: 'Colour', values: [{ valueId: 'BK', name: 'Black' }, { valueId: 'WH', name: 'White' }] },
    { specId: 's', name: 'Size', values: [{ valueId: 'M', name: 'M' }, { valueId: 'L', name: 'L' }] },
  ],
  skus: [sku('BK-M', ['BK', 'M'], 12800, 3), sku('BK-L', ['BK', 'L'], 13800, 200), sku('WH-M', ['WH', 'M'], 11800, 0), sku('WH-L', ['WH', 'L'], 12800, 1)],
  deliverMethods: ['EXPRESS'],
  expressFee: 1000,
  maxPerOrder: 99,
  onSale: true,
  cartEnabled: true,
}

describe('SKU picker', () => {
  it('names a SKU only once every spec is chosen', () => {
    expect(skuOf(tee, initialPick(tee))).toBeNull()
    expect(skuOf(tee, ['BK', ''])).toBeNull()
    expect(skuOf(tee, ['WH', 'L'])?.skuId).toBe('WH-L')
  })

  it('greys values that lead only to sold-out SKUs, given the other choices', () => {
    expect(valueAvailable(tee, ['WH', ''], 1, 'M')).toBe(false)
    expect(valueAvailable(tee, ['BK', ''], 1, 'M')).toBe(true)
    expect(valueAvailable(tee, ['', 'M'], 0, 'WH')).toBe(false)
    expect(valueAvailable(tee, ['', ''], 0, 'WH')).toBe(true)
  })

  it('caps the quantity at the stock left, the per-order limit and 99; shows the lowest price with units', () => {
    expect(maxQty(tee, tee.skus[0] ?? null)).toBe(3)
    expect(maxQty(tee, tee.skus[1] ?? null)).toBe(99)
    expect(maxQty({ ...tee, maxPerOrder: 5 }, tee.skus[1] ?? null)).toBe(5)
    expect(fromPrice(tee)).toBe(12800)
  })
})

describe('goods confirm params', () => {
  it('reads buy-now items and drops malformed parts', () => {
    expect(parseItems('A:1,B:12')).toEqual([{ skuId: 'A', qty: 1 }, { skuId: 'B', qty: 12 }])
    expect(parseItems(encodeURIComponent('A:1,B:x,:3,C'))).toEqual([{ skuId: 'A', qty: 1 }])
    expect(requestOf({ source: 'BUY_NOW', items: 'A:2' })).toEqual({ source: 'BUY_NOW', items: [{ skuId: 'A', qty: 2 }] })
    expect(requestOf({})).toEqual({ source: 'CART' })
  })
})

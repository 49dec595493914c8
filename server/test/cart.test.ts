/**
 * The goods cart on every database: add and merge, each line capped at 99 (concurrent adds too), the
 * badge count (units in buyable lines, at most 99), off-sale and sold-out lines shown apart, select and
 * remove, localised refusals that change nothing, a shop without a cart, and another buyer's lines
 * answering not-found. A cart order takes its selected lines out of the cart.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { CartCount, CartView, GoodsCreateResponse } from '../../types/products.js'
import { productSkus, products } from '../src/db/schema.js'
import { MAINLAND, as, call, describeOrders, freshKey, loginBuyer, type Buyer } from './orders-helpers.js'
import { assertSkuWhole, makeSku } from './products-helpers.js'

const LINES = '/buyer/v1/cart/lines'

await describeOrders('goods cart', (env) => {
  let alice: Buyer
  let bob: Buyer
  const cart = async (b: Buyer) => (await as(env().app, b).get('/buyer/v1/cart')).data as CartView
  const count = async (b: Buyer) => ((await as(env().app, b).get('/buyer/v1/cart/count')).data as CartCount).count

  it('logs buyers in; the cart needs a login', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    assert.equal((await call(env().app, 'GET', '/buyer/v1/cart')).statusCode, 15012007)
  })

  it('adds two SKUs of a demo product, merges a repeat add, and counts the badge', async () => {
    const api = as(env().app, alice)
    assert.equal((await api.post(LINES, { skuId: 'MOG01-BK-M', qty: 1 })).statusCode, 200)
    assert.equal((await api.post(LINES, { skuId: 'MOG01-WH-M', qty: 2 })).statusCode, 200)
    const v = (await api.post(LINES, { skuId: 'MOG01-BK-M', qty: 1 }, { lang: 'en-US' })).data as CartView
    assert.deepEqual(v.lines.map((l) => [l.skuId, l.qty, l.specText]), [['MOG01-BK-M', 2, 'Black / M'], ['MOG01-WH-M', 2, 'White / M']])
    assert.deepEqual([v.count, v.selectedQty, v.selectedAmount], [4, 4, 4 * 12800])
    assert.equal(await count(alice), 4)
    assert.equal(await count(bob), 0)
  })

  it('caps each line at 99 and the badge at 99, refusing in the buyer language without a change', async () => {
    const db = env().db.handle.db
    const a = await makeSku(db, { stock: 500 })
    const b = await makeSku(db, { stock: 500 })
    const api = as(env().app, bob)
    assert.equal((await api.post(LINES, { skuId: a.skuId, qty: 99 })).statusCode, 200)
    const over = await api.post(LINES, { skuId: a.skuId, qty: 1 }, { lang: 'zh-MO' })
    assert.deepEqual([over.errorCode, over.comments], ['GOODS_CART_FULL', '購物車中單件商品最多99件'])
    const set = await api.put(`${LINES}/${a.skuId}`, { qty: 100 }, { lang: 'en-US' })
    assert.deepEqual([set.errorCode, set.comments], ['GOODS_BAD_QUANTITY', 'Invalid quantity: 1 to 99 per purchase'])
    for (const qty of [0, -1, 100]) assert.equal((await api.post(LINES, { skuId: b.skuId, qty })).errorCode, 'GOODS_BAD_QUANTITY')
    assert.equal((await api.post(LINES, { skuId: b.skuId, qty: 5 })).statusCode, 200)
    const v = await cart(bob)
    assert.deepEqual(v.lines.map((l) => l.qty), [99, 5])
    assert.equal(v.count, 99, '104 units show as 99 on the badge')
    assert.equal(await count(bob), 99)
    // Concurrent adds to one line never pass 99 (the upsert re-checks the cap).
    await api.put(`${LINES}/${b.skuId}`, { qty: 90 })
    const many = await Promise.all(Array.from({ length: 12 }, () => api.post(LINES, { skuId: b.skuId, qty: 1 })))
    assert.equal(many.filter((r) => r.statusCode === 200).length, 9)
    assert.equal((await cart(bob)).lines.find((l) => l.skuId === b.skuId)?.qty, 99)
    await api.post('/buyer/v1/cart/remove', { skuIds: [a.skuId, b.skuId] })
    assert.equal(await count(bob), 0)
  })

  it('refuses a SKU that is missing, sold out or above the stock left', async () => {
    const api = as(env().app, bob)
    const missing = await api.post(LINES, { skuId: 'NOPE', qty: 1 }, { lang: 'zh-CN' })
    assert.deepEqual([missing.statusCode, missing.comments], [404, '商品规格不存在'])
    const soldOut = await api.post(LINES, { skuId: 'MOG01-WH-L', qty: 1 }, { lang: 'en-US' })
    assert.deepEqual([soldOut.errorCode, soldOut.comments], ['GOODS_SOLD_OUT', 'This product is sold out'])
    const few = await makeSku(env().db.handle.db, { stock: 2 })
    const tooMany = await api.post(LINES, { skuId: few.skuId, qty: 3 }, { lang: 'zh-MO' })
    assert.deepEqual([tooMany.errorCode, tooMany.comments], ['GOODS_NOT_ENOUGH_STOCK', '庫存不足，僅剩2件'])
    assert.equal((await cart(bob)).lines.length, 0)
  })

  it('shows off-sale and sold-out lines apart, out of the badge and the amount', async () => {
    const db = env().db.handle.db
    const off = await makeSku(db, { stock: 5 })
    const gone = await makeSku(db, { stock: 5 })
    const api = as(env().app, alice)
    await api.post(LINES, { skuId: off.skuId, qty: 1 })
    await api.post(LINES, { skuId: gone.skuId, qty: 1 })
    await db.update(products).set({ onSale: false }).where(and(eq(products.merchantId, off.merchantId), eq(products.productId, off.productId)))
    await db.update(productSkus).set({ sold: 5 }).where(and(eq(productSkus.merchantId, gone.merchantId), eq(productSkus.skuId, gone.skuId)))
    const v = await cart(alice)
    assert.deepEqual(v.invalid.map((l) => [l.skuId, l.invalidReason]), [[off.skuId, 'OFF_SALE'], [gone.skuId, 'OUT_OF_STOCK']])
    assert.deepEqual([v.count, v.selectedAmount], [4, 4 * 12800])
    assert.equal(await count(alice), 4)
    await api.post('/buyer/v1/cart/remove', { skuIds: [off.skuId, gone.skuId] })
  })

  it("another buyer's cart lines answer not-found and stay as they were", async () => {
    const api = as(env().app, bob)
    for (const res of [
      await api.put(`${LINES}/MOG01-BK-M`, { qty: 1 }, { lang: 'en-US' }),
      await api.post('/buyer/v1/cart/remove', { skuIds: ['MOG01-BK-M'] }, { lang: 'en-US' }),
      await api.post('/buyer/v1/cart/select', { skuIds: ['MOG01-BK-M'], selected: false }, { lang: 'en-US' }),
    ]) {
      assert.deepEqual([res.statusCode, res.comments], [404, 'This item is not in your cart'])
    }
    assert.deepEqual((await cart(alice)).lines.map((l) => [l.qty, l.selected]), [[2, true], [2, true]])
  })

  it('checks out the selected lines only; they leave the cart, the rest stays', async () => {
    const api = as(env().app, alice)
    await api.post('/buyer/v1/cart/select', { skuIds: ['MOG01-WH-M'], selected: false })
    const confirm = await api.post('/buyer/v1/goods/confirm', { source: 'CART', deliverMethod: 'VENUE_PICKUP' })
    assert.equal(confirm.statusCode, 200, confirm.comments)
    const c = confirm.data as { lines: Array<{ skuId: string }>; payAmount: number }
    assert.deepEqual([c.lines.map((l) => l.skuId), c.payAmount], [['MOG01-BK-M'], 2 * 12800])
    const created = await api.post('/buyer/v1/goods/create_order', { source: 'CART', deliverMethod: 'VENUE_PICKUP', payAmount: c.payAmount }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(created.statusCode, 200, created.comments)
    assert.ok((created.data as GoodsCreateResponse).orderId)
    const v = await cart(alice)
    assert.deepEqual(v.lines.map((l) => [l.skuId, l.selected]), [['MOG01-WH-M', false]])
    assert.equal(v.count, 2)
  })

  it('a shop without a cart (10002) refuses cart adds in zh-CN; buy-now still works', async () => {
    const carol = await loginBuyer(env, MAINLAND)
    const api = as(env().app, carol)
    const res = await api.post(LINES, { skuId: 'SHG02', qty: 1 }, { lang: 'zh-CN' })
    assert.deepEqual([res.errorCode, res.comments], ['GOODS_CART_DISABLED', '本店暂不支持购物车，请直接购买'])
    const created = await api.post('/buyer/v1/goods/create_order', { source: 'BUY_NOW', items: [{ skuId: 'SHG02', qty: 1 }], deliverMethod: 'VENUE_PICKUP', payAmount: 6000 }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(created.statusCode, 200, created.comments)
    // A 10001 SKU is unknown to 10002.
    assert.equal((await api.post('/buyer/v1/goods/confirm', { source: 'BUY_NOW', items: [{ skuId: 'MOG02', qty: 1 }] })).statusCode, 404)
    await assertSkuWhole(env().db.handle.db, { merchantId: MAINLAND, productId: 'SHG02', skuId: 'SHG02', price: 6000 })
  })
})

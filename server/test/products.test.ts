/**
 * Goods on every database: product search in the three languages, detail with SKUs, goods orders from
 * the cart and buy-now with the price in cents (items + the highest express fee), paid through the
 * same cashier and sandbox settlement as tickets (held → sold once), cancel and expiry giving the units
 * back, a late payment retaking them, and another buyer's goods order answering not-found.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { Address } from '../../types/addresses.js'
import { ORDER_STATE } from '../../types/orders.js'
import type { GoodsConfirmResponse, GoodsCreateResponse, GoodsOrderDetail, GoodsOrderListPage, ProductDetail, ProductSearchPage } from '../../types/products.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { MAINLAND, as, call, freshKey, loginBuyer, type Buyer } from './orders-helpers.js'
import { completeTrade, describePayments, startPayment } from './payments-helpers.js'
import { assertSkuWhole, makeSku } from './products-helpers.js'

const SEARCH = '/goods/pub/v1/products/search'
const CREATE = '/buyer/v1/goods/create_order'

await describePayments('goods orders', (env) => {
  let alice: Buyer
  let bob: Buyer
  let address: Address

  const create = (b: Buyer, body: Record<string, unknown>, lang?: string) => as(env().app, b).post(CREATE, body, { headers: { 'idempotency-key': freshKey() }, lang })

  it('logs buyers in and gives alice an address', async () => {
    const accountsEnv = () => ({ ...env(), mail: undefined as never })
    alice = await loginBuyer(accountsEnv)
    bob = await loginBuyer(accountsEnv)
    const res = await as(env().app, alice).post('/buyer/v1/addresses', { recipient: '陳大文', phone: '13800138000', area: '澳門 氹仔', detail: '蓮花路88號' })
    assert.equal(res.statusCode, 200, res.comments)
    address = res.data as Address
  })

  it('searches goods in each language, folding punctuation, with the lowest SKU price', async () => {
    const app = env().app
    const all = (await call(app, 'GET', `${SEARCH}?offset=0&length=20`, undefined, { lang: 'en-US' })).data as ProductSearchPage
    assert.ok(all.total >= 4)
    const tee = all.list.find((g) => g.productId === 'MOG01')
    assert.deepEqual([tee?.name, tee?.minPrice, tee?.minMatchMarketPrice, tee?.stockLeft], ['Festival T-shirt', 12800, 16800, 110])
    for (const [lang, kw, name] of [
      ['zh-MO', '紀念 T恤', '戲劇節紀念T恤'],
      ['zh-CN', '纪念t恤', '戏剧节纪念T恤'],
      ['en-US', 't-shirt', 'Festival T-shirt'],
    ] as const) {
      const page = (await call(app, 'GET', `${SEARCH}?keyword=${encodeURIComponent(kw)}&offset=0&length=10`, undefined, { lang })).data as ProductSearchPage
      assert.deepEqual(page.list.map((g) => g.name), [name], `${lang} ${kw}`)
    }
    const none = (await call(app, 'GET', `${SEARCH}?keyword=nothing-like-this&offset=0&length=10`)).data as ProductSearchPage
    assert.equal(none.total, 0)
    const tooLong = await call(app, 'GET', `${SEARCH}?keyword=${'x'.repeat(51)}&offset=0&length=10`, undefined, { lang: 'zh-MO' })
    assert.equal(tooLong.statusCode, 400)
    assert.match(tooLong.comments, /搜索關鍵詞最長50個字/)
    // 10002 has its own goods, in zh-CN.
    const sh = (await call(app, 'GET', `${SEARCH}?offset=0&length=20`, undefined, { merchant: MAINLAND })).data as ProductSearchPage
    assert.ok(sh.list.every((g) => g.productId.startsWith('SH')) && sh.list.length >= 4)
  })

  it('shows a product with its SKUs, specs in words and the sold-out SKU at 0', async () => {
    const d = (await call(env().app, 'GET', '/goods/pub/v1/products/MOG01', undefined, { lang: 'en-US' })).data as ProductDetail
    assert.deepEqual(d.specs.map((s) => s.name), ['Colour', 'Size'])
    assert.deepEqual(
      d.skus.map((s) => [s.specText, s.stockLeft]),
      [['Black / M', 40], ['Black / L', 40], ['White / M', 30], ['White / L', 0]],
    )
    assert.equal(d.cartEnabled, true)
    const mainland = (await call(env().app, 'GET', '/goods/pub/v1/products/SHG01', undefined, { merchant: MAINLAND })).data as ProductDetail
    assert.equal(mainland.cartEnabled, false, '10002 has no cart (productCartConfig.enable false)')
    const missing = await call(env().app, 'GET', '/goods/pub/v1/products/SHG01', undefined, { lang: 'en-US' })
    assert.deepEqual([missing.statusCode, missing.comments], [404, 'Product not found'])
  })

  it('prices an order in cents: items + the highest express fee; pickup has no fee', async () => {
    const a = await makeSku(env().db.handle.db, { stock: 10, price: 1999, fee: 800 })
    const b = await makeSku(env().db.handle.db, { stock: 10, price: 333, fee: 1250 })
    const items = [
      { skuId: a.skuId, qty: 3 },
      { skuId: b.skuId, qty: 7 },
    ]
    const express = (await as(env().app, alice).post('/buyer/v1/goods/confirm', { source: 'BUY_NOW', items })).data as GoodsConfirmResponse
    assert.deepEqual([express.itemsAmount, express.expressFee, express.payAmount, express.addressId], [1999 * 3 + 333 * 7, 1250, 5997 + 2331 + 1250, address.addressId])
    const pickup = (await as(env().app, alice).post('/buyer/v1/goods/confirm', { source: 'BUY_NOW', items, deliverMethod: 'VENUE_PICKUP' })).data as GoodsConfirmResponse
    assert.deepEqual([pickup.expressFee, pickup.payAmount], [0, 8328])
    // A stale price is refused and takes nothing.
    const stale = await create(alice, { source: 'BUY_NOW', items, payAmount: 8328, addressId: address.addressId }, 'en-US')
    assert.equal(stale.errorCode, 'GOODS_PRICE_CHANGED')
    assert.equal((await assertSkuWhole(env().db.handle.db, a)).held, 0)
  })

  it('refuses bad goods orders with a localised reason and changes nothing', async () => {
    const sku = await makeSku(env().db.handle.db, { stock: 2, maxPerOrder: 2, deliver: ['EXPRESS'] })
    const bad: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 0 }] }, 'zh-CN', /购买数量有误/],
      [{ source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 3 }] }, 'zh-MO', /庫存不足，僅剩2件/],
      [{ source: 'BUY_NOW', items: [{ skuId: 'NOPE', qty: 1 }] }, 'en-US', /option does not exist/],
      [{ source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], deliverMethod: 'VENUE_PICKUP' }, 'en-US', /do not offer this delivery/],
      [{ source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }, { skuId: sku.skuId, qty: 1 }] }, 'en-US', /appears twice/],
      [{ source: 'CART' }, 'zh-CN', /请先选择要结算的商品/],
    ]
    for (const [body, lang, re] of bad) {
      const res = await create(bob, { ...body, payAmount: 1 }, lang)
      assert.notEqual(res.statusCode, 200)
      assert.match(res.comments, re, JSON.stringify(body))
    }
    // Express without any address (bob has none) is refused at create.
    const noAddress = await create(bob, { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], payAmount: sku.price + 1000 }, 'en-US')
    assert.match(noAddress.comments, /needs a delivery address/)
    const s = await assertSkuWhole(env().db.handle.db, sku)
    assert.deepEqual([s.held, s.sold], [0, 0])
  })

  it('pays a goods order in the sandbox cashier: held → sold once, item status TO_SHIP, listed', async () => {
    const db = env().db.handle.db
    const sku = await makeSku(db, { stock: 5, price: 2500, fee: 1000 })
    const res = await create(alice, { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 2 }], payAmount: 6000, addressId: address.addressId })
    assert.equal(res.statusCode, 200, res.comments)
    const order = res.data as GoodsCreateResponse
    assert.equal((await assertSkuWhole(db, sku)).held, 2)
    const cashier = await as(env().app, alice).post('/buyer/v3/payments/cashiers', { transactionIds: order.unPaidTransactionIds, platform: 'H5' })
    assert.equal(cashier.statusCode, 200, cashier.comments)
    assert.deepEqual([(cashier.data as { orderType: string }).orderType, (cashier.data as { payAmount: number }).payAmount], ['goods', 6000])
    const attempt = await startPayment(env(), alice, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, attempt.tradeNo)
    await env().app.payments.runNotifications()
    const s = await assertSkuWhole(db, sku)
    assert.deepEqual([s.held, s.sold], [0, 2])
    const detail = (await as(env().app, alice).get(`/buyer/v1/goods/orders/${order.orderId}`, { lang: 'en-US' })).data as GoodsOrderDetail
    assert.deepEqual([detail.state, detail.stateName, detail.payAmount, detail.expressFee], [ORDER_STATE.Succeeded, 'Completed', 6000, 1000])
    assert.deepEqual(detail.orderItems.map((i) => [i.qty, i.price, i.amount, i.orderStatus]), [[2, 2500, 5000, 'TO_SHIP']])
    assert.equal(detail.address?.recipient, '陳大文')
    const list = (await as(env().app, alice).get('/buyer/v1/goods/orders?offset=0&length=10')).data as GoodsOrderListPage
    assert.ok(list.orders.some((o) => o.orderId === order.orderId))
    // The ticket order list and detail do not show goods orders as tickets.
    const tickets = (await as(env().app, alice).get('/buyer/v5/orders?offset=0&length=50')).data as { orders: Array<{ orderId: string }> }
    assert.ok(!tickets.orders.some((o) => o.orderId === order.orderId))
    assert.equal((await as(env().app, alice).get(`/buyer/v5/orders/${order.orderId}`)).statusCode, 404)
  })

  it('another buyer cannot see, cancel or pay a goods order: the same not-found as a missing one', async () => {
    const sku = await makeSku(env().db.handle.db, { stock: 3 })
    const order = (await create(alice, { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], payAmount: sku.price, deliverMethod: 'VENUE_PICKUP' })).data as GoodsCreateResponse
    const asBob = as(env().app, bob)
    const seen = await asBob.get(`/buyer/v1/goods/orders/${order.orderId}`, { lang: 'en-US' })
    const missing = await asBob.get('/buyer/v1/goods/orders/G0000', { lang: 'en-US' })
    assert.deepEqual([seen.statusCode, seen.comments], [missing.statusCode, missing.comments])
    assert.equal(seen.statusCode, 404)
    assert.equal((await asBob.post(`/buyer/v1/goods/orders/${order.orderId}/cancel`, {})).statusCode, 404)
    assert.equal((await asBob.post('/buyer/v3/payments/cashiers', { transactionIds: order.unPaidTransactionIds, platform: 'H5' })).statusCode, 404)
    const list = (await asBob.get('/buyer/v1/goods/orders?offset=0&length=50')).data as GoodsOrderListPage
    assert.ok(!list.orders.some((o) => o.orderId === order.orderId))
    assert.equal((await assertSkuWhole(env().db.handle.db, sku)).held, 1)
  })

  it('cancel gives the units back; expiry too; a payment after expiry takes them again', async () => {
    const db = env().db.handle.db
    const sku = await makeSku(db, { stock: 1 })
    const body = { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], payAmount: sku.price, deliverMethod: 'VENUE_PICKUP' }
    const first = (await create(alice, body)).data as GoodsCreateResponse
    assert.equal((await create(bob, body, 'en-US')).errorCode, 'GOODS_SOLD_OUT')
    const cancelled = await as(env().app, alice).post(`/buyer/v1/goods/orders/${first.orderId}/cancel`, {}, { lang: 'en-US' })
    assert.deepEqual([cancelled.statusCode, (cancelled.data as GoodsOrderDetail).orderItems[0]?.orderStatus], [200, 'CANCELED'])
    assert.deepEqual([(await assertSkuWhole(db, sku)).held], [0])
    assert.equal((await as(env().app, alice).post(`/buyer/v1/goods/orders/${first.orderId}/cancel`, {})).statusCode, 200, 'cancelling twice is fine')

    // Bob gets the unit now, starts paying, and lets the hold run out.
    const second = (await create(bob, body)).data as GoodsCreateResponse
    assert.ok(second.orderId)
    const attempt = await startPayment(env(), bob, second.unPaidTransactionIds[0] as string)
    env().clock.advance(16 * 60)
    // The sweeper asks the provider first: the trade is still waiting, so the order expires.
    await sweepExpiredOrders(db, new Date(env().clock.now))
    assert.equal((await assertSkuWhole(db, sku)).held, 0)
    // The money arrives late: the unit is still there, so it is taken again as sold.
    await completeTrade(env().app, attempt.tradeNo)
    await env().app.payments.runNotifications()
    const d = (await as(env().app, bob).get(`/buyer/v1/goods/orders/${second.orderId}`)).data as GoodsOrderDetail
    assert.equal(d.state, ORDER_STATE.Succeeded)
    const s = await assertSkuWhole(db, sku)
    assert.deepEqual([s.held, s.sold], [0, 1])
  })

  it('a retry with the same key gets the same order', async () => {
    const sku = await makeSku(env().db.handle.db, { stock: 5 })
    const key = freshKey()
    const body = { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], payAmount: sku.price, deliverMethod: 'VENUE_PICKUP' }
    const a = await as(env().app, alice).post(CREATE, body, { headers: { 'idempotency-key': key } })
    const b = await as(env().app, alice).post(CREATE, body, { headers: { 'idempotency-key': key } })
    assert.equal((a.data as GoodsCreateResponse).orderId, (b.data as GoodsCreateResponse).orderId)
    assert.equal((b.data as GoodsCreateResponse).replayed, true)
    const other = await as(env().app, alice).post(CREATE, { ...body, items: [{ skuId: sku.skuId, qty: 2 }], payAmount: sku.price * 2 }, { headers: { 'idempotency-key': key } })
    assert.equal(other.errorCode, 'GOODS_IDEMPOTENCY_CONFLICT')
    assert.equal((await assertSkuWhole(env().db.handle.db, sku)).held, 1)
  })
})

/**
 * After the goods shop (issue 18): add-on purchase, express parcels and ticket stubs, on every database.
 * - Add-ons of a show's add purchase list bought in the ticket order: priced into one pay amount, the
 *   tier's and the SKU's units taken together, paid once and settled once (held → sold for both, one
 *   capture), given back together on cancel and on expiry; a product not on the show's list, a bad
 *   quantity or a sold-out add-on refused in the buyer's language with nothing taken.
 * - Express: the merchant's venue staff ship a paid express order (a goods order, or tickets with their
 *   add-ons) with a carrier and waybill; the sandbox provider moves the parcel on with the clock
 *   (shipped, in transit, delivering, signed) and the buyer reads its events; another buyer's parcel
 *   answers exactly like a missing order.
 * - Stubs: the buyer's paid live tickets, each with a signed SVG; nobody else's; a tampered link fails.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { Address } from '../../types/addresses.js'
import type { OrderExpress, TicketStubList } from '../../types/express.js'
import { ORDER_STATE, type CreateOrderResponse, type OrderDetail, type PreOrderResponse } from '../../types/orders.js'
import type { AddOnList, GoodsCreateResponse } from '../../types/products.js'
import { API_PREFIX } from '../../types/api.js'
import { and, eq, sql } from 'drizzle-orm'
import { orderShowRules, paymentLedger, showAddOnProducts, tickets } from '../src/db/schema.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { MACAU, as, assertInvariant, createBody, freshKey, loginBuyer, makeTier, type Buyer, type Tier } from './orders-helpers.js'
import { completeTrade, describePayments, startPayment, ticketCount } from './payments-helpers.js'
import { assertSkuWhole, makeSku, type FixtureSku } from './products-helpers.js'

const STAFF = DEMO_STAFF_TOKENS[MACAU] as string

await describePayments('add-ons, express parcels and ticket stubs', (env) => {
  let alice: Buyer
  let bob: Buyer
  let address: Address

  /** A show of its own with an add-on product of `stock` units on its list. */
  async function showWithAddOn(stock: number, o: { express?: boolean; price?: number } = {}): Promise<{ tier: Tier; sku: FixtureSku }> {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 100, priceCents: 20_000 })
    const sku = await makeSku(db, { stock, price: o.price ?? 6_000 })
    await db.insert(showAddOnProducts).values({ merchantId: MACAU, showId: tier.showId, productId: sku.productId })
    if (o.express) await db.insert(orderShowRules).values({ merchantId: MACAU, showId: tier.showId, maxPerOrder: 6, maxPerBuyer: 6, deliverMethods: ['E_TICKET', 'EXPRESS'] })
    return { tier, sku }
  }

  const createWith = (b: Buyer, tier: Tier, sku: FixtureSku, addOnQty: number, extra: Record<string, unknown> = {}, lang?: string) =>
    as(env().app, b).post('/buyer/v5/create_order', createBody(tier, 1, freshKey(), { paymentParam: { payAmount: tier.priceCents + sku.price * addOnQty }, addOns: [{ skuId: sku.skuId, qty: addOnQty }], ...extra }), { lang })

  async function payOrder(b: Buyer, txId: string): Promise<void> {
    const attempt = await startPayment(env(), b, txId)
    await completeTrade(env().app, attempt.tradeNo)
    await env().app.payments.runNotifications()
  }

  const ship = (orderId: string, body: Record<string, unknown>, token: string | null = STAFF, lang = 'en-US') =>
    env().app.inject({ method: 'POST', url: `${API_PREFIX}/staff/v1/orders/${orderId}/ship?lang=${lang}`, headers: token ? { 'x-staff-token': token } : {}, payload: body }).then((r) => JSON.parse(r.body) as { statusCode: number; comments: string; data: OrderExpress })

  it('logs buyers in and gives alice an address', async () => {
    const accountsEnv = () => ({ ...env(), mail: undefined as never })
    alice = await loginBuyer(accountsEnv)
    bob = await loginBuyer(accountsEnv)
    const res = await as(env().app, alice).post('/buyer/v1/addresses', { recipient: '陳大文', phone: '13800138000', area: '澳門 氹仔', detail: '蓮花路88號' })
    assert.equal(res.statusCode, 200, res.comments)
    address = res.data as Address
  })

  it('the seeded add purchase list of the express demo show, in each language', async () => {
    for (const [lang, names] of [
      ['en-US', ['Programme book (bilingual)', 'Lotus enamel pin']],
      ['zh-MO', ['場刊（中英雙語）', '蓮花徽章']],
    ] as const) {
      const list = (await as(env().app, alice).get('/buyer/v1/shows/MO003/add_ons', { lang })).data as AddOnList
      assert.deepEqual(list.products.map((p) => p.name), names)
      assert.ok(list.products.every((p) => p.skus.length > 0 && p.skus.every((s) => s.price > 0)))
    }
    const none = (await as(env().app, alice).get('/buyer/v1/shows/MO002/add_ons')).data as AddOnList
    assert.deepEqual(none.products, [])
  })

  it('a ticket with two add-ons: one pay amount, both stocks held, paid once and settled once', async () => {
    const db = env().db.handle.db
    const { tier, sku } = await showWithAddOn(5)
    const pre = (await as(env().app, alice).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, addOns: [{ skuId: sku.skuId, qty: 2 }] }, { lang: 'en-US' }))
      .data as PreOrderResponse
    assert.deepEqual([pre.total, pre.addOnAmount, pre.payAmount], [20_000, 12_000, 32_000])
    assert.deepEqual(pre.addOns.map((l) => [l.skuId, l.qty, l.amount]), [[sku.skuId, 2, 12_000]])
    // The amount without the add-ons is a stale price now.
    const stale = await as(env().app, alice).post('/buyer/v5/create_order', createBody(tier, 1, freshKey(), { addOns: [{ skuId: sku.skuId, qty: 2 }] }), { lang: 'en-US' })
    assert.equal(stale.errorCode, 'ORDER_PRICE_CHANGED')
    assert.equal((await assertSkuWhole(db, sku)).held, 0)

    const res = await createWith(alice, tier, sku, 2)
    assert.equal(res.statusCode, 200, res.comments)
    const order = res.data as CreateOrderResponse
    assert.equal(order.payAmount, 32_000)
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [2, 1])

    await payOrder(alice, order.unPaidTransactionIds[0] as string)
    // The same notification again changes nothing (settled once).
    await env().app.payments.runNotifications()
    const s = await assertSkuWhole(db, sku)
    assert.deepEqual([s.held, s.sold], [0, 2])
    const t = await assertInvariant(db, tier)
    assert.deepEqual([t.held, t.sold], [0, 1])
    assert.equal(await ticketCount(db, order.orderId), 1)
    const [captures] = await db.select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${paymentLedger.amountCents}), 0)::int` }).from(paymentLedger).where(and(eq(paymentLedger.orderId, order.orderId), eq(paymentLedger.kind, 'CAPTURE')))
    assert.deepEqual([captures?.n, captures?.cents], [1, 32_000])
    const detail = (await as(env().app, alice).get(`/buyer/v5/orders/${order.orderId}`, { lang: 'en-US' })).data as OrderDetail
    assert.equal(detail.orderBrief.orderState.code, ORDER_STATE.Succeeded)
    assert.deepEqual(detail.addOns.map((l) => [l.skuId, l.qty, l.price]), [[sku.skuId, 2, 6_000]])
  })

  it('cancel gives back the tickets and the add-ons together; so does expiry', async () => {
    const db = env().db.handle.db
    const { tier, sku } = await showWithAddOn(1)
    const first = (await createWith(alice, tier, sku, 1)).data as CreateOrderResponse
    // The last unit is held: another buyer's order with it is refused whole (no ticket held for it either).
    const refused = await createWith(bob, tier, sku, 1, {}, 'zh-MO')
    assert.equal(refused.errorCode, 'ORDER_SOLD_OUT')
    assert.equal(refused.comments, '加購商品已售罄')
    assert.equal((await assertInvariant(db, tier)).held, 1)
    const cancelled = await as(env().app, alice).post(`/buyer/v5/orders/${first.orderId}/cancel`, {})
    assert.equal(cancelled.statusCode, 200, cancelled.comments)
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [0, 0])

    // Bob takes it now and lets the hold run out.
    const second = (await createWith(bob, tier, sku, 1)).data as CreateOrderResponse
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [1, 1])
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db, new Date(env().clock.now))
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [0, 0])
    assert.ok(second.orderId)
  })

  it('refuses add-ons not on the show list, bad quantities and twice the same, in the buyer language, taking nothing', async () => {
    const db = env().db.handle.db
    const { tier, sku } = await showWithAddOn(3)
    const stranger = await makeSku(db, { stock: 3 })
    const cases: Array<[Array<{ skuId: string; qty: number }>, string, string]> = [
      [[{ skuId: stranger.skuId, qty: 1 }], 'en-US', 'This add-on is not offered with this show'],
      [[{ skuId: sku.skuId, qty: 0 }], 'zh-CN', '加购数量有误：每件可购1至99件'],
      [[{ skuId: sku.skuId, qty: 1 }, { skuId: sku.skuId, qty: 1 }], 'zh-MO', '加購商品有誤：最多10種，且不能重複'],
      [[{ skuId: sku.skuId, qty: 4 }], 'en-US', 'This add-on is sold out'],
    ]
    for (const [addOns, lang, words] of cases) {
      const res = await as(env().app, alice).post('/buyer/v5/create_order', createBody(tier, 1, freshKey(), { addOns, paymentParam: { payAmount: 99_999 } }), { lang })
      assert.notEqual(res.statusCode, 200)
      assert.equal(res.comments, words, JSON.stringify(addOns))
    }
    assert.equal((await assertSkuWhole(db, sku)).held, 0)
    assert.equal((await assertInvariant(db, tier)).held, 0)
  })

  it('express: staff ship a paid ticket order with its add-on; the parcel moves on; only its buyer sees it', async () => {
    const { tier, sku } = await showWithAddOn(5, { express: true })
    const res = await createWith(alice, tier, sku, 1, { deliverMethod: 'EXPRESS', addressId: address.addressId })
    assert.equal(res.statusCode, 200, res.comments)
    const order = res.data as CreateOrderResponse
    // Not paid yet: nothing to ship.
    assert.equal((await ship(order.orderId, { carrier: 'SF', waybillNo: 'SF1234567890' })).comments, 'The order is not paid (or was refunded): it cannot be shipped')
    await payOrder(alice, order.unPaidTransactionIds[0] as string)

    const before = (await as(env().app, alice).get(`/buyer/v1/orders/${order.orderId}/express`, { lang: 'en-US' })).data as OrderExpress
    assert.deepEqual([before.parcel, before.address?.recipient, before.address?.phone], [null, '陳大文', '138****8000'])
    const toShip = JSON.parse((await env().app.inject({ method: 'GET', url: `${API_PREFIX}/staff/v1/parcels/to_ship`, headers: { 'x-staff-token': STAFF } })).body) as { data: { orders: Array<{ orderId: string }> } }
    assert.ok(toShip.data.orders.some((o) => o.orderId === order.orderId))

    // Refusals change nothing: no staff token, another merchant's staff, an unknown carrier, a bad waybill.
    assert.equal((await ship(order.orderId, { carrier: 'SF', waybillNo: 'SF1234567890' }, null)).comments, 'A valid venue staff token is required')
    assert.equal((await ship(order.orderId, { carrier: 'SF', waybillNo: 'SF1234567890' }, DEMO_STAFF_TOKENS['10002'] as string)).statusCode, 404)
    assert.equal((await ship(order.orderId, { carrier: 'PIGEON', waybillNo: 'SF1234567890' }, STAFF, 'zh-MO')).comments, '不支援的快遞公司：PIGEON')
    assert.equal((await ship(order.orderId, { carrier: 'SF', waybillNo: '12' })).comments, 'The waybill number must be 6 to 32 letters or digits')

    const shipped = await ship(order.orderId, { carrier: 'SF', waybillNo: 'SF1234567890' })
    assert.equal(shipped.statusCode, 200, shipped.comments)
    assert.equal(shipped.data.parcel?.state, 'SHIPPED')
    assert.equal((await ship(order.orderId, { carrier: 'SF', waybillNo: 'SF0000000000' })).statusCode, 409, 'shipped once')

    const read = async (lang: string) => (await as(env().app, alice).get(`/buyer/v1/orders/${order.orderId}/express`, { lang })).data as OrderExpress
    assert.deepEqual((await read('en-US')).parcel?.events.map((e) => e.stateName), ['Shipped'])
    env().clock.advance(3600)
    const moving = await read('zh-MO')
    assert.deepEqual(moving.parcel?.events.map((e) => e.state), ['IN_TRANSIT', 'SHIPPED'])
    assert.deepEqual([moving.parcel?.stateName, moving.parcel?.carrierName], ['運輸中', '順豐速運'])
    env().clock.advance(2 * 3600)
    const signed = await read('zh-CN')
    assert.deepEqual(signed.parcel?.events.map((e) => e.state), ['SIGNED', 'DELIVERING', 'IN_TRANSIT', 'SHIPPED'])
    assert.equal(signed.parcel?.events[0]?.text, '包裹已签收，感谢使用')

    // The order brief names the parcel.
    const brief = (await as(env().app, alice).get(`/buyer/v5/orders/${order.orderId}`, { lang: 'en-US' })).data as OrderDetail
    assert.deepEqual([brief.orderBrief.expressNo, brief.orderBrief.express?.displayName], ['SF1234567890', 'SF Express'])

    // Bob: the same not-found as a missing order.
    const seen = await as(env().app, bob).get(`/buyer/v1/orders/${order.orderId}/express`, { lang: 'en-US' })
    const missing = await as(env().app, bob).get('/buyer/v1/orders/NOPE0000/express', { lang: 'en-US' })
    assert.deepEqual([seen.statusCode, seen.comments], [missing.statusCode, missing.comments])
    assert.equal(seen.statusCode, 404)
  })

  it('express: a goods order by express is shipped too; an e-ticket order has no parcel', async () => {
    const sku = await makeSku(env().db.handle.db, { stock: 3, price: 2500, fee: 1000 })
    const created = await as(env().app, alice).post('/buyer/v1/goods/create_order', { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], payAmount: 3500, addressId: address.addressId }, { headers: { 'idempotency-key': freshKey() } })
    const goods = created.data as GoodsCreateResponse
    await payOrder(alice, goods.unPaidTransactionIds[0] as string)
    assert.equal((await ship(goods.orderId, { carrier: 'EMS', waybillNo: 'EE123456789CN' })).statusCode, 200)
    const view = (await as(env().app, alice).get(`/buyer/v1/orders/${goods.orderId}/express`, { lang: 'en-US' })).data as OrderExpress
    assert.deepEqual([view.orderType, view.parcel?.carrierName, view.parcel?.waybillNo], ['PRODUCT', 'EMS', 'EE123456789CN'])

    const tier = await makeTier(env().db.handle.db, { capacity: 5, priceCents: 1000 })
    const eticket = (await as(env().app, alice).post('/buyer/v5/create_order', createBody(tier, 1, freshKey()))).data as CreateOrderResponse
    const noParcel = await as(env().app, alice).get(`/buyer/v1/orders/${eticket.orderId}/express`, { lang: 'en-US' })
    assert.deepEqual([noParcel.statusCode, noParcel.comments], [400, 'This order is not delivered by express'])
  })

  it('stubs: the buyer’s paid live tickets only, each a signed SVG; nobody else’s', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5, priceCents: 1000 })
    const paid = (await as(env().app, alice).post('/buyer/v5/create_order', createBody(tier, 2, freshKey()))).data as CreateOrderResponse
    await payOrder(alice, paid.unPaidTransactionIds[0] as string)
    const unpaid = (await as(env().app, alice).post('/buyer/v5/create_order', createBody(tier, 1, freshKey()))).data as CreateOrderResponse
    const list = (await as(env().app, alice).get('/buyer/v1/ticket_stubs', { lang: 'en-US' })).data as TicketStubList
    const mine = list.stubs.filter((s) => s.showId === tier.showId)
    assert.equal(mine.length, 2)
    assert.ok(mine.every((s) => s.orderId === paid.orderId && s.seatPlanName === 'Floor' && s.sessionName === 'Session 1'))
    assert.ok(!list.stubs.some((s) => s.orderId === unpaid.orderId))

    const stub = mine[0] as (typeof mine)[number]
    const img = await env().app.inject({ method: 'GET', url: stub.imagePath })
    assert.equal(img.statusCode, 200)
    assert.match(img.headers['content-type'] as string, /^image\/svg\+xml/)
    assert.match(img.body, /Ticket stub/)
    assert.ok(img.body.includes(stub.showName.replace(/&/g, '&amp;').slice(0, 10)))
    // A tampered link (another ticket under this signature) is refused; so is another language.
    const other = mine[1] as (typeof mine)[number]
    const forged = await env().app.inject({ method: 'GET', url: stub.imagePath.replace(stub.ticketId, other.ticketId) })
    assert.equal(JSON.parse(forged.body).statusCode, 404)
    assert.equal(JSON.parse((await env().app.inject({ method: 'GET', url: stub.imagePath.replace('l=en-US', 'l=zh-CN') })).body).statusCode, 404)

    // Bob sees none of alice's stubs.
    const bobs = (await as(env().app, bob).get('/buyer/v1/ticket_stubs')).data as TicketStubList
    assert.ok(!bobs.stubs.some((s) => s.orderId === paid.orderId))
    // A refunded ticket has no stub any more, and its old link stops working.
    await db.update(tickets).set({ state: 'REFUNDED' }).where(eq(tickets.ticketId, stub.ticketId))
    const after = (await as(env().app, alice).get('/buyer/v1/ticket_stubs', { lang: 'en-US' })).data as TicketStubList
    assert.ok(!after.stubs.some((s) => s.ticketId === stub.ticketId))
    assert.equal(JSON.parse((await env().app.inject({ method: 'GET', url: stub.imagePath })).body).statusCode, 404)
  })
})

/**
 * Combos, tied sales and ticket package promotions (issue 18), on every database.
 * - The seeded activities of the express add-on show, in each language, priced from their parts.
 * - pre_order (the combo price call) prices sets in integer cents: the parts at list price, the
 *   promotion discount, the fixed amount × sets as the pay amount; coupons, points and add-ons are not
 *   combined with it.
 * - create_order with promotionId takes every part's stock in the order's transaction (tickets and SKU
 *   units held together), is paid once and settled once (one capture of the fixed amount; held → sold
 *   for both), and cancel or expiry give every part back; a retry with the same key replays the order.
 * - Refusals (unknown or another shop's activity, too many sets, switched off, a stale amount, extras)
 *   answer in the buyer's language and take nothing.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { ComboActivity, ComboList } from '../../types/combos.js'
import type { CreateOrderResponse, PreOrderResponse } from '../../types/orders.js'
import { orders, paymentLedger } from '../src/db/schema.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { DEMO_COMBOS } from '../src/seed/combos.js'
import { comboBody, makeCombo, type FixtureCombo } from './combos-helpers.js'
import { MAINLAND, as, assertInvariant, freshKey, loginBuyer, makeTier, type Buyer, type Tier } from './orders-helpers.js'
import { completeTrade, describePayments, startPayment, ticketCount } from './payments-helpers.js'
import { assertSkuWhole, makeSku, type FixtureSku } from './products-helpers.js'

await describePayments('combos and ticket package promotions', (env) => {
  let alice: Buyer
  let bob: Buyer

  /** A ticket of 200.00 and a product of 60.00 for 220.00 a set (at most 2 sets). */
  async function fixture(o: { skuStock?: number; capacity?: number } = {}): Promise<{ tier: Tier; sku: FixtureSku; combo: FixtureCombo }> {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: o.capacity ?? 100, priceCents: 20_000 })
    const sku = await makeSku(db, { stock: o.skuStock ?? 10, price: 6_000 })
    const combo = await makeCombo(db, { tickets: [{ tier }], skus: [{ sku }], price: 22_000 })
    return { tier, sku, combo }
  }

  const prePrice = (b: Buyer, combo: FixtureCombo, body: Record<string, unknown>, lang = 'en-US') => as(env().app, b).post(`/buyer/v1/promotions/${combo.promotionId}/pre_order`, body, { lang })
  const create = (b: Buyer, combo: FixtureCombo, sets: number, extra: Record<string, unknown> = {}, lang = 'en-US') =>
    as(env().app, b).post('/buyer/v5/create_order', comboBody(combo, sets, freshKey(), extra), { lang })

  async function payOrder(b: Buyer, txId: string): Promise<void> {
    const attempt = await startPayment(env(), b, txId)
    await completeTrade(env().app, attempt.tradeNo)
    await env().app.payments.runNotifications()
  }

  it('logs buyers in', async () => {
    const accountsEnv = () => ({ ...env(), mail: undefined as never })
    alice = await loginBuyer(accountsEnv)
    bob = await loginBuyer(accountsEnv)
  })

  it('the seeded activities of the express add-on show, in each language, each its parts minus its saving', async () => {
    for (const [lang, names] of [
      ['en-US', ['Ticket + programme combo', 'Ticket with the festival T-shirt', 'Two-show package']],
      ['zh-MO', ['門票+場刊套餐', '門票搭售紀念T恤', '兩場聯票']],
    ] as const) {
      const list = (await as(env().app, alice).get('/pub/v1/shows/MO003/combos', { lang })).data as ComboList
      assert.deepEqual(list.activities.map((a) => a.name), names)
      for (const [i, a] of list.activities.entries()) {
        const spec = DEMO_COMBOS[i]
        assert.ok(spec)
        assert.equal(a.activityType, spec.type)
        assert.equal(a.listPrice, a.parts.reduce((n, p) => n + p.listAmount, 0))
        assert.deepEqual([a.saving, a.price], [spec.saving, a.listPrice - spec.saving])
        assert.ok(a.available, a.name)
      }
    }
    const cross = ((await as(env().app, alice).get('/pub/v1/combos/MO-XS1', { lang: 'en-US' })).data as ComboActivity).parts
    assert.deepEqual(cross.map((p) => [p.kind, p.showId]), [['TICKET', 'MO003'], ['TICKET', 'MO002']])
    // The other demo shop has its own, in its language; a show without activities lists none.
    const sh = (await as(env().app, await loginBuyer(() => ({ ...env(), mail: undefined as never }), MAINLAND)).get('/pub/v1/shows/SH003/combos')).data as ComboList
    assert.deepEqual(sh.activities.map((a) => a.name), ['门票+场刊套餐', '门票搭售纪念T恤', '两场联票'])
    assert.deepEqual(((await as(env().app, alice).get('/pub/v1/shows/MO004/combos')).data as ComboList).activities, [])
    // Another shop's activity is not found here.
    const foreign = await as(env().app, alice).get('/pub/v1/combos/SH-CB1', { lang: 'en-US' })
    assert.deepEqual([foreign.statusCode, foreign.comments], [404, 'This offer does not exist'])
  })

  it('the combo price: parts at list price, the promotion discount, the fixed amount × sets; nothing held', async () => {
    const db = env().db.handle.db
    const { tier, sku, combo } = await fixture()
    const pre = (await prePrice(alice, combo, { sets: 2 })).data as PreOrderResponse
    assert.deepEqual([pre.total, pre.addOnAmount, pre.discount, pre.payAmount, pre.qty], [40_000, 12_000, 8_000, 44_000, 2])
    assert.deepEqual(pre.promotion, { promotionId: combo.promotionId, activityType: 'COMBO', promotionMethod: 'FIXED_AMOUNT', name: `Test combo ${combo.promotionId}`, sets: 2, price: 44_000, discount: 8_000 })
    assert.deepEqual(pre.addOns.map((l) => [l.skuId, l.qty, l.amount]), [[sku.skuId, 2, 12_000]])
    assert.deepEqual([pre.coupons?.usable, pre.memberDiscount, pre.points], [[], null, null])
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [0, 0])
  })

  it('a combo order: every part held in one order, paid once and settled once, the promotion kept on the order', async () => {
    const db = env().db.handle.db
    const { tier, sku, combo } = await fixture()
    // The list price is a stale amount for a combo.
    const stale = await create(alice, combo, 1, { paymentParam: { payAmount: 26_000 } })
    assert.equal(stale.errorCode, 'ORDER_PRICE_CHANGED')
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [0, 0])

    const key = freshKey()
    const res = await as(env().app, alice).post('/buyer/v5/create_order', comboBody(combo, 2, key))
    assert.equal(res.statusCode, 200, res.comments)
    const order = res.data as CreateOrderResponse
    assert.equal(order.payAmount, 44_000)
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [2, 2])
    // A retry with the same key answers with the same order and takes nothing more.
    const again = (await as(env().app, alice).post('/buyer/v5/create_order', comboBody(combo, 2, key))).data as CreateOrderResponse
    assert.deepEqual([again.orderId, again.replayed], [order.orderId, true])
    assert.equal((await assertSkuWhole(db, sku)).held, 2)
    const [row] = await db.select().from(orders).where(eq(orders.orderId, order.orderId))
    assert.deepEqual([row?.promotionId, row?.totalCents, row?.payAmountCents], [combo.promotionId, 52_000, 44_000])

    await payOrder(alice, order.unPaidTransactionIds[0] as string)
    await env().app.payments.runNotifications()
    const s = await assertSkuWhole(db, sku)
    const t = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.sold, t.held, t.sold], [0, 2, 0, 2])
    assert.equal(await ticketCount(db, order.orderId), 2)
    const [captures] = await db
      .select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${paymentLedger.amountCents}), 0)::int` })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.orderId, order.orderId), eq(paymentLedger.kind, 'CAPTURE')))
    assert.deepEqual([captures?.n, captures?.cents], [1, 44_000])
    // Another buyer's order answers like a missing one.
    assert.equal((await as(env().app, bob).get(`/buyer/v5/orders/${order.orderId}`)).statusCode, 404)
  })

  it('a cross-show ticket package: both tiers held together; cancel gives both back, and expiry too', async () => {
    const db = env().db.handle.db
    const first = await makeTier(db, { capacity: 10, priceCents: 15_000 })
    const second = await makeTier(db, { capacity: 10, priceCents: 12_000 })
    const pack = await makeCombo(db, { tickets: [{ tier: first }, { tier: second }], price: 24_000, type: 'CROSS_SHOW_SESSION' })
    const pre = (await prePrice(alice, pack, { sets: 1 })).data as PreOrderResponse
    assert.deepEqual([pre.total, pre.discount, pre.payAmount, pre.lines.length], [27_000, 3_000, 24_000, 2])

    const one = (await create(alice, pack, 1)).data as CreateOrderResponse
    assert.deepEqual([(await assertInvariant(db, first)).held, (await assertInvariant(db, second)).held], [1, 1])
    assert.equal((await as(env().app, alice).post(`/buyer/v5/orders/${one.orderId}/cancel`, {})).statusCode, 200)
    assert.deepEqual([(await assertInvariant(db, first)).held, (await assertInvariant(db, second)).held], [0, 0])

    const { tier, sku, combo } = await fixture()
    const two = (await create(bob, combo, 1)).data as CreateOrderResponse
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [1, 1])
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db, new Date(env().clock.now))
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [0, 0])
    assert.ok(two.orderId)
  })

  it('refusals in the buyer language take nothing: unknown, too many sets, off sale, sold-out part, extras', async () => {
    const db = env().db.handle.db
    const { tier, sku, combo } = await fixture({ skuStock: 1 })
    const off = await makeCombo(db, { tickets: [{ tier }], price: 100, onSale: false })
    const cases: Array<[FixtureCombo, number, Record<string, unknown>, string, string]> = [
      [{ promotionId: 'NOPE', price: 1 }, 1, {}, 'en-US', 'This offer does not exist'],
      [{ promotionId: 'SH-CB1', price: 1 }, 1, {}, 'en-US', 'This offer does not exist'],
      [combo, 3, {}, 'zh-CN', '套数有误：每单可购1至2套'],
      [combo, 0, {}, 'en-US', 'Invalid number of sets: 1 to 2 per order'],
      [off, 1, {}, 'zh-MO', '優惠活動未開始或已結束'],
      [combo, 2, {}, 'en-US', 'A product of this offer is sold out'],
      [combo, 1, { couponId: 'C1' }, 'en-US', 'This offer cannot be combined with coupons, points or add-ons'],
      [combo, 1, { usePoints: 10 }, 'zh-MO', '套票優惠不可與優惠券、積分或加購同時使用'],
      [combo, 1, { addOns: [{ skuId: sku.skuId, qty: 1 }] }, 'en-US', 'This offer cannot be combined with coupons, points or add-ons'],
    ]
    for (const [c, sets, extra, lang, words] of cases) {
      const res = await create(alice, c, sets, extra, lang)
      assert.notEqual(res.statusCode, 200)
      assert.equal(res.comments, words, `${c.promotionId} ×${sets} ${JSON.stringify(extra)}`)
    }
    assert.equal((await prePrice(alice, combo, { sets: 5 }, 'en-US')).comments, 'Invalid number of sets: 1 to 2 per order')
    assert.deepEqual([(await assertSkuWhole(db, sku)).held, (await assertInvariant(db, tier)).held], [0, 0])
  })
})

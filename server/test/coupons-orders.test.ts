/**
 * Coupons on orders, on every database: pre_order's usable / unusable lists and the automatic best
 * choice, create_order locking the coupon (PENDING), payment marking it USED, cancel and expiry giving
 * it back, a coupon that pays the whole order. The races (PostgreSQL only) are in coupons-race.test.ts.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { CouponView } from '../../types/coupons.js'
import type { PreOrderResponse } from '../../types/orders.js'
import { NO_COUPON, ORDER_STATUS } from '../../types/orders.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { couponRow, makeTemplate } from './coupons-helpers.js'
import { createBody } from './orders-helpers.js'
import { as, assertInvariant, completeTrade, describePayments, freshKey, loginBuyer, makeTier, orderState, startPayment, ticketCount, type Buyer, type Tier } from './payments-helpers.js'

const OBTAIN = '/buyer/cyy/v1/coupons/obtain'

await describePayments('coupons on orders', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db
  const login = () => loginBuyer(() => ({ ...env(), mail: undefined as never }))
  const receive = async (b: Buyer, templateId: string) => {
    const res = await as(env().app, b).post(OBTAIN, { couponTemplateId: templateId })
    assert.equal(res.statusCode, 200, res.comments)
    return res.data as CouponView
  }
  const preOrder = async (b: Buyer, tier: Tier, qty: number, extra: Record<string, unknown> = {}, lang?: string) => {
    const res = await as(env().app, b).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty, ...extra }, { lang })
    return res
  }
  const withCoupon = (tier: Tier, qty: number, couponId: string, payAmount: number) => createBody(tier, qty, freshKey(), { couponId, paymentParam: { payAmount } })

  it('logs two buyers in', async () => {
    alice = await login()
    bob = await login()
  })

  it('pre_order lists usable and unusable coupons with reasons and applies the best one automatically', async () => {
    const tier = await makeTier(db(), { capacity: 10, priceCents: 38_000 })
    const other = await makeTier(db(), { capacity: 10 })
    const cash = await receive(alice, await makeTemplate(db(), { amountCents: 5_000 }))
    const discount = await receive(alice, await makeTemplate(db(), { couponType: 'DISCOUNT', amountCents: 0, discountPercent: 85 }))
    const elsewhere = await receive(alice, await makeTemplate(db(), { useLimit: { showIds: [other.showId] } }))
    const threshold = await receive(alice, await makeTemplate(db(), { couponType: 'REDUCTION', thresholdCents: 100_000, amountCents: 20_000 }))
    const res = await preOrder(alice, tier, 2, {}, 'en')
    assert.equal(res.statusCode, 200, res.comments)
    const d = res.data as PreOrderResponse
    assert.equal(d.total, 76_000)
    // 15 % of 760.00 = 114.00 beats 50.00.
    assert.equal(d.coupons?.chosenCouponId, discount.couponId)
    assert.equal(d.discount, 11_400)
    assert.equal(d.payAmount, 64_600)
    const usable = new Map(d.coupons?.usable.map((c) => [c.couponId, c]))
    assert.equal(usable.get(cash.couponId)?.discountAmount, 5_000)
    assert.equal(usable.get(discount.couponId)?.isChecked, true)
    const unusable = new Map(d.coupons?.unusable.map((c) => [c.couponId, c]))
    assert.equal(unusable.get(elsewhere.couponId)?.reason, 'OUT_OF_SCOPE')
    assert.equal(unusable.get(elsewhere.couponId)?.reasonText, 'Not for the chosen show or price')
    assert.equal(unusable.get(threshold.couponId)?.reason, 'BELOW_THRESHOLD')
    // 3 tickets reach the REDUCTION's 1000.00: 200.00 off is now the best.
    const three = (await preOrder(alice, tier, 3)).data as PreOrderResponse
    assert.equal(three.coupons?.chosenCouponId, threshold.couponId)
    assert.equal(three.payAmount, 114_000 - 20_000)
    // An explicit choice, and none.
    const chosen = (await preOrder(alice, tier, 2, { couponId: cash.couponId })).data as PreOrderResponse
    assert.equal(chosen.payAmount, 71_000)
    const none = (await preOrder(alice, tier, 2, { couponId: null })).data as PreOrderResponse
    assert.equal(none.payAmount, 76_000)
    assert.equal(none.coupons?.chosenCouponId, null)
    // The app's "no coupon" (it drops null parameters): the same answer, not the automatic choice.
    const noCoupon = (await preOrder(alice, tier, 2, { couponId: NO_COUPON })).data as PreOrderResponse
    assert.deepEqual([noCoupon.payAmount, noCoupon.coupons?.chosenCouponId], [76_000, null])
    // Another buyer's coupon is not found; an unusable one is refused with its reason.
    assert.equal((await preOrder(bob, tier, 2, { couponId: cash.couponId })).statusCode, 404)
    const refused = await preOrder(alice, tier, 2, { couponId: elsewhere.couponId }, 'zh')
    assert.equal(refused.comments, '该优惠券不可用于此订单：不适用于所选演出或票档')
  })

  it('create_order locks the coupon, payment marks it USED; a wrong payAmount changes nothing', async () => {
    const carol = await login()
    const tier = await makeTier(db(), { capacity: 10, priceCents: 20_000 })
    const c = await receive(carol, await makeTemplate(db(), { amountCents: 3_000 }))
    const wrong = await as(env().app, carol).post('/buyer/v5/create_order', withCoupon(tier, 1, c.couponId, 20_000))
    assert.equal(wrong.statusCode, ORDER_STATUS.PRICE_CHANGED)
    assert.equal((await couponRow(db(), c.couponId))?.status, 'AVAILABLE')
    assert.equal((await assertInvariant(db(), tier)).held, 0)
    const created = await as(env().app, carol).post('/buyer/v5/create_order', withCoupon(tier, 1, c.couponId, 17_000))
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as { orderId: string; payAmount: number; unPaidTransactionIds: string[] }
    assert.equal(order.payAmount, 17_000)
    let row = await couponRow(db(), c.couponId)
    assert.deepEqual([row?.status, row?.orderId], ['PENDING', order.orderId])
    // The coupon is on an order: no longer offered, nor usable on another.
    const again = (await preOrder(carol, tier, 1)).data as PreOrderResponse
    assert.equal(again.coupons?.usable.length, 0)
    const second = await as(env().app, carol).post('/buyer/v5/create_order', withCoupon(tier, 1, c.couponId, 17_000))
    assert.equal(second.statusCode, 404)
    const payment = await startPayment(env(), carol, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    assert.equal((await orderState(env().app, carol, order.orderId)).orderState.code, 9)
    row = await couponRow(db(), c.couponId)
    assert.equal(row?.status, 'USED')
    assert.ok(row?.usedAt)
    const mine = await as(env().app, carol).get('/buyer/v5/coupons/self_page?status=USED')
    assert.deepEqual((mine.data as { rows: CouponView[] }).rows.map((r) => [r.couponId, r.orderId]), [[c.couponId, order.orderId]])
  })

  it('cancelling the order gives the coupon back; so does expiry', async () => {
    const dave = await login()
    const tier = await makeTier(db(), { capacity: 10, priceCents: 20_000 })
    const c = await receive(dave, await makeTemplate(db(), { amountCents: 1_000 }))
    const first = (await as(env().app, dave).post('/buyer/v5/create_order', withCoupon(tier, 1, c.couponId, 19_000))).data as { orderId: string }
    assert.equal((await couponRow(db(), c.couponId))?.status, 'PENDING')
    const cancelled = await as(env().app, dave).post(`/buyer/v5/orders/${first.orderId}/cancel`, {})
    assert.equal(cancelled.statusCode, 200, cancelled.comments)
    assert.equal((await couponRow(db(), c.couponId))?.status, 'AVAILABLE')
    const second = await as(env().app, dave).post('/buyer/v5/create_order', withCoupon(tier, 1, c.couponId, 19_000))
    assert.equal(second.statusCode, 200, second.comments)
    assert.equal((await couponRow(db(), c.couponId))?.status, 'PENDING')
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    const row = await couponRow(db(), c.couponId)
    assert.equal(row?.status, 'AVAILABLE')
    const offered = (await preOrder(dave, tier, 1)).data as PreOrderResponse
    assert.equal(offered.coupons?.chosenCouponId, c.couponId)
    await assertInvariant(db(), tier)
  })

  it('a coupon that pays the whole order makes it paid at birth, with its tickets and the coupon USED', async () => {
    const erin = await login()
    const tier = await makeTier(db(), { capacity: 10, priceCents: 20_000 })
    const c = await receive(erin, await makeTemplate(db(), { couponType: 'EXCHANGE', exchangeQty: 1, amountCents: 0 }))
    const pre = (await preOrder(erin, tier, 1)).data as PreOrderResponse
    assert.equal(pre.payAmount, 0)
    const created = await as(env().app, erin).post('/buyer/v5/create_order', withCoupon(tier, 1, c.couponId, 0))
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as { orderId: string; orderState: { code: number } }
    assert.equal(order.orderState.code, 9)
    assert.equal(await ticketCount(db(), order.orderId), 1)
    assert.equal((await couponRow(db(), c.couponId))?.status, 'USED')
    await assertInvariant(db(), tier)
  })
})

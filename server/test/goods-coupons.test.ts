/**
 * Coupons of biz type ITEM on goods orders (issue 18), on every database.
 * - goods confirm lists the buyer's coupons priced against the goods (item and category limits; the
 *   express fee never discounted) with reasons for the unusable ones (a ticket coupon: wrong biz type;
 *   another product's: out of scope), and applies the best automatically;
 * - create with the coupon: the pay amount is items + fee − discount (a stale amount is refused), the
 *   coupon is PENDING for that order, and no second order can use it; payment spends it (one capture of
 *   the discounted amount); cancel gives it back;
 * - an ITEM coupon is not usable on tickets.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { CouponView } from '../../types/coupons.js'
import { NO_COUPON, type PreOrderResponse } from '../../types/orders.js'
import type { GoodsConfirmResponse, GoodsCreateResponse } from '../../types/products.js'
import { paymentLedger } from '../src/db/schema.js'
import { couponRow, makeTemplate } from './coupons-helpers.js'
import { as, completeTrade, describePayments, freshKey, loginBuyer, makeTier, startPayment, type Buyer } from './payments-helpers.js'
import { assertSkuWhole, makeSku, type FixtureSku } from './products-helpers.js'

const OBTAIN = '/buyer/cyy/v1/coupons/obtain'

await describePayments('ITEM coupons on goods orders', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db
  const receive = async (b: Buyer, templateId: string) => {
    const res = await as(env().app, b).post(OBTAIN, { couponTemplateId: templateId })
    assert.equal(res.statusCode, 200, res.comments)
    return res.data as CouponView
  }
  const items = (sku: FixtureSku, qty: number) => ({ source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty }], deliverMethod: 'EXPRESS' })
  const confirm = async (b: Buyer, body: Record<string, unknown>, lang = 'en-US') => {
    const res = await as(env().app, b).post('/buyer/v1/goods/confirm', body, { lang })
    assert.equal(res.statusCode, 200, res.comments)
    return res.data as GoodsConfirmResponse
  }
  const create = (b: Buyer, body: Record<string, unknown>, lang = 'en-US') => as(env().app, b).post('/buyer/v1/goods/create_order', { ...body, idempotencyKey: freshKey() }, { lang })

  it('logs buyers in, each with an address', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    for (const b of [alice, bob]) {
      const res = await as(env().app, b).post('/buyer/v1/addresses', { recipient: '陳大文', phone: '13800138000', area: '澳門 氹仔', detail: '蓮花路88號', isDefault: true })
      assert.equal(res.statusCode, 200, res.comments)
    }
  })

  it('goods confirm: ITEM coupons priced on the items (not the fee), reasons for the others, the best applied', async () => {
    const sku = await makeSku(db(), { stock: 10, price: 6_000, fee: 1_000 })
    const other = await makeSku(db(), { stock: 10 })
    const cash = await receive(alice, await makeTemplate(db(), { bizTypes: ['ITEM'], amountCents: 1_000 }))
    const tenOff = await receive(alice, await makeTemplate(db(), { bizTypes: ['ITEM'], couponType: 'DISCOUNT', amountCents: 0, discountPercent: 90, useLimit: { itemIds: [sku.productId] } }))
    const ticketOnly = await receive(alice, await makeTemplate(db(), { bizTypes: ['SHOW'], amountCents: 2_000 }))
    const elsewhere = await receive(alice, await makeTemplate(db(), { bizTypes: ['ITEM'], amountCents: 3_000, useLimit: { itemIds: [other.productId] } }))
    const q = await confirm(alice, items(sku, 2))
    assert.deepEqual([q.itemsAmount, q.expressFee], [12_000, 1_000])
    // 10 % of the items (120.00 → 12.00) beats 10.00; the fee is not discounted.
    assert.equal(q.coupons.chosenCouponId, tenOff.couponId)
    assert.deepEqual([q.discount, q.payAmount], [1_200, 11_800])
    assert.equal(q.coupons.usable.find((c) => c.couponId === cash.couponId)?.discountAmount, 1_000)
    const unusable = new Map(q.coupons.unusable.map((c) => [c.couponId, c]))
    assert.equal(unusable.get(ticketOnly.couponId)?.reason, 'BIZ_TYPE')
    assert.equal(unusable.get(elsewhere.couponId)?.reason, 'OUT_OF_SCOPE')
    // None asked: no discount; NO_COUPON ('') is none too (the app drops null parameters, so it sends that).
    assert.deepEqual([(await confirm(alice, { ...items(sku, 2), couponId: null })).payAmount], [13_000])
    const noCoupon = await confirm(alice, { ...items(sku, 2), couponId: NO_COUPON })
    assert.deepEqual([noCoupon.payAmount, noCoupon.coupons.chosenCouponId], [13_000, null])

    // The ITEM coupons are not usable on tickets.
    const tier = await makeTier(db(), { capacity: 10, priceCents: 10_000 })
    const pre = (await as(env().app, alice).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1 })).data as PreOrderResponse
    assert.equal(pre.coupons?.unusable.find((c) => c.couponId === cash.couponId)?.reason, 'BIZ_TYPE')
    assert.equal(pre.coupons?.chosenCouponId, ticketOnly.couponId)
  })

  it('create with the coupon: discounted amount, coupon PENDING for it, never on a second order; paid once, spent', async () => {
    const sku = await makeSku(db(), { stock: 10, price: 5_000, fee: 800 })
    const coupon = await receive(bob, await makeTemplate(db(), { bizTypes: ['ITEM'], amountCents: 1_500 }))
    const stale = await create(bob, { ...items(sku, 1), couponId: coupon.couponId, payAmount: 5_800 })
    assert.equal(stale.errorCode, 'GOODS_PRICE_CHANGED')
    const res = await create(bob, { ...items(sku, 1), couponId: coupon.couponId, payAmount: 4_300 })
    assert.equal(res.statusCode, 200, res.comments)
    const order = res.data as GoodsCreateResponse
    assert.equal(order.payAmount, 4_300)
    const row = await couponRow(db(), coupon.couponId)
    assert.deepEqual([row?.status, row?.orderId], ['PENDING', order.orderId])
    const again = await create(bob, { ...items(sku, 1), couponId: coupon.couponId, payAmount: 4_300 }, 'zh-MO')
    assert.notEqual(again.statusCode, 200)
    assert.equal(again.comments, '優惠券不存在')
    assert.equal((await assertSkuWhole(db(), sku)).held, 1)

    const attempt = await startPayment(env(), bob, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, attempt.tradeNo)
    await env().app.payments.runNotifications()
    await env().app.payments.runNotifications()
    assert.equal((await couponRow(db(), coupon.couponId))?.status, 'USED')
    const [captures] = await db()
      .select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${paymentLedger.amountCents}), 0)::int` })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.orderId, order.orderId), eq(paymentLedger.kind, 'CAPTURE')))
    assert.deepEqual([captures?.n, captures?.cents], [1, 4_300])
    assert.deepEqual([(await assertSkuWhole(db(), sku)).sold, (await assertSkuWhole(db(), sku)).held], [1, 0])
  })

  it('cancel gives the coupon back; another buyer cannot use it', async () => {
    const sku = await makeSku(db(), { stock: 10, price: 5_000, fee: 800 })
    const coupon = await receive(alice, await makeTemplate(db(), { bizTypes: ['ITEM'], amountCents: 1_500 }))
    const foreign = await create(bob, { ...items(sku, 1), couponId: coupon.couponId, payAmount: 4_300 })
    assert.equal(foreign.comments, 'Coupon not found')
    const order = (await create(alice, { ...items(sku, 1), couponId: coupon.couponId, payAmount: 4_300 })).data as GoodsCreateResponse
    assert.equal((await couponRow(db(), coupon.couponId))?.status, 'PENDING')
    const cancelled = await as(env().app, alice).post(`/buyer/v1/goods/orders/${order.orderId}/cancel`, {})
    assert.equal(cancelled.statusCode, 200, cancelled.comments)
    assert.equal((await couponRow(db(), coupon.couponId))?.status, 'AVAILABLE')
    assert.equal((await assertSkuWhole(db(), sku)).held, 0)
  })
})

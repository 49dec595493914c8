/**
 * Paid membership end to end on the API (PostgreSQL, and PGlite: it is settled by the payments path):
 * the demo plan in three languages; buying it through the cashier and the sandbox adds a year once,
 * even when the notification arrives again, and a second purchase adds its year to the end of the
 * first; the running membership's 会员9折 prices the next ticket order and names the privilege, and its
 * 会员9.5折 prices goods (before a coupon, never the express fee);
 * refusals are localised and change nothing; another buyer's order is not found.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { PaidMembership, PrimePlanCreateResponse, PrimePlanList, PrimePlanOrder } from '../../types/membership.js'
import type { CashierResponse } from '../../types/payments.js'
import { ORDER_STATUS, type PreOrderResponse } from '../../types/orders.js'
import { orders } from '../src/db/schema-orders.js'
import { paidMemberships, primePlanOrders } from '../src/db/schema-paid-membership.js'
import type { GoodsConfirmResponse } from '../../types/products.js'
import { alsoOnPglite } from './helpers.js'
import { makeSku } from './products-helpers.js'
import { as, describePayments, freshKey, loginBuyer, makeTier, payAtSandbox, type Buyer } from './payments-helpers.js'

alsoOnPglite('a paid MEMBER order is settled by the payments path, which runs on PGlite under npm start')

const PLAN = '10001-PLUS-YEAR'
const PRICE = 6_800
const DAY = 86_400_000
const BUY = '/buyer/v3/prime/create_order'

await describePayments('paid membership', (env) => {
  const login = () => loginBuyer(() => ({ ...env(), mail: undefined as never }))
  const db = () => env().db.handle.db
  const api = (b: Buyer) => as(env().app, b)
  const buy = (b: Buyer, o: { planId?: string; payAmount?: number; agreementAccepted?: boolean; key?: string; lang?: string } = {}) =>
    api(b).post(BUY, { planId: o.planId ?? PLAN, payAmount: o.payAmount ?? PRICE, agreementAccepted: o.agreementAccepted ?? true }, { headers: { 'idempotency-key': o.key ?? freshKey() }, lang: o.lang })

  const pay = (b: Buyer, order: PrimePlanCreateResponse) => payAtSandbox(env(), b, order.unPaidTransactionIds[0] as string)

  it('the shop sells its plan in its languages; a visitor sees no membership', async () => {
    const visitor = as(env().app, { token: '', userId: '', merchant: '10001' })
    const en = (await visitor.get('/pub/v3/prime/plans', { lang: 'en-US', token: undefined })).data as PrimePlanList
    assert.deepEqual(en.plans.map((p) => [p.planId, p.planName, p.price, p.validDays, p.discountText, p.itemDiscountText]), [[PLAN, 'PLUS membership (1 year)', PRICE, 365, 'Member 10% off', 'Member 5% off']])
    assert.equal(en.mine, null)
    const zhMO = (await visitor.get('/pub/v3/prime/plans', { lang: 'zh-MO', token: undefined })).data as PrimePlanList
    assert.deepEqual(zhMO.plans.map((p) => [p.planName, p.discountText]), [['PLUS會員（年卡）', '會員9折']])
    const b = await login()
    const mine = (await api(b).get('/buyer/v3/prime/plans')).data as PrimePlanList
    assert.deepEqual(mine.mine, { active: false, planId: null, planName: '', expiresAt: null })
  })

  it('buying the plan: an order of type member, paid at the cashier, adds a year once; the next year starts where it ends', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 5, priceCents: 50_000 })
    const before = (await api(b).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, usePoint: false })).data as PreOrderResponse
    assert.equal(before.memberDiscount ?? null, null, 'no member price before the membership')

    const created = await buy(b)
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as PrimePlanCreateResponse
    assert.deepEqual([order.orderType, order.payAmount, order.replayed], ['MEMBER', PRICE, false])
    const cashier = (await api(b).post('/buyer/v3/payments/cashiers', { transactionIds: order.unPaidTransactionIds, platform: 'H5' })).data as CashierResponse
    assert.deepEqual([cashier.orderType, cashier.payAmount], ['member', PRICE])
    // Unpaid: nothing granted yet.
    assert.equal(((await api(b).get(`/buyer/v3/prime/order?orderId=${order.orderId}`)).data as PrimePlanOrder).granted, false)
    assert.equal(((await api(b).get('/buyer/v3/prime/paid_membership')).data as PaidMembership).active, false)

    const paidAt = env().clock.now
    const notice = await pay(b, order)
    for (let i = 0; i < 2; i++) await env().app.inject({ method: 'POST', url: notice.url, payload: notice.body, headers: notice.headers })
    const result = (await api(b).get(`/buyer/v3/prime/order?orderId=${order.orderId}`, { lang: 'en-US' })).data as PrimePlanOrder
    assert.deepEqual([result.granted, result.planName, result.payAmount], [true, 'PLUS membership (1 year)', PRICE])
    assert.ok(result.expiresAt && Math.abs(result.expiresAt - (paidAt + 365 * DAY)) < 60_000, `a year from payment: ${result.expiresAt}`)
    const mine = (await api(b).get('/buyer/v3/prime/paid_membership', { lang: 'zh-MO' })).data as PaidMembership
    assert.deepEqual([mine.active, mine.planId, mine.planName, mine.expiresAt], [true, PLAN, 'PLUS會員（年卡）', result.expiresAt])

    // The next ticket order: 会员9折 off the total, named after the plan; the privilege says so too.
    const after = (await api(b).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, usePoint: false }, { lang: 'zh-CN' })).data as PreOrderResponse
    assert.deepEqual(after.memberDiscount, { percent: 90, amount: 5_000, text: '会员9折', levelName: 'PLUS会员（年卡）' })
    assert.equal(after.payAmount, 45_000)
    const privilege = (await api(b).get('/user/v1/prime_privilege', { lang: 'en-US' })).data as {
      showDiscountPrivileges: Array<{ belongTo: string }>
      showDiscountPrivilegeVo: { formatDiscount: string } | null
      itemDiscountPrivilegeVo: { formatDiscount: string } | null
    }
    assert.deepEqual([privilege.showDiscountPrivileges.map((p) => p.belongTo), privilege.showDiscountPrivilegeVo?.formatDiscount], [['PAID_MEMBERSHIP'], '9'])

    // Goods: 会员9.5折 on the items (not the express fee), taken before a coupon; the order is placed at that price.
    const sku = await makeSku(db(), { stock: 5, price: 10_000, fee: 1_000 })
    const goodsBody = { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 2 }], deliverMethod: 'VENUE_PICKUP' }
    const goods = (await api(b).post('/buyer/v1/goods/confirm', goodsBody, { lang: 'zh-MO' })).data as GoodsConfirmResponse
    assert.deepEqual(goods.memberDiscount, { percent: 95, amount: 1_000, text: '會員9.5折', levelName: 'PLUS會員（年卡）' })
    assert.equal(goods.payAmount, 19_000)
    const placed = await api(b).post('/buyer/v1/goods/create_order', { ...goodsBody, payAmount: 19_000, idempotencyKey: freshKey() })
    assert.equal(placed.statusCode, 200, placed.comments)
    const stale = await api(b).post('/buyer/v1/goods/create_order', { ...goodsBody, payAmount: 20_000, idempotencyKey: freshKey() })
    assert.equal(stale.statusCode, ORDER_STATUS.PRICE_CHANGED, 'the price without the member price is refused')
    assert.equal(privilege.itemDiscountPrivilegeVo?.formatDiscount, '9.5')

    // Renewing adds the next year to the end of this one.
    const again = (await buy(b)).data as PrimePlanCreateResponse
    await pay(b, again)
    const renewed = (await api(b).get(`/buyer/v3/prime/order?orderId=${again.orderId}`)).data as PrimePlanOrder
    assert.equal(renewed.expiresAt, (result.expiresAt as number) + 365 * DAY)
    assert.equal((await db().select().from(paidMemberships).where(eq(paidMemberships.userId, b.userId))).length, 1)

    // When it has ended, the member price is gone.
    await db().update(paidMemberships).set({ expiresAt: new Date(env().clock.now - DAY) }).where(eq(paidMemberships.userId, b.userId))
    const ended = (await api(b).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, usePoint: false })).data as PreOrderResponse
    assert.equal(ended.memberDiscount ?? null, null)
    assert.equal(((await api(b).post('/buyer/v1/goods/confirm', goodsBody)).data as GoodsConfirmResponse).memberDiscount, null)
    assert.equal(((await api(b).get('/buyer/v3/prime/paid_membership')).data as PaidMembership).active, false)
  })

  it('a retry with the same key is the same order; refusals are localised and change nothing; another buyer’s order is not found', async () => {
    const b = await login()
    const key = freshKey()
    const first = (await buy(b, { key })).data as PrimePlanCreateResponse
    const retry = (await buy(b, { key })).data as PrimePlanCreateResponse
    assert.deepEqual([retry.orderId, retry.replayed], [first.orderId, true])
    const conflict = await buy(b, { key, payAmount: PRICE + 1, lang: 'en-US' })
    assert.equal(conflict.statusCode, ORDER_STATUS.IDEMPOTENCY_CONFLICT)

    const countBefore = (await db().select().from(primePlanOrders).where(eq(primePlanOrders.userId, b.userId))).length
    const noAgreement = await buy(b, { agreementAccepted: false, lang: 'zh-MO' })
    assert.deepEqual([noAgreement.statusCode, noAgreement.comments], [400, '請先閱讀並同意會員協議'])
    const priceOff = await buy(b, { payAmount: 100, lang: 'zh-CN' })
    assert.deepEqual([priceOff.statusCode, priceOff.comments], [ORDER_STATUS.PRICE_CHANGED, '价格已变化，请重新确认'])
    const unknown = await buy(b, { planId: 'NOPE', lang: 'en-US' })
    assert.deepEqual([unknown.statusCode, unknown.comments], [404, 'This membership plan does not exist or is no longer offered'])
    const noKey = await api(b).post(BUY, { planId: PLAN, payAmount: PRICE, agreementAccepted: true }, { lang: 'en-US' })
    assert.deepEqual([noKey.statusCode, noKey.comments], [400, 'Missing idempotencyKey'])
    const malformed = await api(b).post(BUY, { planId: PLAN, payAmount: 'lots' }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(malformed.statusCode, 400)
    assert.equal((await db().select().from(primePlanOrders).where(eq(primePlanOrders.userId, b.userId))).length, countBefore)

    const other = await login()
    const peek = await api(other).get(`/buyer/v3/prime/order?orderId=${first.orderId}`, { lang: 'en-US' })
    assert.deepEqual([peek.statusCode, peek.comments], [404, 'Order not found'])
    // A membership order has no tickets to refund.
    const [row] = await db().select().from(orders).where(eq(orders.orderId, first.orderId))
    assert.equal(row?.orderType, 'MEMBER')
  })
})

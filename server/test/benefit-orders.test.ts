/**
 * The order list's benefit side on the API (PostgreSQL): a buyer's card and membership orders, newest
 * first, named in the asker's language, with the points a card was paid with and each order's state;
 * ticket orders are not among them, another buyer sees none of them, and an unpaid one past its
 * deadline is listed as cancelled.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { BenefitOrderPage } from '../../types/benefit-orders.js'
import type { CardCreateResponse } from '../../types/cards.js'
import type { PrimePlanCreateResponse } from '../../types/membership.js'
import { ORDER_STATE } from '../../types/orders.js'
import { makeCard } from './cards-helpers.js'
import { as, completeTrade, createUnpaid, describePayments, freshKey, loginBuyer, makeTier, startPayment, type Buyer } from './payments-helpers.js'

const LIST = '/buyer/v1/benefit_orders'

await describePayments('benefit orders', (env) => {
  const login = () => loginBuyer(() => ({ ...env(), mail: undefined as never }))
  const db = () => env().db.handle.db
  const api = (b: Buyer) => as(env().app, b)
  const list = async (b: Buyer, lang = 'en-US', query = '') => (await api(b).get(`${LIST}${query}`, { lang })).data as BenefitOrderPage

  it('lists card and membership orders, newest first, with names, points and states; nothing of another buyer', async () => {
    const b = await login()
    await createUnpaid(env().app, b, await makeTier(db(), { capacity: 5 }))
    const card = await makeCard(db(), { priceCents: 2_000 })
    const bought = (await api(b).post('/buyer/v3/privilege_card/create_order', { cardId: card.cardId, payAmount: 2_000 }, { headers: { 'idempotency-key': freshKey() } })).data as CardCreateResponse
    const payment = await startPayment(env(), b, bought.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    env().clock.advance(1)
    const points = await makeCard(db(), { priceCents: 0, priceMode: 'POINT', pointPrice: 100 })
    const redeemed = await api(b).post('/buyer/v3/privilege_card/create_order', { cardId: points.cardId, payAmount: 0, payPoints: 100 }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(redeemed.statusCode, 200, redeemed.comments)
    env().clock.advance(1)
    const member = (await api(b).post('/buyer/v3/prime/create_order', { planId: '10001-PLUS-YEAR', payAmount: 6_800, agreementAccepted: true }, { headers: { 'idempotency-key': freshKey() } })).data as PrimePlanCreateResponse

    const page = await list(b)
    assert.equal(page.total, 3, 'the ticket order is not a benefit order')
    assert.deepEqual(
      page.orders.map((o) => [o.orderType, o.payAmount, o.payPoints, o.state]),
      [
        ['MEMBER', 6_800, 0, ORDER_STATE.Unpaid],
        ['CARD', 0, 100, ORDER_STATE.Succeeded],
        ['CARD', 2_000, 0, ORDER_STATE.Succeeded],
      ],
    )
    assert.equal(page.orders[0]?.orderId, member.orderId)
    assert.equal(page.orders[0]?.name, 'PLUS membership (1 year)')
    assert.equal(page.orders[2]?.name, `Test card ${card.cardId}`)
    assert.equal((await list(b, 'zh-MO')).orders[0]?.name, 'PLUS會員（年卡）')
    assert.deepEqual((await list(b, 'en-US', '?offset=1&length=1')).orders.map((o) => o.orderId), [page.orders[1]?.orderId])

    // Past its deadline the unpaid membership order is cancelled on the next read.
    env().clock.advance(16 * 60)
    assert.equal((await list(b)).orders[0]?.state, ORDER_STATE.Canceled)

    const other = await login()
    assert.deepEqual(await list(other), { total: 0, offset: 0, length: 10, orders: [] })
    const bad = await api(b).get(`${LIST}?length=500`, { lang: 'en-US' })
    assert.equal(bad.statusCode, 400)
  })
})

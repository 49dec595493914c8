/**
 * Privilege cards end to end on the API (PGlite and PostgreSQL): the shop's cards and their range in
 * three languages; buying one through the cashier and the sandbox (the card issued once, even when the
 * notification arrives again); the per-buyer limit and the unpaid deadline giving the card back;
 * refusals that are localised and change nothing; another buyer's card and order answer not-found;
 * and using a card on a ticket order: priced by pre_order, its use held by create_order, given back on
 * cancel and expiry, spent on payment.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { CardCreateResponse, CardOfOrder, CardRange, CardTemplate, CardTemplateList, UserCard, UserCardPage } from '../../types/cards.js'
import type { CashierResponse } from '../../types/payments.js'
import { ORDER_STATUS, type PreOrderResponse } from '../../types/orders.js'
import { cardOrders, userCards } from '../src/db/schema-cards.js'
import { sweepExpiredOrders } from '../src/modules/orders/expiry.js'
import { assertCardWhole, assertUsesWhole, giveCard, makeCard, userCardRow, usesOf, type FixtureCard } from './cards-helpers.js'
import { MAINLAND, as, completeTrade, describePayments, freshKey, loginBuyer, makeTier, startPayment, type Buyer, type Tier } from './payments-helpers.js'

const PRE = '/buyer/v3/pre_order'
const CREATE = '/buyer/v5/create_order'
const BUY = '/buyer/v3/privilege_card/create_order'
const MINE = '/buyer/v3/purchased_privilege_card/query'

await describePayments('privilege cards', (env) => {
  const login = (merchant?: string) => loginBuyer(() => ({ ...env(), mail: undefined as never }), merchant)
  const db = () => env().db.handle.db
  const api = (b: Buyer) => as(env().app, b)
  const visitor = (merchant = '10001') => as(env().app, { token: '', userId: '', merchant })
  const buy = (b: Buyer, card: FixtureCard, o: { payAmount?: number; key?: string; lang?: string } = {}) =>
    api(b).post(BUY, { cardId: card.cardId, payAmount: o.payAmount ?? card.price }, { headers: { 'idempotency-key': o.key ?? freshKey() }, lang: o.lang })

  /** Buy and pay a card through the cashier and the sandbox; the buyer's new card. */
  async function buyAndPay(b: Buyer, card: FixtureCard): Promise<UserCard> {
    const created = await buy(b, card)
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as CardCreateResponse
    const payment = await startPayment(env(), b, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    const of = (await api(b).get(`/buyer/v3/privilege_card/query_card_by_order_id?itemOrderId=${order.orderId}`)).data as CardOfOrder
    assert.ok(of.card, 'the paid order issued its card')
    return of.card
  }

  const ticketBody = (tier: Tier, extra: Record<string, unknown> = {}) => ({ showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, usePoint: false, ...extra })
  const quote = (b: Buyer, tier: Tier, extra: Record<string, unknown> = {}, lang?: string) => api(b).post(PRE, ticketBody(tier, extra), lang ? { lang } : {})
  const createTicket = (b: Buyer, tier: Tier, payAmount: number, extra: Record<string, unknown> = {}) =>
    api(b).post(CREATE, { ...ticketBody(tier, extra), deliverMethod: 'E_TICKET', paymentParam: { payAmount }, idempotencyKey: freshKey() })

  it('the shop sells its demo cards in its languages; the range names the shows of a scoped card', async () => {
    const zhMO = (await visitor().get('/pub/v3/privilege_card/list', { lang: 'zh-MO', token: undefined })).data as CardTemplateList
    assert.deepEqual(zhMO.cards.map((c) => [c.cardId, c.cardName, c.discountText, c.priceMode]), [
      ['MO-PC-YEAR', '演出年卡', '8折', 'CASH'],
      ['MO-PC-SEASON', '精選演出季卡', '7折', 'CASH'],
      ['MO-PC-POINTS', '積分兌換卡', '9折', 'POINT'],
    ])
    const en = (await visitor().get('/pub/v3/privilege_card/list', { lang: 'en-US', token: undefined })).data as CardTemplateList
    assert.deepEqual(en.cards.map((c) => [c.cardName, c.discountText, c.rangeText]), [
      ['Year show card', '20% off', 'For every show'],
      ['Season picks card', '30% off', 'For 4 shows'],
      ['Points card', '10% off', 'For every show'],
    ])
    assert.deepEqual(en.cards.map((c) => [c.price, c.pointPrice]), [[9_900, null], [1_990, null], [0, 300]])
    const sh = (await visitor(MAINLAND).get('/pub/v3/privilege_card/list', { lang: 'zh-CN', token: undefined })).data as CardTemplateList
    assert.deepEqual(sh.cards.map((c) => c.cardId), ['SH-PC-YEAR', 'SH-PC-SEASON', 'SH-PC-POINTS'])
    const range = (await visitor().get('/pub/v3/privilege_card/range?cardId=MO-PC-SEASON', { lang: 'zh-CN', token: undefined })).data as CardRange
    assert.deepEqual(range.shows.map((s) => s.showId).sort(), ['MO002', 'MO011', 'MO016', 'MO026'])
    assert.ok(range.shows.every((s) => s.showName && s.posterUrl))
    const missing = await visitor().get('/pub/v3/privilege_card/range?cardId=NOPE', { lang: 'en-US', token: undefined })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.comments, 'This benefit card does not exist or is no longer offered')
  })

  it('buying a card: an order of type card, paid at the cashier, issues the card once', async () => {
    const b = await login()
    const card = await makeCard(db(), { convertibleTimes: 5 })
    const created = await buy(b, card)
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as CardCreateResponse
    assert.deepEqual([order.orderType, order.payAmount], ['CARD', card.price])
    const cashier = await api(b).post('/buyer/v3/payments/cashiers', { transactionIds: order.unPaidTransactionIds, platform: 'H5' })
    assert.equal(cashier.statusCode, 200, cashier.comments)
    assert.deepEqual([(cashier.data as CashierResponse).orderType, (cashier.data as CashierResponse).payAmount], ['card', card.price])
    assert.deepEqual(await assertCardWhole(db(), card), { stock: 100, sold: 0, held: 1, unpaid: 1, paid: 0 })
    // Nothing is held by the buyer before the payment.
    assert.equal(((await api(b).get(MINE)).data as UserCardPage).total, 0)

    const payment = await startPayment(env(), b, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    const real = env().mailbox.seen.findLast((d) => d.body.includes(payment.tradeNo))
    assert.ok(real)
    for (let i = 0; i < 2; i++) await env().app.inject({ method: 'POST', url: real.url, payload: real.body, headers: real.headers })
    assert.equal((await db().select().from(userCards).where(eq(userCards.orderId, order.orderId))).length, 1)
    assert.deepEqual(await assertCardWhole(db(), card), { stock: 100, sold: 1, held: 0, unpaid: 0, paid: 1 })

    const mine = (await api(b).get(MINE, { lang: 'en-US' })).data as UserCardPage
    assert.equal(mine.total, 1)
    const held = mine.cards[0] as UserCard
    assert.deepEqual([held.cardStatus, held.statusText, held.timesLeft, held.convertibleTimes, held.orderId], ['AVAILABLE', 'Available', 5, 5, order.orderId])
    assert.ok(Math.abs(held.expirationTime - (env().clock.now + 30 * 86_400_000)) < 5_000)
    const detail = (await api(b).get(`/buyer/v3/privilege_card/instance?userCardInstanceId=${held.userCardInstanceId}`)).data as UserCard
    assert.equal(detail.userCardInstanceId, held.userCardInstanceId)
    const template = (await api(b).get(`/buyer/v3/privilege_card/detail?cardId=${card.cardId}`)).data as CardTemplate
    assert.deepEqual([template.owned, template.remaining], [1, 99])
  })

  it('a card priced in points: paid with them when ordered (no cashier), too few points are refused; cash + points: the points come back when the order expires', async () => {
    const b = await login()
    const pointsOf = async () => ((await api(b).get('/buyer/v3/point/summary')).data as { points: number }).points
    const points = await makeCard(db(), { priceCents: 0, priceMode: 'POINT', pointPrice: 300, convertibleTimes: 1 })
    // The welcome points (500 in the demo shop) make the buyer a member on the first points purchase.
    const created = await buy(b, points, { payAmount: 0 })
    assert.equal(created.statusCode, ORDER_STATUS.PRICE_CHANGED, 'the point price must be the one shown')
    const paid = await api(b).post(BUY, { cardId: points.cardId, payAmount: 0, payPoints: 300 }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(paid.statusCode, 200, paid.comments)
    const order = paid.data as CardCreateResponse
    assert.deepEqual([order.unPaidTransactionIds, order.payAmount, order.reserveDeadline], [[], 0, null], 'paid at once, nothing for the cashier')
    assert.equal(await pointsOf(), 200)
    const of = (await api(b).get(`/buyer/v3/privilege_card/query_card_by_order_id?itemOrderId=${order.orderId}`)).data as CardOfOrder
    assert.equal(of.card?.cardStatus, 'AVAILABLE')
    assert.deepEqual(await assertCardWhole(db(), points), { stock: 100, sold: 1, held: 0, unpaid: 0, paid: 1 })

    // 200 points left: a 300-point card is refused, localised, and nothing is taken.
    const dearer = await makeCard(db(), { priceCents: 0, priceMode: 'POINT', pointPrice: 300 })
    const refused = await api(b).post(BUY, { cardId: dearer.cardId, payAmount: 0, payPoints: 300 }, { headers: { 'idempotency-key': freshKey() }, lang: 'zh-MO' })
    assert.deepEqual([refused.statusCode, refused.comments], [ORDER_STATUS.POINTS_UNAVAILABLE, '積分不足：需要300積分'])
    assert.deepEqual(await assertCardWhole(db(), dearer), { stock: 100, sold: 0, held: 0, unpaid: 0, paid: 0 })
    assert.equal(await pointsOf(), 200)

    // Cash and points: the points are spent with the order, the cash at the cashier; unpaid past its
    // deadline, the order expires and gives both the card and the points back.
    const both = await makeCard(db(), { priceCents: 1_000, priceMode: 'CASH_POINT', pointPrice: 100 })
    const mixed = await api(b).post(BUY, { cardId: both.cardId, payAmount: 1_000, payPoints: 100 }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(mixed.statusCode, 200, mixed.comments)
    assert.equal((mixed.data as CardCreateResponse).unPaidTransactionIds.length, 1)
    assert.equal(await pointsOf(), 100)
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    assert.equal(await pointsOf(), 200)
    assert.deepEqual(await assertCardWhole(db(), both), { stock: 100, sold: 0, held: 0, unpaid: 0, paid: 0 })
  })

  it('refusals are localised and change nothing; another buyer’s card and order are not found', async () => {
    const b = await login()
    const other = await login()
    const card = await makeCard(db(), { priceCents: 3_000 })
    const before = await assertCardWhole(db(), card)
    const priceOff = await buy(b, card, { payAmount: 2_000, lang: 'zh-MO' })
    assert.deepEqual([priceOff.statusCode, priceOff.comments], [ORDER_STATUS.PRICE_CHANGED, '價格已變化，請重新確認'])
    const unknown = await buy(b, { ...card, cardId: 'NOPE' }, { lang: 'en-US' })
    assert.deepEqual([unknown.statusCode, unknown.comments], [404, 'This benefit card does not exist or is no longer offered'])
    const noKey = await api(b).post(BUY, { cardId: card.cardId, payAmount: card.price }, { lang: 'zh-CN' })
    assert.deepEqual([noKey.statusCode, noKey.comments], [400, '缺少请求标识：idempotencyKey'])
    assert.deepEqual(await assertCardWhole(db(), card), before)
    assert.equal((await db().select().from(cardOrders).where(eq(cardOrders.cardId, card.cardId))).length, 0)

    const theirs = await buyAndPay(other, card)
    const peek = await api(b).get(`/buyer/v3/privilege_card/instance?userCardInstanceId=${theirs.userCardInstanceId}`, { lang: 'en-US' })
    assert.equal(peek.statusCode, 404)
    const byOrder = await api(b).get(`/buyer/v3/privilege_card/query_card_by_order_id?itemOrderId=${theirs.orderId}`, { lang: 'en-US' })
    assert.deepEqual([byOrder.statusCode, byOrder.comments], [404, 'Order not found'])
    // Booking with another buyer's card: refused like a missing card, nothing held.
    const tier = await makeTier(db(), { capacity: 5 })
    const booked = await quote(b, tier, { userCardInstanceId: theirs.userCardInstanceId }, 'en-US')
    assert.equal(booked.statusCode, ORDER_STATUS.PRIVILEGE_UNAVAILABLE)
    assert.match(booked.comments, /benefit card does not exist/)
    assert.equal((await userCardRow(db(), theirs.userCardInstanceId)).lockedTimes, 0)
  })

  it('one card per buyer: a second order is refused; the first one expiring unpaid gives the card back', async () => {
    const b = await login()
    const card = await makeCard(db(), { perBuyerLimit: 1, stock: 5 })
    const first = await buy(b, card)
    assert.equal(first.statusCode, 200, first.comments)
    const second = await buy(b, card, { lang: 'en-US' })
    assert.deepEqual([second.statusCode, second.comments], [ORDER_STATUS.LIMIT_REACHED, 'Purchase limit reached: 1 per buyer'])
    assert.equal((await assertCardWhole(db(), card)).held, 1)
    // The same key again is the same order, not a refusal.
    const key = freshKey()
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    assert.equal((await assertCardWhole(db(), card)).held, 0)
    const again = await buy(b, card, { key })
    assert.equal(again.statusCode, 200, again.comments)
    const replay = await buy(b, card, { key })
    assert.deepEqual([replay.statusCode, (replay.data as CardCreateResponse).orderId, (replay.data as CardCreateResponse).replayed], [200, (again.data as CardCreateResponse).orderId, true])
    assert.equal((await assertCardWhole(db(), card)).held, 1)
  })

  it('booking with a card: pre_order prices it, create_order holds one use, cancel gives it back, payment spends it', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10, priceCents: 38_000 })
    const card = await makeCard(db(), { showIds: [tier.showId], discountPercent: 80, convertibleTimes: 2 })
    const mine = await buyAndPay(b, card)
    const id = mine.userCardInstanceId

    const priced = await quote(b, tier, { userCardInstanceId: id, cardId: card.cardId }, 'zh-CN')
    assert.equal(priced.statusCode, 200, priced.comments)
    const q = priced.data as PreOrderResponse
    assert.deepEqual([q.card?.amount, q.card?.discountText, q.card?.timesLeft, q.discount, q.payAmount], [7_600, '8折', 2, 7_600, 30_400])
    // By template alone: the buyer's usable card of it.
    assert.equal(((await quote(b, tier, { cardId: card.cardId })).data as PreOrderResponse).card?.userCardInstanceId, id)

    const stale = await createTicket(b, tier, 38_000, { userCardInstanceId: id })
    assert.equal(stale.statusCode, ORDER_STATUS.PRICE_CHANGED)
    const created = await createTicket(b, tier, 30_400, { userCardInstanceId: id })
    assert.equal(created.statusCode, 200, created.comments)
    const orderId = (created.data as { orderId: string }).orderId
    assert.deepEqual((await usesOf(db(), id)).map((u) => [u.orderId, u.state, u.discountCents]), [[orderId, 'PENDING', 7_600]])
    assert.equal(((await quote(b, tier, { userCardInstanceId: id })).data as PreOrderResponse).card?.timesLeft, 1)
    const byOrder = (await api(b).get(`/buyer/v3/privilege_card/query_card_by_order_id?itemOrderId=${orderId}`)).data as CardOfOrder
    assert.deepEqual([byOrder.relation, byOrder.useState, byOrder.discountAmount], ['USE', 'PENDING', 7_600])

    const cancelled = await api(b).post(`/buyer/v5/orders/${orderId}/cancel`, {})
    assert.equal(cancelled.statusCode, 200, cancelled.comments)
    await assertUsesWhole(db(), id)
    assert.equal((await userCardRow(db(), id)).lockedTimes, 0)
    // Cancelling twice gives nothing back twice.
    await api(b).post(`/buyer/v5/orders/${orderId}/cancel`, {})
    assert.equal((await userCardRow(db(), id)).lockedTimes, 0)

    const paidOrder = await createTicket(b, tier, 30_400, { userCardInstanceId: id })
    assert.equal(paidOrder.statusCode, 200, paidOrder.comments)
    const d = paidOrder.data as { orderId: string; unPaidTransactionIds: string[] }
    const payment = await startPayment(env(), b, d.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    const { card: row } = await assertUsesWhole(db(), id)
    assert.deepEqual([row.lockedTimes, row.redeemedTimes], [1, 1])

    // The unpaid deadline gives a use back as cancel does.
    const late = await createTicket(b, tier, 30_400, { userCardInstanceId: id })
    assert.equal(late.statusCode, 200, late.comments)
    assert.equal((await userCardRow(db(), id)).lockedTimes, 2)
    const used = await quote(b, tier, { userCardInstanceId: id }, 'en-US')
    assert.deepEqual([used.statusCode, used.comments], [ORDER_STATUS.PRIVILEGE_UNAVAILABLE, 'This benefit card has no uses left'])
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    await assertUsesWhole(db(), id)
    assert.equal((await userCardRow(db(), id)).lockedTimes, 1)
  })

  it('a card is refused on a show outside its range and once expired, in the buyer’s language', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 5 })
    const scoped = await makeCard(db(), { showIds: ['MO002'] })
    const out = await giveCard(db(), scoped, b.userId)
    const refused = await quote(b, tier, { userCardInstanceId: out }, 'zh-MO')
    assert.deepEqual([refused.statusCode, refused.comments], [ORDER_STATUS.PRIVILEGE_UNAVAILABLE, '該權益卡不適用於所選演出或場次'])
    const any = await makeCard(db())
    const old = await giveCard(db(), any, b.userId, { expireAt: new Date(env().clock.now - 1000) })
    const expired = await quote(b, tier, { userCardInstanceId: old }, 'en-US')
    assert.deepEqual([expired.statusCode, expired.comments], [ORDER_STATUS.PRIVILEGE_UNAVAILABLE, 'This benefit card has expired'])
    const created = await createTicket(b, tier, tier.priceCents, { userCardInstanceId: old })
    assert.equal(created.statusCode, ORDER_STATUS.PRIVILEGE_UNAVAILABLE)
    assert.equal((await db().select().from(userCards).where(and(eq(userCards.userCardInstanceId, old), eq(userCards.lockedTimes, 0)))).length, 1)
    const history = (await api(b).get(`${MINE}?history=true`)).data as UserCardPage
    assert.ok(history.cards.some((c) => c.userCardInstanceId === old && c.cardStatus === 'EXPIRE'))
  })
})

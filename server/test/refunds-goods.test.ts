/**
 * Refunds of ticket orders with goods (issue 18: add-ons bought with tickets, a combo's products), on
 * every database. The goods follow the order's last ticket:
 * - refunding one of two tickets gives back that ticket's share of what the TICKETS were paid (never a
 *   part of the add-ons) and keeps the add-ons sold;
 * - the refund that leaves no ticket also gives back the goods' part and puts their units back on sale;
 * - a combo's fixed amount is split by list price (goods floor, tickets the rest): the refunds of all
 *   its tickets add up to exactly what was paid, and its products go back on sale with the last one.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { PayInfoResponse } from '../../types/payments.js'
import { showAddOnProducts } from '../src/db/schema.js'
import { comboBody, makeCombo } from './combos-helpers.js'
import { createBody, loginBuyer, makeTier, MACAU } from './orders-helpers.js'
import { completeTrade, pay, tradeNoOf } from './payments-helpers.js'
import { assertSkuWhole, makeSku } from './products-helpers.js'
import { as, assertStockExact, describeRefunds, freshKey, overviewOf, refundRowsOf, requestRefund, startsIn, ticketRows, type Buyer, type RefundsEnv } from './refunds-helpers.js'

/** Create with `body`, pay through the sandbox, and return the order with its issued tickets. */
async function buyPaidWith(env: RefundsEnv, buyer: Buyer, body: Record<string, unknown>) {
  const res = await as(env.app, buyer).post('/buyer/v5/create_order', body)
  assert.equal(res.statusCode, 200, res.comments)
  const created = res.data as { orderId: string; unPaidTransactionIds: string[] }
  const paid = await pay(env.app, buyer, created.unPaidTransactionIds[0] as string)
  assert.equal(paid.statusCode, 200, paid.comments)
  await completeTrade(env.app, await tradeNoOf(env.db.handle.db, (paid.data as PayInfoResponse).paymentId))
  await env.app.payments.runNotifications()
  return { orderId: created.orderId, tickets: await ticketRows(env.db.handle.db, created.orderId) }
}

await describeRefunds('refunds of orders with goods', (env) => {
  let alice: Buyer

  it('logs a buyer in', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
  })

  it('add-ons: one ticket refunds its ticket share only; the last ticket brings back the add-ons and their stock', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10, priceCents: 20_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const sku = await makeSku(db, { stock: 5, price: 6_000 })
    await db.insert(showAddOnProducts).values({ merchantId: MACAU, showId: tier.showId, productId: sku.productId })
    const bought = await buyPaidWith(env(), alice, createBody(tier, 2, freshKey(), { paymentParam: { payAmount: 52_000 }, addOns: [{ skuId: sku.skuId, qty: 2 }] }))
    const [first, second] = bought.tickets
    assert.ok(first && second)
    assert.equal((await assertSkuWhole(db, sku)).sold, 2)
    // The overview tells the buyer the goods come back with the last ticket, and how much they are.
    const before = await overviewOf(app, alice, bought.orderId, 'en')
    assert.deepEqual(before.data?.goods, { amountCents: 12_000, items: [{ name: `Test product ${sku.productId}`, qty: 2 }], refunded: false })
    assert.deepEqual(before.data?.tickets.map((t) => t.amountCents), [20_000, 20_000], 'tickets never carry a share of the goods')

    const one = await requestRefund(app, alice, bought.orderId, [first.ticketId])
    assert.equal(one.statusCode, 200, one.comments)
    assert.equal(one.data?.amountCents, 20_000, 'the ticket only, no share of the add-ons')
    assert.equal((await assertSkuWhole(db, sku)).sold, 2, 'the add-ons stay sold while a ticket is kept')

    const last = await requestRefund(app, alice, bought.orderId, [second.ticketId])
    assert.equal(last.statusCode, 200, last.comments)
    assert.equal(last.data?.amountCents, 20_000 + 12_000, 'the last ticket with the add-ons')
    const s = await assertSkuWhole(db, sku)
    assert.deepEqual([s.sold, s.held], [0, 0])
    assert.equal((await assertStockExact(db, tier)).sold, 0)
    const rows = await refundRowsOf(db, bought.orderId)
    assert.equal(rows.reduce((n, r) => n + r.amountCents, 0), 52_000, 'everything paid, back once')
    assert.equal((await overviewOf(app, alice, bought.orderId)).data?.goods?.refunded, true)
  })

  it('add-ons refunded with the whole order at once: the full amount and the stock', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10, priceCents: 15_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const sku = await makeSku(db, { stock: 5, price: 2_500 })
    await db.insert(showAddOnProducts).values({ merchantId: MACAU, showId: tier.showId, productId: sku.productId })
    const bought = await buyPaidWith(env(), alice, createBody(tier, 1, freshKey(), { paymentParam: { payAmount: 17_500 }, addOns: [{ skuId: sku.skuId, qty: 1 }] }))
    const res = await requestRefund(app, alice, bought.orderId)
    assert.equal(res.data?.amountCents, 17_500)
    assert.equal((await assertSkuWhole(db, sku)).sold, 0)
  })

  it('a combo: the refunds of its tickets add up to the fixed amount paid; its product is back with the last ticket', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10, priceCents: 20_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const sku = await makeSku(db, { stock: 5, price: 6_000 })
    const combo = await makeCombo(db, { tickets: [{ tier }], skus: [{ sku }], price: 22_000 })
    const bought = await buyPaidWith(env(), alice, comboBody(combo, 2, freshKey()))
    const [first, second] = bought.tickets
    assert.ok(first && second)
    // Goods' part: floor(44 000 × 12 000 / 52 000) = 10 153; the tickets share 33 847.
    const goods = (await overviewOf(app, alice, bought.orderId, 'zh')).data?.goods
    assert.deepEqual(goods, { amountCents: 10_153, items: [{ name: `测试商品${sku.productId}`, qty: 2 }], refunded: false })
    const one = await requestRefund(app, alice, bought.orderId, [first.ticketId])
    assert.equal(one.statusCode, 200, one.comments)
    assert.ok([16_923, 16_924].includes(one.data?.amountCents ?? 0), String(one.data?.amountCents))
    assert.equal((await assertSkuWhole(db, sku)).sold, 2)
    const last = await requestRefund(app, alice, bought.orderId, [second.ticketId])
    assert.equal((one.data?.amountCents ?? 0) + (last.data?.amountCents ?? 0), 44_000)
    assert.equal((await assertSkuWhole(db, sku)).sold, 0)
    assert.equal((await assertStockExact(db, tier)).sold, 0)
  })
})

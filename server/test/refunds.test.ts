/**
 * Refunds of paid ticket orders, end to end through the API on PGlite and PostgreSQL: money back through
 * the payment sandbox, tickets revoked (check-in refuses them, offline verification with the revocation
 * list refuses them), stock and the buyer's count given back, the order's refund state, fee tiers and
 * closed windows from the merchant's rule, idempotent retries, localised refusals that change nothing,
 * another buyer's order as not found, and a provider call that times out finished by the sweep without
 * paying twice. Every test ends with the ledger balanced (describeRefunds).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { DEMO_MERCHANTS } from '../../types/api.js'
import { ORDER_STATE } from '../../types/orders.js'
import type { RefundRuleView, TicketRevocationList } from '../../types/refunds.js'
import type { TicketDetail, TicketPublicKey } from '../../types/tickets.js'
import { orders, refundRules, sandboxTrades } from '../src/db/schema.js'
import { revocationIndex, verifyOffline } from '../src/modules/refunds/index.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { API_PREFIX } from '../../types/api.js'
import { envelopeOf } from './helpers.js'
import { call, createBody, freshKey, loginBuyer, makeTier, MACAU, stockOf } from './orders-helpers.js'
import { as, assertStockExact, buyPaid, describeRefunds, overviewOf, refundRowsOf, requestRefund, sandboxRefundsOf, startsIn, ticketRows, type Buyer } from './refunds-helpers.js'
import { scan } from './tickets-helpers.js'

async function codeOf(app: Parameters<typeof as>[0], buyer: Buyer, ticketId: string): Promise<string> {
  const res = await as(app, buyer).get(`/buyer/v1/tickets/${ticketId}`)
  const code = (res.data as TicketDetail).code?.code
  assert.ok(code, 'the ticket has a code')
  return code
}

async function revocations(app: Parameters<typeof as>[0], merchant = MACAU): Promise<TicketRevocationList> {
  const res = await app.inject({ url: `${API_PREFIX}/staff/v1/tickets/revocations?since=0`, headers: { 'x-staff-token': DEMO_STAFF_TOKENS[merchant] as string } })
  return envelopeOf<TicketRevocationList>(res).data as TicketRevocationList
}

await describeRefunds('refunds', (env) => {
  let alice: Buyer
  let bob: Buyer

  it('logs two buyers in', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
  })

  it('refunds one of two tickets: money back in the sandbox, code revoked online and offline, stock and order exact', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10, priceCents: 38_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const bought = await buyPaid(env(), alice, tier, 2)
    const [first, second] = bought.tickets
    assert.ok(first && second)
    const oldCode = await codeOf(app, alice, first.ticketId)
    const keepCode = await codeOf(app, alice, second.ticketId)
    assert.equal((await stockOf(db, tier)).sold, 2)

    const res = await requestRefund(app, alice, bought.orderId, [first.ticketId])
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(res.data?.state, 'REFUNDED')
    assert.equal(res.data?.amountCents, 38_000)
    assert.equal(res.data?.feeCents, 0)
    assert.deepEqual(res.data?.ticketIds, [first.ticketId])

    const trade = (await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, bought.tradeNo)))[0]
    const [row] = await refundRowsOf(db, bought.orderId)
    // The sandbox settles in the provider's currency (HKD for this product): half of what it captured.
    assert.equal(trade?.refundedCents, row?.providerAmountCents, 'the money is back at the sandbox')
    assert.equal(row?.providerAmountCents, Math.round((trade?.amountCents ?? 0) / 2))
    assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1)
    const [order] = await db.select().from(orders).where(eq(orders.orderId, bought.orderId))
    assert.equal(order?.state, ORDER_STATE.Succeeded, 'the other ticket is still paid for')
    assert.equal(order?.refundState, 'REFUNDED')
    const stock = await assertStockExact(db, tier)
    assert.equal(stock.sold, 1, 'one place back on sale')
    assert.equal(stock.remaining, 9)

    // Online: the venue refuses the refunded ticket and admits the other.
    assert.equal((await scan(app, oldCode)).data?.outcome, 'REFUNDED')
    // Offline: only the public key and the revocation list.
    const pk = (await call(app, 'GET', '/pub/v1/tickets/public_key', undefined, { merchant: MACAU })).data as TicketPublicKey
    const list = await revocations(app)
    assert.ok(list.revocations.some((r) => r.ticketId === first.ticketId))
    const index = revocationIndex(list.revocations)
    assert.deepEqual(verifyOffline(oldCode, pk.publicKey, index, clock.now), { ok: false, reason: 'REVOKED' })
    assert.equal(verifyOffline(keepCode, pk.publicKey, index, clock.now).ok, true)
    // Control: without the list the revoked code still verifies — the list is what stops it offline.
    assert.equal(verifyOffline(oldCode, pk.publicKey, new Map(), clock.now).ok, true)
    assert.equal((await scan(app, keepCode)).data?.outcome, 'ADMITTED')

    // The holder no longer shows it as usable; a new code cannot be made for it.
    const detail = (await as(app, alice).get(`/buyer/v1/tickets/${first.ticketId}`)).data as TicketDetail
    assert.equal(detail.ticket.state, 'REFUNDED')
    assert.equal(detail.code, null)
  })

  it('refunds the whole order: Refunded_Ticket, every place back, the buyer may buy again', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 5, priceCents: 12_345, maxPerBuyer: 3, maxPerOrder: 3 })
    await startsIn(db, tier, clock, 24 * 10)
    const bought = await buyPaid(env(), alice, tier, 3)
    const res = await requestRefund(app, alice, bought.orderId)
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(res.data?.amountCents, 3 * 12_345)
    assert.equal(res.data?.ticketIds.length, 3)
    const [order] = await db.select().from(orders).where(eq(orders.orderId, bought.orderId))
    assert.equal(order?.state, ORDER_STATE.Refunded_Ticket)
    assert.equal(order?.refundState, 'REFUNDED')
    assert.equal((await assertStockExact(db, tier)).sold, 0)
    assert.ok((await ticketRows(db, bought.orderId)).every((t) => t.state === 'REFUNDED'))
    // The per-buyer limit counts only tickets still held: three more can be bought.
    await buyPaid(env(), alice, tier, 3)
    const again = await requestRefund(app, alice, bought.orderId)
    assert.equal(again.statusCode, 400)
    assert.equal(again.errorCode, 'REFUND_NOT_PAID')
  })

  it('takes the fee of the tier in force, and refuses once the window has closed (three languages, nothing changed)', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10, priceCents: 10_001 })
    await startsIn(db, tier, clock, 48)
    const bought = await buyPaid(env(), alice, tier, 2)
    const [a, b] = bought.tickets
    assert.ok(a && b)
    const view = await overviewOf(app, alice, bought.orderId, 'en')
    assert.equal(view.data?.tickets[0]?.feeCents, 1000, '10 % of 100.01 rounded half up')
    assert.equal(view.data?.tickets[0]?.amountCents, 9001)
    assert.equal(view.data?.goods, null, 'an order of tickets only has no goods part')
    const res = await requestRefund(app, alice, bought.orderId, [a.ticketId])
    assert.equal(res.data?.amountCents, 9001)
    assert.equal(res.data?.feeCents, 1000)
    const [row] = await refundRowsOf(db, bought.orderId)
    assert.equal((await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, bought.tradeNo)))[0]?.refundedCents, row?.providerAmountCents)

    clock.advance(30 * 3600)
    const before = await stockOf(db, tier)
    const texts: string[] = []
    for (const lang of ['zh', 'zh-MO', 'en']) {
      const closed = await requestRefund(app, alice, bought.orderId, [b.ticketId], { lang })
      assert.equal(closed.statusCode, 400)
      assert.equal(closed.errorCode, 'REFUND_WINDOW_CLOSED')
      texts.push(closed.comments)
    }
    assert.deepEqual(texts, ['已超过退票时间，不能退票', '已超過退票時間，不能退票', 'The refund period for this session has ended'])
    assert.deepEqual(await stockOf(db, tier), before)
    assert.equal((await ticketRows(db, bought.orderId))[1]?.state, 'VALID')
    assert.equal((await overviewOf(app, alice, bought.orderId, 'en')).data?.tickets[1]?.blockTitle, 'Refund period ended')
  })

  it('a show whose rule forbids refunds refuses; the merchant rule is read per show with the seeded default', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    await startsIn(db, tier, clock, 24 * 10)
    await db.insert(refundRules).values({ merchantId: MACAU, showId: tier.showId, allowed: false, tiers: [] })
    const bought = await buyPaid(env(), alice, tier, 1)
    const res = await requestRefund(app, alice, bought.orderId, undefined, { lang: 'zh-MO' })
    assert.equal(res.errorCode, 'REFUND_NOT_ALLOWED')
    assert.equal(res.comments, '本場演出不支援退票')
    const rule = (await call(app, 'GET', `/pub/v1/refund_rules?showId=${tier.showId}&lang=en`, undefined, { merchant: MACAU })).data as RefundRuleView
    assert.equal(rule.allowed, false)
    const seeded = (await call(app, 'GET', `/pub/v1/refund_rules?showId=ANY1`, undefined, { merchant: DEMO_MERCHANTS.MAINLAND })).data as RefundRuleView
    assert.deepEqual(seeded.tiers, [{ minHoursBefore: 48, feeBp: 0 }, { minHoursBefore: 24, feeBp: 500 }])
    assert.equal(seeded.maxRefundsPerOrder, 2)
    assert.match(seeded.lines.join(''), /48小时以上/)
  })

  it("another buyer's order is not found; bad input answers clearly and changes nothing", async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    await startsIn(db, tier, clock, 24 * 10)
    const bought = await buyPaid(env(), alice, tier, 2)
    const before = await stockOf(db, tier)
    const theirs = await requestRefund(app, bob, bought.orderId)
    assert.equal(theirs.statusCode, 404)
    assert.equal((await overviewOf(app, bob, bought.orderId)).statusCode, 404)
    assert.equal((await requestRefund(app, alice, 'NO-SUCH-ORDER')).statusCode, 404)
    const unknown = await requestRefund(app, alice, bought.orderId, ['not-a-ticket'], { lang: 'en' })
    assert.equal(unknown.errorCode, 'REFUND_BAD_REQUEST')
    assert.equal(unknown.comments, 'A chosen ticket is not part of this order')
    const noKey = await requestRefund(app, alice, bought.orderId, undefined, { key: null, lang: 'zh' })
    assert.equal(noKey.statusCode, 400)
    assert.equal(noKey.comments, '请求缺少幂等键，请重试')
    assert.deepEqual(await stockOf(db, tier), before)
    assert.equal((await refundRowsOf(db, bought.orderId)).length, 0)
  })

  it('a retried request replays the first refund; the same key for other tickets is refused', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    await startsIn(db, tier, clock, 24 * 10)
    const bought = await buyPaid(env(), alice, tier, 2)
    const [a, b] = bought.tickets
    assert.ok(a && b)
    const key = `retry-${Date.now()}`
    const first = await requestRefund(app, alice, bought.orderId, [a.ticketId], { key })
    const again = await requestRefund(app, alice, bought.orderId, [a.ticketId], { key })
    assert.equal(again.statusCode, 200)
    assert.equal(again.data?.refundId, first.data?.refundId)
    const other = await requestRefund(app, alice, bought.orderId, [b.ticketId], { key, lang: 'en' })
    assert.equal(other.errorCode, 'REFUND_KEY_REUSED')
    assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1)
    assert.equal((await refundRowsOf(db, bought.orderId)).length, 1)
  })

  it('a free order refunds without the provider: nothing to give back, places back on sale', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 4, priceCents: 0 })
    await startsIn(db, tier, clock, 24 * 10)
    const created = await as(app, alice).post('/buyer/v5/create_order', createBody(tier, 2, freshKey()))
    const orderId = (created.data as { orderId: string }).orderId
    assert.equal((await ticketRows(db, orderId)).length, 2, 'a free order is ticketed at once')
    const res = await requestRefund(app, alice, orderId)
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(res.data?.state, 'REFUNDED')
    assert.equal(res.data?.amountCents, 0)
    const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId))
    assert.equal(order?.state, ORDER_STATE.Refunded_Ticket)
    assert.equal((await assertStockExact(db, tier)).sold, 0)
  })

  it('a provider call that times out stays REFUNDING; the sweep finishes it and the money moves once', async () => {
    const { db: tdb, clock } = env()
    const db = tdb.handle.db
    // A provider slower (50 ms) than this app waits for (10 ms): the call goes on after the app gave up on it.
    const slow = await env().restart({ now: () => clock.now, sweepIntervalMs: 0, providerTimeoutMs: 10, testOnlyBeforeProviderCall: () => new Promise((r) => setTimeout(r, 50)) })
    const tier = await makeTier(db, { capacity: 10 })
    await startsIn(db, tier, clock, 24 * 10)
    const bought = await buyPaid(env(), alice, tier, 2)
    const res = await requestRefund(slow, alice, bought.orderId)
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(res.data?.state, 'REFUNDING')
    const [order] = await db.select().from(orders).where(eq(orders.orderId, bought.orderId))
    assert.equal(order?.refundState, 'REFUNDING')
    // Wait for the abandoned call to land at the sandbox (it did go through).
    for (let i = 0; i < 400 && (await sandboxRefundsOf(db, bought.tradeNo)).length === 0; i++) await new Promise((r) => setTimeout(r, 5))
    assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1)
    // Too fresh for the sweep; then old enough.
    assert.deepEqual(await env().app.refunds.sweep(), { checked: 0, refunded: 0 })
    clock.advance(61)
    assert.deepEqual(await env().app.refunds.sweep(), { checked: 1, refunded: 1 })
    assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1, 'asked twice, refunded once')
    const [row] = await refundRowsOf(db, bought.orderId)
    assert.equal(row?.state, 'REFUNDED')
    const [after] = await db.select().from(orders).where(eq(orders.orderId, bought.orderId))
    assert.equal(after?.refundState, 'REFUNDED')
    assert.equal(after?.state, ORDER_STATE.Refunded_Ticket)
  })
})

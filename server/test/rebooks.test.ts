/**
 * Rebooking paid tickets onto another session of the same show, end to end through the API on PGlite
 * and PostgreSQL: the old ticket REBOOKED and its code refused online (check-in) and offline (revocation
 * list), a new ticket on the new session whose code admits, stock exact on both sessions, a cheaper
 * tier's difference back through the payment sandbox, a later refund of the order sharing out only what
 * is left, idempotent retries, localised refusals that change nothing, and another buyer's order and
 * ticket ids as not found. Every test ends with the ledger balanced (describeRefunds).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { API_PREFIX } from '../../types/api.js'
import type { TicketRevocationList } from '../../types/refunds.js'
import type { TicketPublicKey } from '../../types/tickets.js'
import { orders, orderStock, rebookRules } from '../src/db/schema.js'
import { revocationIndex, verifyOffline } from '../src/modules/refunds/index.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { envelopeOf } from './helpers.js'
import { call, freshKey, loginBuyer, makeTier, MACAU } from './orders-helpers.js'
import { addSession, codeOf, overviewOf, rebook, rebookRowsOf } from './rebooks-helpers.js'
import { assertStockExact, buyPaid, describeRefunds, refundRowsOf, requestRefund, sandboxRefundsOf, startsIn, ticketRows, type Buyer } from './refunds-helpers.js'
import { scan } from './tickets-helpers.js'

await describeRefunds('rebooks', (env) => {
  let alice: Buyer
  let bob: Buyer

  it('logs two buyers in', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
  })

  it('moves one of two tickets to a cheaper tier of a later session: codes, stock, difference back, later refund exact', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 10, priceCents: 38_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const later = await addSession(db, tier, clock, { capacity: 5, priceCents: 28_000, hours: 24 * 20 })
    const bought = await buyPaid(env(), alice, tier, 2)
    const [first, second] = bought.tickets
    assert.ok(first && second)
    const oldCode = await codeOf(app, alice, first.ticketId)

    const ov = await overviewOf(app, alice, bought.orderId, 'en')
    assert.equal(ov.statusCode, 200, ov.comments)
    assert.deepEqual(ov.data?.tickets.map((t) => t.block), ['', ''])
    const target = ov.data?.sessions.find((s) => s.sessionId === later.sessionId)
    assert.deepEqual(target?.plans.map((p) => [p.seatPlanId, p.remaining, p.available]), [[later.seatPlanId, 5, true]])
    assert.ok(ov.data?.rule.lines.some((l) => l.includes('24 hours')), JSON.stringify(ov.data?.rule.lines))

    const res = await rebook(app, alice, bought.orderId, { ticketIds: [first.ticketId], toSessionId: later.sessionId, toSeatPlanId: later.seatPlanId })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(res.data?.refundCents, 10_000)
    assert.equal(res.data?.refundState, 'REFUNDED')
    assert.deepEqual(res.data?.oldTicketIds, [first.ticketId])
    const newId = res.data?.newTicketIds[0]
    assert.ok(newId)

    const rows = await ticketRows(db, bought.orderId)
    assert.equal(rows.find((t) => t.ticketId === first.ticketId)?.state, 'REBOOKED')
    const fresh = rows.find((t) => t.ticketId === newId)
    assert.equal(fresh?.state, 'VALID')
    assert.equal(fresh?.sessionId, later.sessionId)
    assert.equal(fresh?.userId, alice.userId)
    assert.equal((await assertStockExact(db, tier)).sold, 1, 'the old place is back on sale')
    assert.equal((await assertStockExact(db, later)).sold, 1, 'one new place taken')
    const [refund] = await refundRowsOf(db, bought.orderId)
    assert.equal(refund?.kind, 'REBOOK')
    assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1, 'the difference is back at the sandbox')

    // Online the old code is refused, the new one admits; offline the revocation list stops the old one.
    assert.equal((await scan(app, oldCode)).data?.outcome, 'REVOKED')
    const pk = (await call(app, 'GET', '/pub/v1/tickets/public_key', undefined, { merchant: MACAU })).data as TicketPublicKey
    const listRes = await app.inject({ url: `${API_PREFIX}/staff/v1/tickets/revocations?since=0`, headers: { 'x-staff-token': DEMO_STAFF_TOKENS[MACAU] as string } })
    const list = envelopeOf<TicketRevocationList>(listRes).data as TicketRevocationList
    assert.deepEqual(verifyOffline(oldCode, pk.publicKey, revocationIndex(list.revocations), clock.now), { ok: false, reason: 'REVOKED' })
    const newCode = await codeOf(app, alice, newId)
    assert.equal(verifyOffline(newCode, pk.publicKey, revocationIndex(list.revocations), clock.now).ok, true)

    // The overview now lists the new ticket and the rebook; the old one is gone from the movable list.
    const after = await overviewOf(app, alice, bought.orderId)
    assert.deepEqual(after.data?.tickets.map((t) => t.ticketId).sort(), [second.ticketId, newId].sort())
    assert.equal(after.data?.rebooks.length, 1)

    // Refunding the whole order afterwards gives back exactly what is left: 76 000 − 10 000.
    const all = await requestRefund(app, alice, bought.orderId)
    assert.equal(all.statusCode, 200, all.comments)
    assert.equal(all.data?.amountCents, 66_000)
    assert.equal((await assertStockExact(db, tier)).sold, 0)
    assert.equal((await assertStockExact(db, later)).sold, 0)
    assert.equal((await scan(app, newCode)).data?.outcome, 'REFUNDED')
  })

  it('a retry with the same key answers the same rebook and moves nothing twice', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 4, priceCents: 20_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const later = await addSession(db, tier, clock, { capacity: 4, priceCents: 20_000, hours: 24 * 12 })
    const bought = await buyPaid(env(), alice, tier, 1)
    const body = { ticketIds: [bought.tickets[0]?.ticketId ?? ''], toSessionId: later.sessionId, toSeatPlanId: later.seatPlanId }
    const key = freshKey()
    const a = await rebook(app, alice, bought.orderId, body, { key })
    const b = await rebook(app, alice, bought.orderId, body, { key })
    assert.equal(a.statusCode, 200, a.comments)
    assert.equal(b.data?.rebookId, a.data?.rebookId)
    assert.equal(a.data?.refundCents, 0)
    assert.equal(a.data?.refundState, '')
    assert.equal((await rebookRowsOf(db, bought.orderId)).length, 1)
    assert.equal((await assertStockExact(db, later)).sold, 1)
    assert.equal((await refundRowsOf(db, bought.orderId)).length, 0, 'same price: no money moves')
  })

  it('bad input gets a localised refusal and changes nothing', async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 4, priceCents: 20_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const dearer = await addSession(db, tier, clock, { capacity: 4, priceCents: 30_000, hours: 24 * 12 })
    const soldOut = await addSession(db, tier, clock, { capacity: 0, priceCents: 10_000, hours: 24 * 12 })
    const tooSoon = await addSession(db, tier, clock, { capacity: 4, priceCents: 10_000, hours: 3 })
    const ok = await addSession(db, tier, clock, { capacity: 4, priceCents: 10_000, hours: 24 * 12 })
    const bought = await buyPaid(env(), alice, tier, 1)
    const id = bought.tickets[0]?.ticketId ?? ''
    const snapshot = async () => ({
      tickets: (await ticketRows(db, bought.orderId)).map((t) => [t.ticketId, t.state, t.sessionId]),
      stock: (await db.select().from(orderStock).where(eq(orderStock.showId, tier.showId))).map((s) => [s.seatPlanId, s.sold, s.held]).sort(),
      rebooks: (await rebookRowsOf(db, bought.orderId)).length,
      refunds: (await refundRowsOf(db, bought.orderId)).length,
    })
    const before = await snapshot()
    const to = (t: typeof ok) => ({ toSessionId: t.sessionId, toSeatPlanId: t.seatPlanId })
    const cases: Array<[string, Parameters<typeof rebook>[3], string, string, string]> = [
      ['dearer tier', { ticketIds: [id], ...to(dearer) }, 'REBOOK_PAY_DIFFERENCE', '暂不支持', 'not offered'],
      ['sold out tier', { ticketIds: [id], ...to(soldOut) }, 'REBOOK_SOLD_OUT', '余票不足', 'Not enough tickets'],
      ['session too soon', { ticketIds: [id], ...to(tooSoon) }, 'REBOOK_UNAVAILABLE', '场次不可改签', 'cannot be rebooked onto'],
      ['same session', { ticketIds: [id], toSessionId: tier.sessionId, toSeatPlanId: tier.seatPlanId }, 'REBOOK_BAD_REQUEST', '不能改签到原场次', 'a different session'],
      ['plan of another session', { ticketIds: [id], toSessionId: ok.sessionId, toSeatPlanId: dearer.seatPlanId }, 'REBOOK_UNAVAILABLE', '票档不可改签', 'price tier cannot'],
      ['unknown ticket', { ticketIds: ['nope00000000'], ...to(ok) }, 'REBOOK_NOT_FOUND', '不存在', 'not found'],
      ['duplicate ticket', { ticketIds: [id, id], ...to(ok) }, 'REBOOK_BAD_REQUEST', '重复', 'twice'],
    ]
    for (const [name, body, code, zh, en] of cases) {
      const zhRes = await rebook(app, alice, bought.orderId, body, { lang: 'zh' })
      assert.equal(zhRes.errorCode, code, `${name}: ${zhRes.comments}`)
      assert.ok(zhRes.comments?.includes(zh), `${name}: ${zhRes.comments}`)
      const enRes = await rebook(app, alice, bought.orderId, body, { lang: 'en' })
      assert.ok(enRes.comments?.includes(en), `${name}: ${enRes.comments}`)
    }
    const noKey = await rebook(app, alice, bought.orderId, { ticketIds: [id], ...to(ok) }, { key: null, lang: 'en' })
    assert.equal(noKey.errorCode, 'REBOOK_BAD_REQUEST')
    const empty = await rebook(app, alice, bought.orderId, { ticketIds: [], ...to(ok) })
    assert.notEqual(empty.statusCode, 200)
    assert.deepEqual(await snapshot(), before, 'nothing changed')

    // Closed window: the merchant's rule says 24 × 20 hours; the ticket's session is 10 days off.
    await db.insert(rebookRules).values({ merchantId: tier.merchantId, showId: tier.showId, allowed: true, minHoursBefore: 24 * 20, feeCents: 0, maxRebooksPerOrder: 2 })
    const closed = await rebook(app, alice, bought.orderId, { ticketIds: [id], ...to(ok) }, { lang: 'zh-MO' })
    assert.equal(closed.errorCode, 'REBOOK_WINDOW_CLOSED')
    assert.ok(closed.comments?.includes('改簽時間'), closed.comments)
    assert.equal((await overviewOf(app, alice, bought.orderId)).data?.tickets[0]?.block, 'WINDOW_CLOSED')
    assert.deepEqual(await snapshot(), before, 'nothing changed')
  })

  it("another buyer's order and ticket ids answer not found; a fee above the difference is refused", async () => {
    const { app, db: tdb, clock } = env()
    const db = tdb.handle.db
    const tier = await makeTier(db, { capacity: 4, priceCents: 20_000 })
    await startsIn(db, tier, clock, 24 * 10)
    const later = await addSession(db, tier, clock, { capacity: 4, priceCents: 19_000, hours: 24 * 12 })
    const mine = await buyPaid(env(), alice, tier, 1)
    const theirs = await buyPaid(env(), bob, tier, 1)
    const theirId = theirs.tickets[0]?.ticketId ?? ''
    const to = { toSessionId: later.sessionId, toSeatPlanId: later.seatPlanId }
    assert.equal((await overviewOf(app, alice, theirs.orderId)).errorCode, 'REBOOK_NOT_FOUND')
    assert.equal((await rebook(app, alice, theirs.orderId, { ticketIds: [theirId], ...to })).errorCode, 'REBOOK_NOT_FOUND')
    // Bob's ticket id against Alice's own order: not found either.
    assert.equal((await rebook(app, alice, mine.orderId, { ticketIds: [theirId], ...to })).errorCode, 'REBOOK_NOT_FOUND')
    assert.equal((await ticketRows(db, theirs.orderId))[0]?.state, 'VALID')

    await db.insert(rebookRules).values({ merchantId: tier.merchantId, showId: tier.showId, allowed: true, minHoursBefore: 24, feeCents: 2_000, maxRebooksPerOrder: 1 })
    const fee = await rebook(app, alice, mine.orderId, { ticketIds: [mine.tickets[0]?.ticketId ?? ''], ...to }, { lang: 'en' })
    assert.equal(fee.errorCode, 'REBOOK_PAY_DIFFERENCE', fee.comments)
    assert.equal((await assertStockExact(db, later)).sold, 0)
    const [order] = await db.select().from(orders).where(eq(orders.orderId, mine.orderId))
    assert.equal(order?.firstSessionId, tier.sessionId)
  })
})

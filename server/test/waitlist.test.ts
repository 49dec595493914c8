/**
 * Wait lists (issue 19) on PGlite and PostgreSQL: joining a sold-out tier (the show must have a wait
 * list, the tier must be sold out, once per buyer and tier, "full per price"), every refusal localised
 * and writing nothing, leaving while waiting, and released tickets (a refund, a cancelled order, a lapsed
 * offer) offered in join order with an unpaid order holding them and an SMS in the buyer's language;
 * an offer that is not paid in time goes to the next in line, a paid one is BOOKED.
 * On PostgreSQL: fifty joins on the last places of a full-per-price list, and ten offer runs on one
 * released ticket, each with a CONTROL run on the unlocked path showing the race is real.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import type { WaitListEntryView, WaitListMine, WaitListRule } from '../../types/waitlist.js'
import type { Db } from '../src/db/client.js'
import { catalogSeatPlans, catalogShows, orders, users, waitListEntries } from '../src/db/schema.js'
import { createWaitListOffers } from '../src/modules/waitlist/index.js'
import { envelopeOf } from './helpers.js'
import { call, loginBuyer, MACAU, makeTier, type Tier } from './orders-helpers.js'
import { completeTrade, createUnpaid, pay, tradeNoOf } from './payments-helpers.js'
import { as, assertStockExact, buyPaid, describeRefunds, requestRefund, startsIn, type Buyer, type RefundsEnv } from './refunds-helpers.js'

async function join(app: FastifyInstance, b: Buyer, tier: Tier, qty = 1, lang?: string) {
  const res = await as(app, b).post('/buyer/v1/wait_list', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty }, { lang })
  return { ...res, data: res.data as WaitListEntryView | null }
}
async function mine(app: FastifyInstance, b: Buyer, lang?: string) {
  return ((await as(app, b).get('/buyer/v1/wait_list', { lang })).data as WaitListMine).list
}
const entriesOf = (db: Db, tier: Tier) => db.select().from(waitListEntries).where(eq(waitListEntries.seatPlanId, tier.seatPlanId)).orderBy(waitListEntries.seq)

async function phoneOf(db: Db, b: Buyer) {
  const [u] = await db.select({ cc: users.countryCode, phone: users.cellphone }).from(users).where(eq(users.userId, b.userId))
  return { cc: u?.cc ?? '', phone: u?.phone ?? '' }
}

/** A tier of `capacity` whose show has a wait list, sold out by `seller` (paid), starting in ten days. */
async function soldOutTier(env: RefundsEnv, seller: Buyer, capacity = 1, waitList = true) {
  const db = env.db.handle.db
  const tier = await makeTier(db, { capacity })
  await startsIn(db, tier, env.clock, 24 * 10)
  await db.update(catalogShows).set({ existWaitList: waitList }).where(and(eq(catalogShows.merchantId, tier.merchantId), eq(catalogShows.showId, tier.showId)))
  const bought = await buyPaid(env, seller, tier, capacity)
  return { tier, bought }
}

/** The buyer pays their offer's order through the sandbox, as the app's pay button does. */
async function payOffer(env: RefundsEnv, b: Buyer, orderId: string) {
  const [o] = await env.db.handle.db.select().from(orders).where(eq(orders.orderId, orderId))
  const txId = o?.unpaidTransactionIds[0]
  assert.ok(txId)
  const res = await pay(env.app, b, txId)
  assert.equal(res.statusCode, 200, res.comments)
  await completeTrade(env.app, await tradeNoOf(env.db.handle.db, (res.data as { paymentId: string }).paymentId))
  await env.app.payments.runNotifications()
}

await describeRefunds('wait lists', (env) => {
  let seller: Buyer
  let a: Buyer
  let b: Buyer
  let c: Buyer
  const offers = () => createWaitListOffers(env().db.handle.db, env().sms, { now: () => env().clock.now })

  it('logs buyers in', async () => {
    const login = () => loginBuyer(() => ({ ...env(), mail: undefined as never }))
    seller = await login()
    a = await login()
    b = await login()
    c = await login()
  })

  it('the instruction page rules in three languages', async () => {
    const zh = (await call(env().app, 'GET', '/pub/v1/wait_list/rule', undefined, { lang: 'zh' })).data as WaitListRule
    assert.equal(zh.lines.length, 4)
    assert.match(zh.lines[0] ?? '', /每个价位候补人数有上限（50人）/)
    const en = (await call(env().app, 'GET', '/pub/v1/wait_list/rule', undefined, { lang: 'en' })).data as WaitListRule
    assert.match(en.lines[2] ?? '', /within 30 minutes/)
    const mo = (await call(env().app, 'GET', '/pub/v1/wait_list/rule', undefined, { lang: 'zh-MO' })).data as WaitListRule
    assert.match(mo.lines[1] ?? '', /釋放/)
  })

  it('refusals: no wait list, tickets left, bad quantity, unknown tier — localised, nothing written', async () => {
    const { app, db } = env()
    const open = await makeTier(db.handle.db, { capacity: 5 })
    await startsIn(db.handle.db, open, env().clock, 24 * 10)
    await db.handle.db.update(catalogShows).set({ existWaitList: true }).where(eq(catalogShows.showId, open.showId))
    const left = await join(app, a, open, 1, 'en')
    assert.deepEqual([left.statusCode, left.comments, left.errorCode], [400, 'This tier still has tickets: book them directly', 'WAIT_LIST_NOT_ALLOWED'])
    assert.equal((await join(app, a, open, 1, 'zh')).comments, '该票档还有票，请直接购买')
    assert.equal((await join(app, a, open, 1, 'zh-MO')).comments, '該票檔還有票，請直接購買')
    const { tier: none } = await soldOutTier(env(), seller, 1, false)
    assert.equal((await join(app, a, none, 1, 'zh')).comments, '本场演出不支持缺货登记')
    const { tier } = await soldOutTier(env(), seller)
    for (const qty of [0, 7, -1]) {
      const bad = await join(app, a, tier, qty, 'en')
      assert.deepEqual([bad.statusCode, bad.comments], [400, 'Wait for 1 to 6 tickets'])
    }
    const wrong = await as(app, a).post('/buyer/v1/wait_list', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: 'NOPE', qty: 1 }, { lang: 'en' })
    assert.deepEqual([wrong.statusCode, wrong.comments], [404, 'Price tier not found'])
    const malformed = await app.inject({ method: 'POST', url: `${API_PREFIX}/buyer/v1/wait_list`, headers: { 'merchant-id': MACAU, 'access-token': a.token }, payload: { showId: tier.showId, qty: 'x' } })
    assert.notEqual(envelopeOf(malformed).statusCode, 200)
    assert.equal((await entriesOf(db.handle.db, tier)).length + (await entriesOf(db.handle.db, open)).length + (await entriesOf(db.handle.db, none)).length, 0)
  })

  it('joins in order, once per buyer and tier; leaving moves the others up; another buyer\'s entry is not found', async () => {
    const { app, db } = env()
    const { tier } = await soldOutTier(env(), seller)
    const first = await join(app, a, tier, 1, 'zh')
    assert.equal(first.statusCode, 200, first.comments)
    assert.deepEqual([first.data?.waitListState, first.data?.waitListStateTitle, first.data?.position], ['WAITING', '候补中', 1])
    assert.equal((await join(app, b, tier)).data?.position, 2)
    assert.equal((await join(app, c, tier)).data?.position, 3)
    const again = await join(app, a, tier, 2, 'en')
    assert.deepEqual([again.statusCode, again.comments], [409, 'You are already on the wait list for this tier'])
    const theirs = await as(app, c).post(`/buyer/v1/wait_list/${first.data?.entryId}/cancel`, {})
    assert.equal(theirs.statusCode, 404)
    const left = await as(app, a).post(`/buyer/v1/wait_list/${first.data?.entryId}/cancel`, {}, { lang: 'en' })
    assert.deepEqual([(left.data as WaitListEntryView).waitListState, (left.data as WaitListEntryView).waitListStateTitle], ['CANCELLED', 'Cancelled'])
    const twice = await as(app, a).post(`/buyer/v1/wait_list/${first.data?.entryId}/cancel`, {}, { lang: 'en' })
    assert.deepEqual([twice.statusCode, twice.comments], [409, 'This entry is no longer waiting and cannot be cancelled'])
    assert.equal((await mine(app, b)).find((e) => e.seatPlanId === tier.seatPlanId)?.position, 1)
    assert.equal((await mine(app, c)).find((e) => e.seatPlanId === tier.seatPlanId)?.position, 2)
    // Having left, A may join again: at the back of the line.
    assert.equal((await join(app, a, tier)).data?.position, 3)
    assert.equal((await entriesOf(db.handle.db, tier)).length, 4)
  })

  it('full per price: the tier takes at most the policy\'s number of buyers', async () => {
    const { db, clock } = env()
    const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0 }, undefined, undefined, { policy: { capacityPerTier: 2 } })
    const { tier } = await soldOutTier(env(), seller)
    assert.equal((await join(app, a, tier)).statusCode, 200)
    assert.equal((await join(app, b, tier)).statusCode, 200)
    const full = await join(app, c, tier, 1, 'zh-MO')
    assert.deepEqual([full.statusCode, full.comments, full.errorCode], [409, '該價位候補人數已滿', 'WAIT_LIST_FULL'])
    assert.equal((await entriesOf(db.handle.db, tier)).length, 2)
  })

  it('a refund releases a ticket: offered to the first in line with a held order and an SMS; unpaid in time it goes to the next; paid it is booked', async () => {
    const e = env()
    const db = e.db.handle.db
    const { tier, bought } = await soldOutTier(e, seller)
    const ea = (await join(e.app, a, tier, 1, 'en')).data as WaitListEntryView
    await join(e.app, b, tier, 1, 'zh')
    await join(e.app, c, tier)
    // Nothing is free yet: nobody gets an offer.
    assert.equal((await offers().run()).offered, 0)
    assert.equal((await requestRefund(e.app, seller, bought.orderId)).statusCode, 200)
    const run1 = await offers().run()
    assert.deepEqual([run1.offered, run1.notified], [1, 1])
    let rows = await entriesOf(db, tier)
    assert.deepEqual(rows.map((r) => r.state), ['OFFERED', 'WAITING', 'WAITING'])
    const offerA = (await mine(e.app, a, 'en')).find((x) => x.entryId === ea.entryId)
    assert.equal(offerA?.waitListStateTitle, 'Tickets held for you: pay to book')
    assert.ok(offerA?.orderId)
    assert.equal(offerA.offerExpiresAt, e.clock.now + 30 * 60_000)
    const [orderA] = await db.select().from(orders).where(eq(orders.orderId, offerA.orderId))
    assert.deepEqual([orderA?.userId, orderA?.state, orderA?.payAmountCents], [a.userId, 1, tier.priceCents])
    const pa = await phoneOf(db, a)
    const sms = e.sms.last(pa.cc, pa.phone)
    assert.match(sms?.text ?? '', /held for you from the wait list/)
    let stock = await assertStockExact(db, tier)
    assert.deepEqual([stock.sold, stock.held], [0, 1], 'the released ticket is held for A')
    // A second run changes nothing and sends nothing again.
    const run2 = await offers().run()
    assert.deepEqual([run2.offered, run2.notified], [0, 0])

    // A lets the offer lapse: the order is cancelled and B gets the ticket.
    e.clock.now += 31 * 60_000
    const run3 = await offers().run()
    assert.deepEqual([run3.expired, run3.offered], [1, 1])
    rows = await entriesOf(db, tier)
    assert.deepEqual(rows.map((r) => r.state), ['EXPIRED', 'OFFERED', 'WAITING'])
    const [lapsed] = await db.select().from(orders).where(eq(orders.orderId, offerA.orderId))
    assert.equal(lapsed?.state, -1)
    const pb = await phoneOf(db, b)
    assert.match(e.sms.last(pb.cc, pb.phone)?.text ?? '', /已为您锁定1张/)
    stock = await assertStockExact(db, tier)
    assert.deepEqual([stock.sold, stock.held], [0, 1])

    // B pays: booked, the ticket sold; C keeps waiting, now first in line.
    await payOffer(e, b, rows[1]?.orderId as string)
    const run4 = await offers().run()
    assert.deepEqual([run4.booked, run4.offered], [1, 0])
    rows = await entriesOf(db, tier)
    assert.deepEqual(rows.map((r) => r.state), ['EXPIRED', 'BOOKED', 'WAITING'])
    assert.equal((await mine(e.app, c)).find((x) => x.seatPlanId === tier.seatPlanId)?.position, 1)
    stock = await assertStockExact(db, tier)
    assert.deepEqual([stock.sold, stock.held], [1, 0])
  })

  it('a tier the shop closed as sold out can be waited for, but its stock is not offered while closed', async () => {
    const e = env()
    const db = e.db.handle.db
    const tier = await makeTier(db, { capacity: 3 })
    await startsIn(db, tier, e.clock, 24 * 10)
    await db.update(catalogShows).set({ existWaitList: true }).where(eq(catalogShows.showId, tier.showId))
    await db.update(catalogSeatPlans).set({ saleState: 'SOLD_OUT' }).where(eq(catalogSeatPlans.seatPlanId, tier.seatPlanId))
    assert.equal((await join(e.app, a, tier)).statusCode, 200)
    assert.equal((await offers().run()).offered, 0)
    await db.update(catalogSeatPlans).set({ saleState: 'ON_SALE' }).where(eq(catalogSeatPlans.seatPlanId, tier.seatPlanId))
    assert.equal((await offers().offerTier(tier.merchantId, tier.seatPlanId)), 1, 'back on sale: the first in line gets the free tickets')
  })

  it('a cancelled unpaid order releases its tickets to the wait list too', async () => {
    const e = env()
    const db = e.db.handle.db
    const tier = await makeTier(db, { capacity: 2 })
    await startsIn(db, tier, e.clock, 24 * 10)
    await db.update(catalogShows).set({ existWaitList: true }).where(eq(catalogShows.showId, tier.showId))
    const unpaid = await createUnpaid(e.app, seller, tier, 2)
    await join(e.app, a, tier, 2)
    assert.equal((await as(e.app, seller).post(`/buyer/v5/orders/${unpaid.orderId}/cancel`, {})).statusCode, 200)
    assert.equal((await offers().run()).offered, 1)
    const rows = await entriesOf(db, tier)
    assert.deepEqual([rows[0]?.state, rows[0]?.qty], ['OFFERED', 2])
    const stock = await assertStockExact(db, tier)
    assert.deepEqual([stock.sold, stock.held], [0, 2])
  })
})

await describeRefunds(
  'wait-list races',
  (env) => {
    let seller: Buyer
    const buyers: Buyer[] = []
    it('logs buyers in', async () => {
      const login = () => loginBuyer(() => ({ ...env(), mail: undefined as never }))
      seller = await login()
      for (let i = 0; i < 50; i++) buyers.push(await login())
    })

    async function soldOut(capacity = 1) {
      const e = env()
      const db = e.db.handle.db
      const tier = await makeTier(db, { capacity })
      await startsIn(db, tier, e.clock, 24 * 10)
      await db.update(catalogShows).set({ existWaitList: true }).where(eq(catalogShows.showId, tier.showId))
      const bought = await buyPaid(e, seller, tier, capacity)
      return { tier, bought }
    }
    const rawJoin = (app: FastifyInstance, b: Buyer, tier: Tier) =>
      app.inject({ method: 'POST', url: `${API_PREFIX}/buyer/v1/wait_list`, headers: { 'merchant-id': MACAU, 'access-token': b.token }, payload: { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1 } })
    const gate = (n: number) => {
      let arrived = 0
      let release: () => void = () => {}
      const all = new Promise<void>((r) => (release = r))
      return {
        count: () => arrived,
        async between() {
          arrived++
          if (arrived >= n) release()
          await Promise.race([all, new Promise((r) => setTimeout(r, 300))])
        },
      }
    }

    it('fifty joins on the last ten places of a full-per-price list: exactly ten wait', async () => {
      const { clock, db } = env()
      const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0 }, undefined, undefined, { policy: { capacityPerTier: 10 } })
      const { tier } = await soldOut()
      const results = await Promise.all(buyers.map((b) => rawJoin(app, b, tier)))
      const bodies = results.map((r) => envelopeOf(r))
      assert.equal(bodies.filter((x) => x.statusCode === 200).length, 10)
      assert.ok(bodies.filter((x) => x.statusCode !== 200).every((x) => x.errorCode === 'WAIT_LIST_FULL'))
      assert.equal((await entriesOf(db.handle.db, tier)).length, 10)
    })

    it('CONTROL: unlocked joins all pass the "not full" check and overfill the list', async () => {
      const { clock, db } = env()
      const g = gate(50)
      // Three places, not ten: the test database's pool lets five transactions in at a time, so without
      // the tier lock the first five all read "not full" before any of them writes. With ten places two
      // such waves (5 + 5) fill the list exactly, and the race would show only by luck.
      const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0 }, undefined, undefined, { policy: { capacityPerTier: 3 }, testOnlyUnlocked: true, testOnlyBetween: () => g.between() })
      const { tier } = await soldOut()
      await Promise.all(buyers.map((b) => rawJoin(app, b, tier)))
      assert.ok(g.count() > 3, `more than three passed the check (${g.count()})`)
      assert.ok((await entriesOf(db.handle.db, tier)).length > 3, 'the list is overfilled without the tier lock')
    })

    it('ten offer runs at once on one released ticket: one offer, to the first in line', async () => {
      const e = env()
      const db = e.db.handle.db
      const { tier, bought } = await soldOut()
      for (const b of buyers.slice(0, 5)) assert.equal((await join(e.app, b, tier)).statusCode, 200)
      assert.equal((await requestRefund(e.app, seller, bought.orderId)).statusCode, 200)
      const engines = Array.from({ length: 10 }, () => createWaitListOffers(db, e.sms, { now: () => e.clock.now }))
      await Promise.all(engines.map((x) => x.offerTier(tier.merchantId, tier.seatPlanId)))
      const rows = await entriesOf(db, tier)
      assert.deepEqual(rows.map((r) => r.state), ['OFFERED', 'WAITING', 'WAITING', 'WAITING', 'WAITING'])
      assert.equal(rows[0]?.userId, buyers[0]?.userId)
      const stock = await assertStockExact(db, tier)
      assert.deepEqual([stock.sold, stock.held], [0, 1])
    })

    it('two released tickets, ten runs at once: the first two in line get them, in order', async () => {
      const e = env()
      const db = e.db.handle.db
      const { tier, bought } = await soldOut(2)
      for (const b of buyers.slice(10, 15)) assert.equal((await join(e.app, b, tier)).statusCode, 200)
      assert.equal((await requestRefund(e.app, seller, bought.orderId)).statusCode, 200)
      await Promise.all(Array.from({ length: 10 }, () => createWaitListOffers(db, e.sms, { now: () => e.clock.now }).offerTier(tier.merchantId, tier.seatPlanId)))
      const rows = await entriesOf(db, tier)
      assert.deepEqual(rows.map((r) => r.state), ['OFFERED', 'OFFERED', 'WAITING', 'WAITING', 'WAITING'])
      assert.deepEqual(rows.slice(0, 2).map((r) => r.userId), buyers.slice(10, 12).map((x) => x.userId))
      const stock = await assertStockExact(db, tier)
      assert.deepEqual([stock.sold, stock.held], [0, 2])
    })

    it('CONTROL: unlocked runs all believe the one released ticket is theirs to offer', async () => {
      const e = env()
      const db = e.db.handle.db
      const { tier, bought } = await soldOut()
      for (const b of buyers.slice(20, 25)) assert.equal((await join(e.app, b, tier)).statusCode, 200)
      assert.equal((await requestRefund(e.app, seller, bought.orderId)).statusCode, 200)
      const g = gate(10)
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => createWaitListOffers(db, e.sms, { now: () => e.clock.now, testOnlyUnlocked: true, testOnlyBetween: () => g.between() }).offerTier(tier.merchantId, tier.seatPlanId)),
      )
      assert.ok(g.count() > 1, `several runs passed the "a ticket is free" check for one ticket (${g.count()})`)
      // Only the database's last lines (the offer's order key, the conditional entry move, the stock check) kept it to one.
      assert.ok(results.length === 10)
      assert.ok((await entriesOf(db, tier)).filter((r) => r.state === 'OFFERED').length <= 1)
    })
  },
  { postgresOnly: true },
)

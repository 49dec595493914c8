/**
 * Seat picking on every database: the seat map API (layout, tiers with prices, live state, one
 * not-found for unknown and other merchants' sessions), seat orders priced by each seat's tier, seats
 * held with the order and freed by cancel and by expiry, payment's sellHeldSeats, refusals that change
 * nothing (another session's seats, a sold seat, too many seats, duplicates, tier-only orders for a
 * seat-picking session) and 20 buyers at once on one seat (on PostgreSQL each on its own connection):
 * exactly one wins. After every test, for every tier of the session: capacity = its seats, held = its
 * HELD seats, sold = its SOLD seats, each HELD seat belongs to an unpaid order and each seat of an
 * unpaid order is HELD by it.
 */
import assert from 'node:assert/strict'
import { after, afterEach, before, it } from 'node:test'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { STATUS } from '../../types/api.js'
import { ORDER_STATUS } from '../../types/orders.js'
import type { SeatMap, SeatMapState } from '../../types/seating.js'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import type { Db } from '../src/db/client.js'
import { catalogSeatPlans, catalogShows, orderSeats, orderStock, orders, seatMaps, seats } from '../src/db/schema.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { sellHeldSeats } from '../src/modules/seating/stock.js'
import { MACAU, MAINLAND, as, buildOrdersApp, call, describeOrders, freshKey, loginBuyer, type Buyer } from './orders-helpers.js'

const CREATE = '/buyer/v5/create_order'
const PRE = '/buyer/v3/pre_order'
const mapPath = (sessionId: string) => `/pub/v1/sessions/${sessionId}/seat_map`

interface SessionRef {
  merchantId: string
  showId: string
  sessionId: string
}

/** On-sale, online seat-picking sessions of the Macau demo shop (seeded by the seating step). */
async function ownSessions(db: Db): Promise<SessionRef[]> {
  return db
    .select({ merchantId: seatMaps.merchantId, showId: seatMaps.showId, sessionId: seatMaps.sessionId })
    .from(seatMaps)
    .innerJoin(catalogShows, and(eq(catalogShows.merchantId, seatMaps.merchantId), eq(catalogShows.showId, seatMaps.showId)))
    .where(and(eq(seatMaps.merchantId, MACAU), eq(seatMaps.mode, 'OWN'), eq(catalogShows.showDetailStatus, 'ON_SALE'), eq(catalogShows.showStatus, 'ONLINE')))
    .orderBy(asc(seatMaps.sessionId))
}

type SeatRow = typeof seats.$inferSelect

async function seatRows(db: Db, sessionId: string): Promise<SeatRow[]> {
  return db.select().from(seats).where(and(eq(seats.merchantId, MACAU), eq(seats.sessionId, sessionId))).orderBy(asc(seats.seatId))
}

/** Seats and tier counters of a session, to compare before and after a refusal. */
async function snapshot(db: Db, sessionId: string) {
  const s = await seatRows(db, sessionId)
  const stock = await db.select().from(orderStock).where(and(eq(orderStock.merchantId, MACAU), eq(orderStock.sessionId, sessionId))).orderBy(asc(orderStock.seatPlanId))
  return JSON.stringify({ seats: s.map((r) => [r.seatId, r.state, r.orderId]), stock: stock.map((r) => [r.seatPlanId, r.capacity, r.sold, r.held]) })
}

/** The seat and tier invariant of a session (see the file comment). */
async function assertSeatInvariant(db: Db, sessionId: string): Promise<void> {
  const all = await seatRows(db, sessionId)
  assert.ok(all.length > 0)
  const plans = await db.select().from(catalogSeatPlans).where(and(eq(catalogSeatPlans.merchantId, MACAU), eq(catalogSeatPlans.sessionId, sessionId)))
  for (const plan of plans) {
    const mine = all.filter((s) => s.seatPlanId === plan.seatPlanId)
    const [stock] = await db
      .select({
        capacity: sql<number>`sum(${orderStock.capacity})::int`,
        sold: sql<number>`sum(${orderStock.sold})::int`,
        held: sql<number>`sum(${orderStock.held})::int`,
      })
      .from(orderStock)
      .where(and(eq(orderStock.merchantId, MACAU), eq(orderStock.seatPlanId, plan.seatPlanId)))
    const held = mine.filter((s) => s.state === 'HELD').length
    const sold = mine.filter((s) => s.state === 'SOLD').length
    const free = mine.filter((s) => s.state === 'FREE').length
    assert.equal(held + sold + free, mine.length, 'every seat is FREE, HELD or SOLD')
    assert.deepEqual([Number(stock?.capacity), Number(stock?.held), Number(stock?.sold)], [mine.length, held, sold], `tier ${plan.seatPlanId}: capacity/held/sold = its seats`)
    assert.equal(Number(stock?.capacity) - Number(stock?.sold) - Number(stock?.held), free)
  }
  const heldSeats = all.filter((s) => s.state === 'HELD')
  const holders = heldSeats.length
    ? await db.select({ orderId: orders.orderId, state: orders.state }).from(orders).where(inArray(orders.orderId, [...new Set(heldSeats.map((s) => s.orderId as string))]))
    : []
  for (const h of holders) assert.equal(h.state, 1, `a HELD seat belongs to an unpaid order (${h.orderId})`)
  assert.equal(holders.length, new Set(heldSeats.map((s) => s.orderId)).size)
  const unpaidSeats = await db
    .select({ seatId: orderSeats.seatId, orderId: orderSeats.orderId })
    .from(orderSeats)
    .innerJoin(orders, eq(orders.orderId, orderSeats.orderId))
    .where(and(eq(orderSeats.sessionId, sessionId), eq(orders.state, 1)))
  for (const u of unpaidSeats) {
    const seat = all.find((s) => s.seatId === u.seatId)
    assert.equal(seat?.state, 'HELD', `seat ${u.seatId} of unpaid order ${u.orderId} is held`)
    assert.equal(seat?.orderId, u.orderId)
  }
}

function seatBody(ref: SessionRef, seatIds: string[], payAmount: number, key: string, extra: Record<string, unknown> = {}) {
  return { showId: ref.showId, sessionId: ref.sessionId, seatIds, paymentParam: { payAmount }, deliverMethod: 'E_TICKET', idempotencyKey: key, ...extra }
}

await describeOrders('seating', (env) => {
  let alice: Buyer
  let bob: Buyer
  let first: SessionRef
  let second: SessionRef
  let prices: Map<string, number>
  /** Seats handed out so far (each test takes fresh FREE seats). */
  const used = new Set<string>()

  async function freeSeats(ref: SessionRef, n: number, distinctTiers = false): Promise<SeatRow[]> {
    const rows = (await seatRows(env().db.handle.db, ref.sessionId)).filter((s) => s.state === 'FREE' && !used.has(s.seatId))
    const out: SeatRow[] = []
    for (const r of rows) {
      if (distinctTiers && out.some((o) => o.seatPlanId === r.seatPlanId)) continue
      out.push(r)
      if (out.length === n) break
    }
    assert.equal(out.length, n, 'enough free seats')
    for (const r of out) used.add(r.seatId)
    return out
  }
  const priceOf = (rows: SeatRow[]) => rows.reduce((s, r) => s + (prices.get(r.seatPlanId) ?? NaN), 0)

  before(async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    const sessions = await ownSessions(env().db.handle.db)
    assert.ok(sessions.length >= 2, 'the seed has at least two on-sale seat-picking sessions')
    first = sessions[0] as SessionRef
    second = sessions.find((s) => s.showId !== first.showId) as SessionRef
    assert.ok(second, 'and they are of two shows')
    const plans = await env().db.handle.db.select().from(catalogSeatPlans).where(eq(catalogSeatPlans.merchantId, MACAU))
    prices = new Map(plans.map((p) => [p.seatPlanId, p.priceCents]))
  })
  afterEach(async () => {
    if (!first) return
    await assertSeatInvariant(env().db.handle.db, first.sessionId)
    await assertSeatInvariant(env().db.handle.db, second.sessionId)
  })

  it('answers the seat map: sections, several hundred seats with coordinates and state, tiers with prices', async () => {
    const res = await call(env().app, 'GET', mapPath(first.sessionId), undefined, { lang: 'en-US' })
    assert.equal(res.statusCode, 200, res.comments)
    const map = res.data as SeatMap
    assert.equal(map.mode, 'OWN')
    assert.equal(map.thirdPartyUrl, null)
    assert.equal(map.showId, first.showId)
    assert.ok(map.seats.length >= 300, `${map.seats.length} seats`)
    assert.ok(map.sections.length >= 3)
    assert.equal(map.tiers.length, 3)
    assert.equal(map.maxPerOrder, 6)
    for (const t of map.tiers) {
      assert.equal(t.price, prices.get(t.seatPlanId))
      assert.match(t.color, /^#[0-9a-f]{6}$/)
      assert.equal(t.free, map.seats.filter((s) => s.seatPlanId === t.seatPlanId && s.state === 'FREE').length)
    }
    for (const s of map.seats) {
      assert.ok(s.x >= 0 && s.x <= map.width && s.y >= 0 && s.y <= map.height, `seat ${s.seatId} inside the map`)
      assert.ok(map.tiers.some((t) => t.seatPlanId === s.seatPlanId))
      assert.ok(map.sections.some((x) => x.sectionId === s.sectionId))
    }
    assert.ok(map.seats.some((s) => s.state === 'SOLD'), 'some seats were sold at the box office')
    assert.ok(map.seats.filter((s) => s.state === 'FREE').length > map.seats.length / 2)
    // Localised names; the state endpoint agrees with the map.
    const mo = (await call(env().app, 'GET', mapPath(first.sessionId), undefined, { lang: 'zh-MO' })).data as SeatMap
    assert.notEqual(mo.sections[0]?.name, map.sections[0]?.name)
    assert.match(mo.stage?.label ?? '', /舞台/)
    const state = (await call(env().app, 'GET', `${mapPath(first.sessionId)}/state`)).data as SeatMapState
    assert.deepEqual(state.sold, map.seats.filter((s) => s.state === 'SOLD').map((s) => s.seatId))
    assert.deepEqual(state.held, [])
  })

  it('answers a third-party session with its partner URL, and one not-found for unknown and other merchants', async () => {
    const db = env().db.handle.db
    const [third] = await db.select().from(seatMaps).where(and(eq(seatMaps.merchantId, MACAU), eq(seatMaps.mode, 'THIRD_PARTY'))).limit(1)
    assert.ok(third, 'a seeded third-party session')
    const res = await call(env().app, 'GET', mapPath(third.sessionId))
    const map = res.data as SeatMap
    assert.equal(map.mode, 'THIRD_PARTY')
    // The partner's page (the sandbox this API serves), as a URL on the origin the app called.
    assert.match(map.thirdPartyUrl ?? '', /^http:\/\/localhost(:\d+)?\/api\/sandbox\/seat-partner\/sessions\/[^?]+\?merchantId=10001$/)
    // Its seats are picked there: the app gets the tiers, not the seats.
    assert.deepEqual(map.seats, [])
    assert.ok(map.tiers.length > 0)
    const [show] = await db.select().from(catalogShows).where(and(eq(catalogShows.merchantId, MACAU), eq(catalogShows.showId, third.showId)))
    assert.equal(show?.seatPickType, 'THIRD_PARTY')

    const missing = await call(env().app, 'GET', mapPath('NOPE-S1'), undefined, { lang: 'en-US' })
    const foreign = await call(env().app, 'GET', mapPath(first.sessionId), undefined, { lang: 'en-US', merchant: MAINLAND })
    assert.equal(missing.statusCode, STATUS.NOT_FOUND)
    assert.equal(foreign.statusCode, STATUS.NOT_FOUND)
    assert.equal(foreign.comments, missing.comments)
    assert.equal(missing.data, null)
  })

  it('prices picked seats by their tiers (pre_order) and takes nothing', async () => {
    const db = env().db.handle.db
    const picked = await freeSeats(first, 2, true)
    const before = await snapshot(db, first.sessionId)
    const res = await as(env().app, alice).post(PRE, { showId: first.showId, sessionId: first.sessionId, seatIds: picked.map((s) => s.seatId) })
    assert.equal(res.statusCode, 200, res.comments)
    const d = res.data as { total: number; qty: number; lines: Array<{ seatPlanId: string; qty: number; unitPrice: number }> }
    assert.equal(d.qty, 2)
    assert.equal(d.lines.length, 2)
    assert.equal(d.total, priceOf(picked))
    for (const l of d.lines) assert.equal(l.unitPrice, prices.get(l.seatPlanId))
    assert.equal(await snapshot(db, first.sessionId), before)
  })

  it('holds the seats with an unpaid order (a retry replays it); cancel frees them', async () => {
    const db = env().db.handle.db
    const picked = await freeSeats(first, 2, true)
    const ids = picked.map((s) => s.seatId)
    const key = freshKey()
    const res = await as(env().app, alice).post(CREATE, seatBody(first, ids, priceOf(picked), key))
    assert.equal(res.statusCode, 200, res.comments)
    const orderId = (res.data as { orderId: string }).orderId
    let rows = (await seatRows(db, first.sessionId)).filter((s) => ids.includes(s.seatId))
    assert.deepEqual(rows.map((s) => [s.state, s.orderId]), [['HELD', orderId], ['HELD', orderId]])
    await assertSeatInvariant(db, first.sessionId)

    const again = await as(env().app, alice).post(CREATE, seatBody(first, ids, priceOf(picked), key))
    assert.equal((again.data as { orderId: string; replayed: boolean }).orderId, orderId)
    assert.equal((again.data as { replayed: boolean }).replayed, true)
    // Bob cannot have them while they are held.
    const taken = await as(env().app, bob).post(CREATE, seatBody(first, ids, priceOf(picked), freshKey()), { lang: 'en-US' })
    assert.equal(taken.statusCode, ORDER_STATUS.SEAT_UNAVAILABLE)
    assert.match(taken.comments, /no longer available/)

    const map = (await call(env().app, 'GET', mapPath(first.sessionId))).data as SeatMap
    assert.deepEqual(map.seats.filter((s) => ids.includes(s.seatId)).map((s) => s.state), ['HELD', 'HELD'])

    const cancelled = await as(env().app, alice).post(`/buyer/v5/orders/${orderId}/cancel`, {})
    assert.equal(cancelled.statusCode, 200, cancelled.comments)
    rows = (await seatRows(db, first.sessionId)).filter((s) => ids.includes(s.seatId))
    assert.deepEqual(rows.map((s) => [s.state, s.orderId]), [['FREE', null], ['FREE', null]])
    // Freed seats can be bought again.
    const rebuy = await as(env().app, bob).post(CREATE, seatBody(first, ids, priceOf(picked), freshKey()))
    assert.equal(rebuy.statusCode, 200, rebuy.comments)
  })

  it('frees the seats of an unpaid order when its hold expires (the sweeper path)', async () => {
    const db = env().db.handle.db
    const picked = await freeSeats(second, 3)
    const ids = picked.map((s) => s.seatId)
    const res = await as(env().app, alice).post(CREATE, seatBody(second, ids, priceOf(picked), freshKey()))
    assert.equal(res.statusCode, 200, res.comments)
    assert.ok((await seatRows(db, second.sessionId)).filter((s) => ids.includes(s.seatId)).every((s) => s.state === 'HELD'))
    env().orderClock.advance(15 * 60 + 1)
    assert.ok((await sweepExpiredOrders(db, new Date(env().orderClock.now))) >= 1)
    assert.ok((await seatRows(db, second.sessionId)).filter((s) => ids.includes(s.seatId)).every((s) => s.state === 'FREE' && s.orderId === null))
  })

  it('payment moves held seats to sold (sellHeldSeats, for the payments module)', async () => {
    const db = env().db.handle.db
    const picked = await freeSeats(second, 2, true)
    const ids = picked.map((s) => s.seatId)
    const res = await as(env().app, alice).post(CREATE, seatBody(second, ids, priceOf(picked), freshKey()))
    const orderId = (res.data as { orderId: string }).orderId
    // What the payment transaction does for seats: seats HELD → SOLD and the tier counters held → sold.
    const sold = await db.transaction(async (tx) => {
      await tx.update(orders).set({ state: 9 }).where(eq(orders.orderId, orderId))
      const perPlan = await sellHeldSeats(tx as unknown as Db, orderId)
      for (const [seatPlanId, n] of perPlan) {
        await tx
          .update(orderStock)
          .set({ held: sql`${orderStock.held} - ${n}`, sold: sql`${orderStock.sold} + ${n}` })
          .where(and(eq(orderStock.merchantId, MACAU), eq(orderStock.seatPlanId, seatPlanId)))
      }
      return perPlan
    })
    assert.equal([...sold.values()].reduce((a, b) => a + b, 0), 2)
    const rows = (await seatRows(db, second.sessionId)).filter((s) => ids.includes(s.seatId))
    assert.deepEqual(rows.map((s) => [s.state, s.orderId]), [['SOLD', orderId], ['SOLD', orderId]])
    // A sold seat is refused with nothing changed.
    const before = await snapshot(db, second.sessionId)
    const again = await as(env().app, bob).post(CREATE, seatBody(second, [ids[0] as string], prices.get(picked[0]!.seatPlanId) ?? 0, freshKey()))
    assert.equal(again.statusCode, ORDER_STATUS.SEAT_UNAVAILABLE)
    assert.equal(await snapshot(db, second.sessionId), before)
  })

  it('refuses other sessions, sold seats, too many seats, duplicates and tier-only orders, changing nothing', async () => {
    const db = env().db.handle.db
    const [a1] = await freeSeats(first, 1)
    const [b1] = await freeSeats(second, 1)
    const seven = await freeSeats(first, 7)
    const soldSeat = (await seatRows(db, first.sessionId)).find((s) => s.state === 'SOLD' && s.orderId === null)
    assert.ok(a1 && b1 && soldSeat)
    const before = [await snapshot(db, first.sessionId), await snapshot(db, second.sessionId)]
    const ordersBefore = await db.select({ n: sql<number>`count(*)::int` }).from(orders)
    const post = (body: unknown) => as(env().app, alice).post(CREATE, body, { lang: 'en-US' })

    const mixed = await post(seatBody(first, [a1.seatId, b1.seatId], priceOf([a1, b1]), freshKey()))
    assert.equal(mixed.statusCode, STATUS.BAD_REQUEST)
    assert.match(mixed.comments, /same session/)
    const wrongSession = await post(seatBody(second, [a1.seatId], priceOf([a1]), freshKey()))
    assert.equal(wrongSession.statusCode, STATUS.BAD_REQUEST)
    const sold = await post(seatBody(first, [soldSeat.seatId], priceOf([soldSeat]), freshKey()))
    assert.equal(sold.statusCode, ORDER_STATUS.SEAT_UNAVAILABLE)
    assert.match(sold.comments, new RegExp(`row ${soldSeat.rowLabel} seat ${soldSeat.seatNo}`))
    const tooMany = await post(seatBody(first, seven.map((s) => s.seatId), priceOf(seven), freshKey()))
    assert.equal(tooMany.statusCode, ORDER_STATUS.BAD_QUANTITY)
    const duplicate = await post(seatBody(first, [a1.seatId, a1.seatId], priceOf([a1, a1]), freshKey()))
    assert.equal(duplicate.statusCode, STATUS.BAD_REQUEST)
    const unknown = await post(seatBody(first, ['NOPE-1-1'], 100, freshKey()))
    assert.equal(unknown.statusCode, STATUS.NOT_FOUND)
    const tierOnly = await post({
      showId: first.showId,
      sessionId: first.sessionId,
      seatPlanId: a1.seatPlanId,
      qty: 1,
      paymentParam: { payAmount: priceOf([a1]) },
      deliverMethod: 'E_TICKET',
      idempotencyKey: freshKey(),
    })
    assert.equal(tierOnly.statusCode, STATUS.BAD_REQUEST)
    assert.match(tierOnly.comments, /pick your seats/)
    const wrongPrice = await post(seatBody(first, [a1.seatId], priceOf([a1]) + 1, freshKey()))
    assert.equal(wrongPrice.statusCode, ORDER_STATUS.PRICE_CHANGED)
    // pre_order refuses the same way.
    const pre = await as(env().app, alice).post(PRE, { showId: first.showId, sessionId: first.sessionId, seatIds: [soldSeat.seatId] })
    assert.equal(pre.statusCode, ORDER_STATUS.SEAT_UNAVAILABLE)

    assert.deepEqual([await snapshot(db, first.sessionId), await snapshot(db, second.sessionId)], before)
    assert.deepEqual(await db.select({ n: sql<number>`count(*)::int` }).from(orders), ordersBefore)
  })

  describe20(env, () => ({ first, used }))
})

/**
 * 20 buyers at once on the same seat. On PostgreSQL every create runs on its own pooled connection so
 * the conditional updates really race; on PGlite (one connection) they queue, and the answer must be
 * the same.
 */
function describe20(env: () => import('./orders-helpers.js').OrdersEnv, refs: () => { first: SessionRef; used: Set<string> }): void {
  const BUYERS = 20
  let buyers: Buyer[] = []
  let handle: DbHandle | undefined
  let app: FastifyInstance | undefined

  before(async () => {
    for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(env))
    const url = env().db.serverDbOptions.databaseUrl
    if (url) {
      handle = await openDatabase({ databaseUrl: url, maxConnections: 25 })
      app = (await buildOrdersApp(handle, env().orderClock)).app
    }
  })
  after(async () => {
    await app?.close()
    await handle?.close()
    buyers = []
  })

  it(`${BUYERS} buyers at once on the same seat: exactly one order, the rest a clear "seat taken"`, async () => {
    const { first, used } = refs()
    const db = env().db.handle.db
    const seat = (await seatRows(db, first.sessionId)).find((s) => s.state === 'FREE' && !used.has(s.seatId))
    assert.ok(seat)
    used.add(seat.seatId)
    const [plan] = await db.select().from(catalogSeatPlans).where(and(eq(catalogSeatPlans.merchantId, MACAU), eq(catalogSeatPlans.seatPlanId, seat.seatPlanId)))
    const target = app ?? env().app
    const results = await Promise.all(
      buyers.map((b) => as(target, b).post(CREATE, seatBody(first, [seat.seatId], plan?.priceCents ?? 0, freshKey()), { lang: 'en-US' })),
    )
    const won = results.filter((r) => r.statusCode === 200)
    const lost = results.filter((r) => r.statusCode === ORDER_STATUS.SEAT_UNAVAILABLE)
    assert.equal(won.length, 1, JSON.stringify(results.filter((r) => r.statusCode !== ORDER_STATUS.SEAT_UNAVAILABLE).map((r) => [r.statusCode, r.comments])))
    assert.equal(lost.length, BUYERS - 1)
    for (const l of lost) assert.match(l.comments, /(no longer available|just took)/)
    const [row] = await db.select().from(seats).where(and(eq(seats.merchantId, MACAU), eq(seats.seatId, seat.seatId)))
    assert.equal(row?.state, 'HELD')
    assert.equal(row?.orderId, (won[0]?.data as { orderId: string }).orderId)
    const holders = await db.select().from(orderSeats).where(eq(orderSeats.seatId, seat.seatId))
    assert.equal(holders.length, 1, 'one order row names the seat')
  })
}

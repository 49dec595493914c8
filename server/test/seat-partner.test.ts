/**
 * Third-party seat picking on every database: a THIRD_PARTY session's seat map points at the partner
 * sandbox this API serves; its page lists the session's real seats, refuses a return address on another
 * origin, and on confirm sends the buyer back with a signed result; pre_order and create_order accept
 * the seats of such a session only with that result (exactly those seats, untampered), then check them
 * as usual (free, held by the order). Refusals change nothing.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import { ORDER_STATUS } from '../../types/orders.js'
import type { SeatMap } from '../../types/seating.js'
import { API_PREFIX } from '../../types/api.js'
import { catalogShows, seatMaps, seats } from '../src/db/schema.js'
import { MACAU, as, call, describeOrders, freshKey, loginBuyer, type Buyer } from './orders-helpers.js'

const PRE = '/buyer/v3/pre_order'
const CREATE = '/buyer/v5/create_order'
const ORIGIN = 'http://localhost'

await describeOrders('third-party seat picking', (env) => {
  let alice: Buyer
  let session: { showId: string; sessionId: string }
  let partnerUrl = ''
  const returnUrl = () => `${ORIGIN}/pick-seat?showId=${session.showId}&sessionId=${session.sessionId}`

  const freeSeats = async (n: number) =>
    (
      await env()
        .db.handle.db.select()
        .from(seats)
        .where(and(eq(seats.merchantId, MACAU), eq(seats.sessionId, session.sessionId), eq(seats.state, 'FREE')))
        .orderBy(asc(seats.seatId))
    ).slice(0, n)

  /** Post the partner page's form; the raw response (a redirect or the page again). */
  const pick = (fields: Array<[string, string]>, lang = 'en-US') =>
    env().app.inject({
      method: 'POST',
      url: `${API_PREFIX}/sandbox/seat-partner/sessions/${session.sessionId}/pick?merchantId=${MACAU}&lang=${lang}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    })

  const tokenFrom = (location: string | undefined) => new URL(location ?? '').searchParams.get('partnerSeats') ?? ''

  it('finds an on-sale third-party session and logs a buyer in', async () => {
    const db = env().db.handle.db
    const [row] = await db
      .select({ showId: seatMaps.showId, sessionId: seatMaps.sessionId })
      .from(seatMaps)
      .innerJoin(catalogShows, and(eq(catalogShows.merchantId, seatMaps.merchantId), eq(catalogShows.showId, seatMaps.showId)))
      .where(and(eq(seatMaps.merchantId, MACAU), eq(seatMaps.mode, 'THIRD_PARTY'), eq(catalogShows.showDetailStatus, 'ON_SALE'), eq(catalogShows.showStatus, 'ONLINE')))
      .orderBy(asc(seatMaps.sessionId))
      .limit(1)
    assert.ok(row, 'a seeded on-sale third-party session')
    session = row
    assert.ok((await freeSeats(3)).length === 3, 'the session has a real seat map')
    alice = await loginBuyer(env)
    const map = (await call(env().app, 'GET', `/pub/v1/sessions/${session.sessionId}/seat_map`)).data as SeatMap
    partnerUrl = map.thirdPartyUrl ?? ''
    assert.ok(partnerUrl.startsWith(`${ORIGIN}/api/sandbox/seat-partner/sessions/${session.sessionId}?`), partnerUrl)
  })

  it('shows the partner page with the real seats, only for a return address on this origin', async () => {
    const page = (query: string) => env().app.inject({ url: `${partnerUrl.slice(ORIGIN.length)}${query}&lang=zh-MO` })
    const ok = await page(`&returnUrl=${encodeURIComponent(returnUrl())}`)
    assert.equal(ok.statusCode, 200)
    assert.match(ok.headers['content-type'] as string, /text\/html/)
    assert.match(ok.body, /合作方選座/)
    const [seat] = await freeSeats(1)
    assert.ok(ok.body.includes(`value="${seat!.seatId}"`), 'a free seat is offered')
    assert.ok(/type="checkbox" name="seat" value="[^"]+" disabled/.test(ok.body), 'sold seats are shown disabled')
    for (const bad of ['', `&returnUrl=${encodeURIComponent('https://evil.example/steal')}`, '&returnUrl=not-a-url']) {
      const res = await page(bad)
      assert.equal(res.statusCode, 400, bad)
      assert.match(res.body, /返回地址無效/)
    }
    const unknown = await env().app.inject({ url: `${API_PREFIX}/sandbox/seat-partner/sessions/MO002-S1?merchantId=${MACAU}&returnUrl=${encodeURIComponent(returnUrl())}` })
    assert.equal(unknown.statusCode, 404, 'an own-map session is not the partner’s')
  })

  it('orders seats picked on the partner page with its signed result, and refuses them without it', async () => {
    const db = env().db.handle.db
    const api = as(env().app, alice)
    const two = await freeSeats(2)
    const seatIds = two.map((s) => s.seatId)
    const res = await pick([...seatIds.map((id): [string, string] => ['seat', id]), ['returnUrl', returnUrl()], ['action', 'confirm']])
    assert.equal(res.statusCode, 303)
    const location = res.headers.location as string
    assert.ok(location.startsWith(`${returnUrl()}&partnerSeats=`), location)
    const token = tokenFrom(location)
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { seats: string[]; labels: string[] }
    assert.deepEqual(claims.seats, [...seatIds].sort())
    assert.equal(claims.labels.length, 2)

    const quote = { showId: session.showId, sessionId: session.sessionId, seatIds }
    const before = JSON.stringify(await db.select().from(seats).where(eq(seats.sessionId, session.sessionId)).orderBy(asc(seats.seatId)))
    for (const partnerSeatToken of [undefined, `${token}x`, token.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))]) {
      const refused = await api.post(PRE, { ...quote, partnerSeatToken }, { lang: 'en-US' })
      assert.equal(refused.statusCode, 400, String(partnerSeatToken))
      assert.match(refused.comments, /picked on our partner’s page are not valid/)
    }
    // The result covers exactly its seats: one more, one fewer or another seat is refused.
    const [third] = (await freeSeats(3)).filter((s) => !seatIds.includes(s.seatId))
    for (const ids of [[...seatIds, third!.seatId], [seatIds[0]!], [seatIds[0]!, third!.seatId]]) {
      const refused = await api.post(PRE, { ...quote, seatIds: ids, partnerSeatToken: token })
      assert.equal(refused.statusCode, 400, ids.join())
    }
    // A tier-only order for the session is refused too: it is sold seat by seat.
    const [seatPlanId] = [two[0]!.seatPlanId]
    const tierOnly = await api.post(CREATE, { showId: session.showId, sessionId: session.sessionId, seatPlanId, qty: 1, paymentParam: { payAmount: 1 }, deliverMethod: 'E_TICKET', idempotencyKey: freshKey() }, { lang: 'en-US' })
    assert.equal(tierOnly.statusCode, 400)
    assert.match(tierOnly.comments, /pick your seats/)
    assert.equal(JSON.stringify(await db.select().from(seats).where(eq(seats.sessionId, session.sessionId)).orderBy(asc(seats.seatId))), before, 'nothing taken')

    const priced = await api.post(PRE, { ...quote, partnerSeatToken: token })
    assert.equal(priced.statusCode, 200, priced.comments)
    const { total, qty } = priced.data as { total: number; qty: number }
    assert.equal(qty, 2)
    const created = await api.post(CREATE, { ...quote, partnerSeatToken: token, paymentParam: { payAmount: total }, deliverMethod: 'E_TICKET', idempotencyKey: freshKey() })
    assert.equal(created.statusCode, 200, created.comments)
    const orderId = (created.data as { orderId: string }).orderId
    const held = await db.select().from(seats).where(and(eq(seats.sessionId, session.sessionId), eq(seats.orderId, orderId)))
    assert.deepEqual(held.map((s) => [s.seatId, s.state]).sort(), seatIds.map((id) => [id, 'HELD']).sort())
    const detail = await api.get(`/buyer/v5/orders/${orderId}`)
    assert.deepEqual((detail.data as { seats: Array<{ seatId: string }> }).seats.map((s) => s.seatId).sort(), [...seatIds].sort())

    // The same result again: the seats are taken now (the usual seat check).
    const again = await api.post(PRE, { ...quote, partnerSeatToken: token }, { lang: 'en-US' })
    assert.equal(again.statusCode, ORDER_STATUS.SEAT_UNAVAILABLE)
  })

  it('asks again on the partner page for taken seats, none or too many, and returns without seats on cancel', async () => {
    const [taken] = await env()
      .db.handle.db.select()
      .from(seats)
      .where(and(eq(seats.sessionId, session.sessionId), eq(seats.state, 'HELD')))
      .limit(1)
    const gone = await pick([['seat', taken!.seatId], ['returnUrl', returnUrl()], ['action', 'confirm']])
    assert.equal(gone.statusCode, 200)
    assert.match(gone.body, /id="error"[^>]*>Some of these seats were just taken/)
    const none = await pick([['returnUrl', returnUrl()], ['action', 'confirm']], 'zh-CN')
    assert.match(none.body, /请至少选择一个座位/)
    const many = (await freeSeats(8)).map((s): [string, string] => ['seat', s.seatId])
    const tooMany = await pick([...many, ['returnUrl', returnUrl()], ['action', 'confirm']])
    assert.match(tooMany.body, /You can pick up to 6 seats per order/)
    assert.match(tooMany.body, /checked/, 'the picks are kept')
    const cancel = await pick([['returnUrl', returnUrl()], ['action', 'cancel']])
    assert.equal(cancel.statusCode, 303)
    assert.equal(new URL(cancel.headers.location as string).searchParams.get('partnerCancelled'), '1')
    assert.equal(tokenFrom(cancel.headers.location as string), '')
    const foreign = await pick([['returnUrl', 'https://evil.example/'], ['action', 'cancel']])
    assert.equal(foreign.statusCode, 400)
  })
})

/**
 * Booking and orders on every database: pre_order, create_order (idempotent, typed refusals that change
 * nothing), reservation deadline (read and sweeper), cancel, list/detail, access (another buyer's or
 * merchant's order is the same 404 as a missing one), real-name attendees.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ORDER_STATUS } from '../../types/orders.js'
import { orders } from '../src/db/schema.js'
import { timeOrderedId } from '../src/lib/ids.js'
import { idCardCheckChar, parseIdCard } from '../src/modules/orders/id-card.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import {
  MAINLAND,
  as,
  assertInvariant,
  call,
  createBody,
  describeOrders,
  freshKey,
  loginBuyer,
  makeTier,
  stockOf,
  type Buyer,
} from './orders-helpers.js'
import { alsoOnPglite } from './helpers.js'

alsoOnPglite('the core booking path on the embedded database npm start runs')

const CREATE = '/buyer/v5/create_order'

await describeOrders('orders', (env) => {
  let alice: Buyer
  let bob: Buyer

  it('logs two buyers in', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    assert.ok(alice.userId && bob.userId && alice.userId !== bob.userId)
  })

  it('refuses a buyer who is not logged in', async () => {
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const res = await call(env().app, 'POST', CREATE, createBody(tier, 1, freshKey()), { token: undefined })
    assert.equal(res.statusCode, 15012007)
    assert.equal((await stockOf(env().db.handle.db, tier)).held, 0)
  })

  it('pre_order prices the order and takes no stock', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5, priceCents: 12_345 })
    const res = await as(env().app, alice).post('/buyer/v3/pre_order', { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 2 })
    assert.equal(res.statusCode, 200, res.comments)
    const d = res.data as { total: number; payAmount: number; lines: Array<{ unitPrice: number; amount: number }>; passId: string; remaining: number }
    assert.equal(d.total, 24_690)
    assert.equal(d.payAmount, 24_690)
    assert.equal(d.lines[0]?.unitPrice, 12_345)
    assert.equal(d.remaining, 5)
    assert.match(d.passId, /^[\w-]+\.[\w-]+$/)
    assert.equal((await stockOf(db, tier)).held, 0)
    // The passId may be echoed on create.
    const created = await as(env().app, alice).post(CREATE, createBody(tier, 2, freshKey(), { passId: d.passId }))
    assert.equal(created.statusCode, 200, created.comments)
    const forged = await as(env().app, alice).post(CREATE, createBody(tier, 1, freshKey(), { passId: `${d.passId}x` }))
    assert.equal(forged.statusCode, ORDER_STATUS.PASS_INVALID)
    await assertInvariant(db, tier)
  })

  it('creates an unpaid order that holds stock until its deadline; a retry with the same key replays it', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    const key = freshKey()
    const res = await as(env().app, alice).post(CREATE, createBody(tier, 2, key))
    assert.equal(res.statusCode, 200, res.comments)
    const d = res.data as { orderId: string; unPaidTransactionIds: string[]; orderState: { code: number; name: string }; reserveDeadline: number; replayed: boolean }
    assert.deepEqual(d.orderState, { code: 1, name: 'Unpaid' })
    assert.equal(d.unPaidTransactionIds.length, 1)
    assert.equal(d.replayed, false)
    assert.equal(d.reserveDeadline, env().orderClock.now + 15 * 60_000)
    let s = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.sold, s.remaining], [2, 0, 8])

    // Same key (body or header): same order, nothing taken twice.
    const again = await as(env().app, alice).post(CREATE, createBody(tier, 2, key))
    assert.equal((again.data as { orderId: string }).orderId, d.orderId)
    assert.equal((again.data as { replayed: boolean }).replayed, true)
    const { idempotencyKey: _k, ...noKey } = createBody(tier, 2, key)
    const viaHeader = await as(env().app, alice).post(CREATE, noKey, { headers: { 'idempotency-key': key } })
    assert.equal((viaHeader.data as { orderId: string }).orderId, d.orderId)
    // Same key, different content: refused.
    const conflict = await as(env().app, alice).post(CREATE, createBody(tier, 3, key))
    assert.equal(conflict.statusCode, ORDER_STATUS.IDEMPOTENCY_CONFLICT)
    // Another buyer with the same key gets an order of their own.
    const other = await as(env().app, bob).post(CREATE, createBody(tier, 1, key))
    assert.notEqual((other.data as { orderId: string }).orderId, d.orderId)
    s = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.orders], [3, 2])

    // reserve_time counts down against the clock.
    env().orderClock.advance(60)
    const rt = await as(env().app, alice).get(`/buyer/order/v3/${d.orderId}/reserve_time`)
    assert.equal((rt.data as { reserveTime: number }).reserveTime, 14 * 60_000)
  })

  it('refuses bad quantities, a changed price, unknown ids and missing keys, changing nothing', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10, maxPerOrder: 4 })
    const buy = (body: unknown, lang?: string) => as(env().app, alice).post(CREATE, body, { lang })
    for (const qty of [0, -1]) {
      const res = await buy({ ...createBody(tier, 1, freshKey()), qty })
      assert.equal(res.statusCode, ORDER_STATUS.BAD_QUANTITY, `qty ${qty}`)
    }
    const tooMany = await buy(createBody(tier, 5, freshKey()), 'en-US')
    assert.equal(tooMany.statusCode, ORDER_STATUS.BAD_QUANTITY)
    assert.match(tooMany.comments, /1 to 4 tickets/)
    const fraction = await buy({ ...createBody(tier, 1, freshKey()), qty: 1.5 })
    assert.equal(fraction.statusCode, 400)
    const cheap = await buy({ ...createBody(tier, 2, freshKey()), paymentParam: { payAmount: tier.priceCents } }, 'zh-CN')
    assert.equal(cheap.statusCode, ORDER_STATUS.PRICE_CHANGED)
    assert.equal(cheap.mode, 'booking')
    assert.equal(cheap.comments, '价格已变化，请重新确认订单')
    const unknownShow = await buy({ ...createBody(tier, 1, freshKey()), showId: 'NOPE' })
    assert.equal(unknownShow.statusCode, 404)
    const unknownPlan = await buy({ ...createBody(tier, 1, freshKey()), seatPlanId: 'NOPE' })
    assert.equal(unknownPlan.statusCode, 404)
    const { idempotencyKey: _k, ...noKey } = createBody(tier, 1, 'x')
    assert.equal((await buy(noKey)).statusCode, 400)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.sold, s.orders], [0, 0, 0])
  })

  it('sells only in PRE_SALE/ON_SALE once the sale time has passed', async () => {
    const db = env().db.handle.db
    const canceled = await makeTier(db, { capacity: 5, showDetailStatus: 'CANCELED' })
    const res1 = await as(env().app, alice).post(CREATE, createBody(canceled, 1, freshKey()))
    assert.equal(res1.statusCode, ORDER_STATUS.NOT_ON_SALE)
    const soldOutShow = await makeTier(db, { capacity: 5, showDetailStatus: 'SOLD_OUT' })
    assert.equal((await as(env().app, alice).post(CREATE, createBody(soldOutShow, 1, freshKey()))).statusCode, ORDER_STATUS.SOLD_OUT)
    const later = await makeTier(db, { capacity: 5, showDetailStatus: 'PRE_SALE', saleTime: new Date(env().orderClock.now + 3_600_000) })
    const res2 = await as(env().app, alice).post(CREATE, createBody(later, 1, freshKey()), { lang: 'en-US' })
    assert.equal(res2.statusCode, ORDER_STATUS.SALE_NOT_STARTED)
    assert.match(res2.comments, /opens at \d{4}-\d\d-\d\d \d\d:\d\d/)
    const pre = await as(env().app, alice).post('/buyer/v3/pre_order', { showId: later.showId, sessionId: later.sessionId, seatPlanId: later.seatPlanId, qty: 1 })
    assert.equal(pre.statusCode, ORDER_STATUS.SALE_NOT_STARTED)
    for (const t of [canceled, soldOutShow, later]) assert.equal((await assertInvariant(db, t)).held, 0)
    // Once the sale opens, PRE_SALE is buyable.
    env().orderClock.advance(3601)
    const res3 = await as(env().app, alice).post(CREATE, createBody(later, 1, freshKey()))
    assert.equal(res3.statusCode, 200, res3.comments)
    await assertInvariant(db, later)
  })

  it('answers sold out clearly and enforces the per-buyer limit over unpaid + paid orders', async () => {
    const db = env().db.handle.db
    const small = await makeTier(db, { capacity: 3 })
    assert.equal((await as(env().app, alice).post(CREATE, createBody(small, 3, freshKey()))).statusCode, 200)
    const out = await as(env().app, bob).post(CREATE, createBody(small, 1, freshKey()), { lang: 'en-US' })
    assert.equal(out.statusCode, ORDER_STATUS.SOLD_OUT)
    assert.equal(out.mode, 'booking')
    assert.equal(out.errorCode, 'ORDER_SOLD_OUT')
    await assertInvariant(db, small)

    const limited = await makeTier(db, { capacity: 50, maxPerOrder: 4, maxPerBuyer: 4 })
    const first = await as(env().app, bob).post(CREATE, createBody(limited, 3, freshKey()))
    assert.equal(first.statusCode, 200)
    const second = await as(env().app, bob).post(CREATE, createBody(limited, 2, freshKey()), { lang: 'en-US' })
    assert.equal(second.statusCode, ORDER_STATUS.LIMIT_REACHED)
    assert.match(second.comments, /4 per buyer, you can buy 1 more/)
    assert.equal((await as(env().app, bob).post(CREATE, createBody(limited, 1, freshKey()))).statusCode, 200)
    // Cancelling gives the quota back.
    const orderId = (first.data as { orderId: string }).orderId
    const cancel = await as(env().app, bob).post(`/buyer/v5/orders/${orderId}/cancel`, {})
    assert.equal(cancel.statusCode, 200, cancel.comments)
    assert.equal((await as(env().app, bob).post(CREATE, createBody(limited, 3, freshKey()))).statusCode, 200)
    const s = await assertInvariant(db, limited)
    assert.deepEqual([s.held, s.orders], [4, 2])
  })

  it('after a sell-out, a retry with the key of a created order gets that order; other attempts are told sold out', async () => {
    const db = env().db.handle.db
    const one = await makeTier(db, { capacity: 1 })
    const key = freshKey()
    const created = await as(env().app, alice).post(CREATE, createBody(one, 1, key))
    assert.equal(created.statusCode, 200, created.comments)
    // The answer was lost; the app retries with the same key after the tier sold out.
    const retried = await as(env().app, alice).post(CREATE, createBody(one, 1, key))
    assert.equal(retried.statusCode, 200, retried.comments)
    assert.deepEqual([(retried.data as { orderId: string }).orderId, (retried.data as { replayed: boolean }).replayed], [(created.data as { orderId: string }).orderId, true])
    // A new key (alice again, or bob) is sold out, in the asked language.
    for (const buyer of [alice, bob]) {
      const out = await as(env().app, buyer).post(CREATE, createBody(one, 1, freshKey()), { lang: 'en-US' })
      assert.deepEqual([out.statusCode, out.mode, out.errorCode], [ORDER_STATUS.SOLD_OUT, 'booking', 'ORDER_SOLD_OUT'])
      assert.match(out.comments, /sold out/i)
    }
    const s = await assertInvariant(db, one)
    assert.deepEqual([s.held, s.orders], [1, 1])
  })

  it('cancels an unpaid order past its deadline on read and by the sweeper, releasing its stock', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 4 })
    const a = await as(env().app, alice).post(CREATE, createBody(tier, 2, freshKey()))
    const b = await as(env().app, bob).post(CREATE, createBody(tier, 2, freshKey()))
    const aId = (a.data as { orderId: string }).orderId
    assert.equal((await stockOf(db, tier)).remaining, 0)
    env().orderClock.advance(15 * 60 + 1)
    // Read path: reserve_time is 0 and the order is cancelled, its stock back.
    const rt = await as(env().app, alice).get(`/buyer/order/v3/${aId}/reserve_time`)
    assert.equal((rt.data as { reserveTime: number }).reserveTime, 0)
    const detail = await as(env().app, alice).get(`/buyer/v5/orders/${aId}`)
    assert.deepEqual((detail.data as { orderBrief: { orderState: unknown } }).orderBrief.orderState, { code: -1, name: 'Canceled' })
    let s = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.remaining], [2, 2])
    // Sweeper: bob's order, never read, is cancelled too (and only once).
    const swept = await sweepExpiredOrders(db, new Date(env().orderClock.now))
    assert.ok(swept >= 1)
    assert.equal(await sweepExpiredOrders(db, new Date(env().orderClock.now)), 0)
    s = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.remaining], [0, 4])
    const bDetail = await as(env().app, bob).get(`/buyer/v5/orders/${(b.data as { orderId: string }).orderId}`)
    assert.equal((bDetail.data as { orderBrief: { orderState: { code: number } } }).orderBrief.orderState.code, -1)
    // The released tickets sell again.
    assert.equal((await as(env().app, bob).post(CREATE, createBody(tier, 4, freshKey()))).statusCode, 200)
    await assertInvariant(db, tier)
  })

  it('a new order whose id is taken already (another process, the same millisecond) is placed under a fresh id', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    const first = await as(env().app, alice).post(CREATE, createBody(tier, 1, freshKey()))
    assert.equal(first.statusCode, 200, first.comments)
    // The next id this process will give at the order clock's time, taken by an order of another
    // process: a copy of the first order under that id.
    const now = env().orderClock.now
    const peek = timeOrderedId('', now)
    const taken = `${now}${String((Number(peek.slice(String(now).length)) + 1) % 1_000_000).padStart(6, '0')}`
    const [row] = await db.select().from(orders).where(eq(orders.orderId, (first.data as { orderId: string }).orderId))
    assert.ok(row)
    await db.insert(orders).values({ ...row, orderId: taken, orderNumber: taken, idempotencyKey: freshKey() })

    const res = await as(env().app, bob).post(CREATE, createBody(tier, 2, freshKey()))
    assert.equal(res.statusCode, 200, res.comments)
    const placed = (res.data as { orderId: string }).orderId
    assert.notEqual(placed, taken)
    const [mine] = await db.select().from(orders).where(eq(orders.orderId, placed))
    assert.equal(mine?.userId, bob.userId)
    assert.equal((await db.select().from(orders).where(eq(orders.orderId, taken)))[0]?.userId, alice.userId, 'the other order is untouched')
  })

  it('a free order succeeds at once and sells directly; it cannot be cancelled', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5, priceCents: 0 })
    const res = await as(env().app, alice).post(CREATE, createBody(tier, 2, freshKey()))
    assert.equal(res.statusCode, 200, res.comments)
    const d = res.data as { orderId: string; orderState: { code: number }; unPaidTransactionIds: string[]; reserveDeadline: number | null }
    assert.equal(d.orderState.code, 9)
    assert.deepEqual(d.unPaidTransactionIds, [])
    assert.equal(d.reserveDeadline, null)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.sold, s.held], [2, 0])
    const detail = await as(env().app, alice).get(`/buyer/v5/orders/${d.orderId}`, { lang: 'en-US' })
    const brief = (detail.data as { orderBrief: { orderOperations: Array<{ name: string }>; orderStatusTitle: string; actions: Array<{ kind: string }> } }).orderBrief
    assert.deepEqual(brief.orderOperations.map((o) => o.name), ['E_TICKET'])
    assert.equal(brief.orderStatusTitle, 'Completed')
    assert.deepEqual(brief.actions.map((a) => a.kind), ['REFUND', 'REBOOK'])
    const cancel = await as(env().app, alice).post(`/buyer/v5/orders/${d.orderId}/cancel`, {})
    assert.equal(cancel.statusCode, ORDER_STATUS.NOT_CANCELABLE)
    assert.deepEqual(await stockOf(db, tier), s)
  })

  it('lists and shows only the buyer’s own orders; others answer the same 404 as a missing one', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    const res = await as(env().app, alice).post(CREATE, createBody(tier, 1, freshKey()))
    const orderId = (res.data as { orderId: string }).orderId
    const list = await as(env().app, alice).get('/buyer/v5/orders?state=1&offset=0&length=50', { lang: 'zh-CN' })
    assert.equal(list.statusCode, 200, list.comments)
    const page = list.data as { total: number; orders: Array<Record<string, unknown>> }
    const mine = page.orders.find((o) => o.orderId === orderId)
    assert.ok(mine)
    assert.equal(mine.orderStatusTitle, '待支付')
    assert.deepEqual((mine.orderOperations as Array<{ name: string }>).map((o) => o.name), ['TO_BE_PAID'])
    assert.equal(mine.qty, 1)
    assert.equal(mine.total, tier.priceCents)
    assert.ok(typeof mine.firstShowName === 'string' && mine.firstShowName.length > 0)
    assert.ok(typeof mine.firstVenueName === 'string' && mine.firstVenueName.length > 0)
    assert.ok(page.orders.every((o) => (o.orderState as { code: number }).code === 1))

    const missing = await as(env().app, bob).get('/buyer/v5/orders/NO_SUCH_ORDER')
    const foreign = await as(env().app, bob).get(`/buyer/v5/orders/${orderId}`)
    assert.equal(missing.statusCode, 404)
    assert.deepEqual(foreign, missing)
    assert.deepEqual(await as(env().app, bob).get(`/buyer/order/v3/${orderId}/reserve_time`), await as(env().app, bob).get('/buyer/order/v3/NO_SUCH_ORDER/reserve_time'))
    const cancel = await as(env().app, bob).post(`/buyer/v5/orders/${orderId}/cancel`, {})
    assert.equal(cancel.statusCode, 404)
    assert.ok(!(await as(env().app, bob).get('/buyer/v5/orders')).comments)
    assert.equal(((await as(env().app, bob).get('/buyer/v5/orders')).data as { orders: Array<{ orderId: string }> }).orders.some((o) => o.orderId === orderId), false)

    // A buyer of another merchant: same 404.
    const carol = await loginBuyer(env, MAINLAND)
    const cross = await as(env().app, carol).get(`/buyer/v5/orders/${orderId}`)
    assert.equal(cross.statusCode, 404)
    assert.equal((await stockOf(db, tier)).held, 1)
  })

  it('keeps real-name attendees per buyer, validating mainland ID numbers', async () => {
    const body17 = '11010519900307122'
    const valid = body17 + idCardCheckChar(body17)
    assert.deepEqual(parseIdCard(valid), { birthDate: '1990-03-07', gender: 'WOMAN' })
    const man17 = '44030419851231001'
    const man = man17 + idCardCheckChar(man17)
    assert.equal(parseIdCard(man)?.gender, 'MAN')
    const wrongCheck = body17 + (idCardCheckChar(body17) === '0' ? '1' : '0')

    const api = as(env().app, alice)
    const bad = await api.post('/buyer/v1/user_audiences', { name: '张三', idType: 'ID_CARD', idNo: wrongCheck })
    assert.equal(bad.statusCode, 400)
    const created = await api.post('/buyer/v1/user_audiences', { name: '张三', idType: 'ID_CARD', idNo: valid })
    assert.equal(created.statusCode, 200, created.comments)
    const a = created.data as { audienceId: string; birthDate: string; gender: string; idNoMasked: string }
    assert.equal(a.birthDate, '1990-03-07')
    assert.equal(a.gender, 'WOMAN')
    assert.equal(a.idNoMasked, `110${'*'.repeat(11)}${valid.slice(-4)}`)
    assert.equal((await api.post('/buyer/v1/user_audiences', { name: '张三', idType: 'ID_CARD', idNo: valid })).statusCode, 400)
    const updated = await api.put(`/buyer/v1/user_audiences/${a.audienceId}`, { name: '李四', idType: 'ID_CARD', idNo: man })
    assert.equal((updated.data as { gender: string }).gender, 'MAN')
    await api.post('/buyer/v1/user_audiences', { name: 'John', idType: 'PASSPORT', idNo: 'E1234567' })
    const list = await api.get('/buyer/v1/user_audiences/list?offset=0&length=50&idTypes=ID_CARD')
    assert.deepEqual((list.data as { audiences: Array<{ name: string }> }).audiences.map((x) => x.name), ['李四'])

    // Another buyer cannot see, change or delete it.
    const bobApi = as(env().app, bob)
    assert.equal(((await bobApi.get('/buyer/v1/user_audiences/list')).data as { total: number }).total, 0)
    assert.equal((await bobApi.put(`/buyer/v1/user_audiences/${a.audienceId}`, { name: 'x', idType: 'ID_CARD', idNo: man })).statusCode, 404)
    assert.equal((await bobApi.del(`/buyer/v1/user_audiences/${a.audienceId}`)).statusCode, 404)

    // Attendees on an order: one per ticket, the buyer's own.
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const wrongCount = await api.post(CREATE, createBody(tier, 2, freshKey(), { audienceIds: [a.audienceId] }))
    assert.equal(wrongCount.statusCode, 400)
    const notMine = await bobApi.post(CREATE, createBody(tier, 1, freshKey(), { audienceIds: [a.audienceId] }))
    assert.equal(notMine.statusCode, 404)
    assert.equal((await api.post(CREATE, createBody(tier, 1, freshKey(), { audienceIds: [a.audienceId] }))).statusCode, 200)
    assert.equal((await api.del(`/buyer/v1/user_audiences/${a.audienceId}`)).statusCode, 200)
    await assertInvariant(env().db.handle.db, tier)
  })
})

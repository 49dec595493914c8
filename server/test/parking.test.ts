/**
 * Parking payment end to end on the API (PostgreSQL, and PGlite: it is settled by the payments path):
 * the fee arithmetic at the tariff's edges; both demo shops' car parks in their languages; a car's fee by
 * its plate, paid through the cashier and the sandbox, is added to its stay once even when the
 * notification arrives again, after which nothing is due until the car stays longer; a parking coupon
 * takes its part off (and is spent by the payment); two taps on pay at once make one order; two
 * buyers paying one car, one after the other or at the same moment, pay its fee once and the other
 * payment goes back whole (with its coupon); every
 * refusal (bad plate, unknown car park or car, a grown fee, nothing due, another buyer's record) is
 * localised and changes nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { isPlate, normalisePlate, parkingFee, type ParkingCreateResponse, type ParkingLotList, type ParkingQuote, type ParkingRecord, type ParkingRecordList, type ParkingTariff } from '../../types/parking.js'
import { ORDER_STATUS } from '../../types/orders.js'
import { coupons } from '../src/db/schema-coupons.js'
import { orders } from '../src/db/schema-orders.js'
import { parkingOrders, parkingStays } from '../src/db/schema-parking.js'
import { alsoOnPglite } from './helpers.js'
import { as, assertLedger, describePayments, freshKey, loginBuyer, payAtSandbox, payHeldBack, paymentRows, postNotification, type Buyer } from './payments-helpers.js'

alsoOnPglite('a PARKING order is settled by the payments path, which runs on PGlite under npm start')

const T: ParkingTariff = { freeMinutes: 15, firstHourCents: 800, perHourCents: 500, dailyCapCents: 6_000, exitGraceMinutes: 15 }
const MIN = 60_000
const LOT = 'MO-PK-CCM'

await describePayments('parking payment', (env) => {
  const login = () => loginBuyer(() => ({ ...env(), mail: undefined as never }))
  const db = () => env().db.handle.db
  const api = (b: Buyer) => as(env().app, b)
  const quote = (b: Buyer, plate: string, o: { lotId?: string; couponId?: string; lang?: string } = {}) =>
    api(b).get(`/buyer/v1/parking/quote?${new URLSearchParams({ lotId: o.lotId ?? LOT, plate, ...(o.couponId !== undefined ? { couponId: o.couponId } : {}) })}`, { lang: o.lang })
  const create = (b: Buyer, body: { plate: string; payAmount: number; couponId?: string | null; lotId?: string }, key = freshKey()) =>
    api(b).post('/buyer/v1/parking/create_order', { lotId: LOT, ...body }, { headers: { 'idempotency-key': key } })

  let plates = 0
  /** A car of the test's own in the car park, arrived `minutes` ago by the test clock. */
  async function park(minutes: number, lotId = LOT): Promise<string> {
    const plate = `MT-${String(++plates).padStart(2, '0')}-${String(Date.now() % 100).padStart(2, '0')}`
    await db().insert(parkingStays).values({ stayId: `T-${plate}-${Date.now()}`, merchantId: '10001', lotId, plate, enteredAt: new Date(env().clock.now - minutes * MIN) })
    return plate
  }

  const pay = (b: Buyer, order: ParkingCreateResponse) => payAtSandbox(env(), b, order.unPaidTransactionIds[0] as string)

  it("lists each shop's car parks with the tariff in words, in the asked language", async () => {
    const visitor = as(env().app, { token: '', userId: '', merchant: '10001' })
    const en = (await visitor.get('/pub/v1/parking/lots', { lang: 'en-US', token: undefined })).data as ParkingLotList
    assert.deepEqual(en.lots.map((l) => l.lotId), ['MO-PK-CCM', 'MO-PK-HARBOUR'])
    assert.equal(en.lots[0]!.name, 'Cultural Centre car park')
    assert.deepEqual(en.lots[0]!.tariffLines, ['Free for the first 15 minutes', 'First hour ¥8.00', 'Then ¥5.00 per hour', 'At most ¥60.00 per 24 hours', 'After paying, drive out within 15 minutes'])
    const zhMO = (await visitor.get('/pub/v1/parking/lots', { lang: 'zh-MO', token: undefined })).data as ParkingLotList
    assert.equal(zhMO.lots[0]!.tariffLines[1], '首小時¥8.00')
    const sh = (await as(env().app, { token: '', userId: '', merchant: '10002' }).get('/pub/v1/parking/lots', { lang: 'zh-CN', token: undefined })).data as ParkingLotList
    assert.deepEqual(sh.lots.map((l) => [l.lotId, l.name]), [['SH-PK-GT', '上海大剧院停车场']])
  })

  it('a car pays its fee at the cashier once; then nothing is due until it stays past the grace', async () => {
    const b = await login()
    const plate = await park(170)
    const q = (await quote(b, plate.toLowerCase(), { lang: 'en-US' })).data as ParkingQuote
    assert.deepEqual([q.plate, q.minutes, q.feeCents, q.paidCents, q.dueCents, q.exitBy], [plate, 170, 1_800, 0, 1_800, null])
    assert.equal(q.payAmount, 1_800 - q.couponDiscountCents)
    const created = await create(b, { plate, payAmount: 1_800, couponId: '' })
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as ParkingCreateResponse
    assert.deepEqual([order.orderType, order.payAmount, order.replayed], ['PARKING', 1_800, false])
    const cashier = (await api(b).post('/buyer/v3/payments/cashiers', { transactionIds: order.unPaidTransactionIds, platform: 'H5' })).data as { orderType: string; payAmount: number }
    assert.deepEqual([cashier.orderType, cashier.payAmount], ['parking', 1_800])
    assert.equal(((await api(b).get(`/buyer/v1/parking/order?orderId=${order.orderId}`)).data as ParkingRecord).state, 'UNPAID')

    const notice = await pay(b, order)
    for (let i = 0; i < 2; i++) await env().app.inject({ method: 'POST', url: notice.url, payload: notice.body, headers: notice.headers })
    const [stay] = await db().select().from(parkingStays).where(eq(parkingStays.plate, plate))
    assert.equal(stay!.paidCents, 1_800, 'the fee was added once')
    const record = (await api(b).get(`/buyer/v1/parking/order?orderId=${order.orderId}`, { lang: 'en-US' })).data as ParkingRecord
    assert.deepEqual([record.state, record.payAmount, record.plate, record.lotName], ['PAID', 1_800, plate, 'Cultural Centre car park'])
    assert.ok(record.exitBy && record.paidAt && record.exitBy - record.paidAt === 15 * MIN)

    const after = (await quote(b, plate)).data as ParkingQuote
    assert.deepEqual([after.dueCents, after.payAmount], [0, 0])
    assert.ok(after.exitBy)
    const again = await create(b, { plate, payAmount: 0, couponId: '' }, freshKey())
    assert.deepEqual([again.statusCode, again.errorCode], [400, 'PARKING_NOTHING_DUE'])
    // A fourth hour starts 10 minutes after paying: within the 15 minutes' grace nothing is due even
    // so; after the grace that started hour is.
    env().clock.advance(14 * 60)
    const inGrace = (await quote(b, plate)).data as ParkingQuote
    assert.deepEqual([inGrace.minutes, inGrace.feeCents, inGrace.dueCents], [184, 2_300, 0])
    env().clock.advance(2 * 60)
    const later = (await quote(b, plate)).data as ParkingQuote
    assert.deepEqual([later.minutes, later.feeCents, later.paidCents, later.dueCents, later.exitBy], [186, 2_300, 1_800, 500, null])
    const list = (await api(b).get('/buyer/v1/parking/records')).data as ParkingRecordList
    assert.deepEqual(list.records.map((r) => [r.orderId, r.state]), [[order.orderId, 'PAID']])
  })

  it('a parking coupon takes its part off and is spent by the payment; a coupon of another kind cannot pay parking', async () => {
    const b = await login()
    const got = await api(b).post('/buyer/cyy/v1/coupons/obtain', { couponTemplateId: 'MO-CP-PARK10' })
    assert.equal(got.statusCode, 200, got.comments)
    const newCoupon = await api(b).post('/buyer/cyy/v1/coupons/obtain', { couponTemplateId: 'MO-CP-NEW' })
    const plate = await park(90)
    const q = (await quote(b, plate, { lang: 'en-US' })).data as ParkingQuote
    assert.equal(q.feeCents, 1_300)
    const park10 = q.coupons.usable.find((c) => c.title === '¥10 off parking')
    assert.ok(park10, 'the parking coupon is usable')
    assert.equal(q.coupons.chosenCouponId, park10.couponId, 'the automatic best choice')
    assert.deepEqual([q.couponDiscountCents, q.payAmount], [1_000, 300])
    assert.ok(q.coupons.unusable.some((c) => c.reason === 'BIZ_TYPE'), `a ticket coupon is listed unusable: ${JSON.stringify(q.coupons.unusable.map((c) => [c.title, c.reason]))} ${newCoupon.comments}`)
    const created = await create(b, { plate, payAmount: 300, couponId: park10.couponId })
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as ParkingCreateResponse
    const [held] = await db().select().from(coupons).where(eq(coupons.couponId, park10.couponId))
    assert.deepEqual([held!.status, held!.orderId], ['PENDING', order.orderId])
    await pay(b, order)
    const [spent] = await db().select().from(coupons).where(eq(coupons.couponId, park10.couponId))
    assert.equal(spent!.status, 'USED')
    const [stay] = await db().select().from(parkingStays).where(eq(parkingStays.plate, plate))
    assert.equal(stay!.paidCents, 1_300, 'the stay is paid in full: the coupon covered its part')
  })

  it('two taps on pay at once make one order; a key reused for another payment is refused', async () => {
    const b = await login()
    const plate = await park(70)
    const [one, two] = await Promise.all([create(b, { plate, payAmount: 1_300, couponId: '' }), create(b, { plate, payAmount: 1_300, couponId: '' })])
    assert.equal(one.statusCode, 200, one.comments)
    assert.equal(two.statusCode, 200, two.comments)
    const a = one.data as ParkingCreateResponse
    const c = two.data as ParkingCreateResponse
    assert.equal(a.orderId, c.orderId, 'the second tap is handed the order waiting at the cashier')
    assert.equal([a.replayed, c.replayed].filter(Boolean).length, 1)
    const rows = await db().select().from(parkingOrders).where(eq(parkingOrders.plate, plate))
    assert.equal(rows.length, 1)
    const key = freshKey()
    assert.equal((await create(b, { plate: await park(100), payAmount: 1_300, couponId: '' }, key)).statusCode, 200)
    const reused = await create(b, { plate: await park(30), payAmount: 800, couponId: '' }, key)
    assert.equal(reused.errorCode, 'PARKING_IDEMPOTENCY_CONFLICT')
  })

  /** Both buyers' orders for one car, paid at the sandbox with their notifications held back. */
  async function twoPaidOrders(plate: string) {
    const [b1, b2] = [await login(), await login()]
    const first = (await create(b1, { plate, payAmount: 1_300, couponId: '' })).data as ParkingCreateResponse
    const created = await create(b2, { plate, payAmount: 1_300, couponId: '' })
    assert.equal(created.statusCode, 200, created.comments)
    const second = created.data as ParkingCreateResponse
    assert.notEqual(first.orderId, second.orderId, 'another buyer gets an order of their own')
    const notices = []
    for (const [b, o] of [[b1, first], [b2, second]] as const) notices.push((await payHeldBack(env(), b, o.unPaidTransactionIds[0] as string)).notice)
    return { b1, b2, first, second, notices }
  }

  async function assertPaidOnce(plate: string, paid: { b: Buyer; orderId: string }, refunded: { b: Buyer; orderId: string }) {
    const [stay] = await db().select().from(parkingStays).where(eq(parkingStays.plate, plate))
    assert.equal(stay!.paidCents, 1_300, 'the fee is paid once')
    const record = (b: Buyer, orderId: string) => api(b).get(`/buyer/v1/parking/order?orderId=${orderId}`, { lang: 'en-US' })
    assert.equal(((await record(paid.b, paid.orderId)).data as ParkingRecord).state, 'PAID')
    assert.equal(((await record(refunded.b, refunded.orderId)).data as ParkingRecord).state, 'REFUNDED')
    const [payment] = await paymentRows(db(), refunded.orderId)
    assert.deepEqual([payment!.state, payment!.refundReason], ['REFUNDED', 'PAID_MEANWHILE'])
    const [order] = await db().select().from(orders).where(eq(orders.orderId, refunded.orderId))
    assert.equal(order!.refundState, 'REFUNDED')
    await assertLedger(db(), '10001')
  }

  it('two phones pay one car: the first payment pays the fee, the other goes back whole with its coupon', async () => {
    const plate = await park(70)
    const couponOwner = await login()
    await api(couponOwner).post('/buyer/cyy/v1/coupons/obtain', { couponTemplateId: 'MO-CP-PARK10' })
    const q = (await quote(couponOwner, plate)).data as ParkingQuote
    const couponId = q.coupons.chosenCouponId
    assert.ok(couponId)
    // The coupon owner's order comes second: it is the one refunded, and the coupon goes back.
    const b1 = await login()
    const first = (await create(b1, { plate, payAmount: 1_300, couponId: '' })).data as ParkingCreateResponse
    const second = (await create(couponOwner, { plate, payAmount: 300, couponId })).data as ParkingCreateResponse
    await pay(b1, first)
    const secondNotice = await pay(couponOwner, second)
    await assertPaidOnce(plate, { b: b1, orderId: first.orderId }, { b: couponOwner, orderId: second.orderId })
    const [coupon] = await db().select().from(coupons).where(eq(coupons.couponId, couponId))
    assert.equal(coupon!.status, 'AVAILABLE', 'the coupon of the refunded payment can be used again')
    const refunded = (await api(couponOwner).get('/buyer/v1/parking/records', { lang: 'zh-CN' })).data as ParkingRecordList
    assert.deepEqual(refunded.records.map((r) => r.state), ['REFUNDED'])
    // A late notification of the refunded payment changes nothing.
    assert.ok((await postNotification(env().app, secondNotice)).ack)
    await assertPaidOnce(plate, { b: b1, orderId: first.orderId }, { b: couponOwner, orderId: second.orderId })
  })

  it('two payments of one car settled at the same moment: one pays the fee, the other is refunded', async () => {
    const plate = await park(70)
    const { b1, b2, first, second, notices } = await twoPaidOrders(plate)
    const acks = await Promise.all(notices.map((n) => postNotification(env().app, n)))
    assert.ok(acks.every((a) => a.ack))
    const records = await Promise.all([
      api(b1).get(`/buyer/v1/parking/order?orderId=${first.orderId}`),
      api(b2).get(`/buyer/v1/parking/order?orderId=${second.orderId}`),
    ])
    const states = records.map((r) => (r.data as ParkingRecord).state)
    assert.deepEqual([...states].sort(), ['PAID', 'REFUNDED'])
    const [paid, refunded] = states[0] === 'PAID' ? [{ b: b1, orderId: first.orderId }, { b: b2, orderId: second.orderId }] : [{ b: b2, orderId: second.orderId }, { b: b1, orderId: first.orderId }]
    await assertPaidOnce(plate, paid, refunded)
  })

  it('refuses a bad plate, an unknown car park or car, a fee that grew, in the asked language, and hides another buyer’s record', async () => {
    const b = await login()
    const bad = await quote(b, 'A1', { lang: 'en-US' })
    assert.deepEqual([bad.statusCode, bad.comments], [400, 'Please enter a valid plate number'])
    const lot = await quote(b, 'MA-12-34', { lotId: 'NOPE', lang: 'zh-MO' })
    assert.deepEqual([lot.statusCode, lot.comments], [404, '停車場不存在'])
    const car = await quote(b, 'MZ-99-99', { lang: 'en-US' })
    assert.deepEqual([car.statusCode, car.errorCode], [404, 'PARKING_NO_STAY'])
    // Another shop's car park is unknown here.
    assert.equal((await quote(b, '沪A12345', { lotId: 'SH-PK-GT' })).errorCode, 'PARKING_NOT_FOUND')
    // Within the free minutes nothing is due: the car may leave until they end, and there is nothing to pay.
    const fresh = (await quote(b, await park(10))).data as ParkingQuote
    assert.deepEqual([fresh.feeCents, fresh.dueCents, fresh.exitBy], [0, 0, fresh.enteredAt + 15 * MIN])
    assert.equal((await create(b, { plate: fresh.plate, payAmount: 0, couponId: '' })).errorCode, 'PARKING_NOTHING_DUE')
    const plate = await park(40)
    const grown = await create(b, { plate, payAmount: 700, couponId: '' })
    assert.deepEqual([grown.statusCode, grown.errorCode], [ORDER_STATUS.PRICE_CHANGED, 'PARKING_PRICE_CHANGED'])
    assert.equal((await db().select().from(parkingOrders).where(eq(parkingOrders.plate, plate))).length, 0, 'nothing was written')
    const mine = (await create(b, { plate, payAmount: 800, couponId: '' })).data as ParkingCreateResponse
    const other = await login()
    const peek = await api(other).get(`/buyer/v1/parking/order?orderId=${mine.orderId}`, { lang: 'en-US' })
    assert.deepEqual([peek.statusCode, peek.comments], [404, 'Order not found'])
    assert.deepEqual(((await api(other).get('/buyer/v1/parking/records')).data as ParkingRecordList).records, [])
    const [row] = await db().select().from(orders).where(and(eq(orders.orderId, mine.orderId), eq(orders.orderType, 'PARKING')))
    assert.equal(row!.userId, b.userId)
  })
})

describe('parking fee', () => {
  it('is free within the free minutes, then the first started hour and each later started hour, capped per 24 h', () => {
    assert.equal(parkingFee(T, 0), 0)
    assert.equal(parkingFee(T, 15), 0)
    assert.equal(parkingFee(T, 16), 800)
    assert.equal(parkingFee(T, 60), 800)
    assert.equal(parkingFee(T, 61), 1_300)
    assert.equal(parkingFee(T, 155), 1_300 + 500) // 2 h 35 min: three started hours
    assert.equal(parkingFee(T, 11 * 60), 800 + 10 * 500) // 5,800: under the cap
    assert.equal(parkingFee(T, 12 * 60), 6_000) // 6,300 capped
    assert.equal(parkingFee(T, 24 * 60), 6_000)
    assert.equal(parkingFee(T, 24 * 60 + 1), 6_000 + 800)
    assert.equal(parkingFee(T, 3 * 24 * 60 + 90), 3 * 6_000 + 1_300)
  })

  it('reads plates as the gate does', () => {
    assert.equal(normalisePlate(' ma-12 34 '), 'MA-1234')
    assert.equal(normalisePlate('粤a·12345'), '粤A12345')
    for (const ok of ['MA-12-34', '粤A12345', '沪AD67890', 'AB1234']) assert.ok(isPlate(ok), ok)
    for (const bad of ['', 'ABCDE', 'A1', 'MA_12_34', 'MA-12-34-56-78', '<b>1234']) assert.ok(!isPlate(bad), bad)
  })
})

/**
 * Confirm-order rules on every database: per-show purchase settings (real-name, delivery methods,
 * agreement) in pre_order; create_order refuses missing/duplicate/foreign attendees, a minor without
 * the logged-in phone, an unoffered delivery method, EXPRESS without the buyer's own address and an
 * unaccepted agreement — each a typed, localised answer that takes nothing; the cashier returns the
 * show's agreement; the demo seed has the real-name shows.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { orderShowRules, orders } from '../src/db/schema.js'
import type { StoredAgreement } from '../src/db/schema-orders.js'
import { idCardCheckChar } from '../src/modules/orders/id-card.js'
import { ageOn, checkAttendees, isMinor, mergeSettings, settingsOf } from '../src/modules/orders/purchase-rules.js'
import { DEMO_AGREEMENT } from '../src/seed/orders.js'
import { createApi, freshPhone } from './accounts-helpers.js'
import { MACAU, MAINLAND, as, assertInvariant, createBody, describeOrders, freshKey, loginBuyer, makeTier, stockOf, type Buyer, type Tier } from './orders-helpers.js'

const CREATE = '/buyer/v5/create_order'
const PRE = '/buyer/v3/pre_order'

/** A valid mainland ID number born on `yyyymmdd`; `seq` keeps numbers distinct. */
function idNo(yyyymmdd: string, seq: number): string {
  const first17 = `110101${yyyymmdd}${String(seq % 1000).padStart(3, '0')}`
  return first17 + idCardCheckChar(first17)
}
let seq = 100
const adultId = () => idNo('19900307', seq++)

async function setRules(db: Db, tier: Tier, patch: Partial<typeof orderShowRules.$inferInsert>) {
  await db
    .insert(orderShowRules)
    .values({ merchantId: tier.merchantId, showId: tier.showId, maxPerOrder: 6, maxPerBuyer: 6, ...patch })
    .onConflictDoUpdate({ target: [orderShowRules.merchantId, orderShowRules.showId], set: patch })
}

const AGREEMENT: StoredAgreement = {
  template: 'I agree to {terms}',
  placeHolders: [{ name: 'terms', title: 'Terms', url: 'https://shop.example/terms' }],
  i18n: { 'zh-CN': { template: '我同意{terms}', placeHolders: [{ name: 'terms', title: '《条款》', url: 'https://shop.example/terms' }] } },
}

await describeOrders('orders confirm rules', (env) => {
  let alice: Buyer
  let bob: Buyer
  let alicePhone = ''

  it('logs two buyers in', async () => {
    // Alice logs in with a phone the test knows (a minor attendee must carry it).
    alicePhone = freshPhone()
    const res = await createApi(env).phoneLogin(alicePhone, { merchant: MACAU })
    alice = { token: res.accessToken, userId: res.userId, merchant: MACAU }
    bob = await loginBuyer(env)
  })

  const audience = async (b: Buyer, name: string, id: string, phone?: string) => {
    const res = await as(env().app, b).post('/buyer/v1/user_audiences', { name, idType: 'ID_CARD', idNo: id, ...(phone === undefined ? {} : { phone }) })
    assert.equal(res.statusCode, 200, res.comments)
    return (res.data as { audienceId: string }).audienceId
  }
  const address = async (b: Buyer) => {
    const res = await as(env().app, b).post('/buyer/v1/addresses', { recipient: '张三', phone: '13800138000', area: '北京市 东城区', detail: '东长安街1号101室', isDefault: true })
    assert.equal(res.statusCode, 200, res.comments)
    return (res.data as { addressId: string }).addressId
  }
  /** Nothing was taken: no held/sold tickets, no order of the buyer for the tier, invariant holds. */
  const nothingTaken = async (tier: Tier) => {
    const s = await assertInvariant(env().db.handle.db, tier)
    assert.deepEqual([s.held, s.sold, s.orders], [0, 0, 0])
  }

  it('pre_order returns the show purchase settings (defaults without a rules row)', async () => {
    const db = env().db.handle.db
    const plain = await makeTier(db, { capacity: 5 })
    const d0 = (await as(env().app, alice).post(PRE, { showId: plain.showId, sessionId: plain.sessionId, seatPlanId: plain.seatPlanId, qty: 1 })).data as Record<string, unknown>
    assert.equal(d0.realNameRequired, false)
    assert.deepEqual(d0.deliverMethods, ['E_TICKET', 'VENUE_PICKUP'])
    assert.equal(d0.agreement, null)
    assert.equal(d0.agreementNeedReadAll, false)

    const tier = await makeTier(db, { capacity: 5 })
    await setRules(db, tier, { realNameRequired: true, deliverMethods: ['E_TICKET', 'EXPRESS'], agreement: AGREEMENT, agreementNeedReadAll: true })
    const body = { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 2 }
    const zh = (await as(env().app, alice).post(PRE, body, { lang: 'zh-CN' })).data as Record<string, unknown>
    assert.equal(zh.realNameRequired, true)
    assert.deepEqual(zh.deliverMethods, ['E_TICKET', 'EXPRESS'])
    assert.deepEqual(zh.agreement, AGREEMENT.i18n?.['zh-CN'])
    assert.equal(zh.agreementNeedReadAll, true)
    const en = (await as(env().app, alice).post(PRE, body, { lang: 'en' })).data as Record<string, unknown>
    assert.deepEqual(en.agreement, { template: AGREEMENT.template, placeHolders: AGREEMENT.placeHolders })
    // A quote prices before attendees are chosen; it takes nothing.
    await nothingTaken(tier)
  })

  it('a real-name show needs exactly qty distinct attendees of the caller; refusals take nothing', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    await setRules(db, tier, { realNameRequired: true })
    const api = as(env().app, alice)
    const a1 = await audience(alice, '王一', adultId())
    const a2 = await audience(alice, '王二', adultId())
    const bobs = await audience(bob, '鲍勃', adultId())

    const none = await api.post(CREATE, createBody(tier, 2, freshKey()), { lang: 'zh-CN' })
    assert.equal(none.statusCode, 400)
    assert.equal(none.errorCode, 'ORDER_BAD_REQUEST')
    assert.match(none.comments, /观演人.*2/)
    const tooFew = await api.post(CREATE, createBody(tier, 2, freshKey(), { audienceIds: [a1] }), { lang: 'en' })
    assert.equal(tooFew.statusCode, 400)
    assert.match(tooFew.comments, /one attendee per ticket \(2 in all\)/)
    const tooMany = await api.post(CREATE, createBody(tier, 1, freshKey(), { audienceIds: [a1, a2] }))
    assert.equal(tooMany.statusCode, 400)
    const twice = await api.post(CREATE, createBody(tier, 2, freshKey(), { audienceIds: [a1, a1] }), { lang: 'zh-MO' })
    assert.equal(twice.statusCode, 400)
    assert.match(twice.comments, /重複/)
    const foreign = await api.post(CREATE, createBody(tier, 2, freshKey(), { audienceIds: [a1, bobs] }), { lang: 'en' })
    assert.equal(foreign.statusCode, 404)
    const missing = await api.post(CREATE, createBody(tier, 2, freshKey(), { audienceIds: [a1, 'nope123'] }), { lang: 'en' })
    assert.equal(missing.statusCode, 404)
    assert.equal(foreign.comments, missing.comments, 'another buyer’s attendee is the same answer as a missing one')
    // Beyond the per-order limit is a quantity refusal whatever the attendees.
    await setRules(db, tier, { maxPerOrder: 2 })
    const a3 = await audience(alice, '王三', adultId())
    assert.equal((await api.post(CREATE, createBody(tier, 3, freshKey(), { audienceIds: [a1, a2, a3] }))).statusCode, 22031005)
    await nothingTaken(tier)

    const ok = await api.post(CREATE, createBody(tier, 2, freshKey(), { audienceIds: [a2, a1] }))
    assert.equal(ok.statusCode, 200, ok.comments)
    const orderId = (ok.data as { orderId: string }).orderId
    const detail = (await api.get(`/buyer/v5/orders/${orderId}`)).data as { audienceIds: string[] }
    assert.deepEqual(detail.audienceIds, [a2, a1])
    assert.equal((await stockOf(db, tier)).held, 2)
  })

  it('a minor attendee needs the logged-in phone number', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    await setRules(db, tier, { realNameRequired: true })
    const api = as(env().app, alice)
    const year = new Date(env().orderClock.now).getUTCFullYear() - 10
    const noPhone = await audience(alice, '小明', idNo(`${year}0101`, seq++))
    const otherPhone = await audience(alice, '小红', idNo(`${year}0202`, seq++), '13700000000')
    // The phone field itself is validated (11 digits from 1).
    const badPhone = await api.post('/buyer/v1/user_audiences', { name: '小刚', idType: 'ID_CARD', idNo: idNo(`${year}0303`, seq++), phone: '2345' }, { lang: 'en' })
    assert.equal(badPhone.statusCode, 400)
    assert.match(badPhone.comments, /11 digits/)

    for (const id of [noPhone, otherPhone]) {
      const res = await api.post(CREATE, createBody(tier, 1, freshKey(), { audienceIds: [id] }), { lang: 'zh-CN' })
      assert.equal(res.statusCode, 400)
      assert.match(res.comments, /未满18周岁/)
    }
    await nothingTaken(tier)
    assert.match(alicePhone, /^1\d{10}$/, 'the test buyer logged in with a mainland phone')
    const fixed = await api.put(`/buyer/v1/user_audiences/${otherPhone}`, { name: '小红', idType: 'ID_CARD', idNo: idNo(`${year}0202`, seq - 2), phone: alicePhone })
    assert.equal(fixed.statusCode, 200, fixed.comments)
    assert.equal((fixed.data as { phone: string }).phone, alicePhone)
    const ok = await api.post(CREATE, createBody(tier, 1, freshKey(), { audienceIds: [otherPhone] }))
    assert.equal(ok.statusCode, 200, ok.comments)
  })

  it('refuses a delivery method the show does not offer; EXPRESS needs the caller’s own address', async () => {
    const db = env().db.handle.db
    const plain = await makeTier(db, { capacity: 10 })
    const api = as(env().app, alice)
    const mine = await address(alice)
    const bobsAddress = await address(bob)
    const noExpress = await api.post(CREATE, createBody(plain, 1, freshKey(), { deliverMethod: 'EXPRESS', addressId: mine }), { lang: 'en' })
    assert.equal(noExpress.statusCode, 400)
    assert.match(noExpress.comments, /does not offer/)
    assert.equal((await api.post(PRE, { showId: plain.showId, sessionId: plain.sessionId, seatPlanId: plain.seatPlanId, qty: 1, deliverMethod: 'EXPRESS' })).statusCode, 400)
    await nothingTaken(plain)

    const tier = await makeTier(db, { capacity: 10 })
    await setRules(db, tier, { deliverMethods: ['EXPRESS'] })
    // The default method is then the first the show offers.
    const pre = await api.post(PRE, { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1 })
    assert.equal((pre.data as { deliverMethod: string }).deliverMethod, 'EXPRESS')
    assert.equal((await api.post(CREATE, createBody(tier, 1, freshKey(), { deliverMethod: 'E_TICKET' }))).statusCode, 400)
    const noAddress = await api.post(CREATE, createBody(tier, 1, freshKey(), { deliverMethod: 'EXPRESS' }), { lang: 'zh-CN' })
    assert.equal(noAddress.statusCode, 400)
    assert.match(noAddress.comments, /收货地址/)
    const foreign = await api.post(CREATE, createBody(tier, 1, freshKey(), { deliverMethod: 'EXPRESS', addressId: bobsAddress }), { lang: 'en' })
    const missing = await api.post(CREATE, createBody(tier, 1, freshKey(), { deliverMethod: 'EXPRESS', addressId: 'noSuchAddress' }), { lang: 'en' })
    assert.equal(foreign.statusCode, 404)
    assert.deepEqual([foreign.statusCode, foreign.comments], [missing.statusCode, missing.comments])
    assert.equal((await api.post(PRE, { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, deliverMethod: 'EXPRESS', addressId: bobsAddress })).statusCode, 404)
    await nothingTaken(tier)

    const ok = await api.post(CREATE, createBody(tier, 1, freshKey(), { deliverMethod: 'EXPRESS', addressId: mine }))
    assert.equal(ok.statusCode, 200, ok.comments)
    const detail = (await api.get(`/buyer/v5/orders/${(ok.data as { orderId: string }).orderId}`)).data as { addressId: string; orderBrief: { deliverMethod: string } }
    assert.equal(detail.addressId, mine)
    assert.equal(detail.orderBrief.deliverMethod, 'EXPRESS')
    // A non-express order keeps no address even when one is sent.
    const other = await makeTier(db, { capacity: 10 })
    const eTicket = await api.post(CREATE, createBody(other, 1, freshKey(), { addressId: mine }))
    const [row] = await db.select().from(orders).where(eq(orders.orderId, (eTicket.data as { orderId: string }).orderId))
    assert.equal(row?.addressId, null)
  })

  it('a show with an agreement needs agreementAccepted; the cashier shows the same agreement', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    await setRules(db, tier, { agreement: AGREEMENT, agreementNeedReadAll: true })
    const api = as(env().app, alice)
    for (const extra of [{}, { agreementAccepted: false }]) {
      const res = await api.post(CREATE, createBody(tier, 1, freshKey(), extra), { lang: 'zh-MO' })
      assert.equal(res.statusCode, 400)
      assert.match(res.comments, /購票協議/)
    }
    await nothingTaken(tier)
    const ok = await api.post(CREATE, createBody(tier, 1, freshKey(), { agreementAccepted: true }))
    assert.equal(ok.statusCode, 200, ok.comments)
    const txIds = (ok.data as { unPaidTransactionIds: string[] }).unPaidTransactionIds
    const cashier = await api.post('/buyer/v3/payments/cashiers', { transactionIds: txIds, platform: 'H5', browserType: 'OTHER' }, { lang: 'zh-CN' })
    assert.equal(cashier.statusCode, 200, cashier.comments)
    assert.deepEqual((cashier.data as { agreement: unknown }).agreement, AGREEMENT.i18n?.['zh-CN'])
    // A show without an agreement: none at the cashier, and no flag needed.
    const plain = await makeTier(db, { capacity: 10 })
    const plainOrder = await api.post(CREATE, createBody(plain, 1, freshKey()))
    const plainCashier = await api.post('/buyer/v3/payments/cashiers', { transactionIds: (plainOrder.data as { unPaidTransactionIds: string[] }).unPaidTransactionIds, platform: 'H5', browserType: 'OTHER' })
    assert.equal((plainCashier.data as { agreement: unknown }).agreement, null)
  })

  it('the demo seed has real-name shows (one with express and a need-read-all agreement) per merchant', async () => {
    const db = env().db.handle.db
    for (const [merchantId, prefix] of [
      [MACAU, 'MO'],
      [MAINLAND, 'SH'],
    ] as const) {
      const rows = await db.select().from(orderShowRules).where(eq(orderShowRules.merchantId, merchantId))
      const byShow = new Map(rows.map((r) => [r.showId, r]))
      assert.equal(byShow.get(`${prefix}005`)?.realNameRequired, true)
      assert.ok(byShow.get(`${prefix}005`)?.deliverMethods.includes('EXPRESS'))
      assert.deepEqual(byShow.get(`${prefix}005`)?.agreement, DEMO_AGREEMENT)
      assert.equal(byShow.get(`${prefix}005`)?.agreementNeedReadAll, true)
      assert.equal(byShow.get(`${prefix}017`)?.realNameRequired, true)
    }
  })
})

it('purchase rules (pure)', () => {
  const now = new Date('2026-11-22T00:00:00Z')
  assert.equal(ageOn('2008-11-22', now), 18)
  assert.equal(ageOn('2008-11-23', now), 17)
  assert.equal(isMinor('2008-11-23', now), true)
  assert.equal(isMinor('2008-11-22', now), false)
  assert.equal(isMinor(null, now), false)
  const row = (id: string, birthDate: string | null, phone: string | null) =>
    ({ audienceId: id, name: id, birthDate, phone }) as Parameters<typeof checkAttendees>[0]['found'][number]
  const base = { qty: 2, required: true, callerPhone: '13900000000', now }
  assert.equal(checkAttendees({ ...base, ids: [], found: [] })?.key, 'audienceCount')
  assert.equal(checkAttendees({ ...base, required: false, ids: [], found: [] }), null)
  assert.equal(checkAttendees({ ...base, ids: ['a', 'a'], found: [row('a', null, null)] })?.key, 'audienceDuplicate')
  assert.equal(checkAttendees({ ...base, ids: ['a', 'b'], found: [row('a', null, null)] })?.notFound, true)
  assert.equal(checkAttendees({ ...base, ids: ['a', 'b'], found: [row('a', null, null), row('b', '2015-01-01', '13900000001')] })?.key, 'audienceMinorPhone')
  assert.equal(checkAttendees({ ...base, ids: ['a', 'b'], found: [row('a', null, null), row('b', '2015-01-01', '13900000000')] }), null)
  assert.equal(checkAttendees({ ...base, callerPhone: null, ids: ['b'], qty: 1, found: [row('b', '2015-01-01', '13900000000')] })?.key, 'audienceMinorPhone')
  const s = mergeSettings([settingsOf({ realNameRequired: false, deliverMethods: ['E_TICKET', 'EXPRESS'], agreement: null, agreementNeedReadAll: false }), settingsOf(null)])
  assert.deepEqual(s.deliverMethods, ['E_TICKET'])
  assert.equal(settingsOf({ realNameRequired: true, deliverMethods: [], agreement: null, agreementNeedReadAll: true }).agreementNeedReadAll, false)
})

/**
 * Booking extras on every database: the booking page's privilege and card parameters are refused on
 * pre_order and create_order (localised, mode booking, nothing taken); the order detail's operations
 * and actions as data with what they open (ticket ids for E_TICKET, the pickup code for
 * TICKET_TAKING_CODE); attendees' country or region (known codes, mainland ID card = CN) with the
 * derived birth date and gender in the list, and the list's showId; the demo hot show and group
 * limits from the seed.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { ORDER_STATUS, type Audience, type AudiencePage, type OrderDetail, type PreOrderResponse } from '../../types/orders.js'
import { orderShowRules, orderStock, orders } from '../src/db/schema.js'
import { idCardCheckChar } from '../src/modules/orders/id-card.js'
import { DEMO_GROUP_LIMITS_SHOW, DEMO_HOT_SHOW } from '../src/seed/orders.js'
import { MACAU, MAINLAND, as, assertInvariant, createBody, freshKey, loginBuyer, makeTier, stockOf, type Buyer } from './orders-helpers.js'
import { buyTickets, createOrder, describeTickets } from './tickets-helpers.js'

const PRE = '/buyer/v3/pre_order'
const CREATE = '/buyer/v5/create_order'
const AUD = '/buyer/v1/user_audiences'

/** A valid mainland ID number: born 1990-03-07, the 17th digit decides the gender (odd = MAN). */
const idCard = (seq: string) => {
  const first17 = `110101199003070${seq}`
  return first17 + idCardCheckChar(first17)
}

await describeTickets('booking extras', (env) => {
  let alice: Buyer
  let bob: Buyer

  it('logs buyers in', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
  })

  it('refuses a card or privilege on pre_order and create_order, localised, taking nothing', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const api = as(env().app, alice)
    const quote = { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1 }
    const card = { zh: '该权益卡不存在或不能用于本场演出', mo: '該權益卡不存在或不能用於本場演出', en: 'This benefit card does not exist or cannot be used for this show' }
    for (const [lang, words] of [
      ['zh-CN', card.zh],
      ['zh-MO', card.mo],
      ['en-US', card.en],
    ] as const) {
      const res = await api.post(PRE, { ...quote, cardId: 'CARD-1', userCardInstanceId: 'UCI-9' }, { lang })
      assert.equal(res.statusCode, ORDER_STATUS.PRIVILEGE_UNAVAILABLE)
      assert.equal(res.mode, 'booking')
      assert.equal(res.errorCode, 'ORDER_PRIVILEGE_UNAVAILABLE')
      assert.ok(res.comments.startsWith(words), res.comments)
      assert.equal(res.data, null)
    }
    const code = await api.post(PRE, { ...quote, privilegeCode: 'VIP2026' }, { lang: 'en-US' })
    assert.equal(code.statusCode, ORDER_STATUS.PRIVILEGE_UNAVAILABLE)
    assert.match(code.comments, /privilege or privilege code does not exist/)
    const limitation = await api.post(PRE, { ...quote, privilegeLimitation: 'true' }, { lang: 'zh-MO' })
    assert.match(limitation.comments, /購票權益或優先購碼不存在/)

    const before = await stockOf(db, tier)
    for (const extra of [{ privilegeId: 'P-1' }, { cardId: 'C-1' }, { userCardInstanceId: 'U-1' }, { privilegeCode: 'X' }]) {
      const res = await api.post(CREATE, createBody(tier, 1, freshKey(), extra), { lang: 'en-US' })
      assert.equal(res.statusCode, ORDER_STATUS.PRIVILEGE_UNAVAILABLE, JSON.stringify(extra))
      assert.equal(res.mode, 'booking')
    }
    assert.deepEqual(await stockOf(db, tier), before, 'nothing was held')
    assert.equal((await db.select().from(orders).where(eq(orders.firstShowId, tier.showId))).length, 0)

    // Empty parameters are "not given": the same booking goes through.
    const ok = await api.post(PRE, { ...quote, cardId: '', privilegeId: ' ' })
    assert.equal(ok.statusCode, 200, ok.comments)
    const created = await api.post(CREATE, createBody(tier, 1, freshKey(), { privilegeCode: '' }))
    assert.equal(created.statusCode, 200, created.comments)
    await assertInvariant(db, tier)
  })

  it('answers the order operations and actions as data, with what they open', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 20 })
    const api = as(env().app, alice)
    const detail = async (orderId: string, lang = 'en-US') => {
      const res = await api.get(`/buyer/v5/orders/${orderId}`, { lang })
      assert.equal(res.statusCode, 200, res.comments)
      return res.data as OrderDetail
    }

    // Unpaid: pay is the only operation; nothing to open yet.
    const unpaidId = await createOrder(env().app, alice, tier, 1)
    const unpaid = await detail(unpaidId)
    assert.deepEqual(unpaid.orderBrief.orderOperations.map((o) => o.name), ['TO_BE_PAID'])
    assert.deepEqual(unpaid.orderBrief.actions, [])
    assert.deepEqual([unpaid.ticketIds, unpaid.pickupCode], [[], ''])

    // Paid e-tickets: E_TICKET opens these tickets; refund and rebooking can be asked.
    const eticket = await buyTickets(env(), alice, tier, 2)
    const paid = await detail(eticket.orderId)
    assert.deepEqual(paid.orderBrief.orderOperations, [{ name: 'E_TICKET', title: 'E-ticket' }])
    assert.deepEqual(paid.orderBrief.actions, [
      { kind: 'REFUND', title: 'Request refund', enabled: true },
      { kind: 'REBOOK', title: 'Rebook', enabled: true },
    ])
    assert.deepEqual(paid.ticketIds, eticket.tickets.map((t) => t.ticketId))
    assert.equal(paid.pickupCode, '')
    assert.equal((await detail(eticket.orderId, 'zh-MO')).orderBrief.orderOperations[0]?.title, '電子票')

    // Paid venue pickup: the code to show at the counter, the same one the tickets carry.
    const pickup = await buyTickets(env(), alice, tier, 1, { deliverMethod: 'VENUE_PICKUP' })
    const counter = await detail(pickup.orderId, 'zh-CN')
    assert.deepEqual(counter.orderBrief.orderOperations, [{ name: 'TICKET_TAKING_CODE', title: '取票码' }])
    assert.match(counter.pickupCode, /^\d{8}$/)
    const ticket = await api.get(`/buyer/v1/tickets/${pickup.tickets[0]!.ticketId}`)
    assert.equal((ticket.data as { pickupCode: string }).pickupCode, counter.pickupCode)

    // Another buyer sees none of it.
    const foreign = await as(env().app, bob).get(`/buyer/v5/orders/${eticket.orderId}`)
    assert.equal(foreign.statusCode, 404)
    assert.equal(foreign.data, null)
  })

  it('keeps the country or region of attendees: known codes only, a mainland ID card is CN', async () => {
    const api = as(env().app, bob)
    const man = await api.post(AUD, { name: '张三', idType: 'ID_CARD', idNo: idCard('11') })
    assert.equal(man.statusCode, 200, man.comments)
    const a = man.data as Audience
    assert.deepEqual([a.countryRegion, a.birthDate, a.gender], ['CN', '1990-03-07', 'MAN'])
    const woman = (await api.post(AUD, { name: '李四', idType: 'ID_CARD', idNo: idCard('22'), countryRegion: 'cn' })).data as Audience
    assert.deepEqual([woman.countryRegion, woman.gender], ['CN', 'WOMAN'])

    const wrongCard = await api.post(AUD, { name: '王五', idType: 'ID_CARD', idNo: idCard('33'), countryRegion: 'HK' }, { lang: 'en-US' })
    assert.equal(wrongCard.statusCode, 400)
    assert.match(wrongCard.comments, /mainland China ID card is issued by mainland China/)
    const unknown = await api.post(AUD, { name: 'Ann', idType: 'PASSPORT', idNo: 'E12345678', countryRegion: 'XX' }, { lang: 'zh-MO' })
    assert.equal(unknown.statusCode, 400)
    assert.equal(unknown.comments, '請選擇證件簽發的國家或地區')

    const passport = await api.post(AUD, { name: 'Ann Lee', idType: 'PASSPORT', idNo: 'E12345678', countryRegion: 'jp' })
    assert.equal(passport.statusCode, 200, passport.comments)
    const p = passport.data as Audience
    assert.deepEqual([p.countryRegion, p.birthDate, p.gender], ['JP', null, null])
    const moved = await api.put(`${AUD}/${p.audienceId}`, { name: 'Ann Lee', idType: 'PASSPORT', idNo: 'E12345678', countryRegion: 'SG' })
    assert.equal((moved.data as Audience).countryRegion, 'SG')
    const refused = await api.put(`${AUD}/${p.audienceId}`, { name: 'Ann Lee', idType: 'PASSPORT', idNo: 'E12345678', countryRegion: 'ZZ' })
    assert.equal(refused.statusCode, 400)

    const list = (await api.get(`${AUD}/list?offset=0&length=50`)).data as AudiencePage
    const byName = new Map(list.audiences.map((x) => [x.name, x]))
    assert.equal(list.total, 3, 'the refused ones were not saved')
    assert.deepEqual([byName.get('张三')?.birthDate, byName.get('张三')?.gender, byName.get('张三')?.countryRegion], ['1990-03-07', 'MAN', 'CN'])
    assert.equal(byName.get('Ann Lee')?.countryRegion, 'SG')

    // The list for a show: a show of this shop lists them; an unknown or another shop's show is not found.
    const forShow = await api.get(`${AUD}/list?offset=0&length=50&showId=MO002`)
    assert.equal((forShow.data as AudiencePage).total, 3)
    const passports = await api.get(`${AUD}/list?offset=0&length=50&showId=MO002&idTypes=PASSPORT`)
    assert.deepEqual((passports.data as AudiencePage).audiences.map((x) => x.name), ['Ann Lee'])
    for (const showId of ['NOPE1', 'SH002']) {
      const missing = await api.get(`${AUD}/list?offset=0&length=50&showId=${showId}`, { lang: 'en-US' })
      assert.equal(missing.statusCode, 404, showId)
      assert.equal(missing.comments, 'Show not found')
    }
  })

  it('refuses attendee names no ID document carries, and too long ones, saying so instead of cutting', async () => {
    const api = as(env().app, alice)
    const before = ((await api.get(`${AUD}/list?offset=0&length=50`)).data as AudiencePage).total
    const save = (name: string, lang = 'en-US') => api.post(AUD, { name, idType: 'PASSPORT', idNo: 'E24681357', countryRegion: 'MO' }, { lang })
    // Issue 13: emoji, digits and symbols are no one's name on a document; a letter is needed.
    for (const bad of ['😀😀', '张三😀', 'Ann 2', '王★明', '·-', 'A\u200dB', 'Ann\ufe0f']) {
      const res = await save(bad)
      assert.equal(res.statusCode, 400, JSON.stringify(bad))
      assert.match(res.comments, /letters, spaces and · - ' \. only, no digits, emoji or other symbols/)
    }
    assert.match((await save('😀', 'zh-CN')).comments, /^姓名只能包含证件上会出现的文字/)
    assert.match((await save('😀', 'zh-MO')).comments, /^姓名只能包含證件上會出現的文字/)
    // 500 characters: refused with the limit named, never stored cut to 64.
    const long = await save('A'.repeat(500))
    assert.equal(long.statusCode, 400)
    assert.equal(long.comments, 'The name can have at most 64 characters, as on the document')
    assert.equal((await save('王'.repeat(65), 'zh-MO')).comments, '姓名最多64個字，請按證件填寫')
    assert.equal(((await api.get(`${AUD}/list?offset=0&length=50`)).data as AudiencePage).total, before, 'nothing refused was saved')
    // Names as documents print them: CJK, accents, minority middle dots, hyphens, apostrophes; 64 characters fit.
    for (const [i, good] of ['买买提·艾力', 'José Álvarez-O’Neil', "D'Arcy", 'Nguyễn Văn A', '王'.repeat(64)].entries()) {
      const res = await api.post(AUD, { name: good, idType: 'PASSPORT', idNo: `E1357900${i}`, countryRegion: 'MO' })
      assert.equal(res.statusCode, 200, `${good}: ${res.comments}`)
      assert.equal((res.data as Audience).name, good)
    }
  })

  it('seeds a limited hot show and a show with group limits in both shops', async () => {
    const db = env().db.handle.db
    for (const [merchantId, prefix] of [
      [MACAU, 'MO'],
      [MAINLAND, 'SH'],
    ] as const) {
      const hotId = `${prefix}0${DEMO_HOT_SHOW.n}`
      const [hot] = await db.select().from(orderShowRules).where(and(eq(orderShowRules.merchantId, merchantId), eq(orderShowRules.showId, hotId)))
      assert.deepEqual([hot?.maxPerOrder, hot?.maxPerBuyer], [2, 2])
      const stock = await db.select().from(orderStock).where(and(eq(orderStock.merchantId, merchantId), eq(orderStock.showId, hotId)))
      assert.deepEqual(stock.map((s) => s.capacity).sort((a, b) => b - a), [...DEMO_HOT_SHOW.capacities])
      const [group] = await db.select().from(orderShowRules).where(and(eq(orderShowRules.merchantId, merchantId), eq(orderShowRules.showId, `${prefix}0${DEMO_GROUP_LIMITS_SHOW.n}`)))
      assert.deepEqual([group?.maxPerOrder, group?.maxPerBuyer], [10, 20])
    }
    // The hot show quotes its own limit to the booking page.
    const api = as(env().app, bob)
    const quote = await api.post(PRE, { showId: 'MO031', sessionId: 'MO031-S1', seatPlanId: 'MO031-S1-P1', qty: 1 })
    assert.equal(quote.statusCode, 200, quote.comments)
    assert.equal((quote.data as PreOrderResponse).maxPerOrder, 2)
    const three = await api.post(PRE, { showId: 'MO031', sessionId: 'MO031-S1', seatPlanId: 'MO031-S1-P1', qty: 3 }, { lang: 'en-US' })
    assert.equal(three.statusCode, ORDER_STATUS.BAD_QUANTITY)
    assert.match(three.comments, /1 to 2 tickets per order/)
  })
})

/**
 * Venue reservations (modules/reservations): the demo places of both shops in their languages with
 * their upcoming slots; people and contact checked with localised refusals that change nothing; a
 * reservation takes its places, a second one of the same slot is refused, a retry with the same key
 * reserves once; full and started slots refused; cancelling gives the places back, once; another
 * buyer's reservation is "not found" exactly like a missing one.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { ReservationVenueCard, ReservationVenueDetail, ReservationView } from '../../types/reservations.js'
import { STATUS } from '../../types/api.js'
import { as, call, describeOrders, loginBuyer, MAINLAND, type Buyer } from './orders-helpers.js'
import { CONTACT, makeSlot, reservedPeople, takenOf } from './reservations-helpers.js'

const RESERVE = '/buyer/v1/reservations'
const HOUR = 3_600_000

await describeOrders('venue reservations', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db

  it('lists the demo places of both shops in the request’s language, with upcoming slots, no login needed', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    const en = (await call(env().app, 'GET', '/pub/v1/reservation_venues', undefined, { lang: 'en' })).data as ReservationVenueCard[]
    assert.deepEqual(en.map((v) => [v.venueId, v.name]), [['MO-RV1', 'Backstage tour'], ['MO-RV2', 'Rehearsal room visit']])
    assert.ok(en.every((v) => v.openSlots > 0))
    const mo = (await call(env().app, 'GET', '/pub/v1/reservation_venues/MO-RV1', undefined, { lang: 'zh-MO' })).data as ReservationVenueDetail
    assert.equal(mo.name, '劇院後台參觀')
    assert.equal(mo.maxPeople, 4)
    assert.equal(mo.slots.length, 14)
    assert.ok(mo.slots.every((s) => s.state === 'OPEN' && s.remaining === 20))
    assert.ok(mo.slots.every((s, i) => i === 0 || s.startTime >= mo.slots[i - 1]!.startTime), 'earliest first')
    const sh = (await call(env().app, 'GET', '/pub/v1/reservation_venues', undefined, { merchant: MAINLAND })).data as ReservationVenueCard[]
    assert.deepEqual(sh.map((v) => [v.venueId, v.name]), [['SH-RV1', '剧院后台参观'], ['SH-RV2', '排练厅开放参观']])
    const other = await call(env().app, 'GET', '/pub/v1/reservation_venues/SH-RV1', undefined, { lang: 'en' })
    assert.deepEqual([other.statusCode, other.comments], [STATUS.NOT_FOUND, 'This place does not exist or is no longer listed'])
  })

  it('refuses bad people and contact in three languages and takes no place', async () => {
    const slotId = await makeSlot(db())
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ people: 0 }, { zh: '预约人数须为1至4人', 'zh-MO': '預約人數須為1至4人', en: 'People must be from 1 to 4' }],
      [{ people: 5 }, { zh: '预约人数须为1至4人', 'zh-MO': '預約人數須為1至4人', en: 'People must be from 1 to 4' }],
      [{ contactName: '  ' }, { zh: '请填写联系人姓名（不超过20个字）', 'zh-MO': '請填寫聯絡人姓名（不超過20個字）', en: 'Please fill in the contact name (at most 20 characters)' }],
      [{ contactPhone: 'abc' }, { zh: '请输入正确的联系电话', 'zh-MO': '請輸入正確的聯絡電話', en: 'Please enter a valid contact phone number' }],
    ]
    for (const [patch, texts] of cases) {
      for (const [lang, text] of Object.entries(texts)) {
        const res = await as(env().app, alice).post(RESERVE, { slotId, people: 1, ...CONTACT, ...patch }, { lang })
        assert.deepEqual([res.statusCode, res.errorCode, res.comments], [STATUS.BAD_REQUEST, 'RESERVATION_BAD_REQUEST', text])
      }
    }
    const missing = await as(env().app, alice).post(RESERVE, { slotId: 'NOPE', people: 1, ...CONTACT }, { lang: 'en' })
    assert.deepEqual([missing.statusCode, missing.comments], [STATUS.NOT_FOUND, 'This time slot does not exist'])
    const otherShop = await as(env().app, alice).post(RESERVE, { slotId: 'SH-RV1-D1-10', people: 1, ...CONTACT }, { lang: 'en' })
    assert.deepEqual([otherShop.statusCode, otherShop.comments], [missing.statusCode, missing.comments], 'another shop’s slot is not found like a missing one')
    assert.notEqual((await as(env().app, alice).post(RESERVE, { slotId, people: 1, ...CONTACT, extra: true })).statusCode, 200)
    assert.equal(await takenOf(db(), slotId), 0)
    assert.equal(await reservedPeople(db(), slotId), 0)
  })

  it('a reservation takes its places; a second one of the slot is refused; a retry with its key reserves once', async () => {
    const slotId = await makeSlot(db())
    const first = await as(env().app, alice).post(RESERVE, { slotId, people: 3, ...CONTACT, idempotencyKey: 'k1' }, { lang: 'en' })
    assert.equal(first.statusCode, 200, first.comments)
    const view = first.data as ReservationView
    assert.deepEqual([view.status, view.statusTitle, view.people, view.canCancel, view.contactName], ['RESERVED', 'Reserved', 3, true, '陈大文'])
    const retry = await as(env().app, alice).post(RESERVE, { slotId, people: 3, ...CONTACT, idempotencyKey: 'k1' })
    assert.equal((retry.data as ReservationView).reservationId, view.reservationId)
    const again = await as(env().app, alice).post(RESERVE, { slotId, people: 1, ...CONTACT }, { lang: 'zh-MO' })
    assert.deepEqual([again.statusCode, again.errorCode, again.comments], [409, 'RESERVATION_ALREADY', '您已預約該時段'])
    assert.equal(await takenOf(db(), slotId), 3)
    const mine = (await as(env().app, alice).get('/buyer/v1/reservations')).data as ReservationView[]
    assert.equal(mine[0]!.reservationId, view.reservationId)
    // Bob cannot see or cancel it: "not found" like a missing one.
    for (const path of [`/buyer/v1/reservations/${view.reservationId}`, '/buyer/v1/reservations/NOPE']) {
      const res = await as(env().app, bob).get(path, { lang: 'en' })
      assert.deepEqual([res.statusCode, res.comments], [STATUS.NOT_FOUND, 'Reservation not found'])
    }
    const bobCancel = await as(env().app, bob).post(`/buyer/v1/reservations/${view.reservationId}/cancel`, {})
    assert.equal(bobCancel.statusCode, STATUS.NOT_FOUND)
    assert.equal(await takenOf(db(), slotId), 3)
  })

  it('refuses a full slot and a started one; cancelling gives the places back once', async () => {
    const slotId = await makeSlot(db(), { capacity: 4, taken: 2 })
    const full = await as(env().app, alice).post(RESERVE, { slotId, people: 3, ...CONTACT }, { lang: 'en' })
    assert.deepEqual([full.statusCode, full.errorCode, full.comments], [409, 'RESERVATION_FULL', 'Not enough places left in this time slot'])
    const ok = (await as(env().app, alice).post(RESERVE, { slotId, people: 2, ...CONTACT })).data as ReservationView
    assert.equal(await takenOf(db(), slotId), 4)
    const detail = (await call(env().app, 'GET', `/pub/v1/reservation_venues/${ok.venueId}`)).data as ReservationVenueDetail
    assert.deepEqual([detail.slots[0]!.state, detail.slots[0]!.remaining], ['FULL', 0])
    const cancelled = await as(env().app, alice).post(`/buyer/v1/reservations/${ok.reservationId}/cancel`, {})
    assert.deepEqual([(cancelled.data as ReservationView).status, (cancelled.data as ReservationView).canCancel], ['CANCELLED', false])
    assert.equal(await takenOf(db(), slotId), 2)
    const twice = await as(env().app, alice).post(`/buyer/v1/reservations/${ok.reservationId}/cancel`, {}, { lang: 'en' })
    assert.deepEqual([twice.statusCode, twice.errorCode], [409, 'RESERVATION_NOT_CANCELLABLE'])
    assert.equal(await takenOf(db(), slotId), 2)
    // After cancelling, the buyer may reserve the slot again.
    assert.equal((await as(env().app, alice).post(RESERVE, { slotId, people: 1, ...CONTACT })).statusCode, 200)
    const started = await makeSlot(db(), { startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() + HOUR) })
    const late = await as(env().app, alice).post(RESERVE, { slotId: started, people: 1, ...CONTACT }, { lang: 'zh' })
    assert.deepEqual([late.statusCode, late.errorCode, late.comments], [409, 'RESERVATION_PAST', '该时段已开始，不能预约'])
    assert.equal(await takenOf(db(), started), 0)
  })
})

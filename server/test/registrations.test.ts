/**
 * Open-show registration (modules/registrations): the demo open shows of both shops in their
 * languages; the merchant's form checked field by field with localised refusals that change nothing;
 * a registration takes one place and carries an entrance code signed with the merchant's ticket key
 * (verifiable offline like a ticket's); the buyer's limit, full and closed shows refused; a retry with
 * the same key registers once; cancelling gives the place back and kills the code; another buyer's
 * registration is "not found" exactly like a missing one.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { OpenShowCard, OpenShowDetail, RegistrationView } from '../../types/registrations.js'
import { STATUS } from '../../types/api.js'
import { decodeCode, verifyCode } from '../src/modules/tickets/code.js'
import { OPEN_SHOW_SESSION } from '../src/modules/registrations/service.js'
import { as, call, describeOrders, loginBuyer, MAINLAND, type Buyer } from './orders-helpers.js'
import { activeRegistrations, GOOD, makeOpenShow, takenOf } from './registrations-helpers.js'
import { flip } from './tickets-helpers.js'

const reg = (id: string) => `/buyer/v1/open_shows/${id}/registrations`
const MINE = '/buyer/v1/open_show_registrations'

await describeOrders('open-show registration', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db

  it('lists the demo open shows of both shops in the request’s language, with their forms, no login needed', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    const en = await call(env().app, 'GET', '/pub/v1/open_shows', undefined, { lang: 'en' })
    const ids = (en.data as OpenShowCard[]).map((s) => s.openShowId)
    assert.ok(ids.includes('MO-OS1') && ids.includes('MO-OS2'), ids.join())
    const lawn = (en.data as OpenShowCard[]).find((s) => s.openShowId === 'MO-OS1')!
    assert.equal(lawn.title, 'Open-air Lawn Concert (free, register)')
    assert.equal(lawn.state, 'OPEN')
    const mo = await call(env().app, 'GET', '/pub/v1/open_shows/MO-OS1', undefined, { lang: 'zh-MO' })
    const detail = mo.data as OpenShowDetail
    assert.equal(detail.title, '城市草地音樂會（免費報名）')
    assert.deepEqual(
      detail.form.map((f) => [f.key, f.type, f.required]),
      [['name', 'TEXT', true], ['phone', 'PHONE', true], ['people', 'NUMBER', true], ['session', 'SELECT', true], ['email', 'EMAIL', false], ['note', 'TEXTAREA', false]],
    )
    assert.equal(detail.form[3]!.options[0]!.label, '上午場 10:00')
    const sh = await call(env().app, 'GET', '/pub/v1/open_shows', undefined, { merchant: MAINLAND })
    assert.deepEqual((sh.data as OpenShowCard[]).map((s) => s.openShowId), ['SH-OS1', 'SH-OS2'])
    assert.equal((await call(env().app, 'GET', '/pub/v1/open_shows/SH-OS1')).statusCode, STATUS.NOT_FOUND, 'another shop’s open show is not found')
  })

  it('refuses answers that break the form in three languages and takes no place', async () => {
    const id = await makeOpenShow(db())
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ phone: '13800001234', slot: 'AM' }, { zh: '请填写姓名', 'zh-MO': '請填寫姓名', en: 'Please fill in Name' }],
      [{ ...GOOD, phone: 'abc' }, { zh: '请输入正确的手机号', 'zh-MO': '請輸入正確的手機號碼', en: 'Please enter a valid Phone number' }],
      [{ ...GOOD, name: '一二三四五六七八九十十' }, { zh: '姓名不能超过10个字', 'zh-MO': '姓名不能超過10個字', en: 'Name must be at most 10 characters' }],
      [{ ...GOOD, people: '9' }, { zh: '人数须为1至4之间的数字', 'zh-MO': '人數須為1至4之間的數字', en: 'People must be a number from 1 to 4' }],
      [{ ...GOOD, slot: 'NIGHT' }, { zh: '请选择时段', 'zh-MO': '請選擇時段', en: 'Please choose Slot' }],
      [{ ...GOOD, email: 'a@b' }, { zh: '请输入正确的邮箱', 'zh-MO': '請輸入正確的郵箱', en: 'Please enter a valid E-mail' }],
      [{ ...GOOD, id: '110101199003077778' }, { zh: '请输入正确的身份证号', 'zh-MO': '請輸入正確的身份證號碼', en: 'Please enter a valid ID number' }],
      [{ ...GOOD, shoe: '42' }, { zh: '表单中没有该项', 'zh-MO': '表單中沒有該項', en: 'The form has no such field' }],
    ]
    for (const [answers, texts] of cases) {
      for (const [lang, text] of Object.entries(texts)) {
        const res = await as(env().app, alice).post(reg(id), { answers }, { lang })
        assert.deepEqual([res.statusCode, res.comments, res.errorCode], [STATUS.BAD_REQUEST, text, 'REGISTRATION_BAD_REQUEST'], JSON.stringify(answers))
      }
    }
    const malformed = await as(env().app, alice).post(reg(id), { answers: { name: 5 } })
    assert.equal(malformed.statusCode, STATUS.BAD_REQUEST)
    assert.equal(await takenOf(db(), id), 0)
    assert.equal(await activeRegistrations(db(), id), 0)
    assert.equal((await call(env().app, 'POST', reg(id), { answers: GOOD })).statusCode, STATUS.NOT_LOGGED_IN)
    assert.equal((await as(env().app, alice).post(reg('NOPE'), { answers: GOOD }, { lang: 'en' })).comments, 'This open show does not exist or is no longer listed')
  })

  it('registers: one place taken, a signed entrance code of the ticket format, the buyer’s limit, retries once', async () => {
    const id = await makeOpenShow(db(), { perBuyerLimit: 1 })
    const res = await as(env().app, alice).post(reg(id), { answers: { ...GOOD, name: ' 陈大文 ', people: '2', id: '11010519491231002x' }, idempotencyKey: 'k1' }, { lang: 'en' })
    assert.equal(res.statusCode, 200, res.comments)
    const view = res.data as RegistrationView
    assert.equal(view.status, 'REGISTERED')
    assert.equal(view.statusTitle, 'Registered')
    assert.deepEqual(view.answers.map((a) => [a.label, a.value]), [['Name', '陈大文'], ['Phone number', '13800001234'], ['People', '2'], ['Slot', 'Morning'], ['ID number', '11010519491231002x']])
    assert.equal(await takenOf(db(), id), 1)
    const key = (await call(env().app, 'GET', '/pub/v1/tickets/public_key')).data as { publicKey: string }
    const verified = verifyCode(view.code!, key.publicKey)
    assert.ok(verified.ok)
    assert.deepEqual([verified.claims.ticketId, verified.claims.showId, verified.claims.sessionId], [view.registrationId, id, OPEN_SHOW_SESSION])
    // A signature character certainly changed (the last ones partly carry padding bits, which decode alike).
    assert.equal(verifyCode(flip(view.code!, 2, 10), key.publicKey).ok, false, 'a forged code fails')

    const retry = await as(env().app, alice).post(reg(id), { answers: GOOD, idempotencyKey: 'k1' })
    assert.equal((retry.data as RegistrationView).registrationId, view.registrationId)
    assert.equal(await takenOf(db(), id), 1, 'a retry takes no second place')

    const again = await as(env().app, alice).post(reg(id), { answers: GOOD }, { lang: 'zh-MO' })
    assert.deepEqual([again.statusCode, again.comments, again.errorCode], [STATUS.BAD_REQUEST, '每人限報名1次', 'REGISTRATION_LIMIT'])
    assert.equal(await takenOf(db(), id), 1)

    const mine = (await as(env().app, alice).get(MINE)).data as RegistrationView[]
    assert.equal(mine[0]?.registrationId, view.registrationId)
    assert.deepEqual((await as(env().app, alice).get(`/pub/v1/open_shows/${id}`)).data && ((await as(env().app, alice).get(`/pub/v1/open_shows/${id}`)).data as OpenShowDetail).remaining, 9)
  })

  it('another buyer’s registration is not found, like a missing one, and cannot be cancelled', async () => {
    const id = await makeOpenShow(db())
    const view = (await as(env().app, alice).post(reg(id), { answers: GOOD })).data as RegistrationView
    const theirs = await as(env().app, bob).get(`${MINE}/${view.registrationId}`, { lang: 'en' })
    const missing = await as(env().app, bob).get(`${MINE}/RGNOSUCH`, { lang: 'en' })
    assert.deepEqual([theirs.statusCode, theirs.comments], [missing.statusCode, missing.comments])
    assert.deepEqual([theirs.statusCode, theirs.comments], [STATUS.NOT_FOUND, 'Registration not found'])
    assert.equal((await as(env().app, bob).post(`${MINE}/${view.registrationId}/cancel`, {})).statusCode, STATUS.NOT_FOUND)
    assert.ok(!((await as(env().app, bob).get(MINE)).data as RegistrationView[]).some((r) => r.registrationId === view.registrationId))
    assert.equal(((await as(env().app, alice).get(`${MINE}/${view.registrationId}`)).data as RegistrationView).status, 'REGISTERED')
  })

  it('cancelling gives the place back and kills the code; a second cancel is refused', async () => {
    const id = await makeOpenShow(db(), { capacity: 1 })
    const view = (await as(env().app, alice).post(reg(id), { answers: GOOD })).data as RegistrationView
    const full = await as(env().app, bob).post(reg(id), { answers: GOOD }, { lang: 'en' })
    assert.deepEqual([full.statusCode, full.comments, full.errorCode], [409, 'All places are taken', 'REGISTRATION_FULL'])
    const cancelled = await as(env().app, alice).post(`${MINE}/${view.registrationId}/cancel`, {}, { lang: 'zh-CN' })
    assert.equal(cancelled.statusCode, 200, cancelled.comments)
    const after = cancelled.data as RegistrationView
    assert.deepEqual([after.status, after.statusTitle, after.code, after.canCancel], ['CANCELLED', '已取消', null, false])
    assert.equal(await takenOf(db(), id), 0)
    const twice = await as(env().app, alice).post(`${MINE}/${view.registrationId}/cancel`, {}, { lang: 'en' })
    assert.equal(twice.errorCode, 'REGISTRATION_NOT_CANCELLABLE')
    assert.equal(await takenOf(db(), id), 0)
    const bobs = await as(env().app, bob).post(reg(id), { answers: GOOD })
    assert.equal(bobs.statusCode, 200, 'the freed place goes to the next buyer')
    assert.equal(await takenOf(db(), id), 1)
    assert.ok(decodeCode((bobs.data as RegistrationView).code!))
  })

  it('refuses registering after registration closed', async () => {
    const id = await makeOpenShow(db(), { registrationEndTime: new Date(Date.now() - 60_000) })
    const res = await as(env().app, alice).post(reg(id), { answers: GOOD }, { lang: 'zh-MO' })
    assert.deepEqual([res.statusCode, res.comments, res.errorCode], [409, '報名已截止', 'REGISTRATION_CLOSED'])
    assert.equal(((await call(env().app, 'GET', `/pub/v1/open_shows/${id}`)).data as OpenShowDetail).state, 'ENDED')
    assert.equal(await takenOf(db(), id), 0)
  })
})

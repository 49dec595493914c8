/**
 * Coupon-expiry reminders (modules/reminders/coupon-expiry.ts, spec accounts §7 mini_remind_subscribe):
 * a buyer holding a coupon records a reminder by subscribe message (only the merchant's templates, at
 * least one accepted) or by SMS, due 24 hours before the coupon expires (at once when that is nearer);
 * a template the buyer holds no usable coupon of is refused in three languages and records nothing;
 * buyers stay apart.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { COUPON_EXPIRE_REMIND_AHEAD_HOURS, type CouponExpiryReminder, type CouponReminderOptions } from '../../types/coupon-reminders.js'
import { couponRow, expireCoupon, makeTemplate } from './coupons-helpers.js'
import { as, call, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'

const PATH = '/buyer/v1/shop/mini_remind_subscribe'
const OBTAIN = '/buyer/cyy/v1/coupons/obtain'
const HOUR = 3_600_000
const body = (couponTemplateIds: string[], method: 'SMS' | 'SUBSCRIBE', templateIds?: string[]) => ({ remindSubscribeTypeEnums: ['COUPON_TEMPLATE_EXPIRE'], couponTemplateIds, method, ...(templateIds ? { templateIds } : {}) })

await describeOrders('coupon-expiry reminders', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db
  /** A template alice has received, and her coupon's expiry. */
  const held = async (expireInHours: number) => {
    const id = await makeTemplate(db(), { expireTime: new Date(Date.now() + expireInHours * HOUR) })
    const got = await as(env().app, alice).post(OBTAIN, { couponTemplateId: id })
    assert.equal(got.statusCode, 200, got.comments)
    const row = await couponRow(db(), (got.data as { couponId: string }).couponId)
    return { id, couponId: row!.couponId, expireTime: row!.expireTime.getTime() }
  }

  it('logs two buyers in; the options need no login', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    const options = await call(env().app, 'GET', '/pub/v1/shop/mini_remind_subscribe/options')
    assert.deepEqual(options.data, { templateIds: ['SANDBOX_COUPON_EXPIRE'], remindAheadHours: COUPON_EXPIRE_REMIND_AHEAD_HOURS } satisfies CouponReminderOptions)
    assert.equal((await call(env().app, 'POST', PATH, body(['X'], 'SMS'))).statusCode, 15012007)
  })

  it('records a subscribe reminder due 24 hours before the coupon expires, keeps only the merchant’s templates, and replaces it by SMS', async () => {
    const c = await held(24 * 10)
    const res = await as(env().app, alice).post(PATH, body([c.id], 'SUBSCRIBE', ['SANDBOX_COUPON_EXPIRE', 'NOT_OURS']))
    assert.equal(res.statusCode, 200, res.comments)
    const [reminder] = res.data as CouponExpiryReminder[]
    assert.deepEqual({ ...reminder }, { couponTemplateId: c.id, method: 'SUBSCRIBE', templateIds: ['SANDBOX_COUPON_EXPIRE'], expireTime: c.expireTime, remindAt: c.expireTime - 24 * HOUR })
    assert.deepEqual((await as(env().app, alice).get(`${PATH}?couponTemplateId=${c.id}`)).data, reminder)
    const sms = (await as(env().app, alice).post(PATH, body([c.id], 'SMS'))).data as CouponExpiryReminder[]
    assert.deepEqual([sms[0]?.method, sms[0]?.templateIds], ['SMS', []])
    assert.deepEqual((await as(env().app, alice).get(`${PATH}?couponTemplateId=${c.id}`)).data, sms[0])
    assert.equal((await as(env().app, bob).get(`${PATH}?couponTemplateId=${c.id}`)).data, null, 'another buyer sees nothing of it')
  })

  it('is due at once when the coupon expires within the day', async () => {
    const c = await held(2)
    const before = Date.now()
    const [reminder] = (await as(env().app, alice).post(PATH, body([c.id], 'SMS'))).data as CouponExpiryReminder[]
    assert.ok(reminder && reminder.remindAt >= before && reminder.remindAt < c.expireTime, 'due now, before the coupon expires')
  })

  it('refuses a template the buyer holds no usable coupon of, and a subscribe with no accepted template, recording nothing', async () => {
    const c = await held(24 * 5)
    const texts = { 'zh-MO': '你沒有可用的該優惠券，無需提醒', zh: '你没有可用的该优惠券，无需提醒', en: 'You hold no usable coupon of this kind to remind you of' }
    for (const [lang, text] of Object.entries(texts)) {
      const notHers = await as(env().app, bob).post(PATH, body([c.id], 'SMS'), { lang })
      assert.deepEqual([notHers.statusCode, notHers.comments, notHers.errorCode], [400, text, 'COUPON_REMINDER_COUPONNOTHELD'])
    }
    const refused = await as(env().app, alice).post(PATH, body([c.id], 'SUBSCRIBE', ['NOT_OURS']))
    assert.equal(refused.errorCode, 'COUPON_REMINDER_NOTEMPLATES')
    await expireCoupon(db(), c.couponId)
    assert.equal((await as(env().app, alice).post(PATH, body([c.id], 'SMS'))).errorCode, 'COUPON_REMINDER_COUPONNOTHELD', 'an expired coupon is not reminded of')
    assert.equal((await as(env().app, alice).get(`${PATH}?couponTemplateId=${c.id}`)).data, null)
    assert.equal((await as(env().app, bob).get(`${PATH}?couponTemplateId=${c.id}`)).data, null)
  })
})

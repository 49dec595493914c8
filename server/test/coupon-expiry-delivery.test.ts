/**
 * Sending coupon-expiry reminders (modules/reminders/coupon-expiry-sending.ts): due 24 hours before
 * the buyer's coupon expires, sent once in the buyer's language (SMS, or the subscribe message to
 * their mini-program identity), never twice when sweeps overlap (with a control run that shows the
 * overlap is real), retried after a provider failure, not sent once the coupon was used or expired.
 * Sweeps take their time as an argument, relative to the coupon's expiry.
 */
import assert from 'node:assert/strict'
import { beforeEach, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { CouponExpiryReminder } from '../../types/coupon-reminders.js'
import { rowsOf } from '../src/db/raw.js'
import type { SmsSender } from '../src/modules/accounts/sms/sender.js'
import { createCouponDeliveryRepository, type CouponDeliveryRepository } from '../src/modules/reminders/coupon-expiry-delivery.js'
import { sendDueCouponReminders } from '../src/modules/reminders/coupon-expiry-sending.js'
import { MAX_ATTEMPTS } from '../src/modules/reminders/sending.js'
import { createSandboxSubscribeSender } from '../src/modules/reminders/subscribe-sender.js'
import { couponRow, makeTemplate } from './coupons-helpers.js'
import { as, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'

const PATH = '/buyer/v1/shop/mini_remind_subscribe'
const OBTAIN = '/buyer/cyy/v1/coupons/obtain'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

await describeOrders('coupon-expiry reminders sent', (env) => {
  const subscribe = createSandboxSubscribeSender()
  const db = () => env().db.handle.db
  const repo = (): CouponDeliveryRepository => createCouponDeliveryRepository(db())
  const sweep = (at: number, sms: SmsSender = env().sms) => sendDueCouponReminders(repo(), { sms, subscribe }, new Date(at))
  const phoneOf = async (b: Buyer) => rowsOf<{ cellphone: string }>(await db().execute(sql`select cellphone from users where user_id = ${b.userId}`))[0]!.cellphone
  const reminderSms = (phone: string) => env().sms.messages().filter((m) => m.cellphone === phone && m.purpose === 'COUPON_EXPIRE_REMINDER')
  const deliveryOf = async (b: Buyer) =>
    rowsOf<{ sent_at: unknown; failed_at: unknown; failure: string | null; attempts: number }>(await db().execute(sql`select sent_at, failed_at, failure, attempts from coupon_expiry_reminders where user_id = ${b.userId}`))[0]!

  /** A new buyer (message language `lang`) holding a coupon that expires in 10 days, with a reminder. */
  async function remindMe(lang: string, method: 'SMS' | 'SUBSCRIBE' = 'SMS') {
    const buyer = await loginBuyer(env)
    await db().execute(sql`update users set message_language = ${lang} where user_id = ${buyer.userId}`)
    const templateId = await makeTemplate(db(), { expireTime: new Date(Date.now() + 10 * 24 * HOUR) })
    const got = await as(env().app, buyer).post(OBTAIN, { couponTemplateId: templateId })
    assert.equal(got.statusCode, 200, got.comments)
    const couponId = (got.data as { couponId: string }).couponId
    const res = await as(env().app, buyer).post(PATH, { remindSubscribeTypeEnums: ['COUPON_TEMPLATE_EXPIRE'], couponTemplateIds: [templateId], method, ...(method === 'SUBSCRIBE' ? { templateIds: ['SANDBOX_COUPON_EXPIRE'] } : {}) })
    assert.equal(res.statusCode, 200, res.comments)
    const [reminder] = res.data as CouponExpiryReminder[]
    return { buyer, templateId, couponId, reminder: reminder!, phone: await phoneOf(buyer) }
  }

  beforeEach(async () => {
    // Reminders of earlier tests are done with: only this test's are due.
    await db().execute(sql`update coupon_expiry_reminders set sent_at = coalesce(sent_at, now())`)
  })

  it('sends an SMS reminder once, at its minute, in the buyer’s language', async () => {
    const { buyer, phone, reminder } = await remindMe('en-US')
    assert.equal(reminder.remindAt, reminder.expireTime - 24 * HOUR)
    assert.deepEqual(await sweep(reminder.remindAt - MINUTE), { sent: 0, failed: 0, retried: 0 })
    assert.equal(reminderSms(phone).length, 0)
    assert.deepEqual(await sweep(reminder.remindAt), { sent: 1, failed: 0, retried: 0 })
    const [sms] = reminderSms(phone)
    assert.match(sms!.text, /Your coupon "Test coupon .*" expires at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    assert.doesNotMatch(sms!.text, /[\u4e00-\u9fff]/, 'an English buyer gets English')
    await sweep(reminder.remindAt + MINUTE)
    await sweep(reminder.remindAt + HOUR)
    assert.equal(reminderSms(phone).length, 1)
    assert.ok((await deliveryOf(buyer)).sent_at)

    const mo = await remindMe('zh-MO')
    await sweep(mo.reminder.remindAt)
    assert.match(reminderSms(mo.phone)[0]!.text, /您的優惠券「測試券.*」將於.*到期，請盡快使用/)
    const cn = await remindMe('zh-CN')
    await sweep(cn.reminder.remindAt)
    assert.match(reminderSms(cn.phone)[0]!.text, /您的优惠券“测试券.*”将于.*到期，请尽快使用/)
  })

  it('sends the subscribe message to the buyer’s mini-program identity, or gives up without one', async () => {
    const none = await remindMe('zh-CN', 'SUBSCRIBE')
    const withMini = await remindMe('zh-CN', 'SUBSCRIBE')
    await db().execute(sql`insert into user_identities (id, merchant_id, provider, subject, user_id) values (${`id-${withMini.buyer.userId}`}, ${withMini.buyer.merchant}, 'MINI:wxdemo', ${`openid-${withMini.buyer.userId}`}, ${withMini.buyer.userId})`)
    subscribe.clear()
    const at = Math.max(none.reminder.remindAt, withMini.reminder.remindAt)
    assert.deepEqual(await sweep(at), { sent: 1, failed: 1, retried: 0 })
    const [message] = subscribe.messages()
    assert.deepEqual(message!.recipients, [{ provider: 'MINI:wxdemo', openId: `openid-${withMini.buyer.userId}` }])
    assert.deepEqual(message!.templateIds, ['SANDBOX_COUPON_EXPIRE'])
    assert.equal(message!.page, 'packages/user/coupon/index')
    assert.match(message!.data.text!, /将于.*到期/)
    assert.equal((await deliveryOf(none.buyer)).failure, 'NO_MINI_IDENTITY')
  })

  it('retries a provider failure on the next sweep and gives up after the last attempt', async () => {
    const down: SmsSender = {
      name: 'down',
      send: async () => {
        throw new Error('provider down')
      },
    }
    const { phone, reminder } = await remindMe('en-US')
    assert.deepEqual(await sweep(reminder.remindAt, down), { sent: 0, failed: 0, retried: 1 })
    assert.deepEqual(await sweep(reminder.remindAt + MINUTE), { sent: 1, failed: 0, retried: 0 })
    assert.equal(reminderSms(phone).length, 1)

    const unlucky = await remindMe('en-US')
    for (let i = 1; i < MAX_ATTEMPTS; i++) assert.equal((await sweep(unlucky.reminder.remindAt + i * MINUTE, down)).retried, 1)
    assert.equal((await sweep(unlucky.reminder.remindAt + MAX_ATTEMPTS * MINUTE, down)).failed, 1)
    assert.equal((await deliveryOf(unlucky.buyer)).failure, 'PROVIDER')
    await sweep(unlucky.reminder.remindAt + (MAX_ATTEMPTS + 1) * MINUTE)
    assert.equal(reminderSms(unlucky.phone).length, 0)
  })

  it('does not remind of a coupon already used or expired', async () => {
    const used = await remindMe('en-US')
    await db().execute(sql`update coupons set status = 'USED', used_at = now() where coupon_id = ${used.couponId}`)
    assert.equal((await sweep(used.reminder.remindAt)).failed, 1)
    assert.equal((await deliveryOf(used.buyer)).failure, 'COUPON_GONE')
    assert.equal(reminderSms(used.phone).length, 0)
    assert.equal((await couponRow(db(), used.couponId))!.status, 'USED')

    const late = await remindMe('en-US')
    assert.equal((await sweep(late.reminder.expireTime + MINUTE)).failed, 1)
    assert.equal((await deliveryOf(late.buyer)).failure, 'TOO_LATE')
    assert.equal(reminderSms(late.phone).length, 0)
  })

  it('overlapping sweeps send each due reminder once (control: without the claim some go twice)', async () => {
    const buyers: Array<Awaited<ReturnType<typeof remindMe>>> = []
    for (let i = 0; i < 12; i++) buyers.push(await remindMe('en-US'))
    const at = Math.max(...buyers.map((b) => b.reminder.remindAt))
    const results = await Promise.all([sweep(at), sweep(at), sweep(at)])
    assert.equal(results.reduce((n, r) => n + r.sent, 0), buyers.length)
    for (const b of buyers) assert.equal(reminderSms(b.phone).length, 1, b.phone)

    const ids = buyers.map((b) => b.buyer.userId)
    await db().execute(sql`update coupon_expiry_reminders set sent_at = null, claimed_at = null, attempts = 0 where user_id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)}`)
    const sent = new Map<string, number>()
    const counting: SmsSender = { name: 'count', send: async (m) => void sent.set(m.cellphone, (sent.get(m.cellphone) ?? 0) + 1) }
    const real = repo()
    const unclaimed: CouponDeliveryRepository = {
      ...real,
      // Reads what is due, takes nothing.
      claimDue: async (now) =>
        rowsOf<Record<string, unknown>>(await db().execute(sql`select * from coupon_expiry_reminders where sent_at is null and failed_at is null and remind_at <= ${now.toISOString()}::timestamptz`)).map((row) => ({
          merchantId: String(row.merchant_id),
          userId: String(row.user_id),
          couponTemplateId: String(row.coupon_template_id),
          method: 'SMS' as const,
          templateIds: [],
          expireTime: new Date(row.expire_time as string),
          remindAt: new Date(row.remind_at as string),
          claimedAt: now,
          attempts: 1,
        })),
      markSent: async (r) => {
        await db().execute(sql`update coupon_expiry_reminders set sent_at = now() where merchant_id = ${r.merchantId} and user_id = ${r.userId} and coupon_template_id = ${r.couponTemplateId}`)
      },
    }
    await Promise.all([0, 1, 2].map(() => sendDueCouponReminders(unclaimed, { sms: counting, subscribe }, new Date(at))))
    assert.ok([...sent.values()].some((n) => n > 1), `without the claim some buyer got more than one: ${JSON.stringify([...sent.values()])}`)
    await db().execute(sql`update coupon_expiry_reminders set sent_at = now() where sent_at is null`)
  })
})

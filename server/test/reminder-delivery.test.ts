/**
 * Sending sale-start reminders (modules/reminders/sending.ts): due at the minute the buyer asked for,
 * sent once in the buyer's message language (SMS, or the subscribe message to their mini-program
 * identity), never twice when sweeps overlap, retried after a provider failure, given up when too
 * late; a replaced reminder starts over. The sweeps here take their time as an argument, relative to
 * the seeded sale time of the pre-sale show, so the suite means the same on any day.
 */
import assert from 'node:assert/strict'
import { beforeEach, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { SaleReminder } from '../../types/reminders.js'
import { rowsOf } from '../src/db/raw.js'
import type { SmsSender } from '../src/modules/accounts/sms/sender.js'
import { createDeliveryRepository, type DeliveryRepository } from '../src/modules/reminders/delivery-repository.js'
import { MAX_ATTEMPTS, sendDueReminders, TOO_LATE_MS } from '../src/modules/reminders/sending.js'
import { createSandboxSubscribeSender } from '../src/modules/reminders/subscribe-sender.js'
import { createApi, describeAccounts, freshPhone, MACAU, type AccountsEnv, type Clock } from './accounts-helpers.js'
import { call, makeClock } from './orders-helpers.js'

const PATH = '/buyer/v1/sale_reminders'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Seeded: MO006 is in pre-sale. */
const PRE_SALE = 'MO006'

const reminderClock: Clock = makeClock()

await describeAccounts(
  'sale reminders sent',
  (env: () => AccountsEnv) => {
    const api = createApi(env)
    const subscribe = createSandboxSubscribeSender()
    const repo = (): DeliveryRepository => createDeliveryRepository(env().db.handle.db)
    const sweep = (at: number, sms: SmsSender = env().sms) => sendDueReminders(repo(), { sms, subscribe }, new Date(at))
    const reminderSms = (phone: string) => env().sms.messages().filter((m) => m.cellphone === phone && m.purpose === 'SALE_REMINDER')
    let saleAt = 0

    /** A new buyer (registered in `lang`) with a reminder `ahead` minutes before the pre-sale show opens. */
    async function remindMe(lang: string, body: Record<string, unknown> = { method: 'SMS', remindNotifyAheadOfMinutes: 30 }) {
      const phone = freshPhone()
      const token = (await api.phoneLogin(phone, { merchant: MACAU, lang })).accessToken
      const res = await call(env().app, 'POST', PATH, { showId: PRE_SALE, ...body }, { token, merchant: MACAU, lang })
      assert.equal(res.statusCode, 200, res.comments as string)
      return { phone, token, reminder: res.data as SaleReminder }
    }
    const deliveryOf = async (phone: string) =>
      rowsOf<{ sent_at: unknown; failed_at: unknown; failure: string | null; attempts: number }>(
        await env().db.handle.db.execute(sql`select r.sent_at, r.failed_at, r.failure, r.attempts from sale_reminders r join users u on u.user_id = r.user_id where u.cellphone = ${phone}`),
      )[0]!

    beforeEach(async () => {
      const dynamic = await call(env().app, 'GET', `/show/pub/v5/show/${PRE_SALE}/dynamic`, undefined, { merchant: MACAU })
      saleAt = Date.parse((dynamic.data as { saleTime: string }).saleTime)
      reminderClock.now = saleAt - 3 * DAY
      // Reminders of earlier tests are done with: only this test's are due.
      await env().db.handle.db.execute(sql`update sale_reminders set sent_at = coalesce(sent_at, now())`)
    })

    it('sends an SMS reminder once, at its minute, in the buyer’s language', async () => {
      const { phone, reminder } = await remindMe('en')
      assert.equal(reminder.remindAt, saleAt - 30 * MINUTE)
      assert.deepEqual(await sweep(reminder.remindAt - MINUTE), { sent: 0, failed: 0, retried: 0 })
      assert.equal(reminderSms(phone).length, 0)
      assert.deepEqual(await sweep(reminder.remindAt), { sent: 1, failed: 0, retried: 0 })
      const [sms] = reminderSms(phone)
      assert.match(sms!.text, /goes on sale at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
      assert.doesNotMatch(sms!.text, /[\u4e00-\u9fff]/, 'an English buyer gets English')
      // Later sweeps (this process or another) find nothing more to send.
      await sweep(reminder.remindAt + MINUTE)
      await sweep(saleAt)
      assert.equal(reminderSms(phone).length, 1)
      const row = await deliveryOf(phone)
      assert.ok(row.sent_at)
      assert.equal(row.failed_at, null)

      const zh = await remindMe('zh-MO')
      await sweep(zh.reminder.remindAt)
      assert.match(reminderSms(zh.phone)[0]!.text, /開售，記得準時搶票/)
    })

    it('asking again after it was sent starts delivery over', async () => {
      const first = await remindMe('zh-CN')
      await sweep(first.reminder.remindAt)
      assert.equal(reminderSms(first.phone).length, 1)
      const again = await call(env().app, 'POST', PATH, { showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 10 }, { token: first.token, merchant: MACAU, lang: 'zh-CN' })
      assert.equal(again.statusCode, 200)
      await sweep(first.reminder.remindAt + MINUTE)
      assert.equal(reminderSms(first.phone).length, 1, 'not due yet: 10 minutes before the sale')
      await sweep(saleAt - 10 * MINUTE)
      assert.equal(reminderSms(first.phone).length, 2)
      assert.match(reminderSms(first.phone)[1]!.text, /将于.*开售/)
    })

    it('sends the subscribe message to the buyer’s mini-program identity, or gives up without one', async () => {
      const none = await remindMe('zh-CN', { method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START'], remindNotifyAheadOfMinutes: 10 })
      const withMini = await remindMe('zh-CN', { method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START'], remindNotifyAheadOfMinutes: 10 })
      const [user] = rowsOf<{ user_id: string }>(await env().db.handle.db.execute(sql`select user_id from users where cellphone = ${withMini.phone}`))
      await env().db.handle.db.execute(
        sql`insert into user_identities (id, merchant_id, provider, subject, user_id) values (${`id-${withMini.phone}`}, ${MACAU}, 'MINI:wxdemo', ${`openid-${withMini.phone}`}, ${user!.user_id})`,
      )
      subscribe.clear()
      assert.deepEqual(await sweep(saleAt - 10 * MINUTE), { sent: 1, failed: 1, retried: 0 })
      const [message] = subscribe.messages()
      assert.deepEqual(message!.recipients, [{ provider: 'MINI:wxdemo', openId: `openid-${withMini.phone}` }])
      assert.deepEqual(message!.templateIds, ['SANDBOX_SALE_START'])
      assert.equal(message!.page, `packages/show/detail/index?showId=${PRE_SALE}`)
      assert.equal((await deliveryOf(none.phone)).failure, 'NO_MINI_IDENTITY')
      assert.equal(env().sms.messages().filter((m) => m.cellphone === none.phone && m.purpose === 'SALE_REMINDER').length, 0)
    })

    it('retries a provider failure on the next sweep and gives up after the last attempt', async () => {
      const { phone, reminder } = await remindMe('en')
      const down: SmsSender = {
        name: 'down',
        send: async () => {
          throw new Error('provider down')
        },
      }
      assert.deepEqual(await sweep(reminder.remindAt, down), { sent: 0, failed: 0, retried: 1 })
      assert.deepEqual(await sweep(reminder.remindAt + MINUTE), { sent: 1, failed: 0, retried: 0 })
      assert.equal(reminderSms(phone).length, 1)

      const unlucky = await remindMe('en')
      for (let i = 1; i < MAX_ATTEMPTS; i++) assert.equal((await sweep(unlucky.reminder.remindAt + i * MINUTE, down)).retried, 1)
      assert.equal((await sweep(unlucky.reminder.remindAt + MAX_ATTEMPTS * MINUTE, down)).failed, 1)
      assert.equal((await deliveryOf(unlucky.phone)).failure, 'PROVIDER')
      await sweep(unlucky.reminder.remindAt + (MAX_ATTEMPTS + 1) * MINUTE)
      assert.equal(reminderSms(unlucky.phone).length, 0)
    })

    it('does not send a reminder found long after the sale opened', async () => {
      const { phone } = await remindMe('en')
      assert.equal((await sweep(saleAt + TOO_LATE_MS + MINUTE)).failed, 1)
      assert.equal(reminderSms(phone).length, 0)
      assert.equal((await deliveryOf(phone)).failure, 'TOO_LATE')
    })

    it('overlapping sweeps send each due reminder once', async () => {
      const buyers: Array<Awaited<ReturnType<typeof remindMe>>> = []
      // One at a time: the login helper reads the code of the SMS it just caused.
      for (let i = 0; i < 12; i++) buyers.push(await remindMe('en'))
      const at = saleAt - 30 * MINUTE
      const results = await Promise.all([sweep(at), sweep(at), sweep(at)])
      assert.equal(results.reduce((n, r) => n + r.sent, 0), buyers.length)
      for (const b of buyers) assert.equal(reminderSms(b.phone).length, 1, b.phone)
      // Control: the same overlap without the claim (every sweep reads what is due and sends it)
      // sends duplicates, so the test above can fail.
      await env().db.handle.db.execute(sql`update sale_reminders set sent_at = null, claimed_at = null, attempts = 0 where sent_at is not null and remind_at = ${new Date(at).toISOString()}::timestamptz`)
      const sent = new Map<string, number>()
      const counting: SmsSender = { name: 'count', send: async (m) => void sent.set(m.cellphone, (sent.get(m.cellphone) ?? 0) + 1) }
      const real = repo()
      const unclaimed: DeliveryRepository = {
        ...real,
        // Reads what is due, takes nothing.
        claimDue: async (now) =>
          rowsOf<Record<string, unknown>>(await env().db.handle.db.execute(sql`select * from sale_reminders where sent_at is null and failed_at is null and remind_at <= ${now.toISOString()}::timestamptz`)).map((row) => ({
            merchantId: String(row.merchant_id),
            userId: String(row.user_id),
            showId: String(row.show_id),
            sessionId: null,
            method: 'SMS' as const,
            templateIds: [],
            saleTime: new Date(row.sale_time as string),
            remindAt: new Date(row.remind_at as string),
            claimedAt: now,
            attempts: 1,
          })),
        markSent: async (r) => {
          await env().db.handle.db.execute(sql`update sale_reminders set sent_at = now() where merchant_id = ${r.merchantId} and user_id = ${r.userId} and show_id = ${r.showId}`)
        },
      }
      await Promise.all([0, 1, 2].map(() => sendDueReminders(unclaimed, { sms: counting, subscribe }, new Date(at))))
      assert.ok([...sent.values()].some((n) => n > 1), `without the claim some buyer got more than one: ${JSON.stringify([...sent.values()])}`)
      await env().db.handle.db.execute(sql`update sale_reminders set sent_at = now() where sent_at is null`)
    })
  },
  {},
  { reminders: { now: () => reminderClock.now } },
)

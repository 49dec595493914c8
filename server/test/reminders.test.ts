/**
 * Sale-start reminders (modules/reminders): a logged-in buyer records a reminder for a pre-sale show
 * by subscribe message (only templates the merchant offers, at least one accepted) or by SMS; the
 * reminder is due the asked minutes before the sale (or at once when the sale is nearer than that);
 * once the sale has started there is nothing to remind of; bad input is refused in the buyer's
 * language and records nothing; buyers and merchants stay apart.
 *
 * The reminders module runs on its own clock, set relative to the seeded sale time of the pre-sale show
 * (never to today's date), so the suite means the same on any day.
 */
import assert from 'node:assert/strict'
import { beforeEach, it } from 'node:test'
import { REMIND_AHEAD_CHOICES, type ReminderOptions, type SaleReminder } from '../../types/reminders.js'
import { createApi, describeAccounts, freshPhone, MACAU, MAINLAND, type AccountsEnv, type Clock } from './accounts-helpers.js'
import { call, makeClock } from './orders-helpers.js'

const PATH = '/buyer/v1/sale_reminders'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Seeded: MO006 is in pre-sale, MO001 on sale. */
const PRE_SALE = 'MO006'
const ON_SALE = 'MO001'

const reminderClock: Clock = makeClock()

await describeAccounts(
  'sale reminders',
  (env: () => AccountsEnv) => {
    const api = createApi(env)
    const login = async (merchant: string = MACAU) => (await api.phoneLogin(freshPhone(), { merchant })).accessToken
    const as = (token: string, merchant: string = MACAU) => ({
      get: (path: string, lang?: string) => call(env().app, 'GET', path, undefined, { token, merchant, lang }),
      post: (body: unknown, lang?: string) => call(env().app, 'POST', PATH, body, { token, merchant, lang }),
      del: (path: string) => call(env().app, 'DELETE', path, undefined, { token, merchant }),
    })
    const saleTimeOf = async (showId: string) => {
      const dynamic = await call(env().app, 'GET', `/show/pub/v5/show/${showId}/dynamic`, undefined, { merchant: MACAU })
      return Date.parse((dynamic.data as { saleTime: string }).saleTime)
    }
    let saleAt = 0

    beforeEach(async () => {
      saleAt = await saleTimeOf(PRE_SALE)
      // Three days before the pre-sale show opens, whatever today's date is.
      reminderClock.now = saleAt - 3 * DAY
      assert.ok((await saleTimeOf(ON_SALE)) < reminderClock.now, 'the on-sale show opened before the clock')
    })

    it('needs a login, except for the options', async () => {
      assert.equal((await call(env().app, 'POST', PATH, { showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 10 })).statusCode, 15012007)
      const options = await call(env().app, 'GET', '/pub/v1/sale_reminders/options', undefined, { merchant: MACAU })
      assert.deepEqual(options.data, { templateIds: ['SANDBOX_SALE_START'], remindNotifyAheadOfMinutesChoices: [10, 30, 60] } satisfies ReminderOptions)
      assert.deepEqual([...REMIND_AHEAD_CHOICES], [10, 30, 60])
    })

    it('records a subscribe reminder due the asked minutes before the sale, replaces it, and forgets it', async () => {
      const me = as(await login())
      const res = await me.post({ showId: PRE_SALE, method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START', 'NOT_OURS'], remindNotifyAheadOfMinutes: 30 })
      assert.equal(res.statusCode, 200, res.comments as string)
      const reminder = res.data as SaleReminder
      assert.deepEqual(
        { ...reminder },
        { showId: PRE_SALE, sessionId: null, method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START'], remindNotifyAheadOfMinutes: 30, saleTime: saleAt, remindAt: saleAt - 30 * MINUTE },
      )
      assert.deepEqual((await me.get(`${PATH}/${PRE_SALE}`)).data, reminder)
      // Asking again (another lead time, by SMS) replaces it.
      const sms = (await me.post({ showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 60 })).data as SaleReminder
      assert.deepEqual([sms.method, sms.templateIds, sms.remindNotifyAheadOfMinutes, sms.remindAt], ['SMS', [], 60, saleAt - 60 * MINUTE])
      assert.deepEqual((await me.get(`${PATH}/${PRE_SALE}`)).data, sms)
      await me.del(`${PATH}/${PRE_SALE}`)
      assert.equal((await me.get(`${PATH}/${PRE_SALE}`)).data, null)

      // Another buyer and another merchant see nothing of it.
      await me.post({ showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 10 })
      assert.equal((await as(await login()).get(`${PATH}/${PRE_SALE}`)).data, null)
      assert.equal((await as(await login(MAINLAND), MAINLAND).get(`${PATH}/${PRE_SALE}`)).statusCode, 404)
    })

    it('is due at once when the sale is nearer than the asked minutes, and refused once the sale started', async () => {
      const me = as(await login())
      reminderClock.now = saleAt - 5 * MINUTE
      const soon = (await me.post({ showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 60 })).data as SaleReminder
      assert.deepEqual([soon.remindNotifyAheadOfMinutes, soon.remindAt], [60, saleAt - 5 * MINUTE])
      await me.del(`${PATH}/${PRE_SALE}`)

      reminderClock.now = saleAt
      const started = await me.post({ showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 'en')
      assert.equal(started.statusCode, 400)
      assert.match(started.comments as string, /already on sale/)
      assert.equal((await me.get(`${PATH}/${PRE_SALE}`)).data, null)
    })

    it('refuses bad input in the buyer’s language and records nothing', async () => {
      const me = as(await login())
      const refused = async (body: unknown, status: number, lang = 'en') => {
        const res = await me.post(body, lang)
        assert.equal(res.statusCode, status, JSON.stringify(body))
        assert.ok(typeof res.comments === 'string' && res.comments.length > 0)
        return res
      }
      assert.match((await refused({ showId: PRE_SALE, method: 'SUBSCRIBE', templateIds: ['NOT_OURS'], remindNotifyAheadOfMinutes: 10 }, 400)).comments as string, /allow/)
      assert.match((await refused({ showId: PRE_SALE, method: 'SUBSCRIBE', remindNotifyAheadOfMinutes: 10 }, 400, 'zh')).comments as string, /订阅/)
      assert.match((await refused({ showId: ON_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 400, 'zh-MO')).comments as string, /已開售/)
      await refused({ showId: 'NOPE', method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 404)
      await refused({ showId: PRE_SALE, sessionId: `${ON_SALE}-S1`, method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 404)
      await refused({ showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: 5000 }, 400)
      await refused({ showId: PRE_SALE, method: 'SMS', remindNotifyAheadOfMinutes: -1 }, 400)
      await refused({ showId: PRE_SALE, method: 'FAX', remindNotifyAheadOfMinutes: 10 }, 400)
      await refused({ showId: PRE_SALE, method: 'SMS' }, 400)
      assert.equal((await me.get(`${PATH}/${PRE_SALE}`)).data, null)
    })
  },
  {},
  { reminders: { now: () => reminderClock.now } },
)

/**
 * Sale-start reminders (modules/reminders): a logged-in buyer records a reminder for a pre-sale show
 * by subscribe message (only templates the merchant offers, at least one accepted) or by SMS; the
 * reminder is due the asked minutes before the sale; bad input is refused in the buyer's language and
 * records nothing; buyers and merchants stay apart.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { ReminderTemplates, SaleReminder } from '../../types/reminders.js'
import { createApi, describeAccounts, freshPhone, MACAU, MAINLAND, type AccountsEnv } from './accounts-helpers.js'
import { call } from './orders-helpers.js'

const PATH = '/buyer/v1/sale_reminders'

await describeAccounts('sale reminders', (env: () => AccountsEnv) => {
  const api = createApi(env)
  const login = async (merchant: string = MACAU) => (await api.phoneLogin(freshPhone(), { merchant })).accessToken
  const as = (token: string, merchant: string = MACAU) => ({
    get: (path: string, lang?: string) => call(env().app, 'GET', path, undefined, { token, merchant, lang }),
    post: (body: unknown, lang?: string) => call(env().app, 'POST', PATH, body, { token, merchant, lang }),
    del: (path: string) => call(env().app, 'DELETE', path, undefined, { token, merchant }),
  })

  it('needs a login, except for the template list', async () => {
    assert.equal((await call(env().app, 'POST', PATH, { showId: 'MO006', method: 'SMS', remindNotifyAheadOfMinutes: 10 })).statusCode, 15012007)
    const templates = await call(env().app, 'GET', '/pub/v1/sale_reminders/templates', undefined, { merchant: MACAU })
    assert.deepEqual(templates.data, { templateIds: ['SANDBOX_SALE_START'] } satisfies ReminderTemplates)
  })

  it('records a subscribe reminder due the asked minutes before the sale, replaces it, and forgets it', async () => {
    const me = as(await login())
    const dynamic = await call(env().app, 'GET', '/show/pub/v5/show/MO006/dynamic', undefined, { merchant: MACAU })
    const saleAt = Date.parse((dynamic.data as { saleTime: string }).saleTime)
    const res = await me.post({ showId: 'MO006', method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START', 'NOT_OURS'], remindNotifyAheadOfMinutes: 15 })
    if (saleAt <= Date.now()) {
      // The seeded sale time has passed on this machine's clock: nothing to remind of.
      assert.equal(res.statusCode, 400)
      return
    }
    const reminder = res.data as SaleReminder
    assert.deepEqual(
      { ...reminder },
      { showId: 'MO006', sessionId: null, method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START'], remindNotifyAheadOfMinutes: 15, saleTime: saleAt, remindAt: saleAt - 15 * 60_000 },
    )
    assert.deepEqual((await me.get(`${PATH}/MO006`)).data, reminder)
    const sms = (await me.post({ showId: 'MO006', method: 'SMS', remindNotifyAheadOfMinutes: 0 })).data as SaleReminder
    assert.deepEqual([sms.method, sms.templateIds, sms.remindAt], ['SMS', [], saleAt])
    assert.equal((await me.get(`${PATH}/MO006`)).data && ((await me.get(`${PATH}/MO006`)).data as SaleReminder).method, 'SMS')
    await me.del(`${PATH}/MO006`)
    assert.equal((await me.get(`${PATH}/MO006`)).data, null)

    // Another buyer and another merchant see nothing of it.
    await me.post({ showId: 'MO006', method: 'SMS', remindNotifyAheadOfMinutes: 5 })
    assert.equal((await as(await login()).get(`${PATH}/MO006`)).data, null)
    assert.equal((await as(await login(MAINLAND), MAINLAND).get(`${PATH}/MO006`)).statusCode, 404)
  })

  it('refuses bad input in the buyer’s language and records nothing', async () => {
    const me = as(await login())
    const refused = async (body: unknown, status: number, lang = 'en') => {
      const res = await me.post(body, lang)
      assert.equal(res.statusCode, status, JSON.stringify(body))
      assert.ok(typeof res.comments === 'string' && res.comments.length > 0)
      return res
    }
    assert.match((await refused({ showId: 'MO006', method: 'SUBSCRIBE', templateIds: ['NOT_OURS'], remindNotifyAheadOfMinutes: 10 }, 400)).comments as string, /allow/)
    assert.match((await refused({ showId: 'MO006', method: 'SUBSCRIBE', remindNotifyAheadOfMinutes: 10 }, 400, 'zh')).comments as string, /订阅/)
    await refused({ showId: 'MO001', method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 400) // already on sale
    await refused({ showId: 'NOPE', method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 404)
    await refused({ showId: 'MO006', sessionId: 'MO001-S1', method: 'SMS', remindNotifyAheadOfMinutes: 10 }, 404)
    await refused({ showId: 'MO006', method: 'SMS', remindNotifyAheadOfMinutes: 5000 }, 400)
    await refused({ showId: 'MO006', method: 'FAX', remindNotifyAheadOfMinutes: 10 }, 400)
    await refused({ showId: 'MO006', method: 'SMS' }, 400)
    assert.equal((await me.get(`${PATH}/MO006`)).data, null)
  })
})

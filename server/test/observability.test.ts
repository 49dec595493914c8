/**
 * What an operator reads: Prometheus metrics at /metrics (requests per route with latency, order
 * attempts by outcome, 'limiting' answers, payment notifications by result, job queue depths) and the
 * readiness endpoint beside health (database; Redis when configured; not while shutting down).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { saleReminders, ticketTransfers } from '../src/db/schema.js'
import { createLocalGate } from '../src/http/admission.js'
import { loadConfig } from '../src/config/index.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createApi, freshPhone, type AccountsEnv } from './accounts-helpers.js'
import { buildTestApp, envelopeOf, openTestPglite, type TestDb } from './helpers.js'
import { as, createBody, freshKey, makeTier, MACAU, type Buyer } from './orders-helpers.js'

/** The value of one series in Prometheus text ("name{labels} value"), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const m = /^([a-z_]+)(\{(.*)\})? (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const got = Object.fromEntries([...(m[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]))
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[4])
  }
  return undefined
}

describe('metrics and readiness', () => {
  let db: TestDb
  let app: FastifyInstance
  let full: FastifyInstance
  const redis = { up: true, async ping() {
    if (!this.up) throw new Error('down')
    return 'PONG'
  } }
  const sms = createSandboxSmsSender(() => {})
  const accounts = { smsSender: sms, emailSender: createSandboxEmailSender(), testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } }

  before(async () => {
    db = await openTestPglite()
    // A development app (no METRICS_TOKEN: /metrics open) whose order path is always full: every
    // create_order is answered 'limiting'; and one with room, for real order outcomes.
    app = await buildTestApp(db.handle, { accounts, admission: createLocalGate(0), redis, payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0 }, orders: { sweepIntervalMs: 0 } })
    full = await buildTestApp(db.handle, { accounts, config: { ...loadConfig({}), metricsToken: 'a-token-of-sixteen+' }, payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0 }, orders: { sweepIntervalMs: 0 } })
  })
  after(async () => {
    await app?.close()
    await full?.close()
    await db?.cleanup()
  })

  it('counts requests per route pattern and status, with latency buckets', async () => {
    for (let i = 0; i < 3; i++) await app.inject({ url: `${API_PREFIX}/home/pub/v5/shop/configs?merchantId=${MACAU}&lang=en` })
    await app.inject({ url: `${API_PREFIX}/show/pub/v5/show/NOPE/static?lang=en`, headers: { 'merchant-id': MACAU } })
    const res = await app.inject({ url: '/metrics' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
    const route = { method: 'GET', route: `${API_PREFIX}/home/pub/v5/shop/configs`, status_code: '200' }
    assert.equal(sample(res.body, 'storefront_http_request_duration_seconds_count', route), 3)
    assert.equal(sample(res.body, 'storefront_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }), 3)
    assert.ok((sample(res.body, 'storefront_http_request_duration_seconds_sum', route) ?? -1) >= 0)
    assert.match(res.body, /storefront_http_request_duration_seconds_count\{method="GET",route="\/api\/show\/pub\/v5\/show\/:\w+\/static",status_code="200"\} 1/, 'the pattern, not the URL')
  })

  it("counts order attempts by outcome and 'limiting' answers, and the job queues", async () => {
    const env = () => ({ app: full, sms }) as unknown as AccountsEnv
    const login = await createApi(env).phoneLogin(freshPhone())
    const buyer: Buyer = { token: login.accessToken, userId: login.userId, merchant: MACAU }
    const tier = await makeTier(db.handle.db, { capacity: 1 })
    assert.equal((await as(full, buyer).post('/buyer/v5/create_order', createBody(tier, 1, freshKey()))).statusCode, 200)
    await as(full, buyer).post('/buyer/v5/create_order', createBody(tier, 1, freshKey()))
    const open = await makeTier(db.handle.db, { capacity: 5 })
    const limited = await as(app, buyer).post('/buyer/v5/create_order', createBody(open, 1, freshKey()))
    assert.equal(limited.mode, 'limiting')

    const text = (await full.inject({ url: '/metrics', headers: { authorization: 'Bearer a-token-of-sixteen+' } })).body
    assert.equal(sample(text, 'storefront_order_attempts_total', { outcome: 'CREATED' }), 1)
    assert.ok((sample(text, 'storefront_order_attempts_total', { outcome: 'SOLD_OUT' }) ?? 0) + (sample(text, 'storefront_order_attempts_total', { outcome: 'LIMIT_REACHED' }) ?? 0) >= 1, text)
    // The unpaid order waits in no queue yet; the gauges are there, counted at scrape time.
    for (const queue of ['payment_notifications', 'payment_reconciliation', 'refunds', 'order_expiry', 'sale_reminders', 'transfer_expiry']) assert.notEqual(sample(text, 'storefront_job_queue_depth', { queue }), undefined, queue)
    assert.ok((sample(text, 'process_cpu_user_seconds_total') ?? -1) === -1, 'process metrics only in a serving process')

    const other = (await app.inject({ url: '/metrics' })).body
    assert.equal(sample(other, 'storefront_limiting_answers_total', { reason: 'admission', route: `${API_PREFIX}/buyer/v5/create_order` }), 1)
  })

  it("counts the job queue's due work: sale reminders to send and transfers past their time", async () => {
    const depth = async (queue: string) => sample((await app.inject({ url: '/metrics' })).body, 'storefront_job_queue_depth', { queue })
    const [reminders, transfers] = [await depth('sale_reminders'), await depth('transfer_expiry')]
    const past = new Date(Date.now() - 60_000)
    const future = new Date(Date.now() + 3600_000)
    const reminder = { merchantId: MACAU, showId: 'MO001', method: 'SMS' as const, aheadMinutes: 5, saleTime: future }
    // Due and waiting; already sent; not due yet: only the first is work.
    await db.handle.db.insert(saleReminders).values([
      { ...reminder, userId: `metrics-due-${Date.now()}`, remindAt: past },
      { ...reminder, userId: `metrics-sent-${Date.now()}`, remindAt: past, sentAt: past },
      { ...reminder, userId: `metrics-later-${Date.now()}`, remindAt: future },
    ])
    const transfer = { merchantId: MACAU, fromUserId: 'metrics-sender', toCountryCode: '86', toPhone: '13900000000', codeVersion: 1 }
    await db.handle.db.insert(ticketTransfers).values([
      { ...transfer, transferId: `metrics-over-${Date.now()}`, ticketId: `metrics-t1-${Date.now()}`, state: 'IN_TRANSFER', expiresAt: past },
      { ...transfer, transferId: `metrics-open-${Date.now()}`, ticketId: `metrics-t2-${Date.now()}`, state: 'IN_TRANSFER', expiresAt: future },
      { ...transfer, transferId: `metrics-done-${Date.now()}`, ticketId: `metrics-t3-${Date.now()}`, state: 'CANCELLED', expiresAt: past },
    ])
    assert.equal(await depth('sale_reminders'), (reminders ?? 0) + 1)
    assert.equal(await depth('transfer_expiry'), (transfers ?? 0) + 1)
  })

  it('counts the requests each abuse limit refuses, by limit', async () => {
    const cellphone = freshPhone()
    const send = () =>
      app.inject({ method: 'POST', url: `${API_PREFIX}/user/pub/v1/send_code?lang=en`, headers: { 'merchant-id': MACAU }, payload: { cellphone, countryCode: '86', purpose: 'LOGIN' } })
    const refusals = async () => sample((await app.inject({ url: '/metrics' })).body, 'storefront_abuse_limit_refusals_total', { limit: 'send-gap' }) ?? 0
    const before = await refusals()
    assert.equal(envelopeOf(await send()).statusCode, 200)
    assert.equal(envelopeOf(await send()).statusCode, 429, 'the resend wait refuses the second')
    assert.equal(await refusals(), before + 1)
  })

  it('counts payment notifications by result, and unknown products under one label', async () => {
    await app.inject({ method: 'POST', url: `${API_PREFIX}/payments/notify/${MACAU}/ALIPAY_HK_WAP`, headers: { 'content-type': 'application/json' }, payload: '{"forged":true}' })
    await app.inject({ method: 'POST', url: `${API_PREFIX}/payments/notify/${MACAU}/NO_SUCH_PRODUCT_${Date.now()}`, headers: { 'content-type': 'application/json' }, payload: '{}' })
    const text = (await app.inject({ url: '/metrics' })).body
    assert.equal(sample(text, 'storefront_payment_notifications_total', { product: 'ALIPAY_HK_WAP', result: 'BAD_SIGNATURE' }), 1)
    assert.equal(sample(text, 'storefront_payment_notifications_total', { product: 'UNKNOWN', result: 'UNKNOWN_PRODUCT' }), 1)
  })

  it('keeps /metrics from anyone without the token when one is set', async () => {
    assert.equal((await full.inject({ url: '/metrics' })).statusCode, 401)
    assert.equal((await full.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode, 401)
  })

  it('is ready while the database and Redis answer, and says which one does not', async () => {
    const ok = await app.inject({ url: `${API_PREFIX}/ready` })
    assert.equal(ok.statusCode, 200)
    assert.deepEqual(envelopeOf(ok).data, { ready: true, checks: { db: 'ok', redis: 'ok', accepting: 'ok' } })
    redis.up = false
    const down = await app.inject({ url: `${API_PREFIX}/ready?lang=en` })
    assert.equal(down.statusCode, 503)
    const body = envelopeOf<{ ready: boolean; checks: Record<string, string> }>(down)
    assert.equal(body.data.ready, false)
    assert.equal(body.data.checks.redis, 'failed')
    assert.match(body.comments, /getting ready/)
    redis.up = true
    const noRedis = envelopeOf(await full.inject({ url: `${API_PREFIX}/ready` }))
    assert.deepEqual(noRedis.data, { ready: true, checks: { db: 'ok', redis: 'not_configured', accepting: 'ok' } })
  })
})

/**
 * Issue 14, finding 1 — free tickets in production. With NODE_ENV=production and real SMS, email and
 * identity configured, the server used to register the payment sandbox: a buyer who read the tradeNo
 * from the pay answer POSTed /api/sandbox/trades/<tradeNo>/complete {"action":"PAY"} (no login needed)
 * and got their order paid and its tickets. In production no sandbox route exists at all: every
 * sandbox door answers 404, and the order stays unpaid.
 *
 * This file's process runs in the production configuration (process.env below), and builds the app
 * the default way, exactly as a production server's buildApp reads its environment. The shop's catalog
 * is loaded the way an operator would (seedAll here stands for that); the buyer logs in with a code
 * the SMS provider received.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { orders, payments } from '../src/db/schema.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createApi, freshPhone, type AccountsEnv } from './accounts-helpers.js'
import { buildTestApp, openTestPglite, type TestDb } from './helpers.js'
import { as, createBody, freshKey, makeTier, MACAU, type Buyer } from './orders-helpers.js'
import { productionEnv } from './production-helpers.js'

Object.assign(process.env, productionEnv())

/** Every door the development sandboxes open (payments, identity consent, seat partner, identity mint). */
function sandboxDoors(tradeNo: string, sessionId: string): Array<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, string> }> {
  const q = `merchantId=${MACAU}&lang=en`
  return [
    { method: 'POST', url: `${API_PREFIX}/sandbox/trades/${tradeNo}/complete`, payload: { action: 'PAY' } },
    { method: 'GET', url: `${API_PREFIX}/sandbox/trades/${tradeNo}` },
    { method: 'GET', url: `${API_PREFIX}/sandbox/cashier/${tradeNo}?${q}` },
    { method: 'POST', url: `${API_PREFIX}/sandbox/cashier/${tradeNo}/pay?${q}` },
    { method: 'GET', url: `${API_PREFIX}/sandbox/identity/google?${q}&returnUrl=%2F&state=abcdefghijklmnopqrstuvwxyz` },
    { method: 'POST', url: `${API_PREFIX}/sandbox/identity/google?${q}`, payload: { returnUrl: '/', state: 'abcdefghijklmnopqrstuvwxyz', action: 'allow', email: 'a@b.co' } },
    { method: 'GET', url: `${API_PREFIX}/sandbox/seat-partner/sessions/${sessionId}?${q}&returnUrl=%2F` },
    { method: 'POST', url: `${API_PREFIX}/sandbox/seat-partner/sessions/${sessionId}/pick?${q}`, payload: { returnUrl: '/' } },
    { method: 'POST', url: `${API_PREFIX}/user/pub/v1/sandbox/identity?${q}`, payload: { provider: 'GOOGLE', subject: 'x' } },
  ]
}

describe('finding 1: no free tickets through the payment sandbox in production', () => {
  let db: TestDb
  let app: FastifyInstance
  let sms: SandboxSmsSender
  const routes: string[] = []

  before(async () => {
    db = await openTestPglite()
    // The SMS provider's side of the login: the test reads the code the buyer would receive.
    sms = createSandboxSmsSender(() => {})
    app = await buildTestApp(db.handle, {
      accounts: { smsSender: sms, emailSender: createSandboxEmailSender(), testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
      payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0 },
      orders: { sweepIntervalMs: 0 },
    })
    app.addHook('onRoute', (r) => void routes.push(r.url))
    await app.ready()
  })
  after(async () => {
    await app?.close()
    await db?.cleanup()
  })

  it('registers no sandbox route at all', () => {
    // onRoute added after the build sees nothing; read the router instead.
    const printed = app.printRoutes({ commonPrefix: false })
    assert.doesNotMatch(printed, /sandbox/, printed)
  })

  it('a buyer who pays and then completes the trade himself gets nothing: every door is 404 and the order stays unpaid', async () => {
    const env = () => ({ app, sms }) as unknown as AccountsEnv
    const login = await createApi(env).phoneLogin(freshPhone())
    const buyer: Buyer = { token: login.accessToken, userId: login.userId, merchant: MACAU }
    const tier = await makeTier(db.handle.db, { capacity: 5 })
    const created = await as(app, buyer).post('/buyer/v5/create_order', createBody(tier, 1, freshKey()))
    assert.equal(created.statusCode, 200, created.comments)
    const { orderId, unPaidTransactionIds } = created.data as { orderId: string; unPaidTransactionIds: string[] }
    // Whatever the pay call answers, the attacker takes any trade number it leads to.
    await as(app, buyer).post(
      '/buyer/v3/payments/pay',
      { transactionIds: unPaidTransactionIds, paymentProduct: 'ALIPAY_HK_WAP', platform: 'H5', returnUrl: 'https://shop.example.com/pay-loading' },
      { headers: { 'idempotency-key': freshKey() } },
    )
    const [attempt] = await db.handle.db.select({ tradeNo: payments.tradeNo }).from(payments).where(eq(payments.orderId, orderId))
    const tradeNo = attempt?.tradeNo ?? 'T0000000000'

    for (const door of sandboxDoors(tradeNo, tier.sessionId)) {
      const res = await app.inject({ method: door.method, url: door.url, headers: { 'merchant-id': MACAU }, ...(door.payload ? { payload: door.payload } : {}) })
      assert.equal(res.statusCode, 404, `${door.method} ${door.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`)
    }
    // Any notification the sandbox might have queued is delivered: nothing may settle the order.
    await app.payments.runNotifications()
    const [order] = await db.handle.db.select({ state: orders.state }).from(orders).where(eq(orders.orderId, orderId))
    assert.equal(order?.state, 1, 'the order is still unpaid')
  })
})

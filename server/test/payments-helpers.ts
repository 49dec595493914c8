/**
 * Helpers of the payments suites: an app per database whose sandbox notifications are captured instead
 * of delivered (tests decide when, how often and in which order they reach the notify endpoint), one
 * clock for orders, payments and the sandbox, the background loops off, and the checks every test ends
 * with (the ledger balances, the stock invariant holds).
 */
import assert from 'node:assert/strict'
import { after, afterEach, before, describe } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import type { PayInfoResponse, PaymentProduct } from '../../types/payments.js'
import type { Db } from '../src/db/client.js'
import { paymentProviderConfigs, payments, sandboxTrades, tickets } from '../src/db/schema.js'
import { createLocalGate } from '../src/http/admission.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { checkLedger, type PaymentsOptions } from '../src/modules/payments/index.js'
import type { Delivery } from '../src/payments/sandbox/notifier.js'
import { sign, SIGNATURE_HEADER } from '../src/payments/signing.js'
import type { Clock } from './accounts-helpers.js'
import { buildTestApp, dbTargets, type TestDb } from './helpers.js'
import { as, createBody, freshKey, makeClock, type Buyer, type Tier } from './orders-helpers.js'

export { MACAU, MAINLAND, as, loginBuyer, makeTier, freshKey, assertInvariant, stockOf, type Buyer, type Tier } from './orders-helpers.js'

/** What the sandbox's deliver does with a notification: keep it only, or also POST it to the app. */
export type DeliveryMode = 'drop' | 'forward'

export interface Mailbox {
  /** Every delivery attempt the sandbox made, in order. */
  seen: Delivery[]
  mode: DeliveryMode
}

export interface PaymentsEnv {
  db: TestDb
  app: FastifyInstance
  sms: SandboxSmsSender
  clock: Clock
  mailbox: Mailbox
  /** Build another app on the same database (a restart, or a build with test-only options). */
  restart(extra?: PaymentsOptions): Promise<FastifyInstance>
}

/** What a suite adds around its apps (the real providers' fakes: payments-live-helpers.ts). */
export interface SuiteExtension {
  /** Payments options of every app the suite builds (restarts included). */
  options: PaymentsOptions
  /** The suite's app is built: wire what needs it. */
  attach(app: FastifyInstance): void
  /** Checked after every test, beside the ledger. */
  check?(db: Db): Promise<void>
  close(): Promise<void>
}

export async function buildPaymentsApp(db: TestDb['handle'], clock: Clock, mailbox: Mailbox, sms: SandboxSmsSender, extra: PaymentsOptions = {}) {
  // The deliver function needs the app it is part of: filled in right after the build.
  const self: { app?: FastifyInstance } = {}
  const app = await buildTestApp(db, {
    logger: process.env.PAYMENTS_TEST_LOG ? { level: 'error' } : false,
    accounts: {
      smsSender: sms,
      emailSender: createSandboxEmailSender(),
      testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
      config: { dailySendCap: { target: 10, device: 100_000, ip: 100_000 } },
    },
    admission: createLocalGate(10_000),
    orders: { now: () => clock.now, sweepIntervalMs: 0 },
    payments: {
      now: () => clock.now,
      notifyIntervalMs: 0,
      reconcileIntervalMs: 0,
      deliver: async (d) => {
        mailbox.seen.push(d)
        if (mailbox.mode === 'drop' || !self.app) return false
        return (await postNotification(self.app, d)).ack
      },
      ...extra,
    },
  })
  self.app = app
  await app.ready()
  return app
}

/** Run `body` once per available database (or only on PostgreSQL) with a fresh payments env. */
export async function describePayments(
  name: string,
  body: (env: () => PaymentsEnv) => void,
  o: { postgresOnly?: boolean; extend?: () => Promise<SuiteExtension> } = {},
): Promise<void> {
  for (const target of await dbTargets()) {
    if (o.postgresOnly && target.kind !== 'postgres') continue
    const skip = target.skip && o.postgresOnly ? `${target.skip} — concurrency needs real PostgreSQL connections` : target.skip
    describe(`${name} [${target.kind}]`, { skip }, () => {
      let env: PaymentsEnv | undefined
      let extension: SuiteExtension | undefined
      const extraApps: FastifyInstance[] = []
      before(async () => {
        extension = await o.extend?.()
        const db = await target.open()
        const clock = makeClock()
        const mailbox: Mailbox = { seen: [], mode: 'forward' }
        const sms = createSandboxSmsSender(() => {})
        const app = await buildPaymentsApp(db.handle, clock, mailbox, sms, extension?.options)
        extension?.attach(app)
        env = {
          db,
          app,
          sms,
          clock,
          mailbox,
          async restart(extra) {
            const a = await buildPaymentsApp(db.handle, clock, mailbox, sms, { ...extension?.options, ...extra })
            extraApps.push(a)
            return a
          },
        }
      })
      // The books balance after every test, whatever it did.
      afterEach(async () => {
        if (env) await assertLedger(env.db.handle.db)
        if (env) await extension?.check?.(env.db.handle.db)
      })
      after(async () => {
        for (const a of extraApps) await a.close()
        await env?.app.close()
        await env?.db.cleanup()
        await extension?.close()
      })
      body(() => {
        if (!env) throw new Error('payments env not ready')
        return env
      })
    })
  }
}

export async function assertLedger(db: Db, merchantId?: string): Promise<void> {
  const report = await checkLedger(db, merchantId)
  assert.ok(report.ok, `ledger: ${report.problems.join('; ')}`)
}

/** POST a notification to the notify endpoint as the sandbox would; ack = the endpoint said 'success'. */
export async function postNotification(app: FastifyInstance, d: Pick<Delivery, 'url' | 'body' | 'headers'>): Promise<{ ack: boolean; status: number }> {
  const res = await app.inject({ method: 'POST', url: d.url, headers: d.headers, payload: d.body })
  return { ack: res.statusCode === 200 && res.body === 'success', status: res.statusCode }
}

/** A notification body re-signed with the merchant's real key (tests forge with a leaked key). */
export async function signedWith(db: Db, merchantId: string, product: PaymentProduct, body: string): Promise<Record<string, string>> {
  const [c] = await db
    .select({ key: paymentProviderConfigs.signingKey })
    .from(paymentProviderConfigs)
    .where(and(eq(paymentProviderConfigs.merchantId, merchantId), eq(paymentProviderConfigs.product, product)))
  assert.ok(c)
  return { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(c.key, body) }
}

export interface UnpaidOrder {
  orderId: string
  txId: string
}

export async function createUnpaid(app: FastifyInstance, buyer: Buyer, tier: Tier, qty = 1): Promise<UnpaidOrder> {
  const res = await as(app, buyer).post('/buyer/v5/create_order', createBody(tier, qty, freshKey()))
  assert.equal(res.statusCode, 200, res.comments)
  const d = res.data as { orderId: string; unPaidTransactionIds: string[] }
  return { orderId: d.orderId, txId: d.unPaidTransactionIds[0] as string }
}

export interface PayCallOptions {
  key?: string
  platform?: string
  browserType?: string
  code?: string
  lang?: string
  openId?: string
}

export async function pay(app: FastifyInstance, buyer: Buyer, txId: string, product: PaymentProduct = 'ALIPAY_HK_WAP', o: PayCallOptions = {}) {
  return as(app, buyer).post(
    '/buyer/v3/payments/pay',
    {
      transactionIds: [txId],
      paymentProduct: product,
      platform: o.platform ?? 'H5',
      browserType: o.browserType,
      returnUrl: 'https://shop.example/pay-loading',
      verificationCode: o.code,
      openId: o.openId,
    },
    { headers: { 'idempotency-key': o.key ?? freshKey() }, lang: o.lang },
  )
}

/** Pay and return the attempt with its sandbox trade number (asserting the call succeeded). */
export async function startPayment(env: PaymentsEnv, buyer: Buyer, txId: string, product: PaymentProduct = 'ALIPAY_HK_WAP'): Promise<PayInfoResponse & { tradeNo: string }> {
  const res = await pay(env.app, buyer, txId, product)
  assert.equal(res.statusCode, 200, res.comments)
  const info = res.data as PayInfoResponse
  return { ...info, tradeNo: await tradeNoOf(env.db.handle.db, info.paymentId) }
}

/**
 * Pay an order's transaction at the sandbox as a buyer would (the cashier, then the hosted page), and
 * deliver the sandbox's notification; it is returned so a test can post it again.
 */
export async function payAtSandbox(env: PaymentsEnv, buyer: Buyer, txId: string): Promise<Delivery> {
  const payment = await startPayment(env, buyer, txId)
  await completeTrade(env.app, payment.tradeNo)
  await env.app.payments.runNotifications()
  const notice = env.mailbox.seen.findLast((d) => d.body.includes(payment.tradeNo))
  assert.ok(notice, 'the sandbox notified the server')
  return notice
}

/**
 * The buyer pays at the sandbox but its notification is held back (the mailbox drops it): the
 * payment stays PAYING, and the test delivers the returned notice when and as often as it wants.
 */
export async function payHeldBack(env: PaymentsEnv, buyer: Buyer, txId: string, product: PaymentProduct = 'ALIPAY_HK_WAP'): Promise<{ tradeNo: string; notice: Delivery }> {
  const payment = await startPayment(env, buyer, txId, product)
  env.mailbox.mode = 'drop'
  try {
    await completeTrade(env.app, payment.tradeNo)
    await env.app.payments.runNotifications()
  } finally {
    env.mailbox.mode = 'forward'
  }
  const notice = env.mailbox.seen.findLast((d) => d.body.includes(payment.tradeNo))
  assert.ok(notice, 'the sandbox sent a notification')
  return { tradeNo: payment.tradeNo, notice }
}

export async function tradeNoOf(db: Db, paymentId: string): Promise<string> {
  const [row] = await db.select({ tradeNo: payments.tradeNo }).from(payments).where(eq(payments.paymentId, paymentId))
  assert.ok(row?.tradeNo, `payment ${paymentId} has a trade`)
  return row.tradeNo
}

/** The buyer (or the wallet) completes a trade at the sandbox. */
export async function completeTrade(app: FastifyInstance, tradeNo: string, action: 'PAY' | 'CANCEL' | 'FAIL' = 'PAY'): Promise<{ state: string }> {
  const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/sandbox/trades/${tradeNo}/complete`, payload: { action } })
  assert.equal(res.statusCode, 200, res.body)
  return JSON.parse(res.body) as { state: string }
}

export async function ticketCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.orderId, orderId))
  return Number(row?.n ?? 0)
}

export async function paymentRows(db: Db, orderId: string) {
  return db.select().from(payments).where(eq(payments.orderId, orderId))
}

export async function sandboxTrade(db: Db, tradeNo: string) {
  const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo))
  return row
}

export async function orderState(app: FastifyInstance, buyer: Buyer, orderId: string) {
  const res = await as(app, buyer).get(`/buyer/v5/orders/${orderId}`)
  assert.equal(res.statusCode, 200, res.comments)
  return (res.data as { orderBrief: { orderState: { code: number }; orderRefundState: string; paidAt?: number | null } }).orderBrief
}

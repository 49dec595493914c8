/**
 * Helpers of the refunds suites: an app per database like the payments suites' (one clock for orders,
 * payments, the sandbox and refunds; background loops off; the sandbox's notifications delivered when a
 * test says so), paid orders bought through the real pay path (sandbox trade, notification, tickets),
 * refund calls, and the checks every test ends with (ledger balanced, stock invariant).
 */
import assert from 'node:assert/strict'
import { after, afterEach, before, describe } from 'node:test'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DEMO_MERCHANTS } from '../../types/api.js'
import type { PayInfoResponse } from '../../types/payments.js'
import type { RefundOverview, RefundView } from '../../types/refunds.js'
import type { Db } from '../src/db/client.js'
import { catalogSessions, orderRefunds, sandboxRefunds, tickets } from '../src/db/schema.js'
import { createLocalGate } from '../src/http/admission.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import type { RefundsOptions } from '../src/modules/refunds/index.js'
import type { InvoicesOptions } from '../src/modules/invoices/index.js'
import type { WaitListOptions } from '../src/modules/waitlist/index.js'
import type { TransfersOptions } from '../src/modules/transfers/index.js'
import type { RebooksOptions } from '../src/modules/rebooks/index.js'
import type { Clock } from './accounts-helpers.js'
import { buildTestApp, dbTargets, type TestDb } from './helpers.js'
import { makeClock, stockOf, type StockState } from './orders-helpers.js'
import { as, assertLedger, completeTrade, createUnpaid, freshKey, pay, postNotification, tradeNoOf, type Buyer, type Tier } from './payments-helpers.js'

export interface RefundsEnv {
  db: TestDb
  app: FastifyInstance
  sms: SandboxSmsSender
  clock: Clock
  /** Another app on the same database with other refunds / transfers options (control runs); closed after the suite. */
  restart(extra: RefundsOptions, transfers?: TransfersOptions, invoices?: InvoicesOptions, waitList?: WaitListOptions, rebooks?: RebooksOptions): Promise<FastifyInstance>
}

async function buildRefundsApp(
  db: TestDb['handle'],
  clock: Clock,
  sms: SandboxSmsSender,
  extra: RefundsOptions = {},
  transfers: TransfersOptions = {},
  invoices: InvoicesOptions = {},
  waitList: WaitListOptions = {},
  rebooks: RebooksOptions = {},
) {
  const self: { app?: FastifyInstance } = {}
  const app = await buildTestApp(db, {
    logger: process.env.REFUNDS_TEST_LOG ? { level: 'error' } : false,
    accounts: {
      smsSender: sms,
      emailSender: createSandboxEmailSender(),
      testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
      config: { dailySendCap: { target: 10, device: 100_000, ip: 100_000 } },
    },
    admission: createLocalGate(10_000),
    orders: { now: () => clock.now, sweepIntervalMs: 0 },
    tickets: { now: () => clock.now },
    payments: {
      now: () => clock.now,
      notifyIntervalMs: 0,
      reconcileIntervalMs: 0,
      deliver: async (d) => (self.app ? (await postNotification(self.app, d)).ack : false),
    },
    refunds: { now: () => clock.now, sweepIntervalMs: 0, ...extra },
    transfers: { now: () => clock.now, ...transfers },
    invoices: { now: () => clock.now, ...invoices },
    waitList: { now: () => clock.now, ...waitList },
    rebooks: { now: () => clock.now, ...rebooks },
  })
  self.app = app
  await app.ready()
  return app
}

/** Run `body` once per available database (or only on PostgreSQL); ledger checked after every test. */
export async function describeRefunds(name: string, body: (env: () => RefundsEnv) => void, o: { postgresOnly?: boolean } = {}): Promise<void> {
  for (const target of await dbTargets()) {
    if (o.postgresOnly && target.kind !== 'postgres') continue
    describe(`${name} [${target.kind}]`, { skip: target.skip }, () => {
      let env: RefundsEnv | undefined
      const extraApps: FastifyInstance[] = []
      before(async () => {
        const db = await target.open()
        const clock = makeClock()
        const sms = createSandboxSmsSender(() => {})
        const app = await buildRefundsApp(db.handle, clock, sms)
        env = {
          db,
          app,
          sms,
          clock,
          async restart(extra, transfers, invoices, waitList, rebooks) {
            const a = await buildRefundsApp(db.handle, clock, sms, extra, transfers, invoices, waitList, rebooks)
            extraApps.push(a)
            return a
          },
        }
      })
      afterEach(async () => {
        if (env) await assertLedger(env.db.handle.db)
      })
      after(async () => {
        for (const a of extraApps) await a.close()
        await env?.app.close()
        await env?.db.cleanup()
      })
      body(() => {
        if (!env) throw new Error('refunds env not ready')
        return env
      })
    })
  }
}

/** The session of a test tier starts `hours` from the clock's now (refund windows count from it). */
export async function startsIn(db: Db, tier: Tier, clock: Clock, hours: number): Promise<void> {
  await db
    .update(catalogSessions)
    .set({ startTime: new Date(clock.now + hours * 3600_000) })
    .where(and(eq(catalogSessions.merchantId, tier.merchantId), eq(catalogSessions.sessionId, tier.sessionId)))
}

/** Buy `qty` tickets and pay through the sandbox (trade paid, notification delivered, tickets issued). */
export async function buyPaid(env: RefundsEnv, buyer: Buyer, tier: Tier, qty: number) {
  const { orderId, txId } = await createUnpaid(env.app, buyer, tier, qty)
  // Each demo shop offers its own wallets: the mainland shop the mainland one.
  const res = await pay(env.app, buyer, txId, buyer.merchant === DEMO_MERCHANTS.MAINLAND ? 'ALIPAY_CN_WAP' : 'ALIPAY_HK_WAP')
  assert.equal(res.statusCode, 200, res.comments)
  const payment = res.data as PayInfoResponse
  const tradeNo = await tradeNoOf(env.db.handle.db, payment.paymentId)
  await completeTrade(env.app, tradeNo)
  await env.app.payments.runNotifications()
  const rows = await ticketRows(env.db.handle.db, orderId)
  assert.equal(rows.length, qty, 'tickets issued')
  return { orderId, tradeNo, paymentId: payment.paymentId, tickets: rows }
}

export async function ticketRows(db: Db, orderId: string) {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.lineNo, tickets.unitNo)
}

export async function requestRefund(app: FastifyInstance, buyer: Buyer, orderId: string, ticketIds?: string[], o: { key?: string | null; lang?: string } = {}) {
  const headers: Record<string, string> = {}
  const key = o.key === undefined ? freshKey() : o.key
  if (key) headers['idempotency-key'] = key
  const res = await as(app, buyer).post(`/buyer/v1/orders/${orderId}/refunds`, ticketIds ? { ticketIds } : {}, { headers, lang: o.lang })
  return { ...res, data: res.data as RefundView | null }
}

export async function overviewOf(app: FastifyInstance, buyer: Buyer, orderId: string, lang?: string) {
  const res = await as(app, buyer).get(`/buyer/v1/orders/${orderId}/refund`, { lang })
  return { ...res, data: res.data as RefundOverview | null }
}

export async function sandboxRefundsOf(db: Db, tradeNo: string) {
  return db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo))
}

export async function refundRowsOf(db: Db, orderId: string) {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))
}

/**
 * The stock is exact after refunds: every shard consistent, and the tier's sold count equals its live
 * tickets (valid or admitted) — a refunded ticket's place is back on sale, a kept one is not.
 */
export async function assertStockExact(db: Db, tier: Tier): Promise<StockState> {
  const s = await stockOf(db, tier)
  assert.ok(s.sold >= 0 && s.held >= 0 && s.remaining >= 0, JSON.stringify(s))
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.merchantId, tier.merchantId), eq(tickets.seatPlanId, tier.seatPlanId), inArray(tickets.state, ['VALID', 'ADMITTED'])))
  assert.equal(s.sold, Number(live?.n ?? 0), `sold ${s.sold} must equal the live tickets ${String(live?.n)}`)
  assert.equal(s.held, s.unpaidQty)
  return s
}

export { as, freshKey, type Buyer, type Tier }

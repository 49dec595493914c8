/**
 * Helpers of the orders and stock suites: an app per database with sandbox SMS (buyers log in through
 * the real phone login, see accounts-helpers.ts), an orders clock the tests move, the sweeper timer off
 * (tests call sweepExpiredOrders), fixture tiers with their own stock, and the stock invariant check.
 */
import assert from 'node:assert/strict'
import { after, before, describe } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import type { Db } from '../src/db/client.js'
import { catalogSeatPlans, catalogSessions, catalogShows, orderBuyerCounts, orderItems, orderShowRules, orderStock, orders } from '../src/db/schema.js'
import { createLocalGate } from '../src/http/admission.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import type { OrdersOptions } from '../src/modules/orders/index.js'
import { createApi, freshPhone, type AccountsEnv, type Clock, type Env } from './accounts-helpers.js'
import { buildTestApp, dbTargets, envelopeOf, type TestDb } from './helpers.js'

export const MACAU = DEMO_MERCHANTS.MACAU
export const MAINLAND = DEMO_MERCHANTS.MAINLAND

export interface OrdersEnv extends AccountsEnv {
  /** The orders module's clock (accounts keep real time so tokens stay valid). */
  orderClock: Clock
}

export function makeClock(): Clock {
  return {
    now: Date.now(),
    advance(seconds) {
      this.now += seconds * 1000
    },
  }
}

/** Build an app on `db` the way these suites want it. */
export async function buildOrdersApp(db: TestDb['handle'], orderClock: Clock, extra: OrdersOptions = {}) {
  const sms = createSandboxSmsSender()
  const mail = createSandboxEmailSender()
  const app = await buildTestApp(db, {
    // ORDERS_TEST_LOG=1 shows the app's errors while debugging a suite.
    logger: process.env.ORDERS_TEST_LOG ? { level: 'error' } : false,
    accounts: {
      smsSender: sms,
      emailSender: mail,
      // Explicit test option: cheap argon2id so suites stay fast. Production never sets it.
      testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
      // Many buyers log in from the test process: lift the per-IP/device daily send caps.
      config: { dailySendCap: { target: 10, device: 100_000, ip: 100_000 } },
    },
    admission: createLocalGate(10_000),
    orders: { now: () => orderClock.now, sweepIntervalMs: 0, ...extra },
  })
  await app.ready()
  return { app, sms, mail }
}

/** Run `body` once per available database (or only on PostgreSQL) with a fresh orders env. */
export async function describeOrders(name: string, body: (env: () => OrdersEnv) => void, o: { postgresOnly?: boolean } = {}): Promise<void> {
  for (const target of await dbTargets()) {
    if (o.postgresOnly && target.kind !== 'postgres') continue
    const skip = target.skip && o.postgresOnly ? `${target.skip} — concurrency needs real PostgreSQL connections` : target.skip
    describe(`${name} [${target.kind}]`, { skip }, () => {
      let env: OrdersEnv | undefined
      before(async () => {
        const db = await target.open()
        const orderClock = makeClock()
        const { app, sms, mail } = await buildOrdersApp(db.handle, orderClock)
        env = { db, app, sms, mail, clock: makeClock(), orderClock }
      })
      after(async () => {
        await env?.app.close()
        await env?.db.cleanup()
      })
      body(() => {
        if (!env) throw new Error('orders env not ready')
        return env
      })
    })
  }
}

/** A logged-in buyer: token plus request helpers bound to an app. */
export interface Buyer {
  token: string
  userId: string
  merchant: string
}

export async function loginBuyer(env: () => AccountsEnv, merchant: string = MACAU): Promise<Buyer> {
  const res = await createApi(env).phoneLogin(freshPhone(), { merchant })
  return { token: res.accessToken, userId: res.userId, merchant }
}

export interface CallOpts {
  token?: string
  merchant?: string | null
  lang?: string
  headers?: Record<string, string>
}

export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, o: CallOpts = {}): Promise<Env> {
  const headers: Record<string, string> = { ...o.headers }
  const merchant = o.merchant === undefined ? MACAU : o.merchant
  if (merchant) headers['merchant-id'] = merchant
  if (o.token) headers['access-token'] = o.token
  const sep = path.includes('?') ? '&' : '?'
  const res = await app.inject({
    method,
    url: `${API_PREFIX}${path}${o.lang ? `${sep}lang=${o.lang}` : ''}`,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  })
  assert.equal(res.statusCode, 200, res.body)
  return envelopeOf(res)
}

/** Buyer-bound shortcuts. */
export function as(app: FastifyInstance, b: Buyer) {
  const o = (extra: CallOpts = {}) => ({ token: b.token, merchant: b.merchant, ...extra })
  return {
    get: (path: string, extra?: CallOpts) => call(app, 'GET', path, undefined, o(extra)),
    post: (path: string, body: unknown, extra?: CallOpts) => call(app, 'POST', path, body, o(extra)),
    put: (path: string, body: unknown, extra?: CallOpts) => call(app, 'PUT', path, body, o(extra)),
    del: (path: string, extra?: CallOpts) => call(app, 'DELETE', path, undefined, o(extra)),
  }
}

export interface TierSpec {
  merchantId?: string
  capacity: number
  shards?: number
  priceCents?: number
  showDetailStatus?: (typeof catalogShows.$inferInsert)['showDetailStatus']
  saleTime?: Date | null
  maxPerOrder?: number
  maxPerBuyer?: number
}

export interface Tier {
  merchantId: string
  showId: string
  sessionId: string
  seatPlanId: string
  priceCents: number
}

let tierCounter = 0

/** A show of its own (copied from a seeded ON_SALE show) with one session and one tier of `capacity`. */
export async function makeTier(db: Db, spec: TierSpec): Promise<Tier> {
  const merchantId = spec.merchantId ?? MACAU
  const n = `${process.pid}x${tierCounter++}`
  const [base] = await db
    .select()
    .from(catalogShows)
    .where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showDetailStatus, 'ON_SALE'), eq(catalogShows.showStatus, 'ONLINE')))
    .limit(1)
  assert.ok(base, 'a seeded ON_SALE show')
  const showId = `T${n}`
  const sessionId = `${showId}-S1`
  const seatPlanId = `${sessionId}-P1`
  const priceCents = spec.priceCents ?? 38_000
  await db.insert(catalogShows).values({
    ...base,
    showId,
    stdShowId: `STD-${showId}`,
    showDetailStatus: spec.showDetailStatus ?? 'ON_SALE',
    saleTime: spec.saleTime === undefined ? new Date(Date.now() - 86_400_000) : spec.saleTime,
    prioritySaleTime: null,
    isFree: priceCents === 0,
  })
  await db.insert(catalogSessions).values({ merchantId, sessionId, showId, name: { 'zh-CN': '第一场', 'zh-MO': '第一場', 'en-US': 'Session 1' }, startTime: base.firstShowTime, status: 'ON_SALE', position: 0 })
  await db.insert(catalogSeatPlans).values({ merchantId, seatPlanId, sessionId, showId, name: { 'zh-CN': '内场', 'zh-MO': '內場', 'en-US': 'Floor' }, priceCents, saleState: 'ON_SALE', position: 0 })
  const shards = spec.shards ?? 1
  const rows = Array.from({ length: shards }, (_, k) => ({
    merchantId,
    seatPlanId,
    shard: k,
    showId,
    sessionId,
    capacity: Math.floor(spec.capacity / shards) + (k < spec.capacity % shards ? 1 : 0),
  }))
  await db.insert(orderStock).values(rows)
  if (spec.maxPerOrder !== undefined || spec.maxPerBuyer !== undefined) {
    await db.insert(orderShowRules).values({ merchantId, showId, maxPerOrder: spec.maxPerOrder ?? 6, maxPerBuyer: spec.maxPerBuyer ?? 6 })
  }
  return { merchantId, showId, sessionId, seatPlanId, priceCents }
}

export interface StockState {
  capacity: number
  sold: number
  held: number
  remaining: number
  /** Tickets in unpaid orders / in paid orders of this tier (the ledger the counters must match). */
  unpaidQty: number
  paidQty: number
  orders: number
}

export async function stockOf(db: Db, tier: Tier): Promise<StockState> {
  const rows = await db.select().from(orderStock).where(and(eq(orderStock.merchantId, tier.merchantId), eq(orderStock.seatPlanId, tier.seatPlanId)))
  const ledger = await db
    .select({
      unpaid: sql<number>`coalesce(sum(case when ${orders.state} = 1 then ${orderItems.qty} else 0 end), 0)::int`,
      paid: sql<number>`coalesce(sum(case when ${orders.state} = 9 then ${orderItems.qty} else 0 end), 0)::int`,
      n: sql<number>`count(distinct case when ${orders.state} in (1, 9) then ${orders.orderId} end)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(and(eq(orderItems.merchantId, tier.merchantId), eq(orderItems.seatPlanId, tier.seatPlanId)))
  const capacity = rows.reduce((s, r) => s + r.capacity, 0)
  const sold = rows.reduce((s, r) => s + r.sold, 0)
  const held = rows.reduce((s, r) => s + r.held, 0)
  return {
    capacity,
    sold,
    held,
    remaining: capacity - sold - held,
    unpaidQty: Number(ledger[0]?.unpaid ?? 0),
    paidQty: Number(ledger[0]?.paid ?? 0),
    orders: Number(ledger[0]?.n ?? 0),
  }
}

/** sold + held + remaining = capacity on every shard, nothing negative, and the counters match the orders. */
export async function assertInvariant(db: Db, tier: Tier): Promise<StockState> {
  const rows = await db.select().from(orderStock).where(and(eq(orderStock.merchantId, tier.merchantId), eq(orderStock.seatPlanId, tier.seatPlanId)))
  for (const r of rows) {
    const remaining = r.capacity - r.sold - r.held
    assert.ok(r.sold >= 0 && r.held >= 0 && remaining >= 0, `shard ${r.shard}: ${JSON.stringify(r)}`)
    assert.equal(r.sold + r.held + remaining, r.capacity)
  }
  const s = await stockOf(db, tier)
  assert.equal(s.held, s.unpaidQty, `held ${s.held} must equal tickets in unpaid orders ${s.unpaidQty}`)
  assert.equal(s.sold, s.paidQty, `sold ${s.sold} must equal tickets in paid orders ${s.paidQty}`)
  assert.equal(s.sold + s.held + s.remaining, s.capacity)
  return s
}

/**
 * Nothing half-written for the tier's show: every live (unpaid or paid) order has its lines, and every
 * buyer's count for the show equals the tickets in their live orders of it.
 */
export async function assertOrdersWhole(db: Db, tier: Tier): Promise<void> {
  const live = await db
    .select({ orderId: orders.orderId, userId: orders.userId, lines: sql<number>`count(${orderItems.lineNo})::int`, qty: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.orderId))
    .where(and(eq(orders.merchantId, tier.merchantId), eq(orders.firstShowId, tier.showId), sql`${orders.state} in (1, 9)`))
    .groupBy(orders.orderId, orders.userId)
  const bare = live.filter((o) => Number(o.lines) === 0)
  assert.equal(bare.length, 0, `orders without lines: ${bare.map((o) => o.orderId).join(', ')}`)
  const tickets = new Map<string, number>()
  for (const o of live) tickets.set(o.userId, (tickets.get(o.userId) ?? 0) + Number(o.qty))
  const counts = await db
    .select()
    .from(orderBuyerCounts)
    .where(and(eq(orderBuyerCounts.merchantId, tier.merchantId), eq(orderBuyerCounts.showId, tier.showId)))
  for (const c of counts) assert.equal(c.qty, tickets.get(c.userId) ?? 0, `buyer ${c.userId} counts ${c.qty} tickets of the show, holds ${tickets.get(c.userId) ?? 0}`)
  for (const [userId, qty] of tickets) assert.ok(counts.some((c) => c.userId === userId && c.qty === qty), `buyer ${userId} holds ${qty} tickets without a count`)
}

export function createBody(tier: Tier, qty: number, key: string, extra: Record<string, unknown> = {}) {
  return {
    showId: tier.showId,
    sessionId: tier.sessionId,
    seatPlanId: tier.seatPlanId,
    qty,
    paymentParam: { payAmount: tier.priceCents * qty },
    deliverMethod: 'E_TICKET',
    idempotencyKey: key,
    ...extra,
  }
}

let keyCounter = 0
export const freshKey = () => `k-${process.pid}-${Date.now()}-${keyCounter++}`

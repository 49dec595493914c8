/**
 * Helpers of the tickets suites: an app per database whose tickets clock the tests move, buyers that
 * log in through the real phone login, paid orders (created through the API, then marked paid directly
 * and ticketed with issueTicketsForOrder in one transaction — what the payments module does), and
 * staff check-in calls.
 */
import assert from 'node:assert/strict'
import { after, before, describe } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { ORDER_STATE, type DeliverMethod } from '../../types/orders.js'
import type { CheckInResponse, TicketDetail, TicketHolderPage } from '../../types/tickets.js'
import type { Db } from '../src/db/client.js'
import { catalogSessions, orders, tickets } from '../src/db/schema.js'
import { createLocalGate } from '../src/http/admission.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { issueTicketsForOrder } from '../src/modules/tickets/issue.js'
import { STAFF_TOKEN_HEADER } from '../src/modules/tickets/routes.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import type { AccountsEnv, Clock, Env } from './accounts-helpers.js'
import { buildTestApp, dbTargets, envelopeOf } from './helpers.js'
import { MACAU, as, createBody, freshKey, makeClock, type Buyer, type Tier } from './orders-helpers.js'

export interface TicketsEnv extends AccountsEnv {
  /** The orders and tickets clock (accounts keep real time so tokens stay valid). */
  ticketClock: Clock
}

/** Run `body` once per available database (or only on PostgreSQL) with a fresh tickets env. */
export async function describeTickets(name: string, body: (env: () => TicketsEnv) => void, o: { postgresOnly?: boolean } = {}): Promise<void> {
  for (const target of await dbTargets()) {
    if (o.postgresOnly && target.kind !== 'postgres') continue
    describe(`${name} [${target.kind}]`, { skip: target.skip }, () => {
      let env: TicketsEnv | undefined
      before(async () => {
        const db = await target.open()
        const ticketClock = makeClock()
        const sms = createSandboxSmsSender()
        const mail = createSandboxEmailSender()
        const app = await buildTestApp(db.handle, {
          logger: process.env.TICKETS_TEST_LOG ? { level: 'error' } : false,
          accounts: {
            smsSender: sms,
            emailSender: mail,
            // Explicit test option: cheap argon2id so suites stay fast. Production never sets it.
            testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
            config: { dailySendCap: { target: 10, device: 100_000, ip: 100_000 } },
          },
          admission: createLocalGate(10_000),
          orders: { now: () => ticketClock.now, sweepIntervalMs: 0 },
          tickets: { now: () => ticketClock.now },
        })
        await app.ready()
        env = { db, app, sms, mail, clock: makeClock(), ticketClock }
      })
      after(async () => {
        await env?.app.close()
        await env?.db.cleanup()
      })
      body(() => {
        if (!env) throw new Error('tickets env not ready')
        return env
      })
    })
  }
}

/** Move a tier's session start (its tickets' validity ends a day later). */
export async function setSessionStart(db: Db, tier: Tier, start: Date): Promise<void> {
  await db
    .update(catalogSessions)
    .set({ startTime: start })
    .where(and(eq(catalogSessions.merchantId, tier.merchantId), eq(catalogSessions.sessionId, tier.sessionId)))
}

/** Create an unpaid order through the API; its id. */
export async function createOrder(app: FastifyInstance, buyer: Buyer, tier: Tier, qty: number, extra: { deliverMethod?: DeliverMethod; audienceIds?: string[] } = {}): Promise<string> {
  const res = await as(app, buyer).post('/buyer/v5/create_order', createBody(tier, qty, freshKey(), extra))
  assert.equal(res.statusCode, 200, res.comments)
  return (res.data as { orderId: string }).orderId
}

/** Stand-in for the payments module until it lands: the order becomes paid (state only). */
export async function markPaid(db: Db, orderId: string, now: Date): Promise<void> {
  const rows = await db
    .update(orders)
    .set({ state: ORDER_STATE.Succeeded, paidAt: now, updatedAt: now })
    .where(and(eq(orders.orderId, orderId), eq(orders.state, ORDER_STATE.Unpaid)))
    .returning({ orderId: orders.orderId })
  assert.equal(rows.length, 1, `order ${orderId} was unpaid`)
}

/** Mark paid and issue in ONE transaction, the way the payments module does; tickets created. */
export async function payAndIssue(db: Db, orderId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await markPaid(tx as unknown as Db, orderId, now)
    return issueTicketsForOrder(tx as unknown as Db, orderId, now)
  })
}

/** Create + pay + issue; the order id and its tickets (line, unit order). */
export async function buyTickets(env: TicketsEnv, buyer: Buyer, tier: Tier, qty: number, extra: { deliverMethod?: DeliverMethod; audienceIds?: string[] } = {}) {
  const orderId = await createOrder(env.app, buyer, tier, qty, extra)
  const created = await payAndIssue(env.db.handle.db, orderId, new Date(env.ticketClock.now))
  assert.equal(created, qty)
  return { orderId, tickets: await ticketsOf(env.db.handle.db, orderId) }
}

export async function ticketsOf(db: Db, orderId: string) {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.lineNo, tickets.unitNo)
}

/** An envelope whose data has a known type. */
export type Enveloped<T> = Omit<Env, 'data'> & { data: T | null }

export async function detailOf(app: FastifyInstance, buyer: Buyer, ticketId: string, lang?: string): Promise<Enveloped<TicketDetail>> {
  return as(app, buyer).get(`/buyer/v1/tickets/${ticketId}`, { lang })
}

export async function holderOf(app: FastifyInstance, buyer: Buyer, query: string, lang?: string): Promise<TicketHolderPage> {
  const res = await as(app, buyer).get(`/buyer/v1/tickets${query}`, { lang })
  assert.equal(res.statusCode, 200, res.comments)
  return res.data as TicketHolderPage
}

export interface ScanOpts {
  token?: string | null
  merchant?: string
  lang?: string
  sessionId?: string
}

/** A staff device scanning `code` (the merchant's demo staff token unless told otherwise). */
export async function scan(app: FastifyInstance, code: string, o: ScanOpts = {}): Promise<Enveloped<CheckInResponse>> {
  const merchant = o.merchant ?? MACAU
  const token = o.token === undefined ? DEMO_STAFF_TOKENS[merchant] : o.token
  const headers: Record<string, string> = {}
  if (token) headers[STAFF_TOKEN_HEADER] = token
  const res = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/staff/v1/check_in${o.lang ? `?lang=${o.lang}` : ''}`,
    headers,
    payload: { code, ...(o.sessionId ? { sessionId: o.sessionId } : {}) },
  })
  assert.equal(res.statusCode, 200, res.body)
  return envelopeOf(res)
}

/** Flip one character of the part `index` (0 prefix, 1 payload, 2 signature) of a code. */
export function flip(code: string, index: number, at: number): string {
  const parts = code.split('.')
  const s = parts[index] ?? ''
  const c = s[at] === 'A' ? 'B' : 'A'
  parts[index] = s.slice(0, at) + c + s.slice(at + 1)
  return parts.join('.')
}

/**
 * Helpers of the rebooks suites (they run on the refunds suites' app and clock): a second session of a
 * test tier's show, the rebook calls, and a ticket's current code.
 */
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { RebookOverview, RebookView } from '../../types/rebooks.js'
import type { TicketDetail } from '../../types/tickets.js'
import type { Db } from '../src/db/client.js'
import { catalogSeatPlans, catalogSessions, orderRebooks, orderStock } from '../src/db/schema.js'
import type { Clock } from './accounts-helpers.js'
import { as, freshKey, type Buyer, type Tier } from './refunds-helpers.js'

let counter = 0

/** Another session of `tier`'s show starting `hours` from now, with one tier of `capacity` at `priceCents`. */
export async function addSession(db: Db, tier: Tier, clock: Clock, o: { capacity: number; priceCents: number; hours: number }): Promise<Tier> {
  const n = counter++
  const sessionId = `${tier.showId}-R${n}`
  const seatPlanId = `${sessionId}-P1`
  const { merchantId, showId } = tier
  await db.insert(catalogSessions).values({
    merchantId,
    sessionId,
    showId,
    name: { 'zh-CN': `改签场${n}`, 'zh-MO': `改簽場${n}`, 'en-US': `Later session ${n}` },
    startTime: new Date(clock.now + o.hours * 3600_000),
    status: 'ON_SALE',
    position: 10 + n,
  })
  await db.insert(catalogSeatPlans).values({ merchantId, seatPlanId, sessionId, showId, name: { 'zh-CN': '看台', 'zh-MO': '看台', 'en-US': 'Stand' }, priceCents: o.priceCents, saleState: 'ON_SALE', position: 0 })
  await db.insert(orderStock).values({ merchantId, seatPlanId, shard: 0, showId, sessionId, capacity: o.capacity })
  return { merchantId, showId, sessionId, seatPlanId, priceCents: o.priceCents }
}

export async function overviewOf(app: FastifyInstance, buyer: Buyer, orderId: string, lang?: string) {
  const res = await as(app, buyer).get(`/buyer/v1/orders/${orderId}/rebook`, { lang })
  return { ...res, data: res.data as RebookOverview | null }
}

export async function rebook(app: FastifyInstance, buyer: Buyer, orderId: string, body: { ticketIds: string[]; toSessionId: string; toSeatPlanId: string }, o: { key?: string | null; lang?: string } = {}) {
  const headers: Record<string, string> = {}
  const key = o.key === undefined ? freshKey() : o.key
  if (key) headers['idempotency-key'] = key
  const res = await as(app, buyer).post(`/buyer/v1/orders/${orderId}/rebooks`, body, { headers, lang: o.lang })
  return { ...res, data: res.data as RebookView | null }
}

export async function codeOf(app: FastifyInstance, buyer: Buyer, ticketId: string): Promise<string> {
  const code = ((await as(app, buyer).get(`/buyer/v1/tickets/${ticketId}`)).data as TicketDetail).code?.code
  assert.ok(code, `ticket ${ticketId} has a code`)
  return code
}

export async function rebookRowsOf(db: Db, orderId: string) {
  return db.select().from(orderRebooks).where(eq(orderRebooks.orderId, orderId))
}

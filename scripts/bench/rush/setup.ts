/**
 * bench:rush set-up: a throwaway PostgreSQL database, hot tiers (a copy of a seeded on-sale show with
 * one sharded tier each), buyers with access tokens, and the stock check after a sale.
 */
import { and, eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import type { Db } from '../../../server/src/db/client.js'
import { catalogSeatPlans, catalogSessions, catalogShows, orderItems, orderShowRules, orderStock, orders } from '../../../server/src/db/schema.js'
import { createAccountsModule } from '../../../server/src/modules/accounts/index.js'
import { createLimits } from '../../../server/src/limits/index.js'
import { DEMO_MERCHANTS } from '../../../types/api.js'

export const MERCHANT = DEMO_MERCHANTS.MACAU
export const PRICE = 68_000

export interface Tier {
  showId: string
  sessionId: string
  seatPlanId: string
}

export async function adminUrl(): Promise<string> {
  const candidates = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : ['postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/postgres']
  for (const url of candidates) {
    const s = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await s`select 1`
      return url
    } catch {
      // next
    } finally {
      await s.end({ timeout: 1 }).catch(() => {})
    }
  }
  throw new Error('bench:rush needs PostgreSQL (DATABASE_URL or a local server as root/postgres)')
}

/** A hot tier: a copy of a seeded ON_SALE show with one session and one tier of `capacity` in `shards` rows. */
export async function hotTier(db: Db, name: string, capacity: number, shards: number): Promise<Tier> {
  const [base] = await db
    .select()
    .from(catalogShows)
    .where(and(eq(catalogShows.merchantId, MERCHANT), eq(catalogShows.showDetailStatus, 'ON_SALE'), eq(catalogShows.showStatus, 'ONLINE')))
    .limit(1)
  if (!base) throw new Error('no seeded ON_SALE show')
  const showId = `RUSH-${name}`
  const sessionId = `${showId}-S1`
  const seatPlanId = `${showId}-S1-P1`
  await db.insert(catalogShows).values({ ...base, showId, stdShowId: `STD-${showId}`, saleTime: new Date(Date.now() - 60_000), prioritySaleTime: null })
  await db.insert(catalogSessions).values({ merchantId: MERCHANT, sessionId, showId, name: { 'en-US': 'Rush night' }, startTime: base.firstShowTime, status: 'ON_SALE', position: 0 })
  await db.insert(catalogSeatPlans).values({ merchantId: MERCHANT, seatPlanId, sessionId, showId, name: { 'en-US': 'Floor' }, priceCents: PRICE, saleState: 'ON_SALE', position: 0 })
  await db.insert(orderStock).values(
    Array.from({ length: shards }, (_, k) => ({
      merchantId: MERCHANT,
      seatPlanId,
      shard: k,
      showId,
      sessionId,
      capacity: Math.floor(capacity / shards) + (k < capacity % shards ? 1 : 0),
    })),
  )
  await db.insert(orderShowRules).values({ merchantId: MERCHANT, showId, maxPerOrder: 6, maxPerBuyer: 6 })
  return { showId, sessionId, seatPlanId }
}

/** `count` accounts with an access token each, minted through the accounts module (no SMS round trips). */
export async function mintBuyers(db: Db, count: number, secret: string): Promise<string[]> {
  const limits = createLimits({ db })
  const accounts = createAccountsModule(db, limits, { secret })
  await accounts.ready()
  limits.close()
  const tokens: string[] = []
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, k) => i + k)
    tokens.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const user = await accounts.repo.insertUser({
            userId: `rush${String(n).padStart(6, '0')}`,
            merchantId: MERCHANT,
            countryCode: '86',
            cellphone: `137${String(n).padStart(8, '0')}`,
            registeredBy: 'CELLPHONE',
          })
          if (!user) throw new Error('user insert failed')
          const issued = await accounts.tokens.startSession(accounts.repo, user, { deviceId: `rush-${n}`, loginMethod: 'CELLPHONE', singleDevice: false })
          return issued.accessToken
        }),
      )),
    )
  }
  return tokens
}

export type StockReport = Awaited<ReturnType<typeof stockReport>>

/** The tier after the sale: oversell (tickets in orders past capacity) and the stock invariant. */
export async function stockReport(db: Db, tier: Tier, winners: number) {
  const shards = await db.select().from(orderStock).where(and(eq(orderStock.merchantId, MERCHANT), eq(orderStock.seatPlanId, tier.seatPlanId)))
  const [ledger] = await db
    .select({
      unpaid: sql<number>`coalesce(sum(case when ${orders.state} = 1 then ${orderItems.qty} else 0 end), 0)::int`,
      paid: sql<number>`coalesce(sum(case when ${orders.state} = 9 then ${orderItems.qty} else 0 end), 0)::int`,
      n: sql<number>`count(distinct ${orders.orderId})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(eq(orderItems.seatPlanId, tier.seatPlanId))
  const capacity = shards.reduce((s, r) => s + r.capacity, 0)
  const sold = shards.reduce((s, r) => s + r.sold, 0)
  const held = shards.reduce((s, r) => s + r.held, 0)
  const remaining = capacity - sold - held
  const ticketsInOrders = Number(ledger?.unpaid ?? 0) + Number(ledger?.paid ?? 0)
  return {
    oversell: Math.max(0, ticketsInOrders - capacity),
    stock: { capacity, sold, held, remaining, ticketsInOrders, ordersInDb: Number(ledger?.n ?? 0) },
    invariant: {
      perShardHolds: shards.every((r) => r.sold >= 0 && r.held >= 0 && r.capacity - r.sold - r.held >= 0),
      soldPlusHeldPlusRemainingIsCapacity: sold + held + remaining === capacity,
      heldMatchesUnpaidOrders: held === Number(ledger?.unpaid ?? 0),
      ordersMatchWinners: Number(ledger?.n ?? 0) === winners,
    },
  }
}

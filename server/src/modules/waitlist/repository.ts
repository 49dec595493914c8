/**
 * Wait-list data access — the only wait-list code that touches Drizzle. Every join and every offer of
 * one tier takes the tier's advisory lock (transaction-scoped), so "full per price" counts what the
 * others committed, and one released ticket is offered once, to the first in line.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { catalogSeatPlans, catalogSessions, catalogShows, merchants, orders, users, waitListEntries } from '../../db/schema.js'
import type { WaitListState } from '../../../../types/waitlist.js'

export type EntryRow = typeof waitListEntries.$inferSelect
export type EntryInsert = typeof waitListEntries.$inferInsert
export type SeatPlanRow = typeof catalogSeatPlans.$inferSelect
export type SessionRow = typeof catalogSessions.$inferSelect
export type ShowRow = typeof catalogShows.$inferSelect

export interface WaitListRepository {
  readonly db: Db
  transaction<T>(fn: (tx: WaitListRepository) => Promise<T>): Promise<T>

  seatPlan(merchantId: string, seatPlanId: string): Promise<SeatPlanRow | null>
  session(merchantId: string, sessionId: string): Promise<SessionRow | null>
  show(merchantId: string, showId: string): Promise<ShowRow | null>
  /** Serialises joins and offers of one tier until the transaction ends. */
  lockTier(seatPlanId: string): Promise<void>
  /** Entries of the tier still in line or holding an offer ("full per price" counts these). */
  openCount(seatPlanId: string): Promise<number>
  /** The new row, or null when the buyer already waits for this tier (the partial unique index). */
  insertIfNotOpen(row: EntryInsert): Promise<EntryRow | null>
  /** TEST ONLY (control runs): a plain INSERT with no conflict target. */
  testOnlyInsert(row: EntryInsert): Promise<EntryRow>
  findEntry(merchantId: string, entryId: string): Promise<EntryRow | null>
  entriesOf(merchantId: string, userId: string, limit: number): Promise<EntryRow[]>
  /** How many WAITING entries of the tier joined before `seq`. */
  aheadOf(seatPlanId: string, seq: number): Promise<number>
  /** `from` → `to` when it still is `from`; null otherwise. */
  move(entryId: string, from: WaitListState, to: WaitListState, at: Date, extra?: { userId?: string; orderId?: string; offerExpiresAt?: Date }): Promise<EntryRow | null>
  /** The first WAITING entry of the tier. */
  head(seatPlanId: string): Promise<EntryRow | null>
  /** Tiers with someone WAITING. */
  waitingTiers(limit: number): Promise<Array<{ merchantId: string; seatPlanId: string }>>
  /** OFFERED entries with the state of their order. */
  openOffers(limit: number): Promise<Array<{ entry: EntryRow; orderState: number | null }>>
  /** OFFERED entries whose offer time has passed. */
  dueOffers(now: Date, limit: number): Promise<EntryRow[]>
  unnotified(limit: number): Promise<EntryRow[]>
  markNotified(entryId: string, at: Date): Promise<boolean>
  contact(merchantId: string, userId: string): Promise<{ countryCode: string; cellphone: string | null; shopName: ShowRow['showName']; defaultLang: string } | null>
}

export function createWaitListRepository(db: Db): WaitListRepository {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null
  return {
    db,
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createWaitListRepository(tx as unknown as Db)))),

    seatPlan: (merchantId, seatPlanId) => one(db.select().from(catalogSeatPlans).where(and(eq(catalogSeatPlans.merchantId, merchantId), eq(catalogSeatPlans.seatPlanId, seatPlanId)))),
    session: (merchantId, sessionId) => one(db.select().from(catalogSessions).where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.sessionId, sessionId)))),
    show: (merchantId, showId) => one(db.select().from(catalogShows).where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showId, showId)))),
    async lockTier(seatPlanId) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wait-list:${seatPlanId}`}))`)
    },
    async openCount(seatPlanId) {
      const [r] = await db
        .select({ n: count() })
        .from(waitListEntries)
        .where(and(eq(waitListEntries.seatPlanId, seatPlanId), inArray(waitListEntries.state, ['WAITING', 'OFFERED'])))
      return Number(r?.n ?? 0)
    },
    async insertIfNotOpen(row) {
      const [r] = await db
        .insert(waitListEntries)
        .values(row)
        .onConflictDoNothing({ target: [waitListEntries.merchantId, waitListEntries.userId, waitListEntries.seatPlanId], where: sql`${waitListEntries.state} in ('WAITING', 'OFFERED')` })
        .returning()
      return r ?? null
    },
    async testOnlyInsert(row) {
      const [r] = await db.insert(waitListEntries).values(row).returning()
      if (!r) throw new Error('insert returned nothing')
      return r
    },
    findEntry: (merchantId, entryId) => one(db.select().from(waitListEntries).where(and(eq(waitListEntries.merchantId, merchantId), eq(waitListEntries.entryId, entryId)))),
    entriesOf: (merchantId, userId, limit) =>
      db
        .select()
        .from(waitListEntries)
        .where(and(eq(waitListEntries.merchantId, merchantId), eq(waitListEntries.userId, userId)))
        .orderBy(desc(waitListEntries.createdAt), desc(waitListEntries.seq))
        .limit(limit),
    async aheadOf(seatPlanId, seq) {
      const [r] = await db
        .select({ n: count() })
        .from(waitListEntries)
        .where(and(eq(waitListEntries.seatPlanId, seatPlanId), eq(waitListEntries.state, 'WAITING'), lt(waitListEntries.seq, seq)))
      return Number(r?.n ?? 0)
    },
    async move(entryId, from, to, at, extra = {}) {
      const offered = to === 'OFFERED'
      const [r] = await db
        .update(waitListEntries)
        .set({
          state: to,
          updatedAt: at,
          ...(offered ? { orderId: extra.orderId, offeredAt: at, offerExpiresAt: extra.offerExpiresAt } : { finishedAt: at }),
        })
        .where(and(eq(waitListEntries.entryId, entryId), eq(waitListEntries.state, from), extra.userId ? eq(waitListEntries.userId, extra.userId) : undefined))
        .returning()
      return r ?? null
    },
    head: (seatPlanId) =>
      one(
        db
          .select()
          .from(waitListEntries)
          .where(and(eq(waitListEntries.seatPlanId, seatPlanId), eq(waitListEntries.state, 'WAITING')))
          .orderBy(asc(waitListEntries.seq))
          .limit(1),
      ),
    waitingTiers: (limit) =>
      db
        .selectDistinct({ merchantId: waitListEntries.merchantId, seatPlanId: waitListEntries.seatPlanId })
        .from(waitListEntries)
        .where(eq(waitListEntries.state, 'WAITING'))
        .limit(limit),
    async openOffers(limit) {
      const rows = await db
        .select({ entry: waitListEntries, orderState: orders.state })
        .from(waitListEntries)
        .leftJoin(orders, eq(orders.orderId, waitListEntries.orderId))
        .where(eq(waitListEntries.state, 'OFFERED'))
        .limit(limit)
      return rows
    },
    dueOffers: (now, limit) =>
      db
        .select()
        .from(waitListEntries)
        .where(and(eq(waitListEntries.state, 'OFFERED'), lte(waitListEntries.offerExpiresAt, now)))
        .orderBy(asc(waitListEntries.offerExpiresAt))
        .limit(limit),
    unnotified: (limit) =>
      db
        .select()
        .from(waitListEntries)
        .where(and(eq(waitListEntries.state, 'OFFERED'), isNull(waitListEntries.notifiedAt)))
        .orderBy(asc(waitListEntries.offeredAt))
        .limit(limit),
    async markNotified(entryId, at) {
      const r = await db
        .update(waitListEntries)
        .set({ notifiedAt: at })
        .where(and(eq(waitListEntries.entryId, entryId), isNull(waitListEntries.notifiedAt)))
        .returning({ id: waitListEntries.entryId })
      return r.length > 0
    },
    async contact(merchantId, userId) {
      const [r] = await db
        .select({ countryCode: users.countryCode, cellphone: users.cellphone, shopName: merchants.shopName, defaultLang: merchants.defaultLang })
        .from(users)
        .innerJoin(merchants, eq(merchants.merchantId, users.merchantId))
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId)))
      return r ?? null
    },
  }
}

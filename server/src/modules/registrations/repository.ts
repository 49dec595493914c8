/**
 * The registrations repository: the only place that touches the open-show tables. A place is taken
 * with one guarded UPDATE (taken < capacity, registration still open), so concurrent registrations on
 * the last place cannot all win; the row lock it holds also serialises the buyer's per-show count.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { openShowRegistrations, openShows } from '../../db/schema-registrations.js'

export type OpenShowRow = typeof openShows.$inferSelect
export type RegistrationRow = typeof openShowRegistrations.$inferSelect

export interface RegistrationsRepository {
  transaction<T>(fn: (tx: RegistrationsRepository) => Promise<T>): Promise<T>
  listShows(merchantId: string): Promise<OpenShowRow[]>
  findShow(merchantId: string, openShowId: string): Promise<OpenShowRow | null>
  /** Takes one place while registration is open at `now`; the show row after, or null. */
  takePlace(merchantId: string, openShowId: string, now: Date): Promise<OpenShowRow | null>
  /** TEST ONLY (race control): writes taken from a value read earlier, with no guard. */
  writeTaken(merchantId: string, openShowId: string, taken: number): Promise<void>
  givePlace(merchantId: string, openShowId: string): Promise<void>
  activeCount(merchantId: string, userId: string, openShowId: string): Promise<number>
  insert(row: typeof openShowRegistrations.$inferInsert): Promise<RegistrationRow>
  find(merchantId: string, userId: string, registrationId: string): Promise<RegistrationRow | null>
  findByKey(merchantId: string, userId: string, key: string): Promise<RegistrationRow | null>
  listMine(merchantId: string, userId: string): Promise<RegistrationRow[]>
  /** REGISTERED → CANCELLED, only while it is still registered; the row after, or null. */
  cancel(merchantId: string, userId: string, registrationId: string, at: Date): Promise<RegistrationRow | null>
}

export function createRegistrationsRepository(db: Db): RegistrationsRepository {
  const s = openShows
  const r = openShowRegistrations
  return {
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createRegistrationsRepository(tx as unknown as Db)))),
    listShows: (merchantId) => db.select().from(s).where(and(eq(s.merchantId, merchantId), eq(s.listed, true))).orderBy(asc(s.position), asc(s.startTime)),
    async findShow(merchantId, openShowId) {
      const [row] = await db.select().from(s).where(and(eq(s.merchantId, merchantId), eq(s.openShowId, openShowId), eq(s.listed, true)))
      return row ?? null
    },
    async takePlace(merchantId, openShowId, now) {
      const [row] = await db
        .update(s)
        .set({ taken: sql`${s.taken} + 1`, updatedAt: now })
        .where(and(eq(s.merchantId, merchantId), eq(s.openShowId, openShowId), eq(s.listed, true), lt(s.taken, s.capacity), gt(s.registrationEndTime, now)))
        .returning()
      return row ?? null
    },
    async writeTaken(merchantId, openShowId, taken) {
      await db.update(s).set({ taken }).where(and(eq(s.merchantId, merchantId), eq(s.openShowId, openShowId)))
    },
    async givePlace(merchantId, openShowId) {
      await db.update(s).set({ taken: sql`greatest(${s.taken} - 1, 0)` }).where(and(eq(s.merchantId, merchantId), eq(s.openShowId, openShowId)))
    },
    async activeCount(merchantId, userId, openShowId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(r)
        .where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.openShowId, openShowId), eq(r.status, 'REGISTERED')))
      return Number(row?.n ?? 0)
    },
    async insert(row) {
      const [inserted] = await db.insert(r).values(row).returning()
      return inserted!
    },
    async find(merchantId, userId, registrationId) {
      const [row] = await db.select().from(r).where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.registrationId, registrationId)))
      return row ?? null
    },
    async findByKey(merchantId, userId, key) {
      const [row] = await db.select().from(r).where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.idempotencyKey, key)))
      return row ?? null
    },
    listMine: (merchantId, userId) => db.select().from(r).where(and(eq(r.merchantId, merchantId), eq(r.userId, userId))).orderBy(desc(r.createdAt), desc(r.registrationId)),
    async cancel(merchantId, userId, registrationId, at) {
      const [row] = await db
        .update(r)
        .set({ status: 'CANCELLED', cancelledAt: at, codeVersion: sql`${r.codeVersion} + 1`, updatedAt: at })
        .where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.registrationId, registrationId), eq(r.status, 'REGISTERED')))
        .returning()
      return row ?? null
    },
  }
}

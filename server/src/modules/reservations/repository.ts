/**
 * The reservations repository: the only place that touches the reservation tables. Places are taken
 * with one guarded UPDATE (taken + people <= capacity, slot not started), so concurrent reservations
 * on the last places cannot all win; a buyer's second active reservation of a slot hits a unique index.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { reservationSlots, reservations, reservationVenues } from '../../db/schema-reservations.js'

export type VenueRow = typeof reservationVenues.$inferSelect
export type SlotRow = typeof reservationSlots.$inferSelect
export type ReservationRow = typeof reservations.$inferSelect

export interface ReservationsRepository {
  transaction<T>(fn: (tx: ReservationsRepository) => Promise<T>): Promise<T>
  listVenues(merchantId: string): Promise<VenueRow[]>
  findVenue(merchantId: string, venueId: string): Promise<VenueRow | null>
  /** The slots of these venues that have not ended at `from`, earliest first. */
  slotsOf(merchantId: string, venueIds: string[], from: Date): Promise<SlotRow[]>
  findSlot(merchantId: string, slotId: string): Promise<SlotRow | null>
  /** Takes `people` places of a slot not started at `now`; the slot after, or null. */
  takePlaces(merchantId: string, slotId: string, people: number, now: Date): Promise<SlotRow | null>
  /** TEST ONLY (race control): writes taken from a value read earlier, with no guard. */
  writeTaken(merchantId: string, slotId: string, taken: number): Promise<void>
  givePlaces(merchantId: string, slotId: string, people: number): Promise<void>
  insert(row: typeof reservations.$inferInsert): Promise<ReservationRow>
  find(merchantId: string, userId: string, reservationId: string): Promise<ReservationRow | null>
  findByKey(merchantId: string, userId: string, key: string): Promise<ReservationRow | null>
  listMine(merchantId: string, userId: string): Promise<ReservationRow[]>
  /** RESERVED → CANCELLED, only while it is still reserved; the row after, or null. */
  cancel(merchantId: string, userId: string, reservationId: string, at: Date): Promise<ReservationRow | null>
}

export function createReservationsRepository(db: Db): ReservationsRepository {
  const v = reservationVenues
  const s = reservationSlots
  const r = reservations
  return {
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createReservationsRepository(tx as unknown as Db)))),
    listVenues: (merchantId) => db.select().from(v).where(and(eq(v.merchantId, merchantId), eq(v.listed, true))).orderBy(asc(v.position), asc(v.venueId)),
    async findVenue(merchantId, venueId) {
      const [row] = await db.select().from(v).where(and(eq(v.merchantId, merchantId), eq(v.venueId, venueId), eq(v.listed, true)))
      return row ?? null
    },
    slotsOf(merchantId, venueIds, from) {
      if (!venueIds.length) return Promise.resolve([])
      return db
        .select()
        .from(s)
        .where(and(eq(s.merchantId, merchantId), inArray(s.venueId, venueIds), gt(s.endTime, from)))
        .orderBy(asc(s.startTime), asc(s.slotId))
    },
    async findSlot(merchantId, slotId) {
      const [row] = await db
        .select({ slot: s })
        .from(s)
        .innerJoin(v, and(eq(v.merchantId, s.merchantId), eq(v.venueId, s.venueId)))
        .where(and(eq(s.merchantId, merchantId), eq(s.slotId, slotId), eq(v.listed, true)))
      return row?.slot ?? null
    },
    async takePlaces(merchantId, slotId, people, now) {
      const [row] = await db
        .update(s)
        .set({ taken: sql`${s.taken} + ${people}` })
        .where(and(eq(s.merchantId, merchantId), eq(s.slotId, slotId), sql`${s.taken} + ${people} <= ${s.capacity}`, gt(s.startTime, now)))
        .returning()
      return row ?? null
    },
    async writeTaken(merchantId, slotId, taken) {
      await db.update(s).set({ taken }).where(and(eq(s.merchantId, merchantId), eq(s.slotId, slotId)))
    },
    async givePlaces(merchantId, slotId, people) {
      await db.update(s).set({ taken: sql`greatest(${s.taken} - ${people}, 0)` }).where(and(eq(s.merchantId, merchantId), eq(s.slotId, slotId)))
    },
    async insert(row) {
      const [inserted] = await db.insert(r).values(row).returning()
      return inserted!
    },
    async find(merchantId, userId, reservationId) {
      const [row] = await db.select().from(r).where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.reservationId, reservationId)))
      return row ?? null
    },
    async findByKey(merchantId, userId, key) {
      const [row] = await db.select().from(r).where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.idempotencyKey, key)))
      return row ?? null
    },
    listMine: (merchantId, userId) => db.select().from(r).where(and(eq(r.merchantId, merchantId), eq(r.userId, userId))).orderBy(desc(r.createdAt), desc(r.reservationId)),
    async cancel(merchantId, userId, reservationId, at) {
      const [row] = await db
        .update(r)
        .set({ status: 'CANCELLED', cancelledAt: at, updatedAt: at })
        .where(and(eq(r.merchantId, merchantId), eq(r.userId, userId), eq(r.reservationId, reservationId), eq(r.status, 'RESERVED')))
        .returning()
      return row ?? null
    },
  }
}

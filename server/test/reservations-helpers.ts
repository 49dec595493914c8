/** Helpers of the reservation suites: a place with one slot written straight to the database, its counter read back. */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { reservationSlots, reservations, reservationVenues } from '../src/db/schema-reservations.js'

let n = 0
const HOUR = 3_600_000

export const CONTACT = { contactName: '陈大文', contactPhone: '13800001234' }

/** A place of its own on merchant 10001 with one slot (default: 10 places, up to 4 people, starting in 2 days). */
export async function makeSlot(db: Db, slot: Partial<typeof reservationSlots.$inferInsert> = {}, venue: Partial<typeof reservationVenues.$inferInsert> = {}): Promise<string> {
  const venueId = `RV${process.pid}x${n++}`
  await db.insert(reservationVenues).values({ merchantId: '10001', name: { 'zh-CN': `测试场地${venueId}`, 'zh-MO': `測試場地${venueId}`, 'en-US': `Test place ${venueId}` }, maxPeople: 4, ...venue, venueId })
  const slotId = `${venueId}-S`
  const start = new Date(Date.now() + 48 * HOUR)
  await db.insert(reservationSlots).values({ merchantId: '10001', venueId, startTime: start, endTime: new Date(start.getTime() + HOUR), capacity: 10, ...slot, slotId })
  return slotId
}

export async function takenOf(db: Db, slotId: string): Promise<number> {
  const [row] = await db.select({ taken: reservationSlots.taken }).from(reservationSlots).where(eq(reservationSlots.slotId, slotId))
  return row?.taken ?? -1
}

/** Places held by active reservations of the slot. */
export async function reservedPeople(db: Db, slotId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reservations.people}), 0)::int` })
    .from(reservations)
    .where(and(eq(reservations.slotId, slotId), eq(reservations.status, 'RESERVED')))
  return Number(row?.n ?? 0)
}

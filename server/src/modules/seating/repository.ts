/**
 * Seating reads and seed writes — the only seating code besides stock.ts that touches Drizzle. It reads
 * catalog and orders tables (shows, seat plans, purchase rules) and never writes them, except the seed's
 * alignment of a seat-picking tier's stock counters with its seats (alignTierStock).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  catalogSeatPlans,
  catalogSessions,
  catalogShows,
  orderShowRules,
  orderStock,
  seatMaps,
  seatSections,
  seats,
} from '../../db/schema.js'

export type SeatMapRow = typeof seatMaps.$inferSelect
export type SeatSectionRow = typeof seatSections.$inferSelect
export type SeatRow = typeof seats.$inferSelect
export type SeatPlanRow = typeof catalogSeatPlans.$inferSelect
export type ShowRow = typeof catalogShows.$inferSelect

/** The fields of a seat the map draws (its state comes separately). */
type SessionTitle = typeof catalogSessions.$inferSelect['name']

export type SeatLayoutRow = Omit<SeatRow, 'state' | 'orderId' | 'merchantId' | 'showId' | 'sessionId'>

export interface SeatingRepository {
  /** The session's map when its show is online (an offline show's map is "not found"). */
  findMap(merchantId: string, sessionId: string): Promise<SeatMapRow | null>
  findMapsOfSessions(merchantId: string, sessionIds: string[]): Promise<SeatMapRow[]>
  findSections(merchantId: string, sessionId: string): Promise<SeatSectionRow[]>
  findSeatLayout(merchantId: string, sessionId: string): Promise<SeatLayoutRow[]>
  /** Seats that cannot be picked now (HELD or SOLD). */
  findTakenSeats(merchantId: string, sessionId: string): Promise<Array<{ seatId: string; seatPlanId: string; state: SeatRow['state'] }>>
  findSeatsByIds(merchantId: string, seatIds: string[]): Promise<SeatRow[]>
  findSectionsByIds(merchantId: string, sectionIds: string[]): Promise<SeatSectionRow[]>
  findSessionPlans(merchantId: string, sessionId: string): Promise<SeatPlanRow[]>
  /** Seats per tier of a session. */
  countSeatsByPlan(merchantId: string, sessionId: string): Promise<Map<string, number>>
  findMaxPerOrder(merchantId: string, showId: string): Promise<number | null>
  /** The show and session names of a session (the partner sandbox page's heading). */
  findSessionTitle(merchantId: string, sessionId: string): Promise<{ showName: SessionTitle; sessionName: SessionTitle } | null>

  /** Seed: shows of every merchant with their sessions and seat plans. */
  seatPickingShows(): Promise<Array<{ show: ShowRow; sessionIds: string[]; plans: SeatPlanRow[] }>>
  insertMapsIfAbsent(rows: Array<typeof seatMaps.$inferInsert>): Promise<number>
  insertSectionsIfAbsent(rows: Array<typeof seatSections.$inferInsert>): Promise<number>
  insertSeatsIfAbsent(rows: Array<typeof seats.$inferInsert>): Promise<number>
  /**
   * Seed: make a tier's stock row count exactly its seats (capacity = seats, held = HELD seats, sold =
   * SOLD seats). Only touches a tier whose counters still say nothing was ever taken through an order,
   * so running the seed on a live database never rewrites real sales.
   */
  alignTierStock(merchantId: string, seatPlanId: string): Promise<number>
}

const CHUNK = 1000

export function createSeatingRepository(db: Db): SeatingRepository {
  const onlineShow = (merchantId: string) =>
    sql`exists (select 1 from ${catalogShows} s where s.merchant_id = ${merchantId} and s.show_id = ${seatMaps.showId} and s.show_status = 'ONLINE')`

  async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<number>): Promise<number> {
    let n = 0
    for (let i = 0; i < rows.length; i += CHUNK) n += await insert(rows.slice(i, i + CHUNK))
    return n
  }

  return {
    async findMap(merchantId, sessionId) {
      const [row] = await db
        .select()
        .from(seatMaps)
        .where(and(eq(seatMaps.merchantId, merchantId), eq(seatMaps.sessionId, sessionId), onlineShow(merchantId)))
      return row ?? null
    },
    async findMapsOfSessions(merchantId, sessionIds) {
      if (sessionIds.length === 0) return []
      return db
        .select()
        .from(seatMaps)
        .where(and(eq(seatMaps.merchantId, merchantId), inArray(seatMaps.sessionId, sessionIds)))
    },
    async findSections(merchantId, sessionId) {
      return db
        .select()
        .from(seatSections)
        .where(and(eq(seatSections.merchantId, merchantId), eq(seatSections.sessionId, sessionId)))
        .orderBy(asc(seatSections.position))
    },
    async findSeatLayout(merchantId, sessionId) {
      return db
        .select({
          seatId: seats.seatId,
          sectionId: seats.sectionId,
          rowLabel: seats.rowLabel,
          seatNo: seats.seatNo,
          x: seats.x,
          y: seats.y,
          seatPlanId: seats.seatPlanId,
        })
        .from(seats)
        .where(and(eq(seats.merchantId, merchantId), eq(seats.sessionId, sessionId)))
        .orderBy(asc(seats.seatId))
    },
    async findTakenSeats(merchantId, sessionId) {
      return db
        .select({ seatId: seats.seatId, seatPlanId: seats.seatPlanId, state: seats.state })
        .from(seats)
        .where(and(eq(seats.merchantId, merchantId), eq(seats.sessionId, sessionId), ne(seats.state, 'FREE')))
        .orderBy(asc(seats.seatId))
    },
    async findSeatsByIds(merchantId, seatIds) {
      if (seatIds.length === 0) return []
      return db
        .select()
        .from(seats)
        .where(and(eq(seats.merchantId, merchantId), inArray(seats.seatId, seatIds)))
    },
    async findSectionsByIds(merchantId, sectionIds) {
      if (sectionIds.length === 0) return []
      return db
        .select()
        .from(seatSections)
        .where(and(eq(seatSections.merchantId, merchantId), inArray(seatSections.sectionId, sectionIds)))
    },
    async findSessionPlans(merchantId, sessionId) {
      return db
        .select()
        .from(catalogSeatPlans)
        .where(and(eq(catalogSeatPlans.merchantId, merchantId), eq(catalogSeatPlans.sessionId, sessionId)))
        .orderBy(asc(catalogSeatPlans.position))
    },
    async countSeatsByPlan(merchantId, sessionId) {
      const rows = await db
        .select({ seatPlanId: seats.seatPlanId, n: sql<number>`count(*)::int` })
        .from(seats)
        .where(and(eq(seats.merchantId, merchantId), eq(seats.sessionId, sessionId)))
        .groupBy(seats.seatPlanId)
      return new Map(rows.map((r) => [r.seatPlanId, Number(r.n)]))
    },
    async findMaxPerOrder(merchantId, showId) {
      const [row] = await db
        .select({ max: orderShowRules.maxPerOrder })
        .from(orderShowRules)
        .where(and(eq(orderShowRules.merchantId, merchantId), eq(orderShowRules.showId, showId)))
      return row?.max ?? null
    },
    async findSessionTitle(merchantId, sessionId) {
      const [row] = await db
        .select({ showName: catalogShows.showName, sessionName: catalogSessions.name })
        .from(catalogSessions)
        .innerJoin(catalogShows, and(eq(catalogShows.merchantId, catalogSessions.merchantId), eq(catalogShows.showId, catalogSessions.showId)))
        .where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.sessionId, sessionId)))
      return row ?? null
    },

    async seatPickingShows() {
      const shows = await db
        .select()
        .from(catalogShows)
        .where(inArray(catalogShows.seatPickType, ['SUPPORT_PICK', 'THIRD_PARTY']))
        .orderBy(asc(catalogShows.merchantId), asc(catalogShows.showId))
      if (shows.length === 0) return []
      const sessions = await db
        .select({ merchantId: catalogSessions.merchantId, sessionId: catalogSessions.sessionId, showId: catalogSessions.showId })
        .from(catalogSessions)
        .where(inArray(catalogSessions.showId, shows.map((s) => s.showId)))
        .orderBy(asc(catalogSessions.position))
      const plans = await db
        .select()
        .from(catalogSeatPlans)
        .where(inArray(catalogSeatPlans.showId, shows.map((s) => s.showId)))
        .orderBy(asc(catalogSeatPlans.position))
      return shows.map((show) => ({
        show,
        sessionIds: sessions.filter((s) => s.merchantId === show.merchantId && s.showId === show.showId).map((s) => s.sessionId),
        plans: plans.filter((p) => p.merchantId === show.merchantId && p.showId === show.showId),
      }))
    },
    insertMapsIfAbsent: (rows) =>
      insertChunks(rows, async (chunk) => (await db.insert(seatMaps).values(chunk).onConflictDoNothing().returning({ id: seatMaps.sessionId })).length),
    insertSectionsIfAbsent: (rows) =>
      insertChunks(rows, async (chunk) => (await db.insert(seatSections).values(chunk).onConflictDoNothing().returning({ id: seatSections.sectionId })).length),
    insertSeatsIfAbsent: (rows) =>
      insertChunks(rows, async (chunk) => (await db.insert(seats).values(chunk).onConflictDoNothing().returning({ id: seats.seatId })).length),
    async alignTierStock(merchantId, seatPlanId) {
      const counts = sql`(select count(*)::int as cap,
          count(*) filter (where ${seats.state} = 'SOLD')::int as sold,
          count(*) filter (where ${seats.state} = 'HELD')::int as held
        from ${seats} where ${seats.merchantId} = ${merchantId} and ${seats.seatPlanId} = ${seatPlanId})`
      const rows = await db
        .update(orderStock)
        .set({
          capacity: sql`(select cap from ${counts} c)`,
          sold: sql`(select sold from ${counts} c)`,
          held: sql`(select held from ${counts} c)`,
        })
        .where(
          and(
            eq(orderStock.merchantId, merchantId),
            eq(orderStock.seatPlanId, seatPlanId),
            eq(orderStock.held, 0),
            sql`not exists (select 1 from order_items i where i.merchant_id = ${merchantId} and i.seat_plan_id = ${seatPlanId})`,
            sql`exists (select 1 from ${seats} where ${seats.merchantId} = ${merchantId} and ${seats.seatPlanId} = ${seatPlanId})`,
          ),
        )
        .returning({ id: orderStock.seatPlanId })
      return rows.length
    },
  }
}

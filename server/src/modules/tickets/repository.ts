/**
 * Tickets data access — the only tickets code that touches Drizzle (it reads order and catalog tables,
 * never writes them).
 *
 * Concurrency design:
 * - Issuing: one INSERT ... ON CONFLICT DO NOTHING for all units of an order. (order, line, unit) is
 *   unique, so a second or concurrent issuer inserts nothing; on PostgreSQL the concurrent insert waits
 *   for the first transaction and then skips. The RETURNING rows count what this call created.
 * - Admission: one conditional UPDATE ... SET state = 'ADMITTED' WHERE state = 'VALID' AND
 *   code_version = $v. PostgreSQL re-checks the WHERE on the newest row version after waiting on a
 *   concurrent scanner, so of two simultaneous scans exactly one gets the row back.
 * - Regeneration: one UPDATE ... SET code_version = code_version + 1 RETURNING the new version.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  catalogCities,
  catalogSeatPlans,
  catalogSessions,
  catalogShows,
  catalogVenues,
  orderAudiences,
  orderItems,
  orderSeats,
  orders,
  seatSections,
  seats,
  ticketCheckIns,
  ticketKeys,
  ticketPickupCodes,
  ticketStaffTokens,
  tickets,
} from '../../db/schema.js'
import { merchantRowsByIds } from '../../db/rows-by-ids.js'
import { showTakesNames } from '../real-name/takes-names.js'
import type { TicketState } from '../../../../types/tickets.js'

export type TicketRow = typeof tickets.$inferSelect
export type TicketInsert = typeof tickets.$inferInsert
export type TicketKeyRow = typeof ticketKeys.$inferSelect
export type CheckInInsert = typeof ticketCheckIns.$inferInsert
export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type AudienceRow = typeof orderAudiences.$inferSelect
export type ShowRow = typeof catalogShows.$inferSelect
export type SessionRow = typeof catalogSessions.$inferSelect
export type SeatPlanRow = typeof catalogSeatPlans.$inferSelect
export type VenueRow = typeof catalogVenues.$inferSelect
export type CityRow = typeof catalogCities.$inferSelect
export type SectionRow = typeof seatSections.$inferSelect

/** A seat an order bought (seat-picking orders), as the issuer and the holder need it. */
export interface SeatRef {
  seatId: string
  seatPlanId: string
  sectionId: string
  rowLabel: string
  seatNo: string
}

/** Which tickets a holder list reads: valid ones of sessions not ended, or the rest. */
export type HolderScope = 'current' | 'history'

export interface TicketsRepository {
  // --- issuing (runs inside the payment transaction) ---
  findOrder(orderId: string): Promise<OrderRow | null>
  findItems(orderId: string): Promise<OrderItemRow[]>
  /** The seats of a seat-picking order, in seat id order (none for general admission). */
  findOrderSeats(orderId: string): Promise<SeatRef[]>
  /** Insert the rows whose (order, line, unit) is new; the rows actually inserted. */
  insertTicketsIfAbsent(rows: TicketInsert[]): Promise<TicketRow[]>
  /** Pickup code of an order, inserting `code` if it has none; null when `code` is taken by another order. */
  ensurePickupCode(merchantId: string, orderId: string, code: string): Promise<string | null>
  /** VALID tickets of an order → REFUNDED; how many changed. */
  refundOrderTickets(orderId: string, now: Date): Promise<number>

  // --- holder ---
  findTicket(merchantId: string, ticketId: string): Promise<TicketRow | null>
  /** One page of a buyer's sessions (newest start first for history, soonest first for current) with their tickets. */
  listHolderTickets(merchantId: string, userId: string, scope: HolderScope, now: Date, offset: number, length: number): Promise<{ total: number; rows: TicketRow[] }>
  findPickupCode(orderId: string): Promise<string | null>
  /** Raise the code version of the buyer's valid ticket; null when not found / not theirs / not valid. */
  bumpCodeVersion(merchantId: string, userId: string, ticketId: string, now: Date): Promise<TicketRow | null>

  // --- display names ---
  findShows(merchantId: string, showIds: string[]): Promise<ShowRow[]>
  /** Whether the show takes its holders' names (an unnamed ticket of it is not admitted). */
  takesNames(merchantId: string, showId: string): Promise<boolean>
  findSessions(merchantId: string, sessionIds: string[]): Promise<SessionRow[]>
  findSeatPlans(merchantId: string, seatPlanIds: string[]): Promise<SeatPlanRow[]>
  findVenues(merchantId: string, venueIds: string[]): Promise<VenueRow[]>
  findCities(merchantId: string, cityIds: string[]): Promise<CityRow[]>
  findAudiences(audienceIds: string[]): Promise<AudienceRow[]>
  findSeats(merchantId: string, seatIds: string[]): Promise<SeatRef[]>
  findSections(merchantId: string, sectionIds: string[]): Promise<SectionRow[]>

  // --- keys and staff ---
  findActiveKey(merchantId: string): Promise<TicketKeyRow | null>
  findKey(merchantId: string, keyId: string): Promise<TicketKeyRow | null>
  /** Insert a key as the active one unless the merchant already has one; the active key either way. */
  insertActiveKeyIfAbsent(row: typeof ticketKeys.$inferInsert): Promise<TicketKeyRow>
  /** Merchant of a live staff token hash, or null. */
  findStaffMerchant(tokenHash: string): Promise<string | null>
  insertStaffTokenIfAbsent(row: typeof ticketStaffTokens.$inferInsert): Promise<boolean>

  // --- check-in ---
  /** VALID → ADMITTED when the version still matches; the admitted row, or null when the condition failed. */
  admit(merchantId: string, ticketId: string, codeVersion: number, now: Date): Promise<TicketRow | null>
  logCheckIn(row: CheckInInsert): Promise<void>
  countCheckIns(merchantId: string, ticketId: string): Promise<number>
}

const seatRef = { seatId: seats.seatId, seatPlanId: seats.seatPlanId, sectionId: seats.sectionId, rowLabel: seats.rowLabel, seatNo: seats.seatNo }

export function createTicketsRepository(db: Db): TicketsRepository {
  // "current"/"history" is decided per ticket and the page counts tickets; grouping by session
  // happens in the service. A session has ended once its start + the show's duration has passed.
  const sessionEnded = (now: Date) =>
    sql`${catalogSessions.startTime} + make_interval(mins => ${catalogShows.showDuration}) < ${now.toISOString()}::timestamptz`
  const sessionJoin = and(eq(catalogSessions.merchantId, tickets.merchantId), eq(catalogSessions.sessionId, tickets.sessionId))
  const showJoin = and(eq(catalogShows.merchantId, tickets.merchantId), eq(catalogShows.showId, tickets.showId))

  const repo: TicketsRepository = {
    async findOrder(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId))
      return row ?? null
    },

    async findItems(orderId) {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.lineNo))
    },

    async findOrderSeats(orderId) {
      return db
        .select(seatRef)
        .from(orderSeats)
        .innerJoin(seats, and(eq(seats.merchantId, orderSeats.merchantId), eq(seats.seatId, orderSeats.seatId)))
        .where(eq(orderSeats.orderId, orderId))
        .orderBy(asc(orderSeats.seatId))
    },

    async insertTicketsIfAbsent(rows) {
      if (rows.length === 0) return []
      return db.insert(tickets).values(rows).onConflictDoNothing().returning()
    },

    async ensurePickupCode(merchantId, orderId, code) {
      await db.insert(ticketPickupCodes).values({ orderId, merchantId, pickupCode: code }).onConflictDoNothing()
      const [row] = await db.select({ pickupCode: ticketPickupCodes.pickupCode }).from(ticketPickupCodes).where(eq(ticketPickupCodes.orderId, orderId))
      return row?.pickupCode ?? null
    },

    async refundOrderTickets(orderId, now) {
      const rows = await db
        .update(tickets)
        .set({ state: 'REFUNDED' satisfies TicketState, updatedAt: now })
        .where(and(eq(tickets.orderId, orderId), eq(tickets.state, 'VALID')))
        .returning({ ticketId: tickets.ticketId })
      return rows.length
    },

    async findTicket(merchantId, ticketId) {
      const [row] = await db
        .select()
        .from(tickets)
        .where(and(eq(tickets.merchantId, merchantId), eq(tickets.ticketId, ticketId)))
      return row ?? null
    },

    async listHolderTickets(merchantId, userId, scope, now, offset, length) {
      const ended = sessionEnded(now)
      const inScope =
        scope === 'current'
          ? and(eq(tickets.state, 'VALID'), sql`not (${ended})`)
          : sql`(${tickets.state} <> 'VALID' or ${ended})`
      const where = and(eq(tickets.merchantId, merchantId), eq(tickets.userId, userId), inScope)
      const [totalRow] = await db
        .select({ n: count() })
        .from(tickets)
        .innerJoin(catalogSessions, sessionJoin)
        .innerJoin(catalogShows, showJoin)
        .where(where)
      const order =
        scope === 'current'
          ? [asc(catalogSessions.startTime), asc(tickets.sessionId), asc(tickets.orderId), asc(tickets.lineNo), asc(tickets.unitNo)]
          : [sql`${catalogSessions.startTime} desc`, asc(tickets.sessionId), asc(tickets.orderId), asc(tickets.lineNo), asc(tickets.unitNo)]
      const rows = await db
        .select({ ticket: tickets })
        .from(tickets)
        .innerJoin(catalogSessions, sessionJoin)
        .innerJoin(catalogShows, showJoin)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(length)
      return { total: totalRow?.n ?? 0, rows: rows.map((r) => r.ticket) }
    },

    async findPickupCode(orderId) {
      const [row] = await db.select({ pickupCode: ticketPickupCodes.pickupCode }).from(ticketPickupCodes).where(eq(ticketPickupCodes.orderId, orderId))
      return row?.pickupCode ?? null
    },

    async bumpCodeVersion(merchantId, userId, ticketId, now) {
      const [row] = await db
        .update(tickets)
        .set({ codeVersion: sql`${tickets.codeVersion} + 1`, updatedAt: now })
        .where(and(eq(tickets.merchantId, merchantId), eq(tickets.userId, userId), eq(tickets.ticketId, ticketId), eq(tickets.state, 'VALID')))
        .returning()
      return row ?? null
    },

    findShows: (merchantId, showIds) => merchantRowsByIds(db, catalogShows, catalogShows.showId, merchantId, showIds),

    takesNames: (merchantId, showId) => showTakesNames(db, merchantId, showId),

    findSessions: (merchantId, sessionIds) => merchantRowsByIds(db, catalogSessions, catalogSessions.sessionId, merchantId, sessionIds),

    findSeatPlans: (merchantId, seatPlanIds) => merchantRowsByIds(db, catalogSeatPlans, catalogSeatPlans.seatPlanId, merchantId, seatPlanIds),

    findVenues: (merchantId, venueIds) => merchantRowsByIds(db, catalogVenues, catalogVenues.venueId, merchantId, venueIds),

    findCities: (merchantId, cityIds) => merchantRowsByIds(db, catalogCities, catalogCities.cityId, merchantId, cityIds),

    async findAudiences(audienceIds) {
      if (audienceIds.length === 0) return []
      return db.select().from(orderAudiences).where(inArray(orderAudiences.audienceId, audienceIds))
    },

    async findSeats(merchantId, seatIds) {
      if (seatIds.length === 0) return []
      return db
        .select(seatRef)
        .from(seats)
        .where(and(eq(seats.merchantId, merchantId), inArray(seats.seatId, seatIds)))
    },

    async findSections(merchantId, sectionIds) {
      if (sectionIds.length === 0) return []
      return db
        .select()
        .from(seatSections)
        .where(and(eq(seatSections.merchantId, merchantId), inArray(seatSections.sectionId, sectionIds)))
    },

    async findActiveKey(merchantId) {
      const [row] = await db
        .select()
        .from(ticketKeys)
        .where(and(eq(ticketKeys.merchantId, merchantId), eq(ticketKeys.active, 1)))
      return row ?? null
    },

    async findKey(merchantId, keyId) {
      const [row] = await db
        .select()
        .from(ticketKeys)
        .where(and(eq(ticketKeys.merchantId, merchantId), eq(ticketKeys.keyId, keyId)))
      return row ?? null
    },

    async insertActiveKeyIfAbsent(row) {
      // The partial unique index (one active key per merchant) makes a concurrent second creator
      // insert nothing; both then read the one that won.
      await db
        .insert(ticketKeys)
        .values({ ...row, active: 1 })
        .onConflictDoNothing()
      const key = await repo.findActiveKey(row.merchantId)
      if (!key) throw new Error(`ticket key for ${row.merchantId} vanished after insert`)
      return key
    },

    async findStaffMerchant(tokenHash) {
      const [row] = await db
        .select({ merchantId: ticketStaffTokens.merchantId })
        .from(ticketStaffTokens)
        .where(and(eq(ticketStaffTokens.tokenHash, tokenHash), sql`${ticketStaffTokens.revokedAt} is null`))
      return row?.merchantId ?? null
    },

    async insertStaffTokenIfAbsent(row) {
      const rows = await db.insert(ticketStaffTokens).values(row).onConflictDoNothing().returning({ tokenHash: ticketStaffTokens.tokenHash })
      return rows.length === 1
    },

    async admit(merchantId, ticketId, codeVersion, now) {
      const [row] = await db
        .update(tickets)
        .set({ state: 'ADMITTED' satisfies TicketState, admittedAt: now, updatedAt: now })
        .where(
          and(eq(tickets.merchantId, merchantId), eq(tickets.ticketId, ticketId), eq(tickets.state, 'VALID'), eq(tickets.codeVersion, codeVersion)),
        )
        .returning()
      return row ?? null
    },

    async logCheckIn(row) {
      await db.insert(ticketCheckIns).values(row)
    },

    async countCheckIns(merchantId, ticketId) {
      const [row] = await db
        .select({ n: count() })
        .from(ticketCheckIns)
        .where(and(eq(ticketCheckIns.merchantId, merchantId), eq(ticketCheckIns.ticketId, ticketId)))
      return row?.n ?? 0
    },
  }
  return repo
}

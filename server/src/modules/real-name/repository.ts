/**
 * Real-name entry data access — the only real-name code that touches Drizzle. Naming a ticket is one
 * conditional UPDATE (WHERE holder_name IS NULL AND state = 'VALID' AND the caller holds it), so a ticket
 * is named once whatever races; one person holding two tickets of a session is stopped under a
 * transaction-scoped advisory lock on the identity (merchant, document type, number).
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { orderAudiences, tickets } from '../../db/schema.js'
import { showTakesNames } from './takes-names.js'
import { createRefundsRepository, type RefundsRepository, type TicketRow } from '../refunds/repository.js'

export type AudienceRow = typeof orderAudiences.$inferSelect

export interface RealNameRepository {
  readonly db: Db
  /** Orders, tickets, names of sessions, plans and shows (shared reads). */
  readonly refunds: RefundsRepository
  transaction<T>(fn: (tx: RealNameRepository) => Promise<T>): Promise<T>
  findTicket(merchantId: string, ticketId: string): Promise<TicketRow | null>
  /** Whether the show takes holders' names (real-name required or entered after purchase). */
  takesNames(merchantId: string, showId: string): Promise<boolean>
  findAudience(merchantId: string, userId: string, audienceId: string): Promise<AudienceRow | null>
  /** Holds until the transaction ends: binds of one identity take turns. */
  lockIdentity(merchantId: string, idType: string, idNo: string): Promise<void>
  /** Whether this identity already holds a live ticket of the session (other than `exceptTicketId`). */
  holdsSession(merchantId: string, sessionId: string, idType: string, idNo: string, exceptTicketId: string): Promise<boolean>
  /** Names the ticket when it is still unnamed, VALID and the user's; the row, else null. */
  bindHolder(ticketId: string, userId: string, a: AudienceRow, at: Date): Promise<TicketRow | null>
}

export function createRealNameRepository(db: Db): RealNameRepository {
  return {
    db,
    refunds: createRefundsRepository(db),
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createRealNameRepository(tx as unknown as Db)))),
    async findTicket(merchantId, ticketId) {
      const [row] = await db.select().from(tickets).where(and(eq(tickets.merchantId, merchantId), eq(tickets.ticketId, ticketId)))
      return row ?? null
    },
    takesNames: (merchantId, showId) => showTakesNames(db, merchantId, showId),
    async findAudience(merchantId, userId, audienceId) {
      const [row] = await db
        .select()
        .from(orderAudiences)
        .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), eq(orderAudiences.audienceId, audienceId)))
      return row ?? null
    },
    async lockIdentity(merchantId, idType, idNo) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`real-name:${merchantId}:${idType}:${idNo}`}))`)
    },
    async holdsSession(merchantId, sessionId, idType, idNo, exceptTicketId) {
      const rows = await db
        .select({ id: tickets.ticketId })
        .from(tickets)
        .where(
          and(
            eq(tickets.merchantId, merchantId),
            eq(tickets.sessionId, sessionId),
            eq(tickets.holderIdType, idType),
            eq(tickets.holderIdNo, idNo),
            ne(tickets.ticketId, exceptTicketId),
            sql`${tickets.state} in ('VALID', 'ADMITTED')`,
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async bindHolder(ticketId, userId, a, at) {
      const [row] = await db
        .update(tickets)
        .set({ audienceId: a.audienceId, holderName: a.name, holderIdType: a.idType, holderIdNo: a.idNo, updatedAt: at })
        .where(and(eq(tickets.ticketId, ticketId), eq(tickets.userId, userId), eq(tickets.state, 'VALID'), isNull(tickets.holderName)))
        .returning()
      return row ?? null
    },
  }
}

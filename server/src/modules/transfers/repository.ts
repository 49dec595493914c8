/**
 * Transfers data access — the only transfers code that touches Drizzle. Every state change of a
 * transfer is one conditional UPDATE on its row (WHERE state = 'IN_TRANSFER'), so concurrent accepts,
 * an accept and a cancel, or an accept and the expiry job, cannot both succeed: PostgreSQL re-checks
 * the condition on the row the first one committed, and the second matches nothing.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { orders, ticketRevocations, tickets, ticketTransfers, users } from '../../db/schema.js'
import type { TransferState } from '../../../../types/transfers.js'

export type TransferRow = typeof ticketTransfers.$inferSelect
export type TransferInsert = typeof ticketTransfers.$inferInsert
export type TicketRow = typeof tickets.$inferSelect

export interface Phone {
  countryCode: string
  cellphone: string
}

export interface TransfersRepository {
  readonly db: Db
  transaction<T>(fn: (tx: TransfersRepository) => Promise<T>): Promise<T>

  findTicket(merchantId: string, ticketId: string): Promise<TicketRow | null>
  /**
   * Locks the order the ticket came from (FOR UPDATE), as a refund of that order does: sending and
   * refunding the same ticket take turns, and each reads what the other committed.
   */
  lockOrder(orderId: string): Promise<void>
  userPhone(merchantId: string, userId: string): Promise<Phone | null>
  /** How many times the ticket has changed hands by transfer. */
  acceptedCount(ticketId: string): Promise<number>
  acceptedCounts(ticketIds: string[]): Promise<Map<string, number>>
  /** The new IN_TRANSFER row, or null when the ticket already has one (the partial unique index). */
  insertIfNoOpen(row: TransferInsert): Promise<TransferRow | null>
  findTransfer(merchantId: string, transferId: string): Promise<TransferRow | null>
  /** Transfers the user sent, or that were sent to the user's phone, newest first. */
  listFor(merchantId: string, userId: string, phone: Phone | null, limit: number): Promise<TransferRow[]>

  /** IN_TRANSFER → `to` (CANCELLED / OVERTIME) when the WHERE still holds; null when it did not. */
  finish(transferId: string, to: Exclude<TransferState, 'IN_TRANSFER' | 'ACCEPTED'>, at: Date, extra?: { fromUserId?: string; expiredBy?: Date }): Promise<TransferRow | null>
  /** IN_TRANSFER and not yet expired → ACCEPTED by `toUserId`; null when it was not. */
  markAccepted(transferId: string, toUserId: string, at: Date): Promise<TransferRow | null>
  /** TEST ONLY (control runs): read the state, pause, then write ACCEPTED and move the ticket regardless of what happened meanwhile. */
  testOnlyRacyAccept(transferId: string, toUserId: string, at: Date, between: () => Promise<void>): Promise<TransferRow | null>
  /**
   * The ticket changes hands: owner becomes `toUserId` and the code version goes up, only while it is
   * still the sender's, VALID and at the version that was sent (a refund, check-in or regeneration that
   * got there first makes this match nothing).
   */
  moveTicket(ticketId: string, fromUserId: string, version: number, toUserId: string, at: Date): Promise<TicketRow | null>
  insertRevocation(row: typeof ticketRevocations.$inferInsert): Promise<void>
  /** Every IN_TRANSFER row whose time ran out becomes OVERTIME; the rows changed. */
  expireDue(now: Date, limit: number): Promise<TransferRow[]>
}

export function createTransfersRepository(db: Db): TransfersRepository {
  return {
    db,
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createTransfersRepository(tx as unknown as Db)))),

    async findTicket(merchantId, ticketId) {
      const [row] = await db.select().from(tickets).where(and(eq(tickets.merchantId, merchantId), eq(tickets.ticketId, ticketId)))
      return row ?? null
    },
    async lockOrder(orderId) {
      await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, orderId)).for('update')
    },
    async userPhone(merchantId, userId) {
      const [row] = await db
        .select({ countryCode: users.countryCode, cellphone: users.cellphone })
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId), sql`${users.unregisteredAt} is null`))
      return row?.cellphone ? { countryCode: row.countryCode, cellphone: row.cellphone } : null
    },
    async acceptedCount(ticketId) {
      return (await this.acceptedCounts([ticketId])).get(ticketId) ?? 0
    },
    async acceptedCounts(ticketIds) {
      if (ticketIds.length === 0) return new Map()
      const rows = await db
        .select({ ticketId: ticketTransfers.ticketId, n: sql<number>`count(*)::int` })
        .from(ticketTransfers)
        .where(and(inArray(ticketTransfers.ticketId, ticketIds), eq(ticketTransfers.state, 'ACCEPTED')))
        .groupBy(ticketTransfers.ticketId)
      return new Map(rows.map((r) => [r.ticketId, Number(r.n)]))
    },
    async insertIfNoOpen(row) {
      const [inserted] = await db
        .insert(ticketTransfers)
        .values(row)
        .onConflictDoNothing({ target: ticketTransfers.ticketId, where: sql`${ticketTransfers.state} = 'IN_TRANSFER'` })
        .returning()
      return inserted ?? null
    },
    async findTransfer(merchantId, transferId) {
      const [row] = await db.select().from(ticketTransfers).where(and(eq(ticketTransfers.merchantId, merchantId), eq(ticketTransfers.transferId, transferId)))
      return row ?? null
    },
    listFor(merchantId, userId, phone, limit) {
      const mine = eq(ticketTransfers.fromUserId, userId)
      const toMe = phone ? and(eq(ticketTransfers.toCountryCode, phone.countryCode), eq(ticketTransfers.toPhone, phone.cellphone)) : undefined
      return db
        .select()
        .from(ticketTransfers)
        .where(and(eq(ticketTransfers.merchantId, merchantId), toMe ? or(mine, toMe) : mine))
        .orderBy(desc(ticketTransfers.createdAt), asc(ticketTransfers.transferId))
        .limit(limit)
    },

    async finish(transferId, to, at, extra = {}) {
      const [row] = await db
        .update(ticketTransfers)
        .set({ state: to, finishedAt: at, updatedAt: at })
        .where(
          and(
            eq(ticketTransfers.transferId, transferId),
            eq(ticketTransfers.state, 'IN_TRANSFER'),
            extra.fromUserId ? eq(ticketTransfers.fromUserId, extra.fromUserId) : undefined,
            extra.expiredBy ? lte(ticketTransfers.expiresAt, extra.expiredBy) : undefined,
          ),
        )
        .returning()
      return row ?? null
    },
    async markAccepted(transferId, toUserId, at) {
      const [row] = await db
        .update(ticketTransfers)
        .set({ state: 'ACCEPTED', toUserId, finishedAt: at, updatedAt: at })
        .where(and(eq(ticketTransfers.transferId, transferId), eq(ticketTransfers.state, 'IN_TRANSFER'), gt(ticketTransfers.expiresAt, at)))
        .returning()
      return row ?? null
    },
    async testOnlyRacyAccept(transferId, toUserId, at, between) {
      const [seen] = await db.select().from(ticketTransfers).where(eq(ticketTransfers.transferId, transferId))
      await between()
      if (seen?.state !== 'IN_TRANSFER') return null
      const [row] = await db
        .update(ticketTransfers)
        .set({ state: 'ACCEPTED', toUserId, finishedAt: at, updatedAt: at })
        .where(eq(ticketTransfers.transferId, transferId))
        .returning()
      await db
        .update(tickets)
        .set({ userId: toUserId, codeVersion: sql`${tickets.codeVersion} + 1`, updatedAt: at })
        .where(eq(tickets.ticketId, seen.ticketId))
      return row ?? null
    },
    async moveTicket(ticketId, fromUserId, version, toUserId, at) {
      const [row] = await db
        .update(tickets)
        .set({ userId: toUserId, codeVersion: sql`${tickets.codeVersion} + 1`, updatedAt: at })
        .where(and(eq(tickets.ticketId, ticketId), eq(tickets.userId, fromUserId), eq(tickets.state, 'VALID'), eq(tickets.codeVersion, version)))
        .returning()
      return row ?? null
    },
    async insertRevocation(row) {
      await db.insert(ticketRevocations).values(row).onConflictDoNothing()
    },
    expireDue(now, limit) {
      // The ids first (oldest deadline first, bounded), then one conditional UPDATE: an accept or a
      // cancel that committed meanwhile leaves its row out of the update.
      const due = db
        .select({ id: ticketTransfers.transferId })
        .from(ticketTransfers)
        .where(and(eq(ticketTransfers.state, 'IN_TRANSFER'), lte(ticketTransfers.expiresAt, now)))
        .orderBy(asc(ticketTransfers.expiresAt))
        .limit(limit)
      return db
        .update(ticketTransfers)
        .set({ state: 'OVERTIME', finishedAt: now, updatedAt: now })
        .where(and(inArray(ticketTransfers.transferId, due), eq(ticketTransfers.state, 'IN_TRANSFER'), lte(ticketTransfers.expiresAt, now)))
        .returning()
    },
  }
}

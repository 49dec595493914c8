/**
 * Sandbox provider storage (its own tables; it shares the database only because it runs in the same
 * server). State changes are conditional updates, and the notification of a change is written in the
 * same transaction as the change, so a crash can neither lose a notification nor send one for a change
 * that did not happen.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sandboxNotifications, sandboxRefunds, sandboxTrades, type SandboxTradeState } from '../../db/schema.js'

export type SandboxTrade = typeof sandboxTrades.$inferSelect
export type SandboxTradeInsert = typeof sandboxTrades.$inferInsert
export type SandboxNotification = typeof sandboxNotifications.$inferSelect
export type SandboxNotificationInsert = typeof sandboxNotifications.$inferInsert

export interface SandboxRepository {
  transaction<T>(fn: (tx: SandboxRepository) => Promise<T>): Promise<T>
  /** Insert unless (merchant, outTradeNo) exists; the stored trade either way. */
  upsertTrade(row: SandboxTradeInsert): Promise<SandboxTrade>
  findTrade(tradeNo: string): Promise<SandboxTrade | null>
  findTradeByOut(merchantId: string, outTradeNo: string): Promise<SandboxTrade | null>
  lockTrade(tradeNo: string): Promise<SandboxTrade | null>
  /** from → to; null when the trade was not in `from`. */
  moveTrade(tradeNo: string, from: SandboxTradeState, to: SandboxTradeState, patch: Partial<SandboxTradeInsert>): Promise<SandboxTrade | null>
  addRefunded(tradeNo: string, amountCents: number): Promise<SandboxTrade | null>
  findRefund(tradeNo: string, outRefundNo: string): Promise<{ refundNo: string; amountCents: number } | null>
  insertRefund(row: typeof sandboxRefunds.$inferInsert): Promise<void>
  enqueue(row: SandboxNotificationInsert): Promise<void>
  /** Claim up to `limit` due notifications: push their next attempt `leaseMs` ahead so another worker skips them. */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<SandboxNotification[]>
  markDelivered(notifyId: string, at: Date): Promise<void>
  markFailed(notifyId: string, attempts: number, next: Date, error: string): Promise<void>
  pendingCount(): Promise<number>
}

export function createSandboxRepository(db: Db): SandboxRepository {
  const repo: SandboxRepository = {
    transaction: (fn) => db.transaction((tx) => fn(createSandboxRepository(tx as unknown as Db))),
    async upsertTrade(row) {
      await db.insert(sandboxTrades).values(row).onConflictDoNothing({ target: [sandboxTrades.merchantId, sandboxTrades.outTradeNo] })
      const found = await repo.findTradeByOut(row.merchantId, row.outTradeNo)
      if (!found) throw new Error('sandbox trade vanished after insert')
      return found
    },
    async findTrade(tradeNo) {
      const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo))
      return row ?? null
    },
    async findTradeByOut(merchantId, outTradeNo) {
      const [row] = await db
        .select()
        .from(sandboxTrades)
        .where(and(eq(sandboxTrades.merchantId, merchantId), eq(sandboxTrades.outTradeNo, outTradeNo)))
      return row ?? null
    },
    async lockTrade(tradeNo) {
      const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)).for('update')
      return row ?? null
    },
    async moveTrade(tradeNo, from, to, patch) {
      const [row] = await db
        .update(sandboxTrades)
        .set({ ...patch, state: to, updatedAt: new Date() })
        .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.state, from)))
        .returning()
      return row ?? null
    },
    async addRefunded(tradeNo, amountCents) {
      const [row] = await db
        .update(sandboxTrades)
        .set({ refundedCents: sql`${sandboxTrades.refundedCents} + ${amountCents}`, updatedAt: new Date() })
        .where(and(eq(sandboxTrades.tradeNo, tradeNo), sql`${sandboxTrades.refundedCents} + ${amountCents} <= ${sandboxTrades.amountCents}`))
        .returning()
      return row ?? null
    },
    async findRefund(tradeNo, outRefundNo) {
      const [row] = await db
        .select({ refundNo: sandboxRefunds.refundNo, amountCents: sandboxRefunds.amountCents })
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.tradeNo, tradeNo), eq(sandboxRefunds.outRefundNo, outRefundNo)))
      return row ?? null
    },
    async insertRefund(row) {
      await db.insert(sandboxRefunds).values(row)
    },
    async enqueue(row) {
      await db.insert(sandboxNotifications).values(row)
    },
    async claimDue(now, leaseMs, limit) {
      const due = db
        .select({ id: sandboxNotifications.notifyId })
        .from(sandboxNotifications)
        .where(and(isNull(sandboxNotifications.deliveredAt), lte(sandboxNotifications.nextAttemptAt, now)))
        .orderBy(asc(sandboxNotifications.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(sandboxNotifications)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(sandboxNotifications.notifyId, due))
        .returning()
    },
    async markDelivered(notifyId, at) {
      await db.update(sandboxNotifications).set({ deliveredAt: at, lastError: null }).where(eq(sandboxNotifications.notifyId, notifyId))
    },
    async markFailed(notifyId, attempts, next, error) {
      await db
        .update(sandboxNotifications)
        .set({ attempts, nextAttemptAt: next, lastError: error.slice(0, 500) })
        .where(and(eq(sandboxNotifications.notifyId, notifyId), isNull(sandboxNotifications.deliveredAt)))
    },
    async pendingCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sandboxNotifications).where(isNull(sandboxNotifications.deliveredAt))
      return Number(row?.n ?? 0)
    },
  }
  return repo
}

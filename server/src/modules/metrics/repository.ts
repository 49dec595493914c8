/** Backlogs of the background jobs, counted when Prometheus scrapes (never on a request path). */
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders } from '../../db/schema-orders.js'
import { payments, sandboxNotifications } from '../../db/schema-payments.js'
import { saleReminders } from '../../db/schema-reminders.js'
import { ticketTransfers } from '../../db/schema-transfers.js'

export interface QueueDepths {
  /** Provider notifications not yet acknowledged (the sandbox provider's re-send outbox). */
  paymentNotifications: number
  /** Payment attempts still PAYING after the reconciliation age: the reconciler asks the provider. */
  paymentReconciliation: number
  /** Refunds waiting to be sent or confirmed. */
  refunds: number
  /** Unpaid orders past their hold that the expiry sweeper has not closed yet. */
  orderExpiry: number
  /** Sale reminders due and neither sent nor given up: the job queue's sale-reminders work. */
  saleReminders: number
  /** Transfers still IN_TRANSFER past their time: the job queue's transfer-expiry work. */
  transferExpiry: number
}

export interface MetricsRepository {
  queueDepths(now: Date, reconcileAfterSeconds: number): Promise<QueueDepths>
}

const count = sql<number>`count(*)::int`

export function createMetricsRepository(db: Db): MetricsRepository {
  return {
    async queueDepths(now, reconcileAfterSeconds) {
      const [notify, reconcile, refunds, expiry, reminders, transfers] = await Promise.all([
        db.select({ n: count }).from(sandboxNotifications).where(isNull(sandboxNotifications.deliveredAt)),
        db
          .select({ n: count })
          .from(payments)
          .where(and(eq(payments.state, 'PAYING'), lte(payments.createdAt, new Date(now.getTime() - reconcileAfterSeconds * 1000)))),
        db.select({ n: count }).from(payments).where(eq(payments.state, 'REFUNDING')),
        db
          .select({ n: count })
          .from(orders)
          .where(and(eq(orders.state, 1), lte(orders.reserveUntil, now))),
        db
          .select({ n: count })
          .from(saleReminders)
          .where(and(lte(saleReminders.remindAt, now), isNull(saleReminders.sentAt), isNull(saleReminders.failedAt))),
        db
          .select({ n: count })
          .from(ticketTransfers)
          .where(and(eq(ticketTransfers.state, 'IN_TRANSFER'), lte(ticketTransfers.expiresAt, now))),
      ])
      const n = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0)
      return {
        paymentNotifications: n(notify),
        paymentReconciliation: n(reconcile),
        refunds: n(refunds),
        orderExpiry: n(expiry),
        saleReminders: n(reminders),
        transferExpiry: n(transfers),
      }
    },
  }
}

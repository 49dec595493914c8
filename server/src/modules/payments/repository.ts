/** Payments data access — the only payments code that touches Drizzle (sandbox tables excepted). */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { IdentityProvider } from '../../../../types/accounts.js'
import type { PaymentProduct } from '../../../../types/payments.js'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import {
  merchants,
  userIdentities,
  orders,
  paymentLedger,
  paymentProviderConfigs,
  payments,
  paymentVerificationCodes,
  type PaymentAttemptState,
} from '../../db/schema.js'

export type ConfigRow = typeof paymentProviderConfigs.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type PaymentInsert = typeof payments.$inferInsert
export type LedgerInsert = typeof paymentLedger.$inferInsert
export type CodeRow = typeof paymentVerificationCodes.$inferSelect
export type PayOrderRow = typeof orders.$inferSelect

export interface PaymentsRepository {
  readonly db: Db
  /** One transaction (run again when PostgreSQL picks it as a deadlock victim: it rolled back whole). */
  transaction<T>(fn: (tx: PaymentsRepository) => Promise<T>): Promise<T>

  listConfigs(merchantId: string): Promise<ConfigRow[]>
  findConfig(merchantId: string, product: PaymentProduct): Promise<ConfigRow | null>
  shopName(merchantId: string): Promise<ConfigRow['displayName'] | null>

  findOrderByTransaction(merchantId: string, userId: string, transactionId: string): Promise<PayOrderRow | null>
  findOrder(merchantId: string, orderId: string): Promise<PayOrderRow | null>
  lockOrder(orderId: string): Promise<PayOrderRow | null>

  insertPaymentIfNew(row: PaymentInsert): Promise<PaymentRow | null>
  findPaymentByKey(merchantId: string, userId: string, key: string): Promise<PaymentRow | null>
  findPayment(paymentId: string): Promise<PaymentRow | null>
  lockPayment(paymentId: string): Promise<PaymentRow | null>
  /** Move an attempt from one of `from` to `to`; null when it was in none of them. */
  movePayment(paymentId: string, from: PaymentAttemptState[], to: PaymentAttemptState, patch?: Partial<PaymentInsert>): Promise<PaymentRow | null>
  /** The provider's trade number (null while it has none) and the pay answer to replay. */
  setTrade(paymentId: string, tradeNo: string | null, payInfo: Record<string, unknown>): Promise<void>
  paymentsOfOrder(orderId: string): Promise<PaymentRow[]>
  /** PAYING attempts created in [from, to], oldest first. */
  payingBetween(from: Date, to: Date, limit: number): Promise<PaymentRow[]>
  refunding(limit: number): Promise<PaymentRow[]>

  /** false when this (payment, kind) entry exists already. */
  insertLedger(row: LedgerInsert): Promise<boolean>
  markOrderRefund(orderId: string, from: 'NONE' | 'REFUNDING', to: 'REFUNDING' | 'REFUNDED'): Promise<void>

  /** The buyer's id at a third party they logged in with (`MINI:<appId>`: their openid in that mini-program). */
  walletIdentity(merchantId: string, userId: string, provider: IdentityProvider): Promise<string | null>

  findCode(merchantId: string, userId: string, orderId: string): Promise<CodeRow | null>
  /** Store a new code unless the last one was sent less than `gapMs` ago; false when too soon. */
  saveCode(row: typeof paymentVerificationCodes.$inferInsert, gapMs: number): Promise<boolean>
  /** Count one try; the row after the increment, null when none or spent. */
  countCodeAttempt(merchantId: string, userId: string, orderId: string, maxAttempts: number): Promise<CodeRow | null>
  consumeCode(merchantId: string, userId: string, orderId: string, at: Date): Promise<boolean>
}

export function createPaymentsRepository(db: Db): PaymentsRepository {
  const codeWhere = (merchantId: string, userId: string, orderId: string) =>
    and(eq(paymentVerificationCodes.merchantId, merchantId), eq(paymentVerificationCodes.userId, userId), eq(paymentVerificationCodes.orderId, orderId))

  return {
    db,
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createPaymentsRepository(tx as unknown as Db)))),

    listConfigs: (merchantId) =>
      db.select().from(paymentProviderConfigs).where(eq(paymentProviderConfigs.merchantId, merchantId)).orderBy(asc(paymentProviderConfigs.position)),
    async findConfig(merchantId, product) {
      const [row] = await db
        .select()
        .from(paymentProviderConfigs)
        .where(and(eq(paymentProviderConfigs.merchantId, merchantId), eq(paymentProviderConfigs.product, product)))
      return row ?? null
    },
    async shopName(merchantId) {
      const [row] = await db.select({ name: merchants.shopName }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return row?.name ?? null
    },

    async findOrderByTransaction(merchantId, userId, transactionId) {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, merchantId),
            eq(orders.userId, userId),
            sql`${orders.unpaidTransactionIds} @> ${JSON.stringify([transactionId])}::jsonb`,
          ),
        )
        .limit(1)
      return row ?? null
    },
    async findOrder(merchantId, orderId) {
      const [row] = await db.select().from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.orderId, orderId)))
      return row ?? null
    },
    async lockOrder(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).for('update')
      return row ?? null
    },

    async insertPaymentIfNew(row) {
      const [inserted] = await db
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: [payments.merchantId, payments.userId, payments.idempotencyKey] })
        .returning()
      return inserted ?? null
    },
    async findPaymentByKey(merchantId, userId, key) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.merchantId, merchantId), eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
      return row ?? null
    },
    async findPayment(paymentId) {
      const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId))
      return row ?? null
    },
    async lockPayment(paymentId) {
      const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId)).for('update')
      return row ?? null
    },
    async movePayment(paymentId, from, to, patch = {}) {
      const [row] = await db
        .update(payments)
        .set({ ...patch, state: to, updatedAt: new Date() })
        .where(and(eq(payments.paymentId, paymentId), inArray(payments.state, from)))
        .returning()
      return row ?? null
    },
    async setTrade(paymentId, tradeNo, payInfo) {
      await db.update(payments).set({ tradeNo, payInfo, updatedAt: new Date() }).where(eq(payments.paymentId, paymentId))
    },
    paymentsOfOrder: (orderId) => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    payingBetween: (from, to, limit) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.state, 'PAYING'), gte(payments.createdAt, from), lte(payments.createdAt, to)))
        .orderBy(asc(payments.createdAt))
        .limit(limit),
    refunding: (limit) => db.select().from(payments).where(eq(payments.state, 'REFUNDING')).orderBy(asc(payments.updatedAt)).limit(limit),

    async insertLedger(row) {
      const rows = await db.insert(paymentLedger).values(row).onConflictDoNothing().returning({ id: paymentLedger.entryId })
      return rows.length === 1
    },
    async markOrderRefund(orderId, from, to) {
      await db
        .update(orders)
        .set({ refundState: to, updatedAt: new Date() })
        .where(and(eq(orders.orderId, orderId), eq(orders.refundState, from)))
    },

    async walletIdentity(merchantId, userId, provider) {
      const [row] = await db
        .select({ subject: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.merchantId, merchantId), eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
        .limit(1)
      return row?.subject ?? null
    },

    async findCode(merchantId, userId, orderId) {
      const [row] = await db.select().from(paymentVerificationCodes).where(codeWhere(merchantId, userId, orderId))
      return row ?? null
    },
    async saveCode(row, gapMs) {
      // Conditional upsert: two concurrent requests cannot both pass the resend gap.
      const rows = await db
        .insert(paymentVerificationCodes)
        .values(row)
        .onConflictDoUpdate({
          target: [paymentVerificationCodes.merchantId, paymentVerificationCodes.userId, paymentVerificationCodes.orderId],
          set: { salt: row.salt, codeHash: row.codeHash, sentAt: row.sentAt, expiresAt: row.expiresAt, attempts: 0, consumedAt: null },
          setWhere: sql`${paymentVerificationCodes.sentAt} <= ${new Date(row.sentAt.getTime() - gapMs).toISOString()}::timestamptz`,
        })
        .returning({ id: paymentVerificationCodes.orderId })
      return rows.length === 1
    },
    async countCodeAttempt(merchantId, userId, orderId, maxAttempts) {
      const [row] = await db
        .update(paymentVerificationCodes)
        .set({ attempts: sql`${paymentVerificationCodes.attempts} + 1` })
        .where(
          and(
            codeWhere(merchantId, userId, orderId),
            sql`${paymentVerificationCodes.consumedAt} is null`,
            sql`${paymentVerificationCodes.attempts} < ${maxAttempts}`,
          ),
        )
        .returning()
      return row ?? null
    },
    async consumeCode(merchantId, userId, orderId, at) {
      const rows = await db
        .update(paymentVerificationCodes)
        .set({ consumedAt: at })
        .where(and(codeWhere(merchantId, userId, orderId), sql`${paymentVerificationCodes.consumedAt} is null`))
        .returning({ id: paymentVerificationCodes.orderId })
      return rows.length === 1
    },
  }
}

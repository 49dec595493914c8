/**
 * Payments tables. Our side: per-merchant provider configuration, payment attempts, the money ledger
 * and DOOOLY one-time codes. Sandbox side (the built-in stand-in for the real providers, see
 * server/src/payments/sandbox): its trades, refunds and the notification outbox it re-sends from.
 *
 * Exactly-once rests on the database, not on process memory: a payment attempt changes state only by a
 * conditional update under its row lock, and the ledger's unique (payment, kind) index makes a second
 * CAPTURE or REFUND of one attempt impossible whatever the code does.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AgreementInfo, PayKind, PaymentProduct } from '../../../types/payments.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

/** One row per (merchant, product): what the cashier offers and how the adapter signs. */
export const paymentProviderConfigs = pgTable(
  'payment_provider_configs',
  {
    merchantId: merchantRef(),
    product: text('product').$type<PaymentProduct>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    isCheck: boolean('is_check').notNull().default(false),
    /** The provider's settlement currency (HKD for the HK products, else the order currency). */
    currency: text('currency').notNull(),
    /** Order currency → provider currency, parts per million (1_080_000 = 1.08); null when the same. */
    exchangeRatePpm: integer('exchange_rate_ppm'),
    displayName: jsonb('display_name').$type<Translations>().notNull(),
    tips: jsonb('tips').$type<Translations[]>().notNull().default([]),
    agreement: jsonb('agreement').$type<AgreementInfo | null>(),
    /** Shared secret of HMAC-SHA256 notifications (the key the merchant registered at the provider). */
    signingKey: text('signing_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.product] })],
)

export type PaymentAttemptState = 'PAYING' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED'

/** One row per pay call (payment attempt); an order may have several (the buyer switched method). */
export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    merchantId: merchantRef(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    product: text('product').$type<PaymentProduct>().notNull(),
    kind: text('kind').$type<PayKind>().notNull(),
    state: text('state').$type<PaymentAttemptState>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    providerAmountCents: integer('provider_amount_cents').notNull(),
    providerCurrency: text('provider_currency').notNull(),
    /** The provider's trade number, once the provider accepted the trade. */
    tradeNo: text('trade_no'),
    /** What pay answered (replayed for the same idempotency key); null while the provider call runs. */
    payInfo: jsonb('pay_info').$type<Record<string, unknown> | null>(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Why a captured attempt is being / was refunded ('LATE_NO_STOCK', 'DUPLICATE', 'PAID_MEANWHILE': a parking fee another payment covered). */
    refundReason: text('refund_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_idempotency_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    index('payments_open_idx').on(t.createdAt).where(sql`${t.state} in ('PAYING', 'REFUNDING')`),
  ],
)

/** Every money movement, one row each; at most one CAPTURE and one whole REFUND per attempt, one REFUND per buyer refund. */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    entryId: text('entry_id').primaryKey(),
    merchantId: merchantRef(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    kind: text('kind').$type<'CAPTURE' | 'REFUND'>().notNull(),
    /** A buyer refund's id (refunds module: several partial refunds of one attempt); null otherwise. */
    refundId: text('refund_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_ledger_once_uq').on(t.paymentId, t.kind).where(sql`${t.refundId} is null`),
    uniqueIndex('payment_ledger_refund_uq').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('payment_ledger_order_idx').on(t.merchantId, t.orderId),
    check('payment_ledger_amount_ck', sql`${t.amountCents} > 0`),
  ],
)

/** DOOOLY one-time codes, one live code per (buyer, order); only a salted hash is kept. */
export const paymentVerificationCodes = pgTable(
  'payment_verification_codes',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.orderId] })],
)

export type SandboxTradeState = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FAILED'

/** Sandbox provider: a trade per (merchant account, our payment id). */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    product: text('product').$type<PaymentProduct>().notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    subject: text('subject').notNull(),
    state: text('state').$type<SandboxTradeState>().notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    /** The provider closes an unpaid trade after this. */
    timeExpire: timestamp('time_expire', { withTimezone: true }).notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_trades_out_uq').on(t.merchantId, t.outTradeNo),
    check('sandbox_trades_refund_ck', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
)

/** Sandbox refunds; (trade, our refund request no) is unique so a retried refund refunds once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundNo: text('refund_no').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    outRefundNo: text('out_refund_no').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_refunds_out_uq').on(t.tradeNo, t.outRefundNo)],
)

/** Sandbox notification outbox: re-sent on a back-off schedule until acknowledged; survives restarts. */
export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    notifyId: text('notify_id').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    url: text('url').notNull(),
    body: text('body').notNull(),
    signature: text('signature').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
)

export const paymentsSchema = {
  paymentProviderConfigs,
  payments,
  paymentLedger,
  paymentVerificationCodes,
  sandboxTrades,
  sandboxRefunds,
  sandboxNotifications,
}

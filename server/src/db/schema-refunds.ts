/**
 * Refunds of paid ticket orders (issue 19): per-show refund rules (a merchant setting), one row per
 * refund request, one row per refunded ticket, and the revocation list of ticket codes (what an
 * offline venue device downloads beside the public key, since a signature alone cannot say "revoked").
 *
 * "Never paid twice" rests on the database: refund_tickets has the ticket as primary key (a ticket is
 * refunded at most once whatever the code does), order_refunds has a unique idempotency key per buyer,
 * and the payment ledger has one REFUND entry per refund id (see schema-payments.ts).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { RefundFeeTier } from '../../../types/refunds.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

/** The merchant-wide default rule has show id '*'; a show's own row overrides it. */
export const REFUND_RULE_DEFAULT_SHOW = '*'

export const refundRules = pgTable(
  'refund_rules',
  {
    merchantId: merchantRef(),
    showId: text('show_id').notNull(),
    allowed: boolean('allowed').notNull().default(true),
    /** Fee tiers by hours before the session starts, largest first; past the last tier refunds close. */
    tiers: jsonb('tiers').$type<RefundFeeTier[]>().notNull(),
    /** How many refund requests one order may make (refund times per session). */
    maxRefundsPerOrder: integer('max_refunds_per_order').notNull().default(3),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.showId] }), check('refund_rules_max_ck', sql`${t.maxRefundsPerOrder} > 0`)],
)

export type RefundRowState = 'REFUNDING' | 'REFUNDED'

export const orderRefunds = pgTable(
  'order_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    merchantId: merchantRef(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The captured attempt the money goes back to; null for a free order (nothing to give back). */
    paymentId: text('payment_id'),
    state: text('state').$type<RefundRowState>().notNull(),
    /** REFUND (the buyer's refund request) or REBOOK (the price difference of a rebook given back). */
    kind: text('kind').$type<'REFUND' | 'REBOOK'>().notNull().default('REFUND'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** What the tickets are worth (their share of the pay amount), the fee kept, and what goes back. */
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The same in the provider's currency (what the provider is asked to refund). */
    providerAmountCents: integer('provider_amount_cents').notNull(),
    providerRefundNo: text('provider_refund_no'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_open_idx').on(t.updatedAt).where(sql`${t.state} = 'REFUNDING'`),
    check('order_refunds_amount_ck', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0 and ${t.amountCents} + ${t.feeCents} = ${t.grossCents}`),
  ],
)

export const refundTickets = pgTable(
  'refund_tickets',
  {
    /** Primary key: one ticket, one refund, ever. */
    ticketId: text('ticket_id').primaryKey(),
    refundId: text('refund_id')
      .notNull()
      .references(() => orderRefunds.refundId, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    /** The stock shard the ticket's place went back to. */
    shard: integer('shard').notNull(),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
  },
  (t) => [index('refund_tickets_refund_idx').on(t.refundId), index('refund_tickets_order_idx').on(t.orderId)],
)

/** Codes of a ticket up to `version` are void (refund; later: transfer). */
export const ticketRevocations = pgTable(
  'ticket_revocations',
  {
    merchantId: merchantRef(),
    ticketId: text('ticket_id').notNull(),
    version: integer('version').notNull(),
    reason: text('reason').$type<'REFUNDED' | 'TRANSFERRED' | 'REBOOKED'>().notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.ticketId, t.version] }), index('ticket_revocations_since_idx').on(t.merchantId, t.revokedAt)],
)

export const refundsSchema = { refundRules, orderRefunds, refundTickets, ticketRevocations }

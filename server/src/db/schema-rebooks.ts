/**
 * Rebooking (reschedule, issue 19): per-show rebook rules (a merchant setting), one row per rebook of
 * paid tickets onto another session of the same show, and one row per moved ticket (old → new).
 *
 * "Moved once" rests on the database: rebook_tickets has the OLD ticket as primary key (a ticket is
 * rebooked at most once; its replacement may be rebooked again under its own id) and order_rebooks a
 * unique idempotency key per buyer. The shard column records where the old place went back, so a later
 * refund of the same order line knows which places are already released (refunds' shardsFor).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

/** The merchant-wide default rule has show id '*'; a show's own row overrides it. */
export const REBOOK_RULE_DEFAULT_SHOW = '*'

export const rebookRules = pgTable(
  'rebook_rules',
  {
    merchantId: merchantRef(),
    showId: text('show_id').notNull(),
    allowed: boolean('allowed').notNull().default(true),
    /** Rebooking closes this many hours before the ticket's session; the new session must be as far off. */
    minHoursBefore: integer('min_hours_before').notNull(),
    /** Fee per moved ticket, in cents (kept from the price difference given back). */
    feeCents: integer('fee_cents').notNull().default(0),
    maxRebooksPerOrder: integer('max_rebooks_per_order').notNull().default(2),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.showId] }),
    check('rebook_rules_ck', sql`${t.minHoursBefore} >= 0 and ${t.feeCents} >= 0 and ${t.maxRebooksPerOrder} > 0`),
  ],
)

export const orderRebooks = pgTable(
  'order_rebooks',
  {
    rebookId: text('rebook_id').primaryKey(),
    merchantId: merchantRef(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    fromSessionId: text('from_session_id').notNull(),
    toSessionId: text('to_session_id').notNull(),
    toSeatPlanId: text('to_seat_plan_id').notNull(),
    /** The order line the new tickets were issued on. */
    lineNo: integer('line_no').notNull(),
    qty: integer('qty').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** Price difference given back (after the fee); 0 when none. Paid out by the refund `refundId`. */
    refundCents: integer('refund_cents').notNull(),
    refundId: text('refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_rebooks_idempotency_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    index('order_rebooks_order_idx').on(t.orderId),
    check('order_rebooks_ck', sql`${t.qty} > 0 and ${t.feeCents} >= 0 and ${t.refundCents} >= 0`),
  ],
)

export const rebookTickets = pgTable(
  'rebook_tickets',
  {
    /** Primary key: one ticket, one rebook, ever. */
    oldTicketId: text('old_ticket_id').primaryKey(),
    newTicketId: text('new_ticket_id').notNull(),
    rebookId: text('rebook_id')
      .notNull()
      .references(() => orderRebooks.rebookId, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    /** The old ticket's order line and the stock shard its place went back to. */
    lineNo: integer('line_no').notNull(),
    shard: integer('shard').notNull(),
  },
  (t) => [uniqueIndex('rebook_tickets_new_uq').on(t.newTicketId), index('rebook_tickets_order_idx').on(t.orderId)],
)

export const rebooksSchema = { rebookRules, orderRebooks, rebookTickets }

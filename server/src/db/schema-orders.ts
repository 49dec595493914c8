/**
 * Booking and orders tables: stock per seat plan (price tier), per-show purchase rules, per-buyer
 * purchase counters, orders with their lines, and real-name attendees (audiences).
 *
 * Stock: one row per (seat plan, shard). A tier normally has one shard; a hot tier can be split into N
 * rows whose capacities add up to the tier's, so concurrent buyers lock different rows (see
 * modules/orders/repository/stock.ts). The check constraint is the last line of defence: whatever the code
 * does, a row can never hold more sold + held than its capacity.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Lang } from '../../../types/lang.js'
import type { AgreementInfo } from '../../../types/payments.js'
import type { AudienceGender, AudienceIdType, DeliverMethod, OrderType } from '../../../types/orders.js'
import { merchantRef, merchants, timestamps } from './schema-merchants.js'

/** remaining = capacity - sold - held; sold + held + remaining = capacity by construction. */
export const orderStock = pgTable(
  'order_stock',
  {
    merchantId: merchantRef(),
    seatPlanId: text('seat_plan_id').notNull(),
    shard: integer('shard').notNull().default(0),
    showId: text('show_id').notNull(),
    sessionId: text('session_id').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.seatPlanId, t.shard] }),
    check('order_stock_counts_ck', sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.capacity}`),
  ],
)

/** An agreement as stored: the merchant-language text plus optional per-language versions. */
export type StoredAgreement = AgreementInfo & { i18n?: Partial<Record<Lang, AgreementInfo>> }

/** Per-show purchase rules; a show without a row uses the defaults of modules/orders/quote.ts. */
export const orderShowRules = pgTable(
  'order_show_rules',
  {
    merchantId: merchantRef(),
    showId: text('show_id').notNull(),
    maxPerOrder: integer('max_per_order').notNull(),
    maxPerBuyer: integer('max_per_buyer').notNull(),
    /** Every ticket needs a real-name attendee of the buyer (spec core §5). */
    realNameRequired: boolean('real_name_required').notNull().default(false),
    /** The holders are named after purchase (real-name entry, issue 19): each ticket gets its attendee once. */
    realNameEntry: boolean('real_name_entry').notNull().default(false),
    /** The delivery methods the show offers, in display order. */
    deliverMethods: jsonb('deliver_methods').$type<DeliverMethod[]>().notNull().default(['E_TICKET', 'VENUE_PICKUP']),
    /** Purchase agreement the buyer must accept on create_order; null = none. */
    agreement: jsonb('agreement').$type<StoredAgreement | null>(),
    /** The agreement must be read to its end before it can be ticked (app rule, sent to the client). */
    agreementNeedReadAll: boolean('agreement_need_read_all').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.showId] })],
)

/** Per-merchant order settings; a merchant without a row reserves unpaid orders for 15 minutes. */
export const orderMerchantSettings = pgTable('order_merchant_settings', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.merchantId, { onDelete: 'cascade' }),
  reserveSeconds: integer('reserve_seconds').notNull().default(900),
})

/**
 * Tickets a buyer holds for a show in unpaid + paid orders. Raised with a conditional upsert in the
 * order's transaction (so two parallel orders of one buyer cannot both pass the limit), lowered when
 * an order is cancelled or expires.
 */
export const orderBuyerCounts = pgTable(
  'order_buyer_counts',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    showId: text('show_id').notNull(),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.showId] }), check('order_buyer_counts_ck', sql`${t.qty} >= 0`)],
)

export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    merchantId: merchantRef(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id').notNull(),
    /** TICKET, or PRODUCT for a goods order (its lines in product_order_items, schema-products.ts). */
    orderType: text('order_type').$type<OrderType>().notNull().default('TICKET'),
    /** OrderStateCode (types/orders.ts). */
    state: integer('state').notNull(),
    firstShowId: text('first_show_id').notNull(),
    firstSessionId: text('first_session_id').notNull(),
    qty: integer('qty').notNull(),
    totalCents: integer('total_cents').notNull(),
    payAmountCents: integer('pay_amount_cents').notNull(),
    deliverMethod: text('deliver_method').notNull(),
    addressId: text('address_id'),
    promotionId: text('promotion_id'),
    audienceIds: jsonb('audience_ids').$type<string[]>().notNull().default([]),
    unpaidTransactionIds: jsonb('unpaid_transaction_ids').$type<string[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the create payload: the same key with a different payload is refused. */
    requestHash: text('request_hash').notNull(),
    /** Unpaid orders are cancelled (stock released) once this passes. */
    reserveUntil: timestamp('reserve_until', { withTimezone: true }).notNull(),
    cancelReason: text('cancel_reason').$type<'BUYER' | 'EXPIRED'>(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** NONE, or REFUNDING → REFUNDED when a payment had to be given back (e.g. it arrived after the hold). */
    refundState: text('refund_state').$type<'NONE' | 'REFUNDING' | 'REFUNDED'>().notNull().default('NONE'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    index('orders_buyer_idx').on(t.merchantId, t.userId, t.createdAt),
    index('orders_unpaid_deadline_idx').on(t.reserveUntil).where(sql`${t.state} = 1`),
  ],
)

export interface StockAllocation {
  shard: number
  qty: number
}

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    merchantId: text('merchant_id').notNull(),
    showId: text('show_id').notNull(),
    sessionId: text('session_id').notNull(),
    seatPlanId: text('seat_plan_id').notNull(),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Which stock shards the tickets came from (released to the same rows). */
    allocations: jsonb('allocations').$type<StockAllocation[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] }), index('order_items_plan_idx').on(t.merchantId, t.seatPlanId)],
)

/** Real-name attendees of a buyer (spec core §5: identity card rules). */
export const orderAudiences = pgTable(
  'order_audiences',
  {
    audienceId: text('audience_id').primaryKey(),
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    idType: text('id_type').$type<AudienceIdType>().notNull(),
    idNo: text('id_no').notNull(),
    birthDate: text('birth_date'),
    gender: text('gender').$type<AudienceGender>(),
    /** Mainland mobile (11 digits from 1); a minor's must be the buyer's logged-in phone to order. */
    phone: text('phone'),
    /** Country or region that issued the document (ISO 3166-1 alpha-2, e.g. CN, MO, HK, TW); null when not given. */
    countryRegion: text('country_region'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_audiences_id_uq').on(t.merchantId, t.userId, t.idType, t.idNo),
    index('order_audiences_buyer_idx').on(t.merchantId, t.userId, t.createdAt),
  ],
)

export const ordersSchema = {
  orderStock,
  orderShowRules,
  orderMerchantSettings,
  orderBuyerCounts,
  orders,
  orderItems,
  orderAudiences,
}

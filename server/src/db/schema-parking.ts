/**
 * Parking payment (issue 20, spec core §2 parking pages): a shop's car parks with their tariffs, the
 * stays their gates record (a plate entering, and leaving), and the parking side of a payment order
 * (order_type PARKING): which stay it pays, the fee it was quoted and the coupon taken off.
 *
 * A stay has at most one open row per car park and plate (parking_stays_open_uq). A paid order adds
 * its fee to the stay once: settlement marks the parking order paid with a conditional update in the
 * payment's transaction (behind the order row lock), then adds to the stay's paid amount.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

export const parkingLots = pgTable(
  'parking_lots',
  {
    merchantId: merchantRef(),
    lotId: text('lot_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    address: jsonb('address').$type<Translations>().notNull().default({}),
    freeMinutes: integer('free_minutes').notNull(),
    firstHourCents: integer('first_hour_cents').notNull(),
    perHourCents: integer('per_hour_cents').notNull(),
    dailyCapCents: integer('daily_cap_cents').notNull(),
    exitGraceMinutes: integer('exit_grace_minutes').notNull().default(15),
    currency: text('currency').notNull().default('CNY'),
    position: integer('position').notNull().default(0),
    /** The key the car park's gate signs its events with (modules/parking/gate.ts); null: no gate. */
    gateSecret: text('gate_secret'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.lotId] }),
    check(
      'parking_lots_tariff_ck',
      sql`${t.freeMinutes} >= 0 and ${t.firstHourCents} >= 0 and ${t.perHourCents} >= 0 and ${t.dailyCapCents} > 0 and ${t.exitGraceMinutes} >= 0`,
    ),
  ],
)

/** A car in a car park, as its gate recorded it. */
export const parkingStays = pgTable(
  'parking_stays',
  {
    stayId: text('stay_id').primaryKey(),
    merchantId: merchantRef(),
    lotId: text('lot_id').notNull(),
    plate: text('plate').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    exitedAt: timestamp('exited_at', { withTimezone: true }),
    /** Paid so far for this stay (the fee of the orders paid, before their coupons). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** When the last payment settled: the car may leave within the lot's grace after it. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('parking_stays_open_uq').on(t.merchantId, t.lotId, t.plate).where(sql`${t.exitedAt} is null`),
    check('parking_stays_paid_ck', sql`${t.paidCents} >= 0`),
  ],
)

/** The parking side of an order of type PARKING. */
export const parkingOrders = pgTable(
  'parking_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    stayId: text('stay_id')
      .notNull()
      .references(() => parkingStays.stayId),
    lotId: text('lot_id').notNull(),
    plate: text('plate').notNull(),
    minutes: integer('minutes').notNull(),
    /** What was due at the quote (the stay's fee so far less what was paid before). */
    feeCents: integer('fee_cents').notNull(),
    /**
     * What the stay had been paid when this order was created (null on orders from before 0057).
     * Settlement refunds the order when the stay has been paid more since: another payment covered it.
     */
    stayPaidCents: integer('stay_paid_cents'),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    feeUntil: timestamp('fee_until', { withTimezone: true }).notNull(),
    /** When settlement added the fee to the stay; null until then. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parking_orders_buyer_idx').on(t.merchantId, t.userId), index('parking_orders_stay_idx').on(t.stayId)],
)

/**
 * Paid membership (issue 17, spec accounts "member confirm → member pay success"): the plans a shop
 * sells (a price, how many days it lasts, the member price on shows it gives), the membership side of a
 * purchase order (order_type MEMBER), and each buyer's paid membership with the day it ends.
 *
 * A paid order extends the membership once: the grant marks its plan order (granted_at) in the
 * payment's settlement transaction, and the membership row is updated behind the order row lock that
 * settlement holds, so a payment notified twice adds its days once.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

export const primePlans = pgTable(
  'prime_plans',
  {
    merchantId: merchantRef(),
    planId: text('plan_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    validDays: integer('valid_days').notNull(),
    /** Member price on shows while the membership lasts (90 = 会员9折). */
    showDiscountPercent: integer('show_discount_percent').notNull(),
    /** Member price on goods while it lasts (95 = 会员9.5折); null = none. */
    itemDiscountPercent: integer('item_discount_percent'),
    onSale: boolean('on_sale').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.planId] }),
    check('prime_plans_terms_ck', sql`${t.priceCents} > 0 and ${t.validDays} > 0 and ${t.showDiscountPercent} > 0 and ${t.showDiscountPercent} < 100`),
    check('prime_plans_item_discount_ck', sql`${t.itemDiscountPercent} is null or (${t.itemDiscountPercent} > 0 and ${t.itemDiscountPercent} < 100)`),
  ],
)

/** The membership side of an order of type MEMBER: the plan and its terms as bought. */
export const primePlanOrders = pgTable(
  'prime_plan_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    planId: text('plan_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    validDays: integer('valid_days').notNull(),
    /** When the paid order extended the membership; null until then. */
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /** The membership's end right after this order's days were added. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prime_plan_orders_buyer_idx').on(t.merchantId, t.userId)],
)

/** A buyer's paid membership of a shop: the plan last bought and the end of the paid days. */
export const paidMemberships = pgTable(
  'paid_memberships',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    planId: text('plan_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId] })],
)

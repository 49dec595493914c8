/**
 * Combos, tied sales and ticket package promotions (spec core §3 "Ticket package promotion": grantor,
 * promotionId, activityType CROSS_SHOW_SESSION, promotionMethod FIXED_AMOUNT). One activity is a set of
 * parts (tickets of a tier, SKUs of a product) sold together for a fixed amount per set; the buyer takes
 * one or more sets in one ticket order (orders.promotion_id names the activity).
 * - COMBO: tickets and goods together (套票+商品);
 * - TIED_SALE: a ticket with a product tied to it (搭售), listed on the show's tied sale list;
 * - CROSS_SHOW_SESSION: tickets of several shows or sessions (跨场次套票).
 */
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { ComboActivityType, ComboPartKind } from '../../../types/combos.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef } from './schema-merchants.js'

export const comboActivities = pgTable(
  'combo_activities',
  {
    merchantId: merchantRef(),
    promotionId: text('promotion_id').notNull(),
    /** The merchant granting the promotion (the shop itself for every demo activity). */
    grantorMerchantId: text('grantor_merchant_id').notNull(),
    activityType: text('activity_type').$type<ComboActivityType>().notNull(),
    promotionMethod: text('promotion_method').$type<'FIXED_AMOUNT'>().notNull().default('FIXED_AMOUNT'),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    /** FIXED_AMOUNT: what one set costs, cents. */
    priceCents: integer('price_cents').notNull(),
    maxSetsPerOrder: integer('max_sets_per_order').notNull().default(2),
    onSale: boolean('on_sale').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.promotionId] })],
)

/** The parts of one set: a tier's tickets (show, session, seat plan) or a SKU's units. */
export const comboParts = pgTable(
  'combo_parts',
  {
    merchantId: text('merchant_id').notNull(),
    promotionId: text('promotion_id').notNull(),
    partNo: integer('part_no').notNull(),
    kind: text('kind').$type<ComboPartKind>().notNull(),
    showId: text('show_id'),
    sessionId: text('session_id'),
    seatPlanId: text('seat_plan_id'),
    skuId: text('sku_id'),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.promotionId, t.partNo] }),
    foreignKey({ name: 'combo_parts_activity_fk', columns: [t.merchantId, t.promotionId], foreignColumns: [comboActivities.merchantId, comboActivities.promotionId] }).onDelete('cascade'),
    index('combo_parts_show_idx').on(t.merchantId, t.showId),
  ],
)

export const combosSchema = { comboActivities, comboParts }

/**
 * Privilege (benefit) card tables (issue 17, spec accounts §3 "Privilege card item"): the merchant's
 * card templates with their stock, the card side of a purchase order (order_type CARD), the cards a
 * buyer holds, and each use of a card on a ticket order.
 *
 * Template stock: remaining = stock - sold - held, taken by one conditional update (cards/stock.ts);
 * the check constraint is the last line of defence against overselling. A held card's uses:
 * locked_times counts uses in unpaid and paid orders, redeemed_times the paid ones; a use is locked by
 * one conditional update (cards/booking.ts), so one use never pays for two orders.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CardPriceMode } from '../../../types/cards.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

export const cardTemplates = pgTable(
  'card_templates',
  {
    merchantId: merchantRef(),
    cardId: text('card_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    /** What the card grants, in the merchant's words. */
    description: jsonb('description').$type<Translations>().notNull().default({}),
    imageUrl: text('image_url').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** CASH: cents only; POINT: points only (price_cents 0); CASH_POINT: cents at the cashier and points. */
    priceMode: text('price_mode').$type<CardPriceMode>().notNull().default('CASH'),
    /** Points a POINT or CASH_POINT card costs, spent when the order is placed; null for CASH. */
    pointPrice: integer('point_price'),
    /** Days a bought card stays valid from its payment. */
    validDays: integer('valid_days').notNull(),
    /** The price of tickets in scope with the card, in percent (80 = 8折). */
    discountPercent: integer('discount_percent').notNull(),
    /** Orders one card may be used on. */
    convertibleTimes: integer('convertible_times').notNull(),
    /** Shows and sessions the card applies to; both empty = every show of the shop. */
    showIds: jsonb('show_ids').$type<string[]>().notNull().default([]),
    sessionIds: jsonb('session_ids').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    onSale: boolean('on_sale').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.cardId] }),
    check('card_templates_stock_ck', sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.stock}`),
    check(
      'card_templates_terms_ck',
      sql`${t.priceCents} >= 0 and ${t.validDays} > 0 and ${t.convertibleTimes} > 0 and ${t.perBuyerLimit} > 0 and ${t.discountPercent} > 0 and ${t.discountPercent} < 100`,
    ),
    check(
      'card_templates_price_mode_ck',
      sql`(${t.priceMode} = 'CASH' and ${t.pointPrice} is null) or (${t.priceMode} = 'POINT' and ${t.pointPrice} > 0 and ${t.priceCents} = 0) or (${t.priceMode} = 'CASH_POINT' and ${t.pointPrice} > 0 and ${t.priceCents} > 0)`,
    ),
  ],
)

/** The card side of a purchase order (one card per order). */
export const cardOrders = pgTable(
  'card_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_orders_buyer_idx').on(t.merchantId, t.cardId, t.userId)],
)

/** A card a buyer holds: issued once per paid purchase order. */
export const userCards = pgTable(
  'user_cards',
  {
    merchantId: merchantRef(),
    userCardInstanceId: text('user_card_instance_id').notNull(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    orderId: text('order_id').notNull(),
    convertibleTimes: integer('convertible_times').notNull(),
    lockedTimes: integer('locked_times').notNull().default(0),
    redeemedTimes: integer('redeemed_times').notNull().default(0),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userCardInstanceId] }),
    uniqueIndex('user_cards_order_uq').on(t.orderId),
    index('user_cards_owner_idx').on(t.merchantId, t.userId, t.createdAt),
    check('user_cards_times_ck', sql`${t.redeemedTimes} >= 0 and ${t.redeemedTimes} <= ${t.lockedTimes} and ${t.lockedTimes} <= ${t.convertibleTimes}`),
  ],
)

export type CardUseState = 'PENDING' | 'USED' | 'RETURNED'

/** One use of a card on a ticket order: PENDING while unpaid, USED once paid, RETURNED on cancel/expiry. */
export const cardUses = pgTable(
  'card_uses',
  {
    orderId: text('order_id').primaryKey(),
    merchantId: merchantRef(),
    userCardInstanceId: text('user_card_instance_id').notNull(),
    state: text('state').$type<CardUseState>().notNull(),
    discountCents: integer('discount_cents').notNull(),
    ...timestamps,
  },
  (t) => [index('card_uses_instance_idx').on(t.merchantId, t.userCardInstanceId), check('card_uses_state_ck', sql`${t.state} in ('PENDING', 'USED', 'RETURNED')`)],
)

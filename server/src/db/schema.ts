/**
 * Drizzle schema. Every table of merchant data carries merchant_id. Scalar shop settings are columns;
 * structured parts of the shop config (themes, flags, nav style) are jsonb; merchant-authored names are
 * jsonb translation objects (see i18n/translations.ts).
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { Lang } from '../../../types/lang.js'
import type { FloorType, JumpDetail, LoginMethod } from '../../../types/shop.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, merchants } from './schema-merchants.js'

export { merchants } from './schema-merchants.js'

/** Languages a shop speaks, in display order, each with the login methods allowed in it. */
export const merchantLanguages = pgTable(
  'merchant_languages',
  {
    merchantId: merchantRef(),
    langTag: text('lang_tag').$type<Lang>().notNull(),
    langName: text('lang_name').notNull(),
    loginMethods: jsonb('login_methods').$type<LoginMethod[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.langTag] })],
)

/** Phone country codes a shop accepts at login, in display order. */
export const merchantLoginAreas = pgTable(
  'merchant_login_areas',
  {
    merchantId: merchantRef(),
    code: text('code').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
)

/** The bottom tab bar (layoutBottomNavigations), one row per tab, ordered by position. */
export const merchantBottomNavigations = pgTable(
  'merchant_bottom_navigations',
  {
    merchantId: merchantRef(),
    position: integer('position').notNull(),
    floorType: text('floor_type').$type<FloorType>().notNull(),
    navigationName: jsonb('navigation_name').$type<Translations>().notNull(),
    jumpType: text('jump_type'),
    jumpTarget: text('jump_target'),
    jumpDetails: jsonb('jump_details').$type<JumpDetail[]>(),
    pagePath: text('page_path'),
    icons: jsonb('icons').$type<{ selected: string; unselected: string }>(),
    svgContent: text('svg_content'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.position] })],
)

/**
 * A merchant's documents (user agreement, privacy policy, ticket terms, ...): what /agreement shows
 * and what agreement links point at. Title and body are translations; the body is plain paragraphs
 * separated by blank lines (no HTML, so nothing a merchant writes can run in the app).
 */
export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    merchantId: merchantRef(),
    docId: text('doc_id').notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    body: jsonb('body').$type<Translations>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.docId] })],
)

export const schema = { merchants, merchantLanguages, merchantLoginAreas, merchantBottomNavigations, merchantDocuments }
export type Schema = typeof schema
export * from './schema-catalog.js'
export * from './schema-accounts.js'
export * from './schema-orders.js'
export * from './schema-addresses.js'
export * from './schema-tickets.js'
export * from './schema-payments.js'
export * from './schema-seating.js'
export * from './schema-limits.js'
export * from './schema-reminders.js'
export * from './schema-refunds.js'
export * from './schema-rebooks.js'
export * from './schema-coupons.js'
export * from './schema-products.js'
export * from './schema-transfers.js'
export * from './schema-announcements.js'
export * from './schema-membership.js'
export * from './schema-invoices.js'
export * from './schema-waitlist.js'
export * from './schema-registrations.js'
export * from './schema-cards.js'
export * from './schema-combos.js'
export * from './schema-topics.js'
export * from './schema-reservations.js'
export * from './schema-paid-membership.js'
export * from './schema-parking.js'

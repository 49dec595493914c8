/** Announcements, popup-notice read receipts and customer-service settings (modules/announcements, modules/customer-service). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { NoticeKind, NoticePageSource } from '../../../types/announcements.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

/**
 * A merchant's announcements in three languages. Public only inside [publish_start, publish_end)
 * (no end = until withdrawn) and while PUBLISHED; kind POPUP is shown once per buyer.
 */
export const announcements = pgTable(
  'announcements',
  {
    merchantId: merchantRef(),
    announcementId: text('announcement_id').notNull(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    status: text('status').$type<'PUBLISHED' | 'DRAFT'>().notNull().default('PUBLISHED'),
    title: jsonb('title').$type<Translations>().notNull(),
    content: jsonb('content').$type<Translations>().notNull(),
    moreUrl: text('more_url').notNull().default(''),
    /** A popup bound to one show's page; null for the whole shop. */
    showId: text('show_id'),
    publishStart: timestamp('publish_start', { withTimezone: true }).notNull(),
    publishEnd: timestamp('publish_end', { withTimezone: true }),
    /** Lower first when several popups are due at once. */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.announcementId] }), index('announcements_live_idx').on(t.merchantId, t.kind, t.publishStart)],
)

/**
 * Popup notices a logged-in buyer has read (guests' reads stay on their device). One row per buyer,
 * notice and show ('' = not bound to a show): inserting twice keeps the first receipt.
 */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    announcementId: text('announcement_id').notNull(),
    showId: text('show_id').notNull().default(''),
    pageSource: text('page_source').$type<NoticePageSource>().notNull(),
    clientReadTime: timestamp('client_read_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.announcementId, t.showId] })],
)

/**
 * Per-merchant customer-service settings the catalog's customer-service rows lack: the time zone its
 * work times are in, and whether the company-chat (WeCom) entry is on.
 */
export const customerServiceSettings = pgTable('customer_service_settings', {
  merchantId: merchantRef().primaryKey(),
  timeZone: text('time_zone').notNull(),
  companyWechatEnabled: boolean('company_wechat_enabled').notNull().default(false),
  ...timestamps,
})

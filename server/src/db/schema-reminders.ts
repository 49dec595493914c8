/** Sale-start reminders (modules/reminders). */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { RemindMethod } from '../../../types/reminders.js'
import { merchantRef } from './schema-merchants.js'

/**
 * Sale-start reminders a buyer asked for (modules/reminders): one per buyer and show (asking again
 * replaces it and starts its delivery over). remind_at is when it is due; the job queue's sweep
 * (reminders/sending.ts) claims due rows (claimed_at, attempts), sends them and sets sent_at, or
 * failed_at once it gives up (no phone or mini-program identity, too late, providers refusing).
 */
export const saleReminders = pgTable(
  'sale_reminders',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    showId: text('show_id').notNull(),
    sessionId: text('session_id'),
    method: text('method').$type<RemindMethod>().notNull(),
    templateIds: jsonb('template_ids').$type<string[]>().notNull().default([]),
    aheadMinutes: integer('ahead_minutes').notNull(),
    saleTime: timestamp('sale_time', { withTimezone: true }).notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Why delivery gave up (NO_PHONE, NO_MINI_IDENTITY, TOO_LATE, PROVIDER). */
    failure: text('failure'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.showId] }), index('sale_reminders_due_idx').on(t.remindAt)],
)

/**
 * Coupon-expiry reminders (modules/reminders/coupon-expiry.ts): one per buyer and coupon template
 * (asking again replaces it). expire_time is the buyer's earliest-expiring available coupon of the
 * template when asked; remind_at when the reminder is due. The job queue's sweep
 * (reminders/coupon-expiry-sending.ts) claims due rows (claimed_at, attempts) like the sale
 * reminders', sends them and sets sent_at, or failed_at and failure once it gives up.
 */
export const couponExpiryReminders = pgTable(
  'coupon_expiry_reminders',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    couponTemplateId: text('coupon_template_id').notNull(),
    method: text('method').$type<RemindMethod>().notNull(),
    templateIds: jsonb('template_ids').$type<string[]>().notNull().default([]),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Why delivery gave up (NO_PHONE, NO_MINI_IDENTITY, TOO_LATE, COUPON_GONE, PROVIDER). */
    failure: text('failure'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.couponTemplateId] }), index('coupon_expiry_reminders_due_idx').on(t.remindAt)],
)

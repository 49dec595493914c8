/** Open shows and their registrations (modules/registrations). */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { RegistrationFieldType, RegistrationStatus } from '../../../types/registrations.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

/** A form field as the merchant defines it (labels in the merchant's languages). */
export interface StoredRegistrationField {
  key: string
  type: RegistrationFieldType
  label: Translations
  placeholder?: Translations
  required: boolean
  maxLength?: number
  min?: number
  max?: number
  options?: Array<{ value: string; label: Translations }>
}

/**
 * An open show: free entry with registration. taken counts active registrations and never passes
 * capacity (the check holds it even against a bug; the service takes a place with a guarded update).
 */
export const openShows = pgTable(
  'open_shows',
  {
    merchantId: merchantRef(),
    openShowId: text('open_show_id').notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    posterUrl: text('poster_url').notNull().default(''),
    venueName: jsonb('venue_name').$type<Translations>().notNull().default({}),
    venueAddress: jsonb('venue_address').$type<Translations>().notNull().default({}),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Minutes east of UTC at the venue; times are shown at it. */
    utcOffset: integer('utc_offset').notNull().default(480),
    /** Registration closes at this time (default: the show's start). */
    registrationEndTime: timestamp('registration_end_time', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    form: jsonb('form').$type<StoredRegistrationField[]>().notNull().default([]),
    listed: boolean('listed').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.openShowId] }), check('open_shows_taken_ck', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`)],
)

export const openShowRegistrations = pgTable(
  'open_show_registrations',
  {
    merchantId: merchantRef(),
    registrationId: text('registration_id').notNull(),
    openShowId: text('open_show_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').$type<RegistrationStatus>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Bumped when the entrance code must change (a cancelled code never works again). */
    codeVersion: integer('code_version').notNull().default(1),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.registrationId] }),
    index('open_show_registrations_owner_idx').on(t.merchantId, t.userId, t.openShowId),
    uniqueIndex('open_show_registrations_idem_uq').on(t.merchantId, t.userId, t.idempotencyKey),
  ],
)

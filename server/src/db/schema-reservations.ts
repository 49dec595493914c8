/** Venue reservations: reservable places, their time slots and the buyers' reservations (modules/reservations). */
import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ReservationStatus } from '../../../types/reservations.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

export const reservationVenues = pgTable(
  'reservation_venues',
  {
    merchantId: merchantRef(),
    venueId: text('venue_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    intro: jsonb('intro').$type<Translations>().notNull().default({}),
    address: jsonb('address').$type<Translations>().notNull().default({}),
    posterUrl: text('poster_url').notNull().default(''),
    utcOffset: integer('utc_offset').notNull().default(480),
    /** Places one reservation may hold. */
    maxPeople: integer('max_people').notNull().default(4),
    listed: boolean('listed').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.venueId] }), check('reservation_venues_max_people_ck', sql`${t.maxPeople} >= 1`)],
)

/** A time slot; taken counts the places of active reservations and never passes capacity. */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    merchantId: text('merchant_id').notNull(),
    slotId: text('slot_id').notNull(),
    venueId: text('venue_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.slotId] }),
    foreignKey({ name: 'reservation_slots_venue_fk', columns: [t.merchantId, t.venueId], foreignColumns: [reservationVenues.merchantId, reservationVenues.venueId] }).onDelete('cascade'),
    index('reservation_slots_venue_idx').on(t.merchantId, t.venueId, t.startTime),
    check('reservation_slots_taken_ck', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
)

/** One buyer's reservation; at most one active (RESERVED) per buyer and slot. */
export const reservations = pgTable(
  'reservations',
  {
    merchantId: text('merchant_id').notNull(),
    reservationId: text('reservation_id').notNull(),
    venueId: text('venue_id').notNull(),
    slotId: text('slot_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    people: integer('people').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.reservationId] }),
    foreignKey({ name: 'reservations_slot_fk', columns: [t.merchantId, t.slotId], foreignColumns: [reservationSlots.merchantId, reservationSlots.slotId] }).onDelete('cascade'),
    index('reservations_owner_idx').on(t.merchantId, t.userId, t.createdAt),
    uniqueIndex('reservations_one_active_per_slot_uq').on(t.merchantId, t.slotId, t.userId).where(sql`${t.status} = 'RESERVED'`),
    uniqueIndex('reservations_idem_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    check('reservations_people_ck', sql`${t.people} >= 1`),
  ],
)

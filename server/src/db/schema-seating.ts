/**
 * Seat picking tables: the venue map of a seat-picking session (sections and seats with coordinates
 * and the seat plan each belongs to), the state of every seat, and which seats each order covered.
 *
 * Every seat is its own unit of stock: its row moves FREE → HELD (unpaid order) → SOLD (paid), or back
 * to FREE on cancel/expiry, always with a conditional update (`... where state = 'FREE'`), so two
 * buyers can never take one seat. The tier counters in order_stock move in the same transaction, so
 * for every seat-picking tier: capacity = its seats, held = its HELD seats, sold = its SOLD seats.
 * The check constraint keeps a seat's state and its holder consistent whatever the code does.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { SeatMapMode, SeatState } from '../../../types/seating.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

/** One row per seat-picking session: how seats are picked and the drawing's frame. */
export const seatMaps = pgTable(
  'seat_maps',
  {
    merchantId: merchantRef(),
    sessionId: text('session_id').notNull(),
    showId: text('show_id').notNull(),
    mode: text('mode').$type<SeatMapMode>().notNull(),
    /** THIRD_PARTY only: the partner's seat picking page. */
    thirdPartyUrl: text('third_party_url'),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    seatSize: integer('seat_size').notNull().default(16),
    /** Where the stage is drawn; null for maps without one. */
    stage: jsonb('stage').$type<{ x: number; y: number; width: number; height: number; label: Translations } | null>(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.sessionId] }), index('seat_maps_show_idx').on(t.merchantId, t.showId)],
)

export const seatSections = pgTable(
  'seat_sections',
  {
    merchantId: merchantRef(),
    sectionId: text('section_id').notNull(),
    sessionId: text('session_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    labelX: integer('label_x').notNull(),
    labelY: integer('label_y').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.sectionId] }), index('seat_sections_session_idx').on(t.merchantId, t.sessionId)],
)

export const seats = pgTable(
  'seats',
  {
    merchantId: merchantRef(),
    seatId: text('seat_id').notNull(),
    sessionId: text('session_id').notNull(),
    showId: text('show_id').notNull(),
    sectionId: text('section_id').notNull(),
    rowLabel: text('row_label').notNull(),
    seatNo: text('seat_no').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    seatPlanId: text('seat_plan_id').notNull(),
    state: text('state').$type<SeatState>().notNull().default('FREE'),
    /** The order holding (or that bought) the seat; null when FREE or sold outside the storefront. */
    orderId: text('order_id'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.seatId] }),
    index('seats_session_idx').on(t.merchantId, t.sessionId),
    index('seats_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check(
      'seats_state_ck',
      sql`(${t.state} = 'FREE' and ${t.orderId} is null) or (${t.state} = 'HELD' and ${t.orderId} is not null) or ${t.state} = 'SOLD'`,
    ),
  ],
)

/**
 * The seats an order was created for. It outlives the hold (seats.order_id is cleared on release), so
 * a payment that arrives after expiry knows which seats to take back and tickets know their seats.
 */
export const orderSeats = pgTable(
  'order_seats',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    seatId: text('seat_id').notNull(),
    merchantId: merchantRef(),
    sessionId: text('session_id').notNull(),
    seatPlanId: text('seat_plan_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.seatId] })],
)

export const seatingSchema = { seatMaps, seatSections, seats, orderSeats }

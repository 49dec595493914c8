/**
 * E-tickets (spec core §1 ticket holder): one row per unit of a paid order line, the merchant's
 * Ed25519 signing keys, a pickup code per venue-pickup order, per-merchant staff check-in tokens and
 * the log of every scan.
 *
 * Issuing is idempotent by construction: (order, line, unit) is unique, and the issuer inserts with
 * ON CONFLICT DO NOTHING, so a retried or concurrent payment callback can never create a second set.
 * Admission is exactly-once by construction: it is a conditional UPDATE ... WHERE state = 'VALID'.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CheckInOutcome, TicketForm, TicketState } from '../../../types/tickets.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

export const tickets = pgTable(
  'tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    merchantId: merchantRef(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** 0-based unit within the line (a line of qty 3 gives units 0, 1, 2). */
    unitNo: integer('unit_no').notNull(),
    userId: text('user_id').notNull(),
    showId: text('show_id').notNull(),
    sessionId: text('session_id').notNull(),
    seatPlanId: text('seat_plan_id').notNull(),
    /** Real-name attendee bound to this ticket (order_audiences), null for non-real-name orders. */
    audienceId: text('audience_id'),
    /**
     * The real-name holder as it was when the ticket was issued: entry checks and the law's record need
     * it even after the buyer edits or deletes the attendee, or closes the account.
     */
    holderName: text('holder_name'),
    holderIdType: text('holder_id_type'),
    holderIdNo: text('holder_id_no'),
    /** The picked seat (seating module's seats) for seat-picking orders; null for general admission. */
    seatId: text('seat_id'),
    /** Language-neutral row/seat text ('<row>-<seat>') signed into the code; '' for general admission. */
    seatInfo: text('seat_info').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    ticketForm: text('ticket_form').$type<TicketForm>().notNull(),
    state: text('state').$type<TicketState>().notNull().default('VALID'),
    /** Raised on every code regeneration; a code carrying an older version is refused. */
    codeVersion: integer('code_version').notNull().default(1),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_unit_uq').on(t.orderId, t.lineNo, t.unitNo),
    index('tickets_holder_idx').on(t.merchantId, t.userId, t.sessionId),
    check('tickets_state_ck', sql`${t.state} in ('VALID', 'ADMITTED', 'REFUNDED', 'EXPIRED', 'REBOOKED')`),
    check('tickets_admitted_ck', sql`(${t.state} = 'ADMITTED') = (${t.admittedAt} is not null)`),
  ],
)

/** One pickup code per VENUE_PICKUP order, shown on every ticket of that order. */
export const ticketPickupCodes = pgTable(
  'ticket_pickup_codes',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    pickupCode: text('pickup_code').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('ticket_pickup_codes_uq').on(t.merchantId, t.pickupCode)],
)

/**
 * A merchant's Ed25519 key pair (one active; old ones kept so their codes can still be told apart).
 * The private key is PKCS#8 PEM and never leaves the server; the public key is raw 32 bytes base64url.
 */
export const ticketKeys = pgTable(
  'ticket_keys',
  {
    merchantId: merchantRef(),
    keyId: text('key_id').notNull(),
    publicKey: text('public_key').notNull(),
    privateKeyPem: text('private_key_pem').notNull(),
    active: integer('active').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.keyId] }),
    // At most one active key per merchant, so lazy creation under concurrency converges on one.
    uniqueIndex('ticket_keys_active_uq').on(t.merchantId).where(sql`${t.active} = 1`),
  ],
)

/** Venue staff check-in tokens: only the SHA-256 of the token is stored. */
export const ticketStaffTokens = pgTable(
  'ticket_staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: merchantRef(),
    label: text('label').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('ticket_staff_tokens_merchant_idx').on(t.merchantId)],
)

/** Every scan, admitted or refused. */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    /** Null when the code could not be read or verified. */
    ticketId: text('ticket_id'),
    sessionId: text('session_id'),
    codeVersion: integer('code_version'),
    outcome: text('outcome').$type<CheckInOutcome>().notNull(),
    staffTokenHash: text('staff_token_hash'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_check_ins_ticket_idx').on(t.merchantId, t.ticketId, t.scannedAt)],
)

export const ticketsSchema = { tickets, ticketPickupCodes, ticketKeys, ticketStaffTokens, ticketCheckIns }

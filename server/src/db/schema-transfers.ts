/**
 * Ticket transfers (issue 19): a buyer sends one ticket to a phone number; the account logged in with
 * that phone accepts it (the ticket changes owner, its old code is revoked and a new version issued),
 * or the sender cancels it, or it runs out of time (the expiry job). One row per attempt.
 *
 * "One owner" rests on the database: at most one IN_TRANSFER row per ticket (partial unique index), and
 * every state change is a conditional UPDATE ... WHERE state = 'IN_TRANSFER', so of two accepts, or an
 * accept and a cancel, exactly one matches the row.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { TransferState } from '../../../types/transfers.js'
import { merchantRef, timestamps } from './schema-merchants.js'

export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    transferId: text('transfer_id').primaryKey(),
    merchantId: merchantRef(),
    ticketId: text('ticket_id').notNull(),
    fromUserId: text('from_user_id').notNull(),
    /** The transferee's phone as entered (country code + number); the accepting account must have it. */
    toCountryCode: text('to_country_code').notNull(),
    toPhone: text('to_phone').notNull(),
    toUserId: text('to_user_id'),
    state: text('state').$type<TransferState>().notNull(),
    /** The ticket's code version when sent: accepting revokes codes up to it. */
    codeVersion: integer('code_version').notNull(),
    /** identityLimitTime: the transferee must accept before this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_transfers_open_uq').on(t.ticketId).where(sql`${t.state} = 'IN_TRANSFER'`),
    index('ticket_transfers_from_idx').on(t.merchantId, t.fromUserId),
    index('ticket_transfers_to_idx').on(t.merchantId, t.toCountryCode, t.toPhone),
    index('ticket_transfers_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'IN_TRANSFER'`),
    check('ticket_transfers_state_ck', sql`${t.state} in ('IN_TRANSFER', 'ACCEPTED', 'CANCELLED', 'OVERTIME')`),
    check('ticket_transfers_accepted_ck', sql`(${t.state} = 'ACCEPTED') = (${t.toUserId} is not null)`),
  ],
)

export const transfersSchema = { ticketTransfers }

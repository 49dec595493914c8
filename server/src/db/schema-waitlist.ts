/**
 * Wait lists (issue 19; spec: waitListState / waitListStateTitle, "a waitlist can be full per price",
 * sale state "no tickets (lack registration or waitlist)"). A buyer waits for one price tier of a
 * sold-out session; released stock is offered to the tier's entries in the order they joined: the
 * offer is an unpaid order holding the tickets for the offer's time, and when it lapses unpaid the
 * tickets go to the next in line (modules/waitlist, run by the job queue).
 *
 * "Once per buyer and tier" rests on a partial unique index over the open states; "in order" on the
 * identity column `seq`; "full per price" and "one released ticket to one buyer" on a per-tier advisory
 * lock taken by every join and every offer (modules/waitlist/repository.ts).
 */
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Lang } from '../../../types/lang.js'
import type { WaitListState } from '../../../types/waitlist.js'
import { merchantRef, timestamps } from './schema-merchants.js'

export const waitListEntries = pgTable(
  'wait_list_entries',
  {
    entryId: text('entry_id').primaryKey(),
    /** Join order across the whole table (the order within a tier is what counts). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    showId: text('show_id').notNull(),
    sessionId: text('session_id').notNull(),
    seatPlanId: text('seat_plan_id').notNull(),
    qty: integer('qty').notNull(),
    state: text('state').$type<WaitListState>().notNull(),
    /** The language the buyer joined in: the offer's notification is written in it. */
    lang: text('lang').$type<Lang>().notNull(),
    /** The unpaid order that holds the offered tickets. */
    orderId: text('order_id'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wait_list_open_uq').on(t.merchantId, t.userId, t.seatPlanId).where(sql`${t.state} in ('WAITING', 'OFFERED')`),
    index('wait_list_queue_idx').on(t.seatPlanId, t.seq).where(sql`${t.state} = 'WAITING'`),
    index('wait_list_buyer_idx').on(t.merchantId, t.userId, t.createdAt),
    index('wait_list_order_idx').on(t.orderId),
    check('wait_list_state_ck', sql`${t.state} in ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED')`),
    check('wait_list_qty_ck', sql`${t.qty} between 1 and 6`),
    check('wait_list_offer_ck', sql`(${t.state} in ('OFFERED', 'BOOKED')) <= (${t.orderId} is not null)`),
  ],
)

export const waitListSchema = { waitListEntries }

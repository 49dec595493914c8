/**
 * What an order's E_TICKET and TICKET_TAKING_CODE operations open (order detail): the order's ticket
 * ids and its venue pickup code. Read-only; the caller has already checked that the order is the
 * buyer's. Kept beside the orders repository (which the hot order path owns) as its own small reader.
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { ticketPickupCodes, tickets } from '../../db/schema.js'

export async function ticketsOfOrder(db: Db, orderId: string): Promise<{ ticketIds: string[]; pickupCode: string }> {
  const [rows, codes] = await Promise.all([
    // (order, line, unit) is the tickets' unique index: this reads it in ticket order.
    db.select({ ticketId: tickets.ticketId }).from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.lineNo), asc(tickets.unitNo)),
    db.select({ pickupCode: ticketPickupCodes.pickupCode }).from(ticketPickupCodes).where(eq(ticketPickupCodes.orderId, orderId)),
  ])
  return { ticketIds: rows.map((r) => r.ticketId), pickupCode: codes[0]?.pickupCode ?? '' }
}

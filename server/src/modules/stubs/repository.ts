/** Ticket stub rows: a buyer's paid, live tickets with the show, session, tier and venue they are for. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { catalogSeatPlans, catalogSessions, catalogShows, catalogVenues, orders, tickets } from '../../db/schema.js'
import type { Translations } from '../../i18n/translations.js'

export interface StubRow {
  ticketId: string
  orderId: string
  userId: string
  showId: string
  showName: Translations
  sessionName: Translations
  sessionTime: Date
  venueName: Translations | null
  seatPlanName: Translations
  seatInfo: string
  holderName: string | null
  priceCents: number
}

export interface StubsRepository {
  /** The buyer's stubs (newest session first), or the one of `ticketId` when given. */
  stubs(merchantId: string, userId: string, ticketId?: string): Promise<StubRow[]>
  /** The ticket's merchant and holder (for the signed image link), or null. */
  ticketOwner(ticketId: string): Promise<{ merchantId: string; userId: string } | null>
}

export function createStubsRepository(db: Db): StubsRepository {
  return {
    async stubs(merchantId, userId, ticketId) {
      return db
        .select({
          ticketId: tickets.ticketId,
          orderId: tickets.orderId,
          userId: tickets.userId,
          showId: tickets.showId,
          showName: catalogShows.showName,
          sessionName: catalogSessions.name,
          sessionTime: catalogSessions.startTime,
          venueName: catalogVenues.name,
          seatPlanName: catalogSeatPlans.name,
          seatInfo: tickets.seatInfo,
          holderName: tickets.holderName,
          priceCents: tickets.priceCents,
        })
        .from(tickets)
        .innerJoin(orders, eq(orders.orderId, tickets.orderId))
        .innerJoin(catalogShows, and(eq(catalogShows.merchantId, tickets.merchantId), eq(catalogShows.showId, tickets.showId)))
        .innerJoin(catalogSessions, and(eq(catalogSessions.merchantId, tickets.merchantId), eq(catalogSessions.sessionId, tickets.sessionId)))
        .innerJoin(catalogSeatPlans, and(eq(catalogSeatPlans.merchantId, tickets.merchantId), eq(catalogSeatPlans.seatPlanId, tickets.seatPlanId)))
        .leftJoin(catalogVenues, and(eq(catalogVenues.merchantId, tickets.merchantId), eq(catalogVenues.venueId, catalogShows.venueId)))
        .where(
          and(
            eq(tickets.merchantId, merchantId),
            eq(tickets.userId, userId),
            // Paid and live: a refunded or expired ticket prints no stub; an order refunded in part keeps the rest.
            inArray(tickets.state, ['VALID', 'ADMITTED']),
            eq(orders.state, 9),
            ticketId === undefined ? undefined : eq(tickets.ticketId, ticketId),
          ),
        )
        .orderBy(desc(catalogSessions.startTime), asc(tickets.ticketId))
        .limit(200)
    },

    async ticketOwner(ticketId) {
      const [row] = await db.select({ merchantId: tickets.merchantId, userId: tickets.userId }).from(tickets).where(eq(tickets.ticketId, ticketId))
      return row ?? null
    },
  }
}

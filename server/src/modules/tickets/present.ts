/**
 * Turning ticket rows into the localised shapes of types/tickets.ts. The names come from the catalog
 * tables, read once per page for all tickets on it (no query per ticket).
 */
import type { TicketBrief, TicketGroup } from '../../../../types/tickets.js'
import { posterUrl, tr, type Locale } from '../catalog/present.js'
import { maskIdNo } from '../orders/id-card.js'
import { localTime } from '../../lib/local-time.js'
import { ticketStateTitle, tm } from './messages.js'
import type { AudienceRow, CityRow, SeatPlanRow, SeatRef, SectionRow, SessionRow, ShowRow, TicketRow, TicketsRepository, VenueRow } from './repository.js'

/** Everything the briefs of a set of tickets name, keyed by id. */
export interface Lookups {
  shows: Map<string, ShowRow>
  sessions: Map<string, SessionRow>
  seatPlans: Map<string, SeatPlanRow>
  venues: Map<string, VenueRow>
  cities: Map<string, CityRow>
  audiences: Map<string, AudienceRow>
  seats: Map<string, SeatRef>
  sections: Map<string, SectionRow>
}

const uniq = (xs: Array<string | null>) => [...new Set(xs.filter((x): x is string => x !== null))]

export async function loadLookups(repo: TicketsRepository, merchantId: string, rows: TicketRow[]): Promise<Lookups> {
  const [shows, sessions, seatPlans, audiences, seats] = await Promise.all([
    repo.findShows(merchantId, uniq(rows.map((r) => r.showId))),
    repo.findSessions(merchantId, uniq(rows.map((r) => r.sessionId))),
    repo.findSeatPlans(merchantId, uniq(rows.map((r) => r.seatPlanId))),
    repo.findAudiences(uniq(rows.map((r) => r.audienceId))),
    repo.findSeats(merchantId, uniq(rows.map((r) => r.seatId))),
  ])
  const [venues, cities, sections] = await Promise.all([
    repo.findVenues(merchantId, uniq(shows.map((s) => s.venueId))),
    repo.findCities(merchantId, uniq(shows.map((s) => s.cityId))),
    repo.findSections(merchantId, uniq(seats.map((s) => s.sectionId))),
  ])
  return {
    shows: new Map(shows.map((s) => [s.showId, s])),
    sessions: new Map(sessions.map((s) => [s.sessionId, s])),
    seatPlans: new Map(seatPlans.map((p) => [p.seatPlanId, p])),
    venues: new Map(venues.map((v) => [v.venueId, v])),
    cities: new Map(cities.map((c) => [c.cityId, c])),
    audiences: new Map(audiences.map((a) => [a.audienceId, a])),
    seats: new Map(seats.map((x) => [x.seatId, x])),
    sections: new Map(sections.map((x) => [x.sectionId, x])),
  }
}

/** When the session starts: the catalog session, else (catalog row gone) the show's first time. */
export function sessionStart(t: TicketRow, l: Lookups): Date {
  return l.sessions.get(t.sessionId)?.startTime ?? l.shows.get(t.showId)?.firstShowTime ?? t.createdAt
}

/** The seat in the reader's language ('A区3排12座' / 'Zone A row 3 seat 12'); the stored text when the map is gone. */
function seatText(t: TicketRow, l: Lookups, loc: Locale): string {
  const seat = t.seatId ? l.seats.get(t.seatId) : undefined
  if (!seat) return t.seatInfo
  return tm(loc.lang, 'seat.label', { section: tr(loc, l.sections.get(seat.sectionId)?.name), row: seat.rowLabel, no: seat.seatNo }).trim()
}

/**
 * The real-name holder: the snapshot taken at issue (it outlives the attendee and the account), else,
 * for tickets issued before snapshots were taken, the attendee row while it exists.
 */
function holderOf(t: TicketRow, l: Lookups): TicketBrief['audience'] {
  if (t.holderName && t.holderIdType && t.holderIdNo) return { name: t.holderName, idType: t.holderIdType, idNoMasked: maskIdNo(t.holderIdNo) }
  const audience = t.audienceId ? l.audiences.get(t.audienceId) : undefined
  return audience ? { name: audience.name, idType: audience.idType, idNoMasked: maskIdNo(audience.idNo) } : null
}

export function toBrief(t: TicketRow, l: Lookups, loc: Locale): TicketBrief {
  const show = l.shows.get(t.showId)
  const session = l.sessions.get(t.sessionId)
  const venue = show ? l.venues.get(show.venueId) : undefined
  const city = show ? l.cities.get(show.cityId) : undefined
  const start = sessionStart(t, l)
  return {
    ticketId: t.ticketId,
    orderId: t.orderId,
    showId: t.showId,
    showName: tr(loc, show?.showName),
    sessionId: t.sessionId,
    sessionName: tr(loc, session?.name),
    startTime: start.getTime(),
    showTimeDesc: localTime(start, show?.utcOffset ?? 480),
    venueName: tr(loc, venue?.name),
    venueAddress: tr(loc, venue?.address),
    cityName: tr(loc, city?.cityName),
    posterUrl: posterUrl(loc, t.showId),
    seatPlanName: tr(loc, l.seatPlans.get(t.seatPlanId)?.name),
    seatInfo: seatText(t, l, loc),
    priceCents: t.priceCents,
    ticketForm: t.ticketForm,
    state: t.state,
    stateTitle: ticketStateTitle(loc.lang, t.state),
    audience: holderOf(t, l),
    admittedAt: t.admittedAt?.getTime() ?? null,
  }
}

/**
 * Group briefs by (show, session) in the order the page lists them. The page is cut by tickets, so a
 * session with many tickets may continue in the next page's first group (same sessionId): merge them.
 */
export function groupBriefs(briefs: TicketBrief[]): TicketGroup[] {
  const groups: TicketGroup[] = []
  const bySession = new Map<string, TicketGroup>()
  for (const b of briefs) {
    const key = `${b.showId}\u0000${b.sessionId}`
    let g = bySession.get(key)
    if (!g) {
      g = {
        showId: b.showId,
        sessionId: b.sessionId,
        showName: b.showName,
        sessionName: b.sessionName,
        showTimeDesc: b.showTimeDesc,
        startTime: b.startTime,
        venueName: b.venueName,
        posterUrl: b.posterUrl,
        tickets: [],
      }
      bySession.set(key, g)
      groups.push(g)
    }
    g.tickets.push(b)
  }
  return groups
}

/** Ticket contract objects for the ticket-holder unit tests. */
import type { TicketBrief, TicketCode, TicketDetail, TicketGroup, TicketHolderPage } from '../../types/tickets'

export function brief(ticketId: string, over: Partial<TicketBrief> = {}): TicketBrief {
  return {
    ticketId,
    orderId: 'O1',
    showId: 'MO002',
    showName: 'Lotus Night',
    sessionId: 'S1',
    sessionName: '2026-12-05 19:30',
    startTime: Date.UTC(2026, 11, 5, 11, 30),
    showTimeDesc: '2026-12-05 19:30',
    venueName: 'Macau Forum',
    venueAddress: '',
    cityName: 'Macau',
    posterUrl: '/api/pub/poster/MO002.png',
    seatPlanName: 'VIP',
    seatInfo: '',
    priceCents: 68000,
    ticketForm: 'E_TICKET',
    state: 'VALID',
    stateTitle: '待入场',
    audience: null,
    admittedAt: null,
    ...over,
  }
}

export function group(tickets: TicketBrief[]): TicketGroup {
  const first = tickets[0]
  return {
    showId: first.showId,
    sessionId: first.sessionId,
    showName: first.showName,
    sessionName: first.sessionName,
    showTimeDesc: first.showTimeDesc,
    startTime: first.startTime,
    venueName: first.venueName,
    posterUrl: first.posterUrl,
    tickets,
  }
}

/** Tickets as the server pages them: ordered, sliced by ticket, grouped by show and session. */
export function pageOf(all: TicketBrief[], offset: number, length: number): TicketHolderPage {
  const slice = all.slice(offset, offset + length)
  const groups: TicketGroup[] = []
  for (const t of slice) {
    const last = groups[groups.length - 1]
    if (last && last.showId === t.showId && last.sessionId === t.sessionId) last.tickets.push(t)
    else groups.push(group([t]))
  }
  return { total: all.length, offset, length, groups }
}

export function code(version: number, over: Partial<TicketCode> = {}): TicketCode {
  return { code: `tk1.payload-v${version}.sig`, version, validFrom: Date.UTC(2026, 11, 5, 8), validUntil: Date.UTC(2026, 11, 5, 16), keyId: 'k1', ...over }
}

export function detail(ticket: TicketBrief, c: TicketCode | null = code(1), over: Partial<TicketDetail> = {}): TicketDetail {
  return { ticket, code: c, pickupCode: '', entryInstructions: ['Doors open 1 hour before'], ...over }
}

/**
 * Ticket-holder calls (spec core §2 ticket pages, §7; paths match server/src/modules/tickets/routes.ts).
 * The list and detail are voucher calls: a success is cached per user, and on a network error, 5xx,
 * 429 or 469 the request module answers with the cached copy, so a buyer at the gate still sees the
 * ticket and its code when the venue's network is down.
 */
import type { TicketCode, TicketDetail, TicketHolderPage } from '../../types/tickets'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export type TicketScope = 'current' | 'history'
export const TICKET_PAGE_SIZE = 20

/** A page of the buyer's tickets grouped by show and session; offline it is the cached page. */
export function fetchTickets(params: { scope: TicketScope; offset: number; length?: number }): Promise<TicketHolderPage> {
  return get<TicketHolderPage>(
    'buyer/v1/tickets',
    { scope: params.scope, offset: params.offset, length: params.length ?? TICKET_PAGE_SIZE },
    { importance: 'high', extras: { voucherCache: true } },
  )
}

/** One e-ticket with its code; silent so the page can send a failure to the ticket-error page. */
export function fetchTicket(ticketId: string): Promise<TicketDetail> {
  return get<TicketDetail>(`buyer/v1/tickets/${enc(ticketId)}`, {}, { importance: 'high', extras: { voucherCache: true, silent: true } })
}

/**
 * Issue a new code and revoke the old one. Not a voucher call: an offline copy of an old code would
 * be exactly the revoked one. A retry after a lost answer only revokes once more, so no key is needed.
 */
export function regenerateTicketCode(ticketId: string): Promise<TicketCode> {
  return post<TicketCode>(`buyer/v1/tickets/${enc(ticketId)}/code`, {}, { importance: 'high' })
}

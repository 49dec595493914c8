/**
 * Real-name entry calls (issue 19; paths match server/src/modules/real-name/routes.ts): an order's
 * tickets with their holders, and naming one ticket (an attendee, or a new identity: real-idCard).
 */
import type { RealNameOverview, RealNameRequest, RealNameTicket } from '../../types/real-name'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export function fetchRealName(orderId: string): Promise<RealNameOverview> {
  return get<RealNameOverview>(`buyer/v1/orders/${enc(orderId)}/real_name`, {}, { importance: 'high' })
}

export function nameTicket(ticketId: string, req: RealNameRequest): Promise<RealNameTicket> {
  return post<RealNameTicket>(`buyer/v1/tickets/${enc(ticketId)}/real_name`, req, { importance: 'high' })
}

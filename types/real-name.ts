/**
 * Real-name entry contract (issue 19; spec ticket holder: real-name entry, routes /real-name,
 * /real-name-single, real-idCard): naming the attendee of each ticket of a real-name show after
 * purchase. A ticket is named once; the full document number never leaves the server.
 */
import type { AudienceIdType, AudienceInput } from './orders'

export interface TicketHolderView {
  name: string
  idType: AudienceIdType
  idNoMasked: string
}

/** Why a ticket cannot be named now ('' when it can). */
export type RealNameBlock = '' | 'NAMED' | 'NOT_REQUIRED' | 'NOT_VALID' | 'TRANSFERRED'

export interface RealNameTicket {
  ticketId: string
  sessionName: string
  seatPlanName: string
  seatInfo: string
  holder: TicketHolderView | null
  block: RealNameBlock
  blockTitle: string
}

/** GET /buyer/v1/orders/:orderId/real_name — what /real-name shows. */
export interface RealNameOverview {
  orderId: string
  showName: string
  /** The show takes its holders' names after purchase. */
  realNameEntry: boolean
  tickets: RealNameTicket[]
}

/**
 * POST /buyer/v1/tickets/:ticketId/real_name — either one of the buyer's attendees, or a new identity
 * (real-idCard: checked like any attendee and saved to the buyer's attendees first).
 */
export type RealNameRequest = { audienceId: string } | { identity: Omit<AudienceInput, 'countryRegion'> & { countryRegion?: string } }

/**
 * Tickets contract (spec core §1 ticket holder, §2 /ticket, /ticket-detail, /ticket-error, history
 * tickets): e-tickets issued on payment, one per unit, with a code signed by the merchant's Ed25519 key
 * that venue staff verify offline and admit once. Times are epoch milliseconds.
 */

export type TicketState = 'VALID' | 'ADMITTED' | 'REFUNDED' | 'EXPIRED' | 'REBOOKED'
export type TicketForm = 'E_TICKET' | 'PICKUP' | 'PAPER'

export interface TicketAudience {
  name: string
  idType: string
  /** Masked id number (first 3 and last 4 shown). */
  idNoMasked: string
}

export interface TicketBrief {
  ticketId: string
  orderId: string
  showId: string
  showName: string
  sessionId: string
  sessionName: string
  /** Session start, epoch ms, and its local text 'YYYY-MM-DD HH:mm'. */
  startTime: number
  showTimeDesc: string
  venueName: string
  venueAddress: string
  cityName: string
  posterUrl: string
  seatPlanName: string
  /** Seat text when the ticket has a seat (row/seat), else ''. */
  seatInfo: string
  priceCents: number
  ticketForm: TicketForm
  state: TicketState
  /** Localised state title. */
  stateTitle: string
  audience: TicketAudience | null
  admittedAt: number | null
}

/** Tickets of one show session (the holder groups by show and session). */
export interface TicketGroup {
  showId: string
  sessionId: string
  showName: string
  sessionName: string
  showTimeDesc: string
  startTime: number
  venueName: string
  posterUrl: string
  tickets: TicketBrief[]
}

export interface TicketHolderPage {
  total: number
  offset: number
  length: number
  groups: TicketGroup[]
}

export interface TicketCode {
  /** The text to render as a QR code (compact signed token, see server/src/modules/tickets/code.ts). */
  code: string
  /** Raises on every regeneration; older versions are refused at check-in. */
  version: number
  validFrom: number
  validUntil: number
  keyId: string
}

export interface TicketDetail {
  ticket: TicketBrief
  /** Null for paper tickets. */
  code: TicketCode | null
  /** Pickup code for venue pickup (VENUE_PICKUP orders), else ''. */
  pickupCode: string
  /** Localised entry instructions. */
  entryInstructions: string[]
}

export interface TicketPublicKey {
  merchantId: string
  keyId: string
  alg: 'Ed25519'
  /** Raw 32-byte public key, base64url. */
  publicKey: string
}

/** UNNAMED: the show takes its holders' names and this ticket has none yet (real-name entry, issue 19). */
export type CheckInOutcome = 'ADMITTED' | 'ALREADY_ADMITTED' | 'REVOKED' | 'INVALID' | 'WRONG_SESSION' | 'NOT_YET_VALID' | 'EXPIRED' | 'REFUNDED' | 'UNNAMED'

export interface CheckInRequest {
  code: string
  /** When given, a ticket of another session is refused. */
  sessionId?: string
}

export interface CheckInResponse {
  outcome: CheckInOutcome
  /** Localised result line for the staff device. */
  message: string
  ticketId: string | null
  admittedAt: number | null
}

export const TICKET_STATUS = {
  NOT_FOUND: 404,
  CHECK_IN_REFUSED: 24010001,
  STAFF_UNAUTHORIZED: 24010002,
} as const

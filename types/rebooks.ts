/**
 * Rebook (reschedule) contract (issue 19; spec orders: rebook, action kind REBOOK, supportRebook on the
 * order brief; route /rebook-ticket). Paid tickets move to another session of the same show under the
 * merchant's rule; the price difference (less the fee) goes back through the payment provider.
 * Money in integer cents, times in epoch milliseconds.
 */

export interface RebookRuleView {
  showId: string
  allowed: boolean
  /** Rebooking closes this many hours before the ticket's session; the new session must start as late. */
  minHoursBefore: number
  /** Fee per moved ticket, kept from the difference given back. */
  feeCents: number
  maxRebooksPerOrder: number
  /** The rule in the reader's language, one sentence per line. */
  lines: string[]
}

/** Why a ticket cannot be moved now ('' when it can). */
export type RebookBlock = '' | 'NOT_ALLOWED' | 'WINDOW_CLOSED' | 'ADMITTED' | 'REFUNDED' | 'REBOOKED' | 'NOT_VALID' | 'TRANSFERRED' | 'IN_TRANSFER' | 'SEATED'

export interface RebookableTicket {
  ticketId: string
  sessionId: string
  sessionName: string
  seatPlanName: string
  seatInfo: string
  priceCents: number
  block: RebookBlock
  /** Localised reason when blocked, else ''. */
  blockTitle: string
}

export interface RebookTargetPlan {
  seatPlanId: string
  seatPlanName: string
  priceCents: number
  /** Places left on sale now. */
  remaining: number
  /** false when sold out or dearer than the tickets (paying a difference is not offered). */
  available: boolean
}

export interface RebookTargetSession {
  sessionId: string
  sessionName: string
  startTime: number
  plans: RebookTargetPlan[]
}

export type RebookRefundState = '' | 'REFUNDING' | 'REFUNDED'

export interface RebookView {
  rebookId: string
  orderId: string
  fromSessionName: string
  toSessionName: string
  toSeatPlanName: string
  oldTicketIds: string[]
  newTicketIds: string[]
  feeCents: number
  /** The difference given back after the fee; 0 when none. */
  refundCents: number
  refundState: RebookRefundState
  refundStateTitle: string
  currency: string
  createdAt: number
}

/** GET /buyer/v1/orders/:orderId/rebook — what the rebook page shows. */
export interface RebookOverview {
  orderId: string
  orderNumber: string
  showName: string
  currency: string
  rebooksLeft: number
  rule: RebookRuleView
  tickets: RebookableTicket[]
  /** Other sessions of the show that tickets may move to now. */
  sessions: RebookTargetSession[]
  rebooks: RebookView[]
}

/** POST /buyer/v1/orders/:orderId/rebooks (idempotency key in the body or the idempotency-key header). */
export interface RebookRequest {
  ticketIds: string[]
  toSessionId: string
  toSeatPlanId: string
  idempotencyKey?: string
}

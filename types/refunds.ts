/**
 * Refunds contract (issue 19; spec orders: refund, orderRefundState REFUNDING → REFUNDED; refund order,
 * refund order tickets and refund rule pages). Money in integer cents, times in epoch milliseconds.
 */

/** From `minHoursBefore` hours before the session starts (and more), `feeBp` basis points are kept. */
export interface RefundFeeTier {
  minHoursBefore: number
  /** Fee in basis points of the ticket's paid value (1000 = 10 %). */
  feeBp: number
}

export interface RefundRuleView {
  showId: string
  allowed: boolean
  tiers: RefundFeeTier[]
  maxRefundsPerOrder: number
  /** The rule in the reader's language, one sentence per line. */
  lines: string[]
}

export type RefundState = 'REFUNDING' | 'REFUNDED'

/** Why a ticket of the order cannot be refunded now ('' when it can). */
export type RefundBlock = '' | 'NOT_ALLOWED' | 'WINDOW_CLOSED' | 'ADMITTED' | 'REFUNDED' | 'NOT_VALID' | 'TRANSFERRED' | 'IN_TRANSFER'

export interface RefundableTicket {
  ticketId: string
  seatPlanName: string
  sessionName: string
  seatInfo: string
  /** The ticket's share of what the order paid, the fee kept now, and what would come back. */
  grossCents: number
  feeCents: number
  amountCents: number
  block: RefundBlock
  /** Localised reason when blocked, else ''. */
  blockTitle: string
}

export interface RefundView {
  refundId: string
  orderId: string
  state: RefundState
  stateTitle: string
  ticketIds: string[]
  grossCents: number
  feeCents: number
  amountCents: number
  currency: string
  /** Points the order was paid with that this refund gave back (its tickets' share); 0 when none. */
  pointsBack: number
  createdAt: number
  refundedAt: number | null
}

/** GET /buyer/v1/orders/:orderId/refund — what the refund pages show. */
/**
 * The goods of a ticket order (add-ons, a combo's products): not refunded ticket by ticket, but given
 * back whole with the refund that leaves the order without tickets.
 */
export interface RefundGoodsPart {
  /** The part of the pay amount that paid for them. */
  amountCents: number
  /** Name (caller's language) and quantity of each line. */
  items: { name: string; qty: number }[]
  /** Given back already (every ticket was refunded). */
  refunded: boolean
}

export interface RefundOverview {
  orderId: string
  orderNumber: string
  showName: string
  currency: string
  orderRefundState: string
  refundsLeft: number
  rule: RefundRuleView
  tickets: RefundableTicket[]
  /** null when the order has no goods. */
  goods: RefundGoodsPart | null
  refunds: RefundView[]
}

/** POST /buyer/v1/orders/:orderId/refunds (header idempotency-key); no ticketIds = every refundable ticket. */
export interface RefundRequest {
  ticketIds?: string[]
}

/** GET /staff/v1/tickets/revocations — codes of these tickets up to `version` must be refused offline. */
export interface TicketRevocation {
  ticketId: string
  version: number
  revokedAt: number
}

export interface TicketRevocationList {
  merchantId: string
  revocations: TicketRevocation[]
  /** Pass back as `since` to get only newer ones. */
  asOf: number
}

/**
 * Wait-list contract (issue 19; spec: waitListState and its title, "a waitlist can be full per price").
 * A buyer waits for one price tier of a sold-out session. WAITING → OFFERED (an unpaid order holds the
 * tickets until offerExpiresAt) → BOOKED when it is paid, or EXPIRED when the offer lapses (the tickets
 * go to the next in line); CANCELLED by the buyer while waiting. Times in epoch milliseconds.
 */

export type WaitListState = 'WAITING' | 'OFFERED' | 'BOOKED' | 'EXPIRED' | 'CANCELLED'

export interface JoinWaitListRequest {
  showId: string
  sessionId: string
  seatPlanId: string
  qty: number
}

export interface WaitListEntryView {
  entryId: string
  showId: string
  sessionId: string
  seatPlanId: string
  showName: string
  sessionName: string
  seatPlanName: string
  /** Cents per ticket. */
  priceCents: number
  qty: number
  waitListState: WaitListState
  waitListStateTitle: string
  /** 1-based place among those still waiting for this tier (0 once no longer waiting). */
  position: number
  /** The offer's unpaid order ('' before an offer). */
  orderId: string
  offerExpiresAt: number | null
  createdAt: number
}

export interface WaitListMine {
  list: WaitListEntryView[]
}

/** The wait-list instruction page (wait list instruction, auth): the rules in the buyer's language. */
export interface WaitListRule {
  lines: string[]
  /** How many buyers may wait per price tier ("full per price"). */
  capacityPerTier: number
  offerMinutes: number
}

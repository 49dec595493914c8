/**
 * Ticket transfer contract (issue 19; spec: transferee phone, identityLimitTime, states in transfer /
 * transferred / cancelled by the sender / accepted / overtime). Times in epoch milliseconds.
 */

export type TransferState = 'IN_TRANSFER' | 'ACCEPTED' | 'CANCELLED' | 'OVERTIME'

/** Whether the caller sent the ticket or is its transferee (the titles differ: transferred / accepted). */
export type TransferRole = 'SENDER' | 'RECIPIENT'

export interface TransferView {
  transferId: string
  ticketId: string
  role: TransferRole
  state: TransferState
  stateTitle: string
  /** The transferee phone as the sender entered it. */
  transfereePhone: string
  /** Who sent it, masked (+853 6601****), for the recipient's accept page; '' in the sender's own view. */
  senderPhoneMasked: string
  showName: string
  sessionName: string
  /** Session start as local text 'YYYY-MM-DD HH:mm'. */
  showTimeDesc: string
  venueName: string
  seatPlanName: string
  seatInfo: string
  /** The latest moment the transferee may accept. */
  identityLimitTime: number
  createdAt: number
  finishedAt: number | null
  /** How many more times this ticket may be sent after this transfer; message says e.g. 'one transfer left'. */
  transfersLeft: number
  transfersLeftMessage: string
}

export interface SendTransferRequest {
  ticketId: string
  countryCode?: string
  phone: string
  /** The buyer ticked the transfer policy. */
  policyAgreed: boolean
}

export interface TransferList {
  sent: TransferView[]
  received: TransferView[]
}

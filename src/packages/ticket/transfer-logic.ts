/**
 * What the ticket pages decide about a transfer, as pure functions (unit-tested): which transfer of a
 * ticket the sender's e-ticket shows, whether to offer sending it, and which §8 wording an accept the
 * server refused gets. The server decides every rule again; these only choose what the screen offers.
 */
import './messages'
import type { TicketBrief } from '../../../types/tickets'
import type { TransferList, TransferView } from '../../../types/transfers'
import { isRequestError } from '../../request'

/** The newest transfer of this ticket the buyer sent (the list comes newest first). */
export function sentTransferOf(list: TransferList | null, ticketId: string): TransferView | null {
  return list?.sent.find((v) => v.ticketId === ticketId) ?? null
}

/** The newest transfer of this ticket either way: how many more hand-overs the server allows. */
function latestOf(list: TransferList | null, ticketId: string): TransferView | null {
  const all = [...(list?.sent ?? []), ...(list?.received ?? [])].filter((v) => v.ticketId === ticketId)
  return all.reduce<TransferView | null>((a, v) => (!a || v.createdAt > a.createdAt ? v : a), null)
}

export type SendOffer = { kind: 'none' } | { kind: 'open'; transfer: TransferView } | { kind: 'send'; left: string } | { kind: 'spent'; left: string }

/**
 * What the e-ticket offers: the open transfer (with cancel), sending (a valid e-ticket without a named
 * attendee whose session is ahead), that no hand-over is left, or nothing (used, refunded, real-name,
 * paper or pickup tickets, or a show that has begun).
 */
export function sendOfferOf(ticket: TicketBrief, list: TransferList | null, now: number): SendOffer {
  const sent = sentTransferOf(list, ticket.ticketId)
  if (sent?.state === 'IN_TRANSFER') return { kind: 'open', transfer: sent }
  if (ticket.state !== 'VALID' || ticket.ticketForm !== 'E_TICKET' || ticket.audience || ticket.startTime <= now) return { kind: 'none' }
  const latest = latestOf(list, ticket.ticketId)
  if (!latest) return { kind: 'send', left: '' }
  return latest.transfersLeft > 0 ? { kind: 'send', left: latest.transfersLeftMessage } : { kind: 'spent', left: latest.transfersLeftMessage }
}

/** The ticket is gone from this buyer because a transfer of theirs was accepted. */
export function transferredAway(list: TransferList | null, ticketId: string): TransferView | null {
  const sent = sentTransferOf(list, ticketId)
  return sent?.state === 'ACCEPTED' ? sent : null
}

/** The page's wording for an accept or a read the server refused (errorCode TRANSFER_<reason>). */
export type AcceptProblem = 'error.transferAccepted' | 'error.acceptTimeExceeded' | 'error.transferCancelled' | 'transfer.wrongAccount' | 'error.acceptTransferFailed'

export function acceptProblemOf(error: unknown): AcceptProblem {
  const code = isRequestError(error) ? error.errorCode : ''
  if (code === 'TRANSFER_ACCEPTED') return 'error.transferAccepted'
  if (code === 'TRANSFER_OVERTIME') return 'error.acceptTimeExceeded'
  if (code === 'TRANSFER_CANCELLED') return 'error.transferCancelled'
  // Not found and not sent to this account's phone are one answer on the server.
  if (code === 'TRANSFER_NOT_FOUND' || (isRequestError(error) && error.httpCode === 404)) return 'transfer.wrongAccount'
  return 'error.acceptTransferFailed'
}

/** A finished transfer seen by its recipient, as the same §8 wording; null while it can be accepted. */
export function finishedProblemOf(view: TransferView): AcceptProblem | null {
  if (view.state === 'CANCELLED') return 'error.transferCancelled'
  if (view.state === 'OVERTIME') return 'error.acceptTimeExceeded'
  return null
}

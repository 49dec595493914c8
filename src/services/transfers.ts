/**
 * Ticket transfer calls (issue 19; paths match server/src/modules/transfers/routes.ts): the send rule,
 * send, the buyer's sent and received transfers, one transfer, accept and cancel. The server answers a
 * refusal in the spec's wording; the calls that a page words itself are silent.
 */
import type { SendTransferRequest, TransferList, TransferView } from '../../types/transfers'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export function fetchTransferRule(): Promise<{ lines: string[] }> {
  return get<{ lines: string[] }>('buyer/v1/transfer_rule', {}, { importance: 'medium' })
}

/** Silent: the send page shows the server's refusal under its form. */
export function sendTransfer(body: SendTransferRequest): Promise<TransferView> {
  return post<TransferView>('buyer/v1/transfers', body, { importance: 'high', extras: { silent: true } })
}

/** Silent: a ticket page reads it beside the ticket and does without it when it fails. */
export function fetchTransfers(): Promise<TransferList> {
  return get<TransferList>('buyer/v1/transfers', {}, { importance: 'medium', extras: { silent: true } })
}

/** Silent: the accept page turns a refusal into its own state (§8 wording). */
export function fetchTransfer(transferId: string): Promise<TransferView> {
  return get<TransferView>(`buyer/v1/transfers/${enc(transferId)}`, {}, { importance: 'high', extras: { silent: true } })
}

/** Silent, like fetchTransfer: an accept the server refuses becomes the page's state. A retry after a lost answer is refused as already accepted, never accepted twice. */
export function acceptTransfer(transferId: string): Promise<TransferView> {
  return post<TransferView>(`buyer/v1/transfers/${enc(transferId)}/accept`, {}, { importance: 'high', extras: { silent: true } })
}

export function cancelTransfer(transferId: string): Promise<TransferView> {
  return post<TransferView>(`buyer/v1/transfers/${enc(transferId)}/cancel`, {}, { importance: 'high' })
}

/**
 * Rebook calls (issue 19; paths match server/src/modules/rebooks/routes.ts): the order's rebook
 * overview and the rebook request (one idempotency key per confirmed choice, so a retried tap moves
 * the tickets once).
 */
import type { RebookOverview, RebookRequest, RebookView } from '../../types/rebooks'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export function fetchRebookOverview(orderId: string): Promise<RebookOverview> {
  return get<RebookOverview>(`buyer/v1/orders/${enc(orderId)}/rebook`, {}, { importance: 'high' })
}

export function requestRebook(orderId: string, req: RebookRequest & { idempotencyKey: string }): Promise<RebookView> {
  return post<RebookView>(`buyer/v1/orders/${enc(orderId)}/rebooks`, req, { importance: 'high' })
}

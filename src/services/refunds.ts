/**
 * Refund calls (issue 19; paths match server/src/modules/refunds/routes.ts): the order's refund
 * overview, the refund request (one idempotency key per confirmed choice, so a retried tap refunds
 * once) and the show's refund rule.
 */
import type { RefundOverview, RefundRuleView, RefundView } from '../../types/refunds'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export function fetchRefundOverview(orderId: string): Promise<RefundOverview> {
  return get<RefundOverview>(`buyer/v1/orders/${enc(orderId)}/refund`, {}, { importance: 'high' })
}

/** Refund the chosen tickets (none named: every refundable ticket of the order). */
export function requestRefund(orderId: string, ticketIds: string[] | undefined, idempotencyKey: string): Promise<RefundView> {
  return post<RefundView>(`buyer/v1/orders/${enc(orderId)}/refunds`, { ...(ticketIds ? { ticketIds } : {}), idempotencyKey }, { importance: 'high' })
}

export async function fetchRefundRule(showId: string): Promise<RefundRuleView> {
  // A query parameter, not a path segment, but an empty one is refused the same way (MissingIdError):
  // the page opened without its show shows the missing-data state and requests nothing.
  enc(showId)
  return get<RefundRuleView>('pub/v1/refund_rules', { showId }, { importance: 'medium' })
}

/**
 * What an order's operations and actions (spec core §3: operations E_TICKET can enter,
 * TICKET_TAKING_CODE can take, TO_BE_PAID can pay; action kinds REFUND, REBOOK) do in the app, as the
 * server's data says — which are there, their localised titles, whether an action is enabled. Pure,
 * so the mapping is unit-tested; the pages render the buttons and carry out the intents.
 *
 * - TO_BE_PAID: pay (order detail) while the reservation runs; on a list card it opens the detail.
 * - E_TICKET: the e-ticket of a one-ticket order, else the ticket holder (list cards: the holder).
 * - TICKET_TAKING_CODE: the pickup code, shown on the order detail (list cards open the detail).
 * - REFUND: an enabled refund opens the order's refund page (refund all or chosen tickets, the rule);
 *   a disabled one is shown disabled.
 * - REBOOK: the rebook page when enabled, else shown disabled.
 */
import type { OrderActionKind, OrderBrief, OrderDetail, OrderOperationName } from '../../types/orders'

export type OrderIntent =
  | { kind: 'pay' }
  | { kind: 'ticket'; ticketId: string }
  | { kind: 'ticketHolder' }
  | { kind: 'pickupCode'; code: string }
  | { kind: 'orderDetail' }
  | { kind: 'refund' }
  | { kind: 'rebook' }
  | { kind: 'none' }

export interface OrderButton {
  name: OrderOperationName | OrderActionKind
  /** The server's localised title. */
  label: string
  enabled: boolean
  intent: OrderIntent
}

type Brief = Pick<OrderBrief, 'orderOperations' | 'actions'>

function operationIntent(name: OrderOperationName, where: 'detail' | 'card', detail?: Pick<OrderDetail, 'ticketIds' | 'pickupCode'>): OrderIntent {
  switch (name) {
    case 'TO_BE_PAID':
      return where === 'detail' ? { kind: 'pay' } : { kind: 'orderDetail' }
    case 'E_TICKET':
      return where === 'detail' && detail?.ticketIds.length === 1 ? { kind: 'ticket', ticketId: detail.ticketIds[0] as string } : { kind: 'ticketHolder' }
    case 'TICKET_TAKING_CODE':
      return where === 'detail' ? { kind: 'pickupCode', code: detail?.pickupCode ?? '' } : { kind: 'orderDetail' }
  }
}

function operations(brief: Brief, where: 'detail' | 'card', detail?: Pick<OrderDetail, 'ticketIds' | 'pickupCode'>, leftMs?: number): OrderButton[] {
  return brief.orderOperations.map((op) => {
    const intent = operationIntent(op.name, where, detail)
    // Paying needs time left; a pickup code must have been issued to be shown.
    const enabled = op.name === 'TO_BE_PAID' ? leftMs === undefined || leftMs > 0 : op.name === 'TICKET_TAKING_CODE' && where === 'detail' ? !!detail?.pickupCode : true
    return { name: op.name, label: op.title, enabled, intent }
  })
}

/** The buttons of the order detail: operations first, then actions, in the server's order. */
export function detailButtons(detail: Pick<OrderDetail, 'orderBrief' | 'ticketIds' | 'pickupCode'>, leftMs?: number): OrderButton[] {
  const actions = detail.orderBrief.actions.map<OrderButton>((a) => ({
    name: a.kind,
    label: a.title,
    enabled: a.enabled,
    intent: !a.enabled ? { kind: 'none' } : a.kind === 'REFUND' ? { kind: 'refund' } : { kind: 'rebook' },
  }))
  return [...operations(detail.orderBrief, 'detail', detail, leftMs), ...actions]
}

/** The buttons of an order-list card: its operations only (actions live on the detail). */
export function cardButtons(brief: Brief, leftMs?: number): OrderButton[] {
  return operations(brief, 'card', undefined, leftMs)
}

/**
 * Orders calls (spec core §7; paths match server/src/modules/orders/routes.ts): pre_order v3,
 * create_order v5 (critical, 10 s, idempotency key, passId), reserve_time, cancel, list and detail.
 * Pre-order and create-order carry the booking page's privilege and card parameters; a 'booking' mode
 * answer sends the buyer back to that booking page with the same parameters (spec core §4).
 */
import {
  BOOKING_PRIVILEGE_KEYS,
  type BookingPrivilege,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type OrderBrief,
  type OrderDetail,
  type OrderListPage,
  type OrderStateCode,
  type PreOrderRequest,
  type PreOrderResponse,
  type ReserveTimeResponse,
} from '../../types/orders'
import { get, post, request, type BookingParams } from '../request'

import { pathId as enc } from './path-id'

export const ORDER_PAGE_SIZE = 20
export const CREATE_ORDER_TIMEOUT = 10_000

/** Where a 'booking' mode answer returns to: the show's booking page with the same privilege parameters. */
export function bookingParamsOf(body: { showId?: string; items?: Array<{ spu: { showId: string } }> } & BookingPrivilege): BookingParams {
  const params: BookingParams = { showId: body.showId ?? body.items?.[0]?.spu.showId }
  for (const k of BOOKING_PRIVILEGE_KEYS) if (body[k]) params[k] = body[k]
  return params
}

/**
 * Price the selection and get the passId and limits; the request module shows a failure's message.
 * `silent` quotes (the booking page learning a tier's limit) show nothing and only reject.
 */
export function preOrder(body: PreOrderRequest, options: { silent?: boolean } = {}): Promise<PreOrderResponse> {
  return post<PreOrderResponse>('buyer/v3/pre_order', body, {
    importance: 'high',
    extras: { needsPassId: true, ...(options.silent ? { silent: true } : {}) },
    bookingParams: bookingParamsOf(body),
  })
}

/** Create the order: critical (limiting → progress dialog), 10 s time-out, passId in body and header. */
export function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  return request<CreateOrderResponse>({
    url: 'buyer/v5/create_order',
    method: 'POST',
    data: body,
    importance: 'critical',
    timeout: CREATE_ORDER_TIMEOUT,
    extras: { needsPassId: true },
    bookingParams: bookingParamsOf(body),
  })
}

export function fetchReserveTime(orderId: string): Promise<ReserveTimeResponse> {
  return get<ReserveTimeResponse>(`buyer/order/v3/${enc(orderId)}/reserve_time`, {}, { importance: 'medium', extras: { silent: true } })
}

export function cancelOrder(orderId: string): Promise<OrderBrief> {
  return post<OrderBrief>(`buyer/v5/orders/${enc(orderId)}/cancel`, {}, { importance: 'high' })
}

export function fetchOrders(params: { state?: OrderStateCode; offset: number; length?: number }): Promise<OrderListPage> {
  return get<OrderListPage>('buyer/v5/orders', { length: ORDER_PAGE_SIZE, ...params }, { importance: 'high' })
}

export function fetchOrder(orderId: string): Promise<OrderDetail> {
  return get<OrderDetail>(`buyer/v5/orders/${enc(orderId)}`, {}, { importance: 'high' })
}

/** Express parcels, add-on lists and ticket stubs (server/src/modules/express, stubs, products/add-ons). */
import type { OrderExpress, TicketStubList } from '../../types/express'
import type { AddOnList } from '../../types/products'
import { get } from '../request'
import { pathId } from './path-id'

/** Where the buyer's express order goes and its parcel's progress (null parcel: not shipped yet). */
export function fetchOrderExpress(orderId: string): Promise<OrderExpress> {
  return get<OrderExpress>(`buyer/v1/orders/${pathId(orderId)}/express`, {}, { importance: 'high' })
}

/** The products a show offers with its tickets (the add purchase list). */
export function fetchAddOns(showId: string): Promise<AddOnList> {
  return get<AddOnList>(`buyer/v1/shows/${pathId(showId)}/add_ons`, {}, { importance: 'low', extras: { silent: true } })
}

/** The buyer's printable stubs, each with its signed image path. */
export function fetchTicketStubs(): Promise<TicketStubList> {
  return get<TicketStubList>('buyer/v1/ticket_stubs', {}, { importance: 'high' })
}

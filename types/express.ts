/** Express delivery (parcels of express orders) and ticket stubs: API contract types shared by app and server. */
import type { OrderType } from './orders'

/** A parcel's way: collected, moving, out for delivery, signed for. */
export type ParcelState = 'SHIPPED' | 'IN_TRANSIT' | 'DELIVERING' | 'SIGNED'
export const PARCEL_STATES: readonly ParcelState[] = ['SHIPPED', 'IN_TRANSIT', 'DELIVERING', 'SIGNED']

export interface ParcelEvent {
  state: ParcelState
  stateName: string
  /** Epoch ms. */
  at: number
  text: string
}

export interface ParcelView {
  carrier: string
  carrierName: string
  waybillNo: string
  state: ParcelState
  stateName: string
  shippedAt: number
  /** Newest first. */
  events: ParcelEvent[]
}

/** GET /api/buyer/v1/orders/:orderId/express */
export interface OrderExpress {
  orderId: string
  orderType: OrderType
  /** The address it goes to (recipient, masked phone, area, detail). */
  address: { recipient: string; phone: string; area: string; detail: string } | null
  /** Null until the merchant ships. */
  parcel: ParcelView | null
}

/** POST /api/staff/v1/orders/:orderId/ship */
export interface ShipRequest {
  carrier: string
  waybillNo: string
}

/** GET /api/staff/v1/parcels/to_ship: paid express orders without a parcel, oldest first. */
export interface ToShipList {
  orders: Array<{ orderId: string; orderType: OrderType; paidAt: number; qty: number }>
}

/** One printable ticket stub (GET /api/buyer/v1/ticket_stubs). */
export interface TicketStub {
  ticketId: string
  orderId: string
  showId: string
  showName: string
  sessionName: string
  /** Epoch ms of the session start. */
  sessionTime: number
  venueName: string
  seatPlanName: string
  /** Row-seat text, '' for general admission. */
  seatInfo: string
  /** The real-name holder (masked), '' when the order is not real-name. */
  attendee: string
  price: number
  /** The stub image (SVG) under /api. */
  imagePath: string
}

export interface TicketStubList {
  stubs: TicketStub[]
}

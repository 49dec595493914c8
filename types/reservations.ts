/**
 * Venue reservations (spec core §2 reservation pages: index, detail, record, order): a merchant's
 * reservable places (a gallery, a studio, a backstage tour) with time slots of a capacity. A buyer
 * reserves places in a slot (the places taken like ticket stock, exactly, under concurrency) and may
 * cancel before the slot starts, which gives the places back.
 */

export type SlotState = 'OPEN' | 'FULL' | 'PAST'

export interface ReservationSlot {
  slotId: string
  /** Epoch ms. */
  startTime: number
  endTime: number
  capacity: number
  remaining: number
  state: SlotState
}

export interface ReservationVenueCard {
  venueId: string
  name: string
  address: string
  posterUrl: string
  /** Minutes east of UTC at the venue (times are shown at it). */
  utcOffset: number
  /** Slots still open for booking. */
  openSlots: number
}

export interface ReservationVenueDetail extends ReservationVenueCard {
  intro: string
  /** Places one reservation may hold. */
  maxPeople: number
  /** Upcoming slots, earliest first. */
  slots: ReservationSlot[]
}

export type ReservationStatus = 'RESERVED' | 'CANCELLED'

/** POST buyer/v1/reservations */
export interface ReserveRequest {
  slotId: string
  people: number
  contactName: string
  contactPhone: string
  /** A retry with the same key returns the first reservation instead of taking places again. */
  idempotencyKey?: string
}

export interface ReservationView {
  reservationId: string
  venueId: string
  venueName: string
  address: string
  slotId: string
  startTime: number
  endTime: number
  utcOffset: number
  people: number
  contactName: string
  contactPhone: string
  status: ReservationStatus
  statusTitle: string
  createdAt: number
  canCancel: boolean
}

/**
 * Venue reservation calls (server/src/modules/reservations): the reservable places and one with its
 * slots (public), reserve, the buyer's reservations and cancel. The order page words a refusal itself,
 * so reserving is silent.
 */
import type { ReservationVenueCard, ReservationVenueDetail, ReservationView, ReserveRequest } from '../../types/reservations'
import { get, post } from '../request'
import { pathId as enc } from './path-id'

export function fetchReservationVenues(): Promise<ReservationVenueCard[]> {
  return get<ReservationVenueCard[]>('pub/v1/reservation_venues', {}, { importance: 'medium' })
}

export function fetchReservationVenue(venueId: string): Promise<ReservationVenueDetail> {
  return get<ReservationVenueDetail>(`pub/v1/reservation_venues/${enc(venueId)}`, {}, { importance: 'high', extras: { silent: true } })
}

/** Silent: the order page shows the server's refusal (full, started, reserved already, a field) in place. */
export function reserve(body: ReserveRequest): Promise<ReservationView> {
  return post<ReservationView>('buyer/v1/reservations', body, { importance: 'high', extras: { silent: true } })
}

export function fetchReservations(): Promise<ReservationView[]> {
  return get<ReservationView[]>('buyer/v1/reservations', {}, { importance: 'medium' })
}

export function cancelReservation(reservationId: string): Promise<ReservationView> {
  return post<ReservationView>(`buyer/v1/reservations/${enc(reservationId)}/cancel`, {}, { importance: 'high' })
}

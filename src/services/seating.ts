/**
 * Seat picking calls (paths match server/src/modules/seating/routes.ts): the seat map of a session
 * (layout + state, once per page) and its small state part (refreshed after a seat was taken).
 */
import type { SeatMap, SeatMapState } from '../../types/seating'
import { get } from '../request'

import { pathId as enc } from './path-id'

export function fetchSeatMap(sessionId: string): Promise<SeatMap> {
  return get<SeatMap>(`pub/v1/sessions/${enc(sessionId)}/seat_map`, {}, { importance: 'high' })
}

export function fetchSeatState(sessionId: string): Promise<SeatMapState> {
  return get<SeatMapState>(`pub/v1/sessions/${enc(sessionId)}/seat_map/state`, {}, { importance: 'medium', extras: { silent: true } })
}

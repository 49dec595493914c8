/**
 * Seat picking contract (issue 5): the venue map of a seat-picking session and the state of its seats.
 * GET pub/v1/sessions/{sessionId}/seat_map answers the whole map (layout + state); the layout part of a
 * session never changes while it is on sale, so clients keep it and refresh only the small state part
 * (GET pub/v1/sessions/{sessionId}/seat_map/state) after a seat was taken under them.
 * Coordinates are map units (seat centres); money is integer cents.
 */

/** FREE can be picked; HELD is in someone's unpaid order; SOLD is paid (or sold at the box office). */
export type SeatState = 'FREE' | 'HELD' | 'SOLD'
export const SEAT_STATES: readonly SeatState[] = ['FREE', 'HELD', 'SOLD']

/** OWN: the app draws the map and the buyer picks seats; THIRD_PARTY: a partner's page in a web view. */
export type SeatMapMode = 'OWN' | 'THIRD_PARTY'
export const SEAT_MAP_MODES: readonly SeatMapMode[] = ['OWN', 'THIRD_PARTY']

/** A price tier in the legend: the seat plan a seat belongs to decides its price. */
export interface SeatMapTier {
  seatPlanId: string
  seatPlanName: string
  /** Cents. */
  price: number
  /** Legend and seat colour, '#rrggbb'. */
  color: string
  /** Seats of this tier that can be picked right now. */
  free: number
}

export interface SeatMapSection {
  sectionId: string
  name: string
  /** Where the section's name is drawn (map units). */
  labelX: number
  labelY: number
}

export interface SeatMapSeat {
  seatId: string
  sectionId: string
  /** Row label, e.g. 'A' or '12'. */
  row: string
  /** Seat number within the row. */
  no: string
  /** Centre of the seat (map units). */
  x: number
  y: number
  seatPlanId: string
  state: SeatState
}

export interface SeatMapStage {
  x: number
  y: number
  width: number
  height: number
  label: string
}

export interface SeatMap {
  showId: string
  sessionId: string
  mode: SeatMapMode
  /** THIRD_PARTY: the partner's seat picking page; null for OWN maps. */
  thirdPartyUrl: string | null
  /** Size of the drawing (map units); seats lie inside it. */
  width: number
  height: number
  /** Diameter of a seat (map units). */
  seatSize: number
  stage: SeatMapStage | null
  tiers: SeatMapTier[]
  sections: SeatMapSection[]
  seats: SeatMapSeat[]
  /** Most seats one order may take (the show's purchase rule). */
  maxPerOrder: number
}

/** The dynamic part: seats that cannot be picked now, and the free count per tier. */
export interface SeatMapState {
  sessionId: string
  held: string[]
  sold: string[]
  tiers: Array<{ seatPlanId: string; free: number }>
}

/** A seat in an order (confirm page, order detail, tickets). */
export interface SeatLabel {
  seatId: string
  seatPlanId: string
  sectionName: string
  row: string
  no: string
}

/**
 * The seats a buyer is picking on one session's map. The rules (pure functions, unit-tested):
 * - only seats of the map's own session can be picked, and only FREE ones;
 * - tapping a picked seat unpicks it;
 * - no more than the map's maxPerOrder seats (the server enforces the same limit);
 * - when the live state says a picked seat was taken meanwhile, it is dropped from the selection.
 * The page keeps one SeatSelection per map (not a global store: leaving the page forgets the picks).
 */
import { makeAutoObservable } from 'mobx'
import type { SeatMap, SeatMapSeat, SeatMapState, SeatState } from '../../types/seating'

export type PickOutcome = 'picked' | 'unpicked' | 'unavailable' | 'limit' | 'unknown'

export interface PickState {
  picked: string[]
}

/** Tap on a seat: the new picks and what happened (the page tells the buyer about a refusal). */
export function togglePick(map: Pick<SeatMap, 'maxPerOrder'>, seat: SeatMapSeat | undefined, state: SeatState | undefined, picked: readonly string[]): { picked: string[]; outcome: PickOutcome } {
  if (!seat) return { picked: [...picked], outcome: 'unknown' }
  if (picked.includes(seat.seatId)) return { picked: picked.filter((id) => id !== seat.seatId), outcome: 'unpicked' }
  if ((state ?? seat.state) !== 'FREE') return { picked: [...picked], outcome: 'unavailable' }
  if (picked.length >= map.maxPerOrder) return { picked: [...picked], outcome: 'limit' }
  return { picked: [...picked, seat.seatId], outcome: 'picked' }
}

/** Apply the live state: seats now held or sold leave the selection. */
export function applySeatState(states: Map<string, SeatState>, update: SeatMapState, picked: readonly string[]): { states: Map<string, SeatState>; picked: string[]; dropped: string[] } {
  const next = new Map<string, SeatState>()
  for (const id of states.keys()) next.set(id, 'FREE')
  for (const id of update.held) next.set(id, 'HELD')
  for (const id of update.sold) next.set(id, 'SOLD')
  const dropped = picked.filter((id) => next.get(id) !== 'FREE')
  return { states: next, picked: picked.filter((id) => !dropped.includes(id)), dropped }
}

export interface PickedLine {
  seatPlanId: string
  seatPlanName: string
  price: number
  qty: number
}

/** The picks grouped by tier (legend order) with the tier price: what the summary bar and pre_order show. */
export function pickedLines(map: Pick<SeatMap, 'tiers' | 'seats'>, picked: readonly string[]): PickedLine[] {
  const byId = new Map(map.seats.map((s) => [s.seatId, s]))
  const lines: PickedLine[] = []
  for (const tier of map.tiers) {
    const qty = picked.filter((id) => byId.get(id)?.seatPlanId === tier.seatPlanId).length
    if (qty > 0) lines.push({ seatPlanId: tier.seatPlanId, seatPlanName: tier.seatPlanName, price: tier.price, qty })
  }
  return lines
}

export const pickedTotal = (lines: readonly PickedLine[]): number => lines.reduce((sum, l) => sum + l.price * l.qty, 0)

export class SeatSelection {
  map: SeatMap
  /** Live state per seat (starts from the map's own). */
  states: Map<string, SeatState>
  picked: string[] = []

  constructor(map: SeatMap) {
    this.map = map
    this.states = new Map(map.seats.map((s) => [s.seatId, s.state]))
    makeAutoObservable(this, { map: false })
  }

  get seatsById(): Map<string, SeatMapSeat> {
    return new Map(this.map.seats.map((s) => [s.seatId, s]))
  }

  get lines(): PickedLine[] {
    return pickedLines(this.map, this.picked)
  }

  get total(): number {
    return pickedTotal(this.lines)
  }

  get pickedSeats(): SeatMapSeat[] {
    return this.picked.map((id) => this.seatsById.get(id)).filter((s): s is SeatMapSeat => Boolean(s))
  }

  stateOf(seatId: string): SeatState {
    return this.states.get(seatId) ?? 'SOLD'
  }

  isPicked(seatId: string): boolean {
    return this.picked.includes(seatId)
  }

  toggle(seatId: string): PickOutcome {
    const r = togglePick(this.map, this.seatsById.get(seatId), this.states.get(seatId), this.picked)
    this.picked = r.picked
    return r.outcome
  }

  /** The live state arrived; returns the picked seats that were taken meanwhile. */
  applyState(update: SeatMapState): string[] {
    if (update.sessionId !== this.map.sessionId) return []
    const r = applySeatState(this.states, update, this.picked)
    this.states = r.states
    this.picked = r.picked
    return r.dropped
  }

  clear(): void {
    this.picked = []
  }
}

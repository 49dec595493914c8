/**
 * What a car owes: its stay's fee at a moment by the car park's tariff (types/parking.ts parkingFee),
 * less what was paid, and until when it may drive out. Used by the buyer's quote and order
 * (service.ts) and by the gate's exit (gate.ts), so the two never disagree.
 */
import { parkedMinutes, parkingFee, type ParkingTariff } from '../../../../types/parking.js'
import type { LotRow, StayRow } from './repository.js'

export const tariffOf = (lot: LotRow): ParkingTariff => ({
  freeMinutes: lot.freeMinutes,
  firstHourCents: lot.firstHourCents,
  perHourCents: lot.perHourCents,
  dailyCapCents: lot.dailyCapCents,
  exitGraceMinutes: lot.exitGraceMinutes,
})

/**
 * The stay's fee at `at`: minutes, the whole fee so far, and what is left to pay. Within the grace
 * after a payment nothing is due, even when a new hour has started meanwhile: the buyer was told to
 * drive out by then (and a car that stays longer pays from its arrival, less what it paid).
 */
export function feeAt(lot: LotRow, stay: StayRow, at: number) {
  const minutes = parkedMinutes(stay.enteredAt.getTime(), at)
  const feeCents = parkingFee(tariffOf(lot), minutes)
  const inGrace = stay.paidAt !== null && at <= stay.paidAt.getTime() + lot.exitGraceMinutes * 60_000
  return { minutes, feeCents, dueCents: inGrace ? 0 : Math.max(0, feeCents - stay.paidCents) }
}

/** Free to leave until, when nothing is due: the grace after the last payment, else the end of the free minutes. */
export function exitBy(lot: LotRow, stay: StayRow, dueCents: number): number | null {
  if (dueCents > 0) return null
  if (stay.paidAt) return stay.paidAt.getTime() + lot.exitGraceMinutes * 60_000
  return stay.enteredAt.getTime() + lot.freeMinutes * 60_000
}

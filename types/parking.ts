/**
 * Parking payment (spec core §2 /parking, /parking-detail, /parking-record; accounts §4 coupons of biz
 * type PARKING_FEE): a shop's car parks and their tariffs, the fee of a car in one of them by its plate,
 * paying it through the cashier (an order of orderType PARKING), and the buyer's parking records.
 * Money in integer cents. The fee arithmetic is here so that the server and the app read the same rule.
 */
import type { PreOrderCoupons } from './orders'

export interface ParkingTariff {
  /** A stay this short is free. */
  freeMinutes: number
  /** The first started hour after arriving. */
  firstHourCents: number
  /** Each later started hour. */
  perHourCents: number
  /** No day (24 h from arrival) costs more than this. */
  dailyCapCents: number
  /** After paying, the car may leave within this many minutes without paying again. */
  exitGraceMinutes: number
}

export interface ParkingLot {
  lotId: string
  name: string
  address: string
  tariff: ParkingTariff
  currency: string
  /** The tariff in words, one rule a line, in the asked language. */
  tariffLines: string[]
}

export interface ParkingLotList {
  lots: ParkingLot[]
}

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60

/** Minutes parked from `enteredAt` to `until`, started minutes counted whole. */
export function parkedMinutes(enteredAt: number, until: number): number {
  return Math.max(0, Math.ceil((until - enteredAt) / MINUTE_MS))
}

/**
 * The fee of a stay of `minutes`: nothing within the free minutes; otherwise the first started hour,
 * then each later started hour, every full day from arrival at most the daily cap, and the part of a
 * day after the last full one priced the same way and capped the same way.
 */
export function parkingFee(t: ParkingTariff, minutes: number): number {
  if (minutes <= t.freeMinutes) return 0
  const fullDays = Math.floor(minutes / DAY_MINUTES)
  const rest = minutes - fullDays * DAY_MINUTES
  const partOfDay = (m: number) => (m <= 0 ? 0 : Math.min(t.dailyCapCents, t.firstHourCents + t.perHourCents * Math.max(0, Math.ceil(m / 60) - 1)))
  return fullDays * partOfDay(DAY_MINUTES) + partOfDay(rest)
}

/** A plate as the gate reads it: letters upper-cased, spaces and dots dropped (粤a 12345 → 粤A12345). */
export function normalisePlate(raw: string): string {
  return raw.replace(/[\s.·]/g, '').toUpperCase()
}

/**
 * A plate the app accepts: 5 to 10 characters of Chinese province abbreviations, Latin letters, digits
 * and hyphens (mainland 粤A12345 and new-energy 粤AD12345, Macau MA-12-34, Hong Kong AB1234), at least
 * one digit.
 */
export function isPlate(plate: string): boolean {
  return /^[\u4e00-\u9fa5A-Z0-9-]{5,10}$/.test(plate) && /\d/.test(plate)
}

/** What the parking detail page shows for a car: its stay, its fee so far, and what is left to pay. */
export interface ParkingQuote {
  lotId: string
  lotName: string
  plate: string
  enteredAt: number
  /** The moment the fee is counted to (now, at the quote). */
  feeUntil: number
  minutes: number
  /** The fee of the whole stay so far. */
  feeCents: number
  /** Paid earlier for this stay. */
  paidCents: number
  /** feeCents − paidCents: what this payment covers. */
  dueCents: number
  /** Free to leave until then (paid, within the grace after paying); null when something is due. */
  exitBy: number | null
  coupons: PreOrderCoupons
  couponDiscountCents: number
  /** dueCents less the coupon: what the cashier takes. */
  payAmount: number
  currency: string
}

export interface ParkingCreateRequest {
  lotId: string
  plate: string
  /** A coupon id, NO_COUPON ('') for none; absent takes the automatic choice. */
  couponId?: string | null
  /** The pay amount the buyer saw: a fee that grew since is refused (PRICE_CHANGED). */
  payAmount: number
  idempotencyKey?: string
}

export interface ParkingCreateResponse {
  orderId: string
  unPaidTransactionIds: string[]
  payAmount: number
  reserveDeadline: number | null
  orderType: 'PARKING'
  replayed: boolean
}

/** One parking payment, as the records page and the pay-success page show it. */
export interface ParkingRecord {
  orderId: string
  lotName: string
  plate: string
  enteredAt: number
  minutes: number
  feeCents: number
  couponDiscountCents: number
  payAmount: number
  currency: string
  /**
   * UNPAID (at the cashier), PAID, CANCELLED (not paid in time), REFUNDED (paid after another
   * payment had covered the same fee: the money goes back to the buyer).
   */
  state: 'UNPAID' | 'PAID' | 'CANCELLED' | 'REFUNDED'
  paidAt: number | null
  /** Free to leave until then once paid. */
  exitBy: number | null
  createdAt: number
}

export interface ParkingRecordList {
  records: ParkingRecord[]
}

/**
 * Parking payment for buyers: the shop's car parks, the fee of a car by its plate (quote), paying it
 * (an order of orderType PARKING: the cashier, payment and settlement of the payments module and the
 * orders module's unpaid deadline work on it as on any order; settlement adds the fee to the stay,
 * settle.ts), and the buyer's parking records. "Not found" is the same for a missing order and
 * another buyer's; a plate not in the car park is told as such, whoever asks.
 *
 * One payment per stay at a time: create locks the stay's row, and while an order of the stay waits
 * at the cashier with the same amount it is handed back instead of a second one (a buyer who left the
 * cashier and pressed pay again); a fee that grew since is a new order. Two orders of one stay can
 * still both be paid (two phones, or a late payment): settlement delivers the first and refunds the
 * other (parkingPaidMeanwhile).
 */
import { createHash } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import { ORDER_STATE } from '../../../../types/orders.js'
import { isPlate, normalisePlate, type ParkingCreateRequest, type ParkingCreateResponse, type ParkingLot, type ParkingQuote, type ParkingRecord } from '../../../../types/parking.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { chooseCoupon } from '../coupons/choice.js'
import { priceParkingCoupon } from '../coupons/pricing.js'
import { lockCouponForOrder, type CouponAsk } from '../orders/coupons.js'
import { DEFAULT_RESERVE_SECONDS, purchaseCreateResponse, purchaseOrderRow } from '../orders/purchase-orders.js'
import { money, parkingText, type ParkingMessageKey } from './messages.js'
import { exitBy, feeAt, tariffOf } from './stay-fee.js'
import { createParkingRepository, type LotRow, type ParkingOrderRow, type ParkingRepository, type StayRow } from './repository.js'

export interface Viewer {
  merchantId: string
  lang: Lang
  fallback: Lang
}

export interface Buyer extends Viewer {
  userId: string
}

export type ParkingFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'NO_STAY' | 'NOTHING_DUE' | 'PRICE_CHANGED' | 'COUPON_TAKEN' | 'IDEMPOTENCY_CONFLICT'
export type ParkingOutcome<T> = { ok: true; value: T } | { ok: false; reason: ParkingFailureReason; key: ParkingMessageKey; vars?: Record<string, string> }
const done = <T>(value: T): ParkingOutcome<T> => ({ ok: true, value })
const fail = <T>(reason: ParkingFailureReason, key: ParkingMessageKey, vars?: Record<string, string>): ParkingOutcome<T> => ({ ok: false, reason, key, vars })
type Failure = Extract<ParkingOutcome<never>, { ok: false }>
/** A failure of one step passed on as the caller's. */
const passOn = <T>(f: Failure): ParkingOutcome<T> => f


function lotView(v: Viewer, lot: LotRow): ParkingLot {
  const t = tariffOf(lot)
  const m = (cents: number) => money(cents, lot.currency)
  const lines = [
    t.freeMinutes > 0 ? parkingText(v.lang, 'tariff.free', { minutes: t.freeMinutes }) : '',
    parkingText(v.lang, 'tariff.firstHour', { amount: m(t.firstHourCents) }),
    parkingText(v.lang, 'tariff.perHour', { amount: m(t.perHourCents) }),
    parkingText(v.lang, 'tariff.cap', { amount: m(t.dailyCapCents) }),
    t.exitGraceMinutes > 0 ? parkingText(v.lang, 'tariff.grace', { minutes: t.exitGraceMinutes }) : '',
  ].filter(Boolean)
  return {
    lotId: lot.lotId,
    name: pickTranslation(lot.name, v.lang, v.fallback),
    address: pickTranslation(lot.address, v.lang, v.fallback),
    tariff: t,
    currency: lot.currency,
    tariffLines: lines,
  }
}

interface Located {
  lot: LotRow
  stay: StayRow
  plate: string
}

export function createParkingService(db: Db, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now
  const repo = createParkingRepository(db)

  async function locate(r: ParkingRepository, v: Viewer, lotId: string, rawPlate: string): Promise<ParkingOutcome<Located>> {
    const plate = normalisePlate(rawPlate)
    if (!isPlate(plate)) return fail('BAD_REQUEST', 'badPlate')
    const lot = await r.lot(v.merchantId, lotId)
    if (!lot) return fail('NOT_FOUND', 'lotNotFound')
    const stay = await r.openStay(v.merchantId, lotId, plate)
    if (!stay) return fail('NO_STAY', 'noStay')
    return done({ lot, stay, plate })
  }

  async function coupons(b: Buyer, dueCents: number, ask: CouponAsk, at: number) {
    return chooseCoupon(db, b, (terms) => priceParkingCoupon(terms, dueCents, at), ask, at)
  }

  function recordView(v: Viewer, lots: Map<string, LotRow>, row: { order: { state: number; refundState: string; payAmountCents: number; createdAt: Date }; parking: ParkingOrderRow; enteredAt: Date }): ParkingRecord {
    const lot = lots.get(row.parking.lotId)
    const paid = row.parking.paidAt
    return {
      orderId: row.parking.orderId,
      lotName: lot ? pickTranslation(lot.name, v.lang, v.fallback) : row.parking.lotId,
      plate: row.parking.plate,
      enteredAt: row.enteredAt.getTime(),
      minutes: row.parking.minutes,
      feeCents: row.parking.feeCents,
      couponDiscountCents: row.parking.couponDiscountCents,
      payAmount: row.order.payAmountCents,
      currency: lot?.currency ?? 'CNY',
      state: paid ? 'PAID' : row.order.refundState !== 'NONE' ? 'REFUNDED' : row.order.state === ORDER_STATE.Unpaid ? 'UNPAID' : 'CANCELLED',
      paidAt: paid?.getTime() ?? null,
      exitBy: paid && lot ? paid.getTime() + lot.exitGraceMinutes * 60_000 : null,
      createdAt: row.order.createdAt.getTime(),
    }
  }

  return {
    async lots(v: Viewer): Promise<ParkingLot[]> {
      return (await repo.lots(v.merchantId)).map((lot) => lotView(v, lot))
    },

    /** The car's fee now, with the buyer's parking coupons priced against it. */
    async quote(b: Buyer, lotId: string, plate: string, ask: CouponAsk): Promise<ParkingOutcome<ParkingQuote>> {
      const found = await locate(repo, b, lotId, plate)
      if (!found.ok) return passOn(found)
      const { lot, stay } = found.value
      const at = now()
      const fee = feeAt(lot, stay, at)
      const choice = await coupons(b, fee.dueCents, ask, at)
      if (!choice.ok) return choice.reason === 'NOT_FOUND' ? fail('NOT_FOUND', 'couponNotFound') : fail('BAD_REQUEST', 'couponUnavailable', { reason: choice.reasonText })
      const discount = choice.value.applied?.discount ?? 0
      return done({
        lotId,
        lotName: pickTranslation(lot.name, b.lang, b.fallback),
        plate: found.value.plate,
        enteredAt: stay.enteredAt.getTime(),
        feeUntil: at,
        minutes: fee.minutes,
        feeCents: fee.feeCents,
        paidCents: stay.paidCents,
        dueCents: fee.dueCents,
        exitBy: exitBy(lot, stay, fee.dueCents),
        coupons: choice.value.lists,
        couponDiscountCents: discount,
        payAmount: fee.dueCents - discount,
        currency: lot.currency,
      })
    },

    /** Pay the fee due: an unpaid order of orderType PARKING (paid at birth when a coupon covers all of it). */
    async create(b: Buyer, req: ParkingCreateRequest & { idempotencyKey: string }): Promise<ParkingOutcome<ParkingCreateResponse>> {
      const hash = createHash('sha256').update(JSON.stringify(['PARKING', req.lotId, normalisePlate(req.plate), req.couponId ?? null, req.payAmount])).digest('hex')
      const earlier = await repo.orderByKey(b.merchantId, b.userId, req.idempotencyKey)
      if (earlier) return earlier.orderType === 'PARKING' && earlier.requestHash === hash ? done(purchaseCreateResponse(earlier, 'PARKING', true)) : fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
      return db.transaction(async (sp): Promise<ParkingOutcome<ParkingCreateResponse>> => {
        const tx = createParkingRepository(sp as unknown as Db)
        const found = await locate(tx, b, req.lotId, req.plate)
        if (!found.ok) return passOn(found)
        const { lot, plate } = found.value
        // Under the stay's lock: one order for a stay is created at a time.
        const stay = await tx.lockStay(found.value.stay.stayId)
        if (!stay || stay.exitedAt) return fail('NO_STAY', 'noStay')
        const at = now()
        const fee = feeAt(lot, stay, at)
        if (fee.dueCents <= 0) return fail('NOTHING_DUE', 'nothingDue')
        const choice = await chooseCoupon(sp as unknown as Db, b, (terms) => priceParkingCoupon(terms, fee.dueCents, at), req.couponId, at)
        if (!choice.ok) return choice.reason === 'NOT_FOUND' ? fail('NOT_FOUND', 'couponNotFound') : fail('BAD_REQUEST', 'couponUnavailable', { reason: choice.reasonText })
        const discount = choice.value.applied?.discount ?? 0
        const payAmount = fee.dueCents - discount
        if (payAmount !== req.payAmount) return fail('PRICE_CHANGED', 'priceChanged')
        const waiting = await tx.unpaidOrderOfStay(stay.stayId)
        if (waiting && waiting.order.userId === b.userId && waiting.order.payAmountCents === payAmount && waiting.order.reserveUntil.getTime() > at) {
          return done(purchaseCreateResponse(waiting.order, 'PARKING', true))
        }
        const reserveSeconds = (await tx.reserveSeconds(b.merchantId)) ?? DEFAULT_RESERVE_SECONDS
        const order = purchaseOrderRow({ prefix: 'P', orderType: 'PARKING', merchantId: b.merchantId, userId: b.userId, totalCents: fee.dueCents, payAmountCents: payAmount, idempotencyKey: req.idempotencyKey, requestHash: hash, at, reserveSeconds })
        const { orderId } = order
        const paidAtBirth = order.paidAt !== null
        if (!(await tx.insertOrderIfNew(order))) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
        await tx.insertParkingOrder({ orderId, merchantId: b.merchantId, userId: b.userId, stayId: stay.stayId, lotId: lot.lotId, plate, minutes: fee.minutes, feeCents: fee.dueCents, stayPaidCents: stay.paidCents, couponDiscountCents: discount, feeUntil: new Date(at), createdAt: new Date(at) })
        const applied = choice.value.applied
        if (applied && !(await lockCouponForOrder(sp as unknown as Db, { merchantId: b.merchantId, userId: b.userId, couponId: applied.couponId, orderId, now: new Date(at), paid: paidAtBirth }))) {
          throw new CouponTaken()
        }
        if (paidAtBirth) await settleParking(sp as unknown as Db, orderId, new Date(at))
        return done(purchaseCreateResponse(order, 'PARKING', false))
      }).catch((err: unknown) => {
        if (err instanceof CouponTaken) return fail<ParkingCreateResponse>('COUPON_TAKEN', 'couponTaken')
        throw err
      })
    },

    async records(b: Buyer): Promise<ParkingRecord[]> {
      const lots = new Map((await repo.lots(b.merchantId)).map((l) => [l.lotId, l]))
      return (await repo.ordersOf(b.merchantId, b.userId)).map((row) => recordView(b, lots, row))
    },

    async order(b: Buyer, orderId: string): Promise<ParkingOutcome<ParkingRecord>> {
      const [row] = await repo.ordersOf(b.merchantId, b.userId, orderId)
      if (!row) return fail('NOT_FOUND', 'orderNotFound')
      const lots = new Map((await repo.lots(b.merchantId)).map((l) => [l.lotId, l]))
      return done(recordView(b, lots, row))
    },
  }
}

/** A coupon taken by another order between the quote and the lock: the whole order rolls back. */
class CouponTaken extends Error {}

/**
 * Whether a parking order's fee was paid by another payment while this one was at the cashier: two
 * phones paying one car, or a late payment of an order whose deadline passed after a newer one paid.
 * The stay has been paid more since this order was priced, so its fee is not owed any more and its
 * payment goes back (payments/settle.ts). Locks the stay's row: settlements of two orders of one stay
 * take turns here, and the second sees the first's payment. False for an order that pays no parking.
 */
export async function parkingPaidMeanwhile(db: Db, orderId: string): Promise<boolean> {
  const repo = createParkingRepository(db)
  const parking = await repo.parkingOrder(orderId)
  if (!parking || parking.paidAt || parking.stayPaidCents === null) return false
  const stay = await repo.lockStay(parking.stayId)
  return stay !== null && stay.paidCents > parking.stayPaidCents
}

/**
 * What a paid PARKING order delivers: its fee added to the stay, once. Runs in the payment's
 * settlement transaction (payments/settle.ts, behind the order row lock) for every paid order and does
 * nothing for orders that pay no parking; marking the parking order paid is a conditional update, so
 * a payment settled twice adds its fee once.
 */
export async function settleParking(db: Db, orderId: string, paidAt: Date): Promise<void> {
  const repo = createParkingRepository(db)
  const paid = await repo.markPaid(orderId, paidAt)
  if (paid) await repo.addPaid(paid.stayId, paid.feeCents, paidAt)
}

export type ParkingService = ReturnType<typeof createParkingService>

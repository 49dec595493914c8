/**
 * What the orders service asks seating before it quotes or creates an order: which tier lines a set of
 * picked seats makes (each seat's tier decides its price), whether they can be had right now, and
 * whether a session refuses tier-only orders because it is sold seat by seat. Expected failures are
 * typed results with a seat message key; nothing here writes.
 */
import type { Lang } from '../../../../types/lang.js'
import type { OrderFailureReason } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { SeatMessageKey } from './messages.js'
import { sm } from './messages.js'
import { createSeatingRepository } from './repository.js'
import { coversSeats, type PartnerSeatSigner } from './partner/token.js'
import type { SeatToTake } from './stock.js'

/** Most seat ids one request may name (the purchase limit is checked by the orders quote). */
export const MAX_SEATS_PER_REQUEST = 50

export interface SeatLine {
  showId: string
  sessionId: string
  seatPlanId: string
  qty: number
}

export interface PickedSeats {
  showId: string
  sessionId: string
  lines: SeatLine[]
  seats: SeatToTake[]
}

export interface SeatFailure {
  ok: false
  reason: OrderFailureReason
  key: SeatMessageKey
  vars?: Record<string, string | number>
}

export type SeatOutcome<T> = { ok: true; value: T } | SeatFailure

const refuse = (reason: OrderFailureReason, key: SeatMessageKey, vars?: Record<string, string | number>): SeatFailure => ({ ok: false, reason, key, vars })

export interface SeatRequest {
  merchantId: string
  lang: Lang
  fallback: Lang
  /** When the client names them, the seats must be of this show and session. */
  showId?: string
  sessionId?: string
  seatIds: string[]
  /** THIRD_PARTY sessions: the partner's signed result naming exactly these seats (partner/token.ts). */
  partnerSeatToken?: string
  /** Verifies that result with the partner's shared key. */
  partnerSeats: PartnerSeatSigner
  /** Clock of the token's expiry (the orders clock; tests move it). */
  now?: number
}

/**
 * Turn picked seats into tier lines. All seats must exist in this merchant, belong to one session (the
 * one named, if any) and be FREE now (the transaction re-checks; this answers early and clearly). Seats
 * of a third-party session count only with the partner's signed result for exactly those seats.
 */
export async function resolvePickedSeats(db: Db, req: SeatRequest): Promise<SeatOutcome<PickedSeats>> {
  const repo = createSeatingRepository(db)
  const ids = req.seatIds
  if (ids.length === 0 || ids.length > MAX_SEATS_PER_REQUEST) return refuse('BAD_QUANTITY', 'seat.notFound')
  if (new Set(ids).size !== ids.length) return refuse('BAD_REQUEST', 'seat.duplicate')
  const rows = await repo.findSeatsByIds(req.merchantId, ids)
  if (rows.length !== ids.length) return refuse('NOT_FOUND', 'seat.notFound')
  const sessionIds = new Set(rows.map((r) => r.sessionId))
  const first = rows[0]
  if (!first) return refuse('NOT_FOUND', 'seat.notFound')
  if (sessionIds.size > 1 || (req.sessionId && req.sessionId !== first.sessionId) || (req.showId && req.showId !== first.showId)) {
    return refuse('BAD_REQUEST', 'seat.otherSession')
  }
  const map = await repo.findMap(req.merchantId, first.sessionId)
  if (!map) return refuse('NOT_FOUND', 'seat.notFound')
  if (map.mode === 'THIRD_PARTY') {
    const claims = req.partnerSeatToken ? req.partnerSeats.verify(req.partnerSeatToken, req.now ?? Date.now()) : null
    if (!claims || !coversSeats(claims, { merchantId: req.merchantId, sessionId: first.sessionId, seatIds: ids })) return refuse('BAD_REQUEST', 'seat.partnerInvalid')
  }

  const unavailable = rows.filter((r) => r.state !== 'FREE')
  if (unavailable.length > 0) {
    const sections = new Map((await repo.findSectionsByIds(req.merchantId, [...new Set(unavailable.map((r) => r.sectionId))])).map((s) => [s.sectionId, s]))
    const labels = unavailable
      .sort((a, b) => a.seatId.localeCompare(b.seatId))
      .map((r) => sm(req.lang, 'seat.label', { section: pickTranslation(sections.get(r.sectionId)?.name, req.lang, req.fallback), row: r.rowLabel, no: r.seatNo }))
    return refuse('SEAT_UNAVAILABLE', 'seat.taken', { seats: labels.join(req.lang === 'en-US' ? ', ' : '、') })
  }

  const perPlan = new Map<string, number>()
  for (const r of rows) perPlan.set(r.seatPlanId, (perPlan.get(r.seatPlanId) ?? 0) + 1)
  return {
    ok: true,
    value: {
      showId: first.showId,
      sessionId: first.sessionId,
      lines: [...perPlan].map(([seatPlanId, qty]) => ({ showId: first.showId, sessionId: first.sessionId, seatPlanId, qty })),
      seats: rows.map((r) => ({ seatId: r.seatId, seatPlanId: r.seatPlanId })).sort((a, b) => a.seatId.localeCompare(b.seatId)),
    },
  }
}

/**
 * A tier-only order (no seat ids) for a session sold seat by seat is refused: it would hold no seat.
 * That is every session with a map, whether its seats are picked on our map or on the partner's page.
 */
export async function refuseTierOnlyForSeatMaps(db: Db, merchantId: string, sessionIds: string[]): Promise<SeatFailure | null> {
  const maps = await createSeatingRepository(db).findMapsOfSessions(merchantId, [...new Set(sessionIds)])
  return maps.length > 0 ? refuse('BAD_REQUEST', 'seat.required') : null
}

/**
 * The seat map of a session (pub/v1/sessions/{id}/seat_map): the static layout — frame, stage,
 * sections, seats with coordinates and tiers — joined with the live state of every seat. The layout is
 * the same for every buyer and never changes while a session sells, so it is memoised briefly and a
 * rush of buyers opening the map costs one small "which seats are taken" query each. A third-party
 * session's seats are picked on the partner's page: the app gets its tiers and the partner URL but no
 * seats, and the partner (the sandbox under /api/sandbox/seat-partner) reads them with partnerMap.
 */
import type { SeatMap, SeatMapSeat, SeatMapState, SeatMapTier } from '../../../../types/seating.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { memoize } from '../../lib/memo.js'
import { DEFAULT_MAX_PER_ORDER } from '../orders/service.js'
import type { Locale } from '../catalog/present.js'
import type { SeatMessageKey } from './messages.js'
import { createSeatingRepository, type SeatLayoutRow, type SeatMapRow, type SeatPlanRow, type SeatSectionRow } from './repository.js'

export type SeatingResult<T> = { ok: true; value: T } | { ok: false; key: SeatMessageKey }

/** Tier colours by the tier's position (cheapest first in the demo data); no red, the usual shop colour of a picked seat. */
export const TIER_COLORS = ['#4f8fe6', '#49b38a', '#e8a33d', '#9b6ad8', '#3bb3c3', '#8d6e63'] as const

export interface SeatingService {
  seatMap(loc: Locale, sessionId: string): Promise<SeatingResult<SeatMap>>
  /** The whole map of a THIRD_PARTY session, seats included, with its show and session names (the partner's page). */
  partnerMap(loc: Locale, sessionId: string): Promise<SeatingResult<{ map: SeatMap; showName: string; sessionName: string }>>
  seatState(loc: Locale, sessionId: string): Promise<SeatingResult<SeatMapState>>
}

export interface SeatingOptions {
  /** How long a session's layout is reused (ms); 0 reads it every time. Default 30 s. */
  layoutTtlMs?: number
}

interface Layout {
  map: SeatMapRow
  sections: SeatSectionRow[]
  seats: SeatLayoutRow[]
  plans: SeatPlanRow[]
  maxPerOrder: number
}

const notFound = { ok: false, key: 'seat.mapNotFound' } as const

export function createSeatingService(db: Db, opts: SeatingOptions = {}): SeatingService {
  const repo = createSeatingRepository(db)

  const layoutOf = memoize(
    { ttlMs: opts.layoutTtlMs ?? 30_000, max: 500 },
    async (merchantId: string, sessionId: string): Promise<Layout | null> => {
      const map = await repo.findMap(merchantId, sessionId)
      if (!map) return null
      const [sections, seats, plans, max] = await Promise.all([
        repo.findSections(merchantId, sessionId),
        repo.findSeatLayout(merchantId, sessionId),
        repo.findSessionPlans(merchantId, sessionId),
        repo.findMaxPerOrder(merchantId, map.showId),
      ])
      return { map, sections, seats, plans, maxPerOrder: max ?? DEFAULT_MAX_PER_ORDER }
    },
  )

  /** Taken seats now, and free seats per tier (tiers without seats count 0). */
  async function stateOf(merchantId: string, layout: Layout) {
    const taken = await repo.findTakenSeats(merchantId, layout.map.sessionId)
    const state = new Map(taken.map((t) => [t.seatId, t.state]))
    const free = new Map<string, number>()
    for (const s of layout.seats) if (!state.has(s.seatId)) free.set(s.seatPlanId, (free.get(s.seatPlanId) ?? 0) + 1)
    return { taken, state, free }
  }

  async function fullMap(loc: Locale, sessionId: string): Promise<SeatingResult<SeatMap>> {
    const layout = await layoutOf(loc.merchantId, sessionId)
    if (!layout) return notFound
    const { state, free } = await stateOf(loc.merchantId, layout)
    const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, loc.lang, loc.fallback)
    const { map } = layout
    const tiers: SeatMapTier[] = layout.plans.map((p, i) => ({
      seatPlanId: p.seatPlanId,
      seatPlanName: tr(p.name),
      price: p.priceCents,
      color: TIER_COLORS[i % TIER_COLORS.length] as string,
      free: free.get(p.seatPlanId) ?? 0,
    }))
    const seats: SeatMapSeat[] = layout.seats.map((s) => ({
      seatId: s.seatId,
      sectionId: s.sectionId,
      row: s.rowLabel,
      no: s.seatNo,
      x: s.x,
      y: s.y,
      seatPlanId: s.seatPlanId,
      state: state.get(s.seatId) ?? 'FREE',
    }))
    return {
      ok: true,
      value: {
        showId: map.showId,
        sessionId: map.sessionId,
        mode: map.mode,
        thirdPartyUrl: map.mode === 'THIRD_PARTY' ? map.thirdPartyUrl : null,
        width: map.width,
        height: map.height,
        seatSize: map.seatSize,
        stage: map.stage ? { x: map.stage.x, y: map.stage.y, width: map.stage.width, height: map.stage.height, label: tr(map.stage.label) } : null,
        tiers,
        sections: layout.sections.map((s) => ({ sectionId: s.sectionId, name: tr(s.name), labelX: s.labelX, labelY: s.labelY })),
        seats,
        maxPerOrder: layout.maxPerOrder,
      },
    }
  }

  return {
    async seatMap(loc, sessionId) {
      const full = await fullMap(loc, sessionId)
      if (!full.ok || full.value.mode === 'OWN') return full
      return { ok: true, value: { ...full.value, sections: [], seats: [] } }
    },

    async partnerMap(loc, sessionId) {
      const full = await fullMap(loc, sessionId)
      if (!full.ok) return full
      if (full.value.mode !== 'THIRD_PARTY') return notFound
      const title = await repo.findSessionTitle(loc.merchantId, sessionId)
      const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, loc.lang, loc.fallback)
      return { ok: true, value: { map: full.value, showName: tr(title?.showName), sessionName: tr(title?.sessionName) } }
    },

    async seatState(loc, sessionId) {
      const layout = await layoutOf(loc.merchantId, sessionId)
      if (!layout) return notFound
      const { taken, free } = await stateOf(loc.merchantId, layout)
      return {
        ok: true,
        value: {
          sessionId,
          held: taken.filter((t) => t.state === 'HELD').map((t) => t.seatId),
          sold: taken.filter((t) => t.state === 'SOLD').map((t) => t.seatId),
          tiers: layout.plans.map((p) => ({ seatPlanId: p.seatPlanId, free: free.get(p.seatPlanId) ?? 0 })),
        },
      }
    },
  }
}

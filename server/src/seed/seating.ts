/**
 * Demo seat maps. The catalog seed marks which shows pick seats (seatPickType): every session of a
 * SUPPORT_PICK or THIRD_PARTY show gets a venue map of about 400 seats — a theatre with curved stalls
 * rows or a hall with straight rows, chosen by venue — whose seats belong to the session's three tiers
 * (front centre dearest). A THIRD_PARTY map's seats are picked on the partner's page: its map row
 * points there (the partner sandbox this API serves, seating/partner; a path the seat-map route turns
 * into a full URL). Some seats of on-sale sessions are already sold (box office), all of them on
 * sold-out tiers. Afterwards each seat-picking tier's stock row counts exactly its seats. Runs after
 * the orders step (stock rows).
 */
import { createHash } from 'node:crypto'
import { buildVenueLayout, type VenueKind } from '../modules/seating/layout.js'
import { createSeatingRepository } from '../modules/seating/repository.js'
import type { SeedContext } from './index.js'

/** Share of an on-sale session's seats sold before the demo starts. */
const PRESOLD_SHARE = 0.12
const SEED_TIME = new Date('2025-01-01T00:00:00Z')

/** A stable number in [0, 1) from a string: the same seats are pre-sold on every seed. */
function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 0x1_0000_0000
}

/** The partner sandbox's seat page of a session (API-relative; see seating/partner/routes.ts). */
export const thirdPartyUrl = (merchantId: string, sessionId: string) =>
  `/api/sandbox/seat-partner/sessions/${encodeURIComponent(sessionId)}?merchantId=${encodeURIComponent(merchantId)}`

export async function seedSeating({ db }: SeedContext): Promise<number> {
  const repo = createSeatingRepository(db)
  const maps: Parameters<typeof repo.insertMapsIfAbsent>[0] = []
  const sections: Parameters<typeof repo.insertSectionsIfAbsent>[0] = []
  const seats: Parameters<typeof repo.insertSeatsIfAbsent>[0] = []
  const plansToAlign: Array<{ merchantId: string; seatPlanId: string }> = []

  for (const { show, sessionIds, plans } of await repo.seatPickingShows()) {
    const { merchantId, showId } = show
    for (const sessionId of sessionIds) {
      const partner = show.seatPickType === 'THIRD_PARTY'
      // Tiers cheapest first (the layout's tier 0 is the back of the house).
      const tiers = plans.filter((p) => p.sessionId === sessionId).sort((a, b) => a.priceCents - b.priceCents || a.position - b.position)
      if (tiers.length === 0) continue
      const kind: VenueKind = unit(show.venueId) < 0.5 ? 'THEATRE' : 'HALL'
      const layout = buildVenueLayout(kind, tiers.length)
      const { stage } = layout
      maps.push({
        merchantId,
        sessionId,
        showId,
        mode: partner ? 'THIRD_PARTY' : 'OWN',
        thirdPartyUrl: partner ? thirdPartyUrl(merchantId, sessionId) : null,
        width: layout.width,
        height: layout.height,
        seatSize: layout.seatSize,
        stage,
        createdAt: SEED_TIME,
        updatedAt: SEED_TIME,
      })
      layout.sections.forEach((s, position) =>
        sections.push({ merchantId, sessionId, sectionId: `${sessionId}-${s.code}`, name: s.name, labelX: s.labelX, labelY: s.labelY, position }),
      )
      const showSoldOut = show.showDetailStatus === 'SOLD_OUT'
      for (const s of layout.seats) {
        const plan = tiers[s.tier] ?? tiers[0]!
        const seatId = `${sessionId}-${s.section}-${s.row}-${s.no}`
        const sold = showSoldOut || plan.saleState === 'SOLD_OUT' || unit(seatId) < PRESOLD_SHARE
        seats.push({
          merchantId,
          seatId,
          sessionId,
          showId,
          sectionId: `${sessionId}-${s.section}`,
          rowLabel: s.row,
          seatNo: s.no,
          x: s.x,
          y: s.y,
          seatPlanId: plan.seatPlanId,
          state: sold ? 'SOLD' : 'FREE',
          orderId: null,
        })
      }
      for (const p of tiers) plansToAlign.push({ merchantId, seatPlanId: p.seatPlanId })
    }
  }

  let n = await repo.insertMapsIfAbsent(maps)
  n += await repo.insertSectionsIfAbsent(sections)
  n += await repo.insertSeatsIfAbsent(seats)
  for (const p of plansToAlign) await repo.alignTierStock(p.merchantId, p.seatPlanId)
  return n
}

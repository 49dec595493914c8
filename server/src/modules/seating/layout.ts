/**
 * Venue map geometry for demo and test data: a theatre (curved stalls rows around the stage in three
 * sections, plus a straight balcony) and a hall (a straight-row floor block with an aisle and two side
 * stands). Pure functions: map units, seat centres, the tier of each seat by where it sits (front
 * centre dearest). Tier index 0 is the cheapest tier; a session with fewer tiers folds the rest down.
 */
import type { Translations } from '../../i18n/translations.js'

export type VenueKind = 'THEATRE' | 'HALL'

export interface LayoutSection {
  code: string
  name: Translations
  labelX: number
  labelY: number
}

export interface LayoutSeat {
  section: string
  row: string
  no: string
  x: number
  y: number
  /** 0 = cheapest tier. */
  tier: number
}

export interface VenueLayout {
  width: number
  height: number
  seatSize: number
  stage: { x: number; y: number; width: number; height: number; label: Translations }
  sections: LayoutSection[]
  seats: LayoutSeat[]
}

const names = (zhCN: string, zhMO: string, en: string): Translations => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })
const STAGE = names('舞台', '舞台', 'Stage')
const SEAT_SIZE = 18
/** Centre-to-centre distance of neighbouring seats. */
const PITCH = 26

export function buildVenueLayout(kind: VenueKind, tierCount: number): VenueLayout {
  const top = Math.max(0, tierCount - 1)
  const tier = (wanted: number) => Math.min(wanted, top)
  return kind === 'THEATRE' ? theatre(tier) : hall(tier)
}

/** Stalls rows are arcs centred on the stage; each section covers an angle range (0° = straight ahead). */
function theatre(tier: (wanted: number) => number): VenueLayout {
  const cx = 500
  const cy = 60
  const sections: Array<LayoutSection & { from: number; to: number }> = [
    { code: 'L', name: names('池座左区', '池座左區', 'Stalls Left'), labelX: 0, labelY: 0, from: 24, to: 58 },
    { code: 'C', name: names('池座中区', '池座中區', 'Stalls Centre'), labelX: 0, labelY: 0, from: -14, to: 14 },
    { code: 'R', name: names('池座右区', '池座右區', 'Stalls Right'), labelX: 0, labelY: 0, from: -58, to: -24 },
  ]
  const rows = 12
  const seats: LayoutSeat[] = []
  for (const s of sections) {
    for (let r = 0; r < rows; r++) {
      const radius = 170 + r * 30
      const span = ((s.to - s.from) * Math.PI) / 180
      const count = Math.floor((span * radius) / PITCH) + 1
      const step = count > 1 ? span / (count - 1) : 0
      const centre = s.code === 'C' ? 0 : 1
      // Seat 1 on the buyer's left when facing the stage (largest angle first).
      for (let k = 0; k < count; k++) {
        const theta = (s.to * Math.PI) / 180 - k * step
        const front = r < 7
        seats.push({
          section: s.code,
          row: String(r + 1),
          no: String(k + 1),
          x: Math.round(cx + radius * Math.sin(theta)),
          y: Math.round(cy + radius * Math.cos(theta)),
          tier: centre === 0 ? tier(front ? 2 : 1) : tier(r < 6 ? 1 : 0),
        })
      }
    }
    const mid = (((s.from + s.to) / 2) * Math.PI) / 180
    s.labelX = Math.round(cx + 120 * Math.sin(mid))
    s.labelY = Math.round(cy + 125 * Math.cos(mid))
  }
  // Balcony: straight rows behind the stalls.
  const balcony: LayoutSection = { code: 'B', name: names('楼座', '樓座', 'Balcony'), labelX: cx, labelY: 612 }
  const perRow = 30
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < perRow; k++) {
      seats.push({ section: 'B', row: String(r + 1), no: String(k + 1), x: Math.round(cx - ((perRow - 1) / 2) * PITCH + k * PITCH), y: 640 + r * 28, tier: tier(0) })
    }
  }
  return {
    width: 1000,
    height: 760,
    seatSize: SEAT_SIZE,
    stage: { x: 350, y: 20, width: 300, height: 60, label: STAGE },
    sections: [...sections.map(({ from: _f, to: _t, ...rest }) => rest), balcony],
    seats,
  }
}

/** A flat floor in front of the stage (aisle in the middle) and two straight side stands. */
function hall(tier: (wanted: number) => number): VenueLayout {
  const seats: LayoutSeat[] = []
  const cx = 500
  const cols = 20
  for (let r = 0; r < 14; r++) {
    for (let k = 0; k < cols; k++) {
      const aisle = k >= cols / 2 ? 24 : 0
      seats.push({
        section: 'F',
        row: String(r + 1),
        no: String(k + 1),
        x: Math.round(cx - ((cols - 1) / 2) * PITCH - 12 + k * PITCH + aisle),
        y: 170 + r * 28,
        tier: tier(r < 4 ? 2 : 1),
      })
    }
  }
  for (const side of ['L', 'R'] as const) {
    for (let r = 0; r < 8; r++) {
      for (let k = 0; k < 8; k++) {
        // Row 1 nearest the floor; seat 1 nearest the stage end.
        seats.push({ section: side, row: String(r + 1), no: String(k + 1), x: side === 'L' ? 210 - r * 24 : 790 + r * 24, y: 180 + k * 44, tier: tier(0) })
      }
    }
  }
  return {
    width: 1000,
    height: 600,
    seatSize: SEAT_SIZE,
    stage: { x: 330, y: 30, width: 340, height: 80, label: STAGE },
    sections: [
      { code: 'F', name: names('内场', '內場', 'Floor'), labelX: cx, labelY: 150 },
      { code: 'L', name: names('左看台', '左看台', 'Left Stand'), labelX: 126, labelY: 150 },
      { code: 'R', name: names('右看台', '右看台', 'Right Stand'), labelX: 874, labelY: 150 },
    ],
    seats,
  }
}

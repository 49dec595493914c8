/**
 * The level comparison (member compare), pure: one row per right any level shows to buyers, in the
 * order the levels first list them, and for each level whether it has that right (with its badge).
 */
import type { PrimeLevel } from '../../../../types/membership'

export interface CompareCell {
  has: boolean
  badge: string
}

export interface CompareRow {
  right: string
  cells: CompareCell[]
}

export function compareRows(levels: PrimeLevel[]): CompareRow[] {
  const names: string[] = []
  for (const l of levels) for (const r of l.primeRights) if (!names.includes(r.primeRightTypeName)) names.push(r.primeRightTypeName)
  return names.map((right) => ({
    right,
    cells: levels.map((l) => {
      const r = l.primeRights.find((x) => x.primeRightTypeName === right)
      return { has: Boolean(r), badge: r?.badgeDesc ?? '' }
    }),
  }))
}

/**
 * The membership arithmetic, pure: what a paid order earns, which level a growth value reaches, the
 * member discount of a level, and the points deduction of spec core §5 ("price limit is order amount
 * times limit proportion percent, floored, capped by points available divided by rate"). Money is in
 * integer cents; the deduction is in whole yuan, so points spent are always a whole multiple of the rate.
 */

export interface PointRule {
  /** Points worth one yuan. */
  rate: number
  /** Percent of the order amount that points may pay (0–100). */
  limitProportion: number
}

export interface PointDeduction {
  /** Yuan the points may take off at most (the formula's result). */
  deductYuan: number
  /** The same in cents (what pre_order takes off). */
  deductCents: number
  /** Points that deduction spends (deductYuan × rate). */
  points: number
}

const NONE: PointDeduction = { deductYuan: 0, deductCents: 0, points: 0 }

/**
 * The points deduction of an order amount: limit = floor(amount in yuan × limitProportion %), capped by
 * floor(available / rate); never more than the amount, never negative.
 */
export function pointDeduction(amountCents: number, availablePoints: number, rule: PointRule): PointDeduction {
  if (!(amountCents > 0) || !(availablePoints > 0) || !(rule.rate > 0) || !(rule.limitProportion > 0)) return NONE
  const proportion = Math.min(100, rule.limitProportion)
  // amount (yuan) × proportion % = amountCents × proportion / 10000, floored, in integers only.
  const limitYuan = Math.floor((amountCents * proportion) / 10_000)
  const capYuan = Math.floor(availablePoints / rule.rate)
  const deductYuan = Math.max(0, Math.min(limitYuan, capYuan))
  if (deductYuan === 0) return NONE
  return { deductYuan, deductCents: deductYuan * 100, points: deductYuan * rule.rate }
}

/** Growth value or points a paid amount earns: per whole yuan paid. */
export function earnedFor(paidCents: number, perYuan: number): number {
  if (!(paidCents > 0) || !(perYuan > 0)) return 0
  return Math.floor(paidCents / 100) * perYuan
}

export interface LevelThreshold {
  level: number
  growthThreshold: number
}

/** The highest level whose threshold the growth value has reached (the lowest level when none). */
export function levelFor(growth: number, levels: LevelThreshold[]): number {
  const sorted = [...levels].sort((a, b) => a.growthThreshold - b.growthThreshold || a.level - b.level)
  let reached = sorted[0]?.level ?? 1
  for (const l of sorted) if (growth >= l.growthThreshold) reached = l.level
  return reached
}

/** The next level above `level` and the growth it still needs, or null at the top. */
export function nextLevel(growth: number, level: number, levels: LevelThreshold[]): { level: number; growthThreshold: number; need: number } | null {
  const above = levels.filter((l) => l.level > level).sort((a, b) => a.level - b.level)[0]
  return above ? { ...above, need: Math.max(0, above.growthThreshold - growth) } : null
}

/** What a member discount of `percent` (95 = pays 95%) takes off a total: the discount floored to the cent. */
export function memberDiscountCents(totalCents: number, percent: number | null | undefined): number {
  if (!percent || percent <= 0 || percent >= 100 || !(totalCents > 0)) return 0
  return Math.floor((totalCents * (100 - percent)) / 100)
}

/** The 折 figure of a percent: 95 → "9.5", 90 → "9", 88 → "8.8" (spec: value times ten, one decimal). */
export function zheOf(percent: number): string {
  const tenths = percent / 10
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1)
}

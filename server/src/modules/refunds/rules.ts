/**
 * Refund rules as pure functions (no database): which fee tier applies at a moment, a ticket's share of
 * what the order paid, the fee on it, and the rule's sentences. Money in integer cents throughout.
 */
import type { Lang } from '../../../../types/lang.js'
import type { RefundFeeTier, RefundRuleView } from '../../../../types/refunds.js'
import { rm } from './messages.js'

export interface RefundRule {
  showId: string
  allowed: boolean
  tiers: RefundFeeTier[]
  maxRefundsPerOrder: number
}

/** The rule when a merchant has no row at all: refunds up to a day before, 10 % within three days. */
export const FALLBACK_RULE: Omit<RefundRule, 'showId'> = {
  allowed: true,
  tiers: [
    { minHoursBefore: 72, feeBp: 0 },
    { minHoursBefore: 24, feeBp: 1000 },
  ],
  maxRefundsPerOrder: 3,
}

const HOUR_MS = 3600_000

/** The tier in force `now` for a session starting at `start`; null when refunds are closed. */
export function tierAt(rule: RefundRule, start: number, now: number): RefundFeeTier | null {
  if (!rule.allowed) return null
  const hoursBefore = (start - now) / HOUR_MS
  const tiers = [...rule.tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore)
  return tiers.find((t) => hoursBefore >= t.minHoursBefore) ?? null
}

/** Fee in cents, rounded half up, never more than the value. */
export function feeOf(grossCents: number, feeBp: number): number {
  return Math.min(grossCents, Math.floor((grossCents * feeBp + 5000) / 10000))
}

/**
 * Each ticket's share of the pay amount (a discounted order pays less than its tickets' prices):
 * proportional, rounded down, and the remainder spread one cent at a time from the first ticket so the
 * shares add up to exactly `payCents`. The same inputs always give the same shares.
 */
export function shares(prices: Array<{ ticketId: string; priceCents: number }>, payCents: number): Map<string, number> {
  const total = prices.reduce((s, p) => s + p.priceCents, 0)
  const out = new Map<string, number>()
  if (total <= 0) {
    for (const p of prices) out.set(p.ticketId, 0)
    return out
  }
  let given = 0
  for (const p of prices) {
    const share = Math.floor((p.priceCents * payCents) / total)
    out.set(p.ticketId, share)
    given += share
  }
  for (const p of prices) {
    if (given >= payCents) break
    out.set(p.ticketId, (out.get(p.ticketId) ?? 0) + 1)
    given++
  }
  return out
}

/** The provider-currency amount of a refund: proportional, and the rest exactly on the last refund. */
export function providerAmount(amountCents: number, pay: { amountCents: number; providerAmountCents: number }, refundedSoFar: { amount: number; provider: number }): number {
  if (refundedSoFar.amount + amountCents >= pay.amountCents) return pay.providerAmountCents - refundedSoFar.provider
  if (pay.amountCents <= 0) return 0
  return Math.round((amountCents * pay.providerAmountCents) / pay.amountCents)
}

export function ruleView(rule: RefundRule, lang: Lang): RefundRuleView {
  const tiers = [...rule.tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore)
  const lines: string[] = []
  if (!rule.allowed) lines.push(rm(lang, 'rule.notAllowed'))
  else {
    for (const t of tiers) {
      lines.push(t.feeBp === 0 ? rm(lang, 'rule.tierFree', { hours: t.minHoursBefore }) : rm(lang, 'rule.tierFee', { hours: t.minHoursBefore, percent: t.feeBp / 100 }))
    }
    const last = tiers[tiers.length - 1]
    if (last && last.minHoursBefore > 0) lines.push(rm(lang, 'rule.closed', { hours: last.minHoursBefore }))
    lines.push(rm(lang, 'rule.times', { max: rule.maxRefundsPerOrder }))
    lines.push(rm(lang, 'rule.money'))
  }
  return { showId: rule.showId, allowed: rule.allowed, tiers, maxRefundsPerOrder: rule.maxRefundsPerOrder, lines }
}

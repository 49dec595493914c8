/**
 * Rebook rules as pure functions (no database): whether a ticket may move now, which sessions it may
 * move to, and the money of a move. Money in integer cents throughout.
 *
 * The money of moving a ticket to a tier of price P: the buyer paid `share` for it (its part of the
 * order's pay amount, refunds' shares()); a cheaper tier gives back min(share, oldPrice − P), less the
 * fee. A move that would need the buyer to pay (a dearer tier, or a fee above the difference) is
 * refused: paying a difference through the cashier is not offered yet.
 */
import type { Lang } from '../../../../types/lang.js'
import type { RebookBlock, RebookRuleView } from '../../../../types/rebooks.js'
import { bm } from './messages.js'

export interface RebookRule {
  showId: string
  allowed: boolean
  minHoursBefore: number
  feeCents: number
  maxRebooksPerOrder: number
}

/** The rule when a merchant has no row at all: free moves up to a day before, twice per order. */
export const FALLBACK_REBOOK_RULE: Omit<RebookRule, 'showId'> = { allowed: true, minHoursBefore: 24, feeCents: 0, maxRebooksPerOrder: 2 }

const HOUR_MS = 3600_000

/** Whether a session starting at `start` is still far enough off at `now` (to leave it, or to move onto it). */
export const openAt = (rule: RebookRule, start: number, now: number): boolean => start - now >= rule.minHoursBefore * HOUR_MS

export interface BlockInput {
  state: string
  userId: string
  seatId: string | null
  sessionStart: number
}

/** Why a ticket cannot move now; '' when it can. */
export function blockOf(t: BlockInput, rule: RebookRule, o: { buyerId: string; inTransfer: boolean; now: number }): RebookBlock {
  if (t.state === 'ADMITTED') return 'ADMITTED'
  if (t.state === 'REFUNDED') return 'REFUNDED'
  if (t.state === 'REBOOKED') return 'REBOOKED'
  if (t.state !== 'VALID') return 'NOT_VALID'
  if (t.userId !== o.buyerId) return 'TRANSFERRED'
  if (o.inTransfer) return 'IN_TRANSFER'
  if (!rule.allowed) return 'NOT_ALLOWED'
  if (!openAt(rule, t.sessionStart, o.now)) return 'WINDOW_CLOSED'
  if (t.seatId) return 'SEATED'
  return ''
}

export interface MoveMoney {
  feeCents: number
  /** What goes back to the buyer (difference less the fee); 0 when none. */
  refundCents: number
}

/** The money of moving tickets (their paid shares and list prices) to a tier of `newPrice`; null when the buyer would owe. */
export function moveMoney(tickets: Array<{ shareCents: number; priceCents: number }>, newPrice: number, feePerTicket: number): MoveMoney | null {
  if (tickets.some((t) => newPrice > t.priceCents)) return null
  const back = tickets.reduce((s, t) => s + Math.min(t.shareCents, t.priceCents - newPrice), 0)
  const fee = feePerTicket * tickets.length
  if (fee > back) return null
  return { feeCents: fee, refundCents: back - fee }
}

export const money = (cents: number, currency: string): string => `${currency} ${(cents / 100).toFixed(2)}`

export function ruleView(rule: RebookRule, lang: Lang, currency: string): RebookRuleView {
  const lines: string[] = []
  if (!rule.allowed) lines.push(bm(lang, 'rule.notAllowed'))
  else {
    lines.push(bm(lang, 'rule.window', { hours: rule.minHoursBefore }))
    lines.push(rule.feeCents > 0 ? bm(lang, 'rule.fee', { fee: money(rule.feeCents, currency) }) : bm(lang, 'rule.free'))
    lines.push(bm(lang, 'rule.difference'))
    lines.push(bm(lang, 'rule.times', { max: rule.maxRebooksPerOrder }))
  }
  return { showId: rule.showId, allowed: rule.allowed, minHoursBefore: rule.minHoursBefore, feeCents: rule.feeCents, maxRebooksPerOrder: rule.maxRebooksPerOrder, lines }
}

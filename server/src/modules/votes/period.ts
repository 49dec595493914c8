/**
 * The ballot period of a vote rule: '' for ONCE (one ballot ever), the date at the vote's venue time
 * for DAILY (a new ballot after local midnight). Pure, so the day boundary is unit-tested.
 */
import type { VoteRule } from '../../../../types/votes.js'

export function ballotPeriod(rule: VoteRule, at: number, utcOffsetMinutes: number): string {
  if (rule === 'ONCE') return ''
  return new Date(at + utcOffsetMinutes * 60_000).toISOString().slice(0, 10)
}

/**
 * The shop's customer-service hours as lines a buyer reads: consecutive weekdays with the same span
 * are grouped ("Mon–Fri 10:00–19:00"), a span past midnight is marked as ending the next day (one whose
 * end equals its start as 24 hours), and
 * days are in Monday-first order whatever order the merchant stored them in.
 */
import type { WorkTime } from '../../../../types/announcements'

export interface HoursLine {
  /** First and last weekday (1 = Monday .. 7 = Sunday) of the group; equal for a single day. */
  from: number
  to: number
  start: string
  end: string
  /** The span ends on the next day (its end is before its start). */
  overnight: boolean
  /** Start equal to end: 24 hours from the start. */
  allDay: boolean
}

const HHMM = /^([01]\d|2[0-4]):[0-5]\d$/

export function groupWorkTimes(workTimes: readonly WorkTime[]): HoursLine[] {
  const valid = workTimes
    .filter((w) => Number.isInteger(w.weekday) && w.weekday >= 1 && w.weekday <= 7 && HHMM.test(w.start) && HHMM.test(w.end))
    .slice()
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
  const lines: HoursLine[] = []
  for (const w of valid) {
    const last = lines[lines.length - 1]
    if (last && last.to === w.weekday - 1 && last.start === w.start && last.end === w.end) last.to = w.weekday
    else lines.push({ from: w.weekday, to: w.weekday, start: w.start, end: w.end, overnight: w.end < w.start, allDay: w.end === w.start })
  }
  return lines
}

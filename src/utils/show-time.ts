/**
 * Show dates in the show's own time zone (DESIGN: time is stored in UTC and formatted with dayjs and
 * the show's utcOffset, so a buyer abroad sees the local time printed on the ticket).
 */
import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

/** An ISO instant seen at `utcOffset` minutes east of UTC. */
export function atOffset(iso: string | number | Date, utcOffset: number): Dayjs {
  return dayjs.utc(iso).utcOffset(utcOffset)
}

/** First and last show time: one date when both fall on the same local day, else 'yyyy.MM.dd - yyyy.MM.dd'. */
export function showDateRange(firstShowTime: string, lastShowTime: string | null | undefined, utcOffset: number): string {
  const first = atOffset(firstShowTime, utcOffset)
  if (!lastShowTime) return first.format('YYYY.MM.DD')
  const last = atOffset(lastShowTime, utcOffset)
  if (first.format('YYYY-MM-DD') === last.format('YYYY-MM-DD')) return first.format('YYYY.MM.DD')
  return `${first.format('YYYY.MM.DD')} - ${last.format('YYYY.MM.DD')}`
}

/** A session's local date and time, e.g. '2026.12.05 19:30'. */
export function sessionTime(startTime: string, utcOffset: number): string {
  return atOffset(startTime, utcOffset).format('YYYY.MM.DD HH:mm')
}

/** 'YYYY-MM-DD' of a local day, the date format the search API takes. */
export function isoDay(d: Dayjs): string {
  return d.format('YYYY-MM-DD')
}

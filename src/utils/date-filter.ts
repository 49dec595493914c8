/** Search date filters as the local start and end dates the search API takes ('YYYY-MM-DD'). */
import dayjs from 'dayjs'

export const DATE_FILTERS = ['ALL', 'TODAY', 'WEEK', 'MONTH', 'NEXT_MONTH'] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD')

/** The week runs Monday to Sunday; 'ALL' sets no bounds. */
export function dateRange(filter: DateFilter, now: Date = new Date()): { startDate?: string; endDate?: string } {
  const today = dayjs(now).startOf('day')
  switch (filter) {
    case 'TODAY':
      return { startDate: day(today), endDate: day(today) }
    case 'WEEK': {
      const sunday = today.add((7 - today.day()) % 7, 'day')
      return { startDate: day(today), endDate: day(sunday) }
    }
    case 'MONTH':
      return { startDate: day(today), endDate: day(today.endOf('month')) }
    case 'NEXT_MONTH': {
      const next = today.add(1, 'month').startOf('month')
      return { startDate: day(next), endDate: day(next.endOf('month')) }
    }
    default:
      return {}
  }
}

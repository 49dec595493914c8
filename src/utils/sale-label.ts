/**
 * The sale label of spec core §4: sold-out shows say so; otherwise, when a sale time lies ahead, the
 * next-sale label — weekday and time when it falls in the current week, else a dated label — in the
 * show's own time zone.
 */
import '../packages/show/messages'
import { t, type Lang } from '../i18n'
import type { MessageKey } from '../i18n'
import { atOffset } from './show-time'

export interface SaleLabelInput {
  soldOut: boolean
  /** ISO UTC; null when the show has no future sale time. */
  saleTime: string | null | undefined
  utcOffset: number
}

const WEEKDAY_KEYS: MessageKey[] = [
  'browse.weekday.7',
  'browse.weekday.1',
  'browse.weekday.2',
  'browse.weekday.3',
  'browse.weekday.4',
  'browse.weekday.5',
  'browse.weekday.6',
]

/** Monday-based start of the local week of an instant. */
function weekStart(d: ReturnType<typeof atOffset>) {
  const back = (d.day() + 6) % 7
  return d.subtract(back, 'day').startOf('day')
}

/** '' when there is nothing to say (on sale already, no sale time). */
export function saleLabel(input: SaleLabelInput, now: Date | number, lang?: Lang): string {
  if (input.soldOut) return t('browse.sale.soldOut', undefined, lang)
  if (!input.saleTime) return ''
  const sale = atOffset(input.saleTime, input.utcOffset)
  const current = atOffset(now instanceof Date ? now.toISOString() : now, input.utcOffset)
  if (!sale.isAfter(current)) return ''
  const time = sale.format('HH:mm')
  if (weekStart(sale).isSame(weekStart(current))) {
    return t('browse.sale.thisWeek', { weekday: t(WEEKDAY_KEYS[sale.day()] as MessageKey, undefined, lang), time }, lang)
  }
  return t('browse.sale.dated', { month: sale.month() + 1, day: sale.date(), date: sale.format('YYYY.MM.DD'), time }, lang)
}

/**
 * Order display rules (spec core §3 "Order brief", §4): cross-show / venue / session texts cut with a
 * localised suffix, the unpaid countdown computed against the clock, and status titles.
 */
import '../packages/order/messages'
import { ORDER_STATE_NAMES, type OrderBrief, type OrderStateCode, type OrderStateName } from '../../types/orders'
import { getLang, hasMessage, t, type Lang } from '../i18n'

/** Cut to n characters (code points, so emoji and CJK are never split). */
export function cutText(text: string, n: number): string {
  const chars = Array.from(text ?? '')
  return chars.length > n ? chars.slice(0, n).join('') : chars.join('')
}

export const SHOW_NAME_CUT = 10
export const VENUE_CUT = 10
export const SESSION_CUT = 20

type BriefNames = Pick<OrderBrief, 'firstShowName' | 'firstVenueName' | 'firstSessionName' | 'showTimeDesc' | 'crossShow' | 'crossVenue' | 'crossSession'>

/** The show name: cut to 10 plus 'etc. multiple shows' for a cross-show order, else whole. */
export function orderShowName(o: BriefNames, lang: Lang = getLang()): string {
  return o.crossShow ? `${cutText(o.firstShowName, SHOW_NAME_CUT)}${t('orders.suffix.shows', undefined, lang)}` : o.firstShowName
}

/** The venue: cut to 10 plus the multiple-venues suffix for a cross-venue order. */
export function orderVenueName(o: BriefNames, lang: Lang = getLang()): string {
  return o.crossVenue ? `${cutText(o.firstVenueName, VENUE_CUT)}${t('orders.suffix.venues', undefined, lang)}` : o.firstVenueName
}

/** The session text (show time, else the session name): cut to 20 plus the multiple-sessions suffix. */
export function orderSessionText(o: BriefNames, lang: Lang = getLang()): string {
  const text = o.showTimeDesc || o.firstSessionName
  return o.crossSession ? `${cutText(text, SESSION_CUT)}${t('orders.suffix.sessions', undefined, lang)}` : text
}

/** Remaining ms until a deadline against the clock; zero when expired or absent. */
export function remainingMs(deadline: number | null | undefined, now: number): number {
  if (!deadline || !Number.isFinite(deadline)) return 0
  return Math.max(0, deadline - now)
}

/** The deadline of an unpaid order from its remaining time as read at `readAt`. */
export function deadlineOf(reserveTimeMs: number, readAt: number): number {
  return readAt + Math.max(0, reserveTimeMs || 0)
}

/** ms → 'mm:ss' (seconds rounded up so 00:00 shows only at zero; minutes may exceed 59). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000))
  const mm = Math.floor(total / 60)
  const ss = total % 60
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`
}

/** Localised title of an order status code or name; the server's title when the code is unknown. */
export function orderStatusTitle(state: { code: OrderStateCode | number; name?: OrderStateName | string }, fallback = '', lang: Lang = getLang()): string {
  const name = ORDER_STATE_NAMES[state.code as OrderStateCode] ?? state.name
  const key = `orders.state.${name}`
  return hasMessage(key) ? t(key, undefined, lang) : fallback
}

/** Order list tabs (spec: all, to be paid, completed, cancelled) and the states each shows. */
export const ORDER_TABS = ['all', 'unpaid', 'completed', 'canceled'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

/** The state filter the list sends for a tab (the API filters by one state code). */
export const TAB_STATE: Record<OrderTab, OrderStateCode | undefined> = {
  all: undefined,
  unpaid: 1,
  completed: 9,
  canceled: -1,
}

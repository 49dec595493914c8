/** Wording of the ticket holder tab, the e-ticket detail, the ticket-error page and past tickets. */
import type { Dictionary } from '../types'

export const tickets = {
  'tickets.count': { 'zh-CN': '共{count}张', 'zh-MO': '共{count}張', 'en-US': { one: '{count} ticket', other: '{count} tickets' } },
  'tickets.seatFree': { 'zh-CN': '不对号入座', 'zh-MO': '不對號入座', 'en-US': 'General admission' },
  'tickets.attendee': { 'zh-CN': '观演人', 'zh-MO': '觀演人', 'en-US': 'Attendee' },
  'tickets.venue': { 'zh-CN': '场馆', 'zh-MO': '場館', 'en-US': 'Venue' },
  'tickets.time': { 'zh-CN': '时间', 'zh-MO': '時間', 'en-US': 'Time' },
  'tickets.refreshing': { 'zh-CN': '正在刷新…', 'zh-MO': '正在刷新…', 'en-US': 'Refreshing…' },
  'tickets.loadFailed': { 'zh-CN': '票券加载失败', 'zh-MO': '票券載入失敗', 'en-US': 'Could not load your tickets' },
  'tickets.more': { 'zh-CN': '加载更多', 'zh-MO': '載入更多', 'en-US': 'Load more' },
  'tickets.end': { 'zh-CN': '没有更多了', 'zh-MO': '沒有更多了', 'en-US': 'No more tickets' },
  'tickets.emptyHint': {
    'zh-CN': '购票并支付成功后，电子票会出现在这里',
    'zh-MO': '購票並支付成功後，電子票會出現在這裡',
    'en-US': 'Your e-tickets appear here once an order is paid',
  },
  'tickets.browse': { 'zh-CN': '去看看演出', 'zh-MO': '去看看演出', 'en-US': 'Browse shows' },

  'tickets.state.VALID': { 'zh-CN': '待入场', 'zh-MO': '待入場', 'en-US': 'Ready for entry' },
  'tickets.state.ADMITTED': { 'zh-CN': '已入场', 'zh-MO': '已入場', 'en-US': 'Admitted' },
  'tickets.state.REFUNDED': { 'zh-CN': '已退票', 'zh-MO': '已退票', 'en-US': 'Refunded' },
  'tickets.state.REBOOKED': { 'zh-CN': '已改签', 'zh-MO': '已改簽', 'en-US': 'Rebooked' },
  'tickets.state.EXPIRED': { 'zh-CN': '已过期', 'zh-MO': '已過期', 'en-US': 'Expired' },
} satisfies Dictionary

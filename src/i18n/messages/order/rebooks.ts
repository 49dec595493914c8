/** Rebook page (issue 19): the wording only the order subpackage shows. */
import type { Dictionary } from '../../types'

export const rebooks = {
  'rebook.tickets.section': { 'zh-CN': '选择要改签的票', 'zh-MO': '選擇要改簽的票', 'en-US': 'Tickets to move' },
  'rebook.sessions.section': { 'zh-CN': '改签到场次', 'zh-MO': '改簽到場次', 'en-US': 'Move to session' },
  'rebook.plans.section': { 'zh-CN': '选择票档', 'zh-MO': '選擇票檔', 'en-US': 'Price tier' },
  'rebook.rule.section': { 'zh-CN': '改签规则', 'zh-MO': '改簽規則', 'en-US': 'Rebooking rules' },
  'rebook.history': { 'zh-CN': '改签记录', 'zh-MO': '改簽記錄', 'en-US': 'Rebookings' },
  'rebook.history.row': { 'zh-CN': '{from} → {to} · {count} 张', 'zh-MO': '{from} → {to} · {count} 張', 'en-US': '{from} → {to} · {count} ticket(s)' },
  'rebook.plan.left': { 'zh-CN': '余 {count}', 'zh-MO': '餘 {count}', 'en-US': '{count} left' },
  'rebook.plan.off': { 'zh-CN': '不可选', 'zh-MO': '不可選', 'en-US': 'Not available' },
  'rebook.noSessions': { 'zh-CN': '暂无可改签的场次', 'zh-MO': '暫無可改簽的場次', 'en-US': 'No session to move to right now' },
  'rebook.none': { 'zh-CN': '暂无可改签的票', 'zh-MO': '暫無可改簽的票', 'en-US': 'No ticket can be rebooked now' },
  'rebook.summary.back': { 'zh-CN': '退还差价', 'zh-MO': '退還差價', 'en-US': 'Difference back' },
  'rebook.summary.fee': { 'zh-CN': '改签手续费', 'zh-MO': '改簽手續費', 'en-US': 'Rebooking fee' },
  'rebook.summary.left': { 'zh-CN': '本订单还可改签 {count} 次', 'zh-MO': '本訂單還可改簽 {count} 次', 'en-US': '{count} rebookings left for this order' },
  'rebook.submit': { 'zh-CN': '确认改签', 'zh-MO': '確認改簽', 'en-US': 'Rebook now' },
  'rebook.pickNone': { 'zh-CN': '请选择要改签的票和新的场次、票档', 'zh-MO': '請選擇要改簽的票和新的場次、票檔', 'en-US': 'Choose the tickets, then a session and a price tier' },
  'rebook.ask': {
    'zh-CN': '确认将 {count} 张票改签到 {session}？退还差价 {amount}，原入场码立即失效。',
    'zh-MO': '確認將 {count} 張票改簽到 {session}？退還差價 {amount}，原入場碼立即失效。',
    'en-US': 'Move {count} ticket(s) to {session}? {amount} comes back; the old codes stop working at once.',
  },
  'rebook.done': { 'zh-CN': '改签成功，请使用新票入场', 'zh-MO': '改簽成功，請使用新票入場', 'en-US': 'Rebooked: enter with the new tickets' },
  'rebook.viewTickets': { 'zh-CN': '查看新票', 'zh-MO': '查看新票', 'en-US': 'See the new tickets' },
} satisfies Dictionary

/** Page titles of the ticket subpackage's routes (key `route.<name>`, src/router/routes.ts). */
import type { Dictionary } from '../../types'

export const ticketRouteTitles = {
  'route.ticketDetail': { 'zh-CN': '电子票', 'zh-MO': '電子票', 'en-US': 'E-ticket' },
  'route.ticketError': { 'zh-CN': '票券异常', 'zh-MO': '票券異常', 'en-US': 'Ticket problem' },
  'route.realNameSingle': { 'zh-CN': '实名信息', 'zh-MO': '實名資料', 'en-US': 'Real-name details' },
  'route.bindTicket': { 'zh-CN': '绑定票券', 'zh-MO': '綁定票券', 'en-US': 'Bind ticket' },
  'route.historyTicket': { 'zh-CN': '历史票券', 'zh-MO': '歷史票券', 'en-US': 'Past tickets' },
  'route.sendTicket': { 'zh-CN': '转赠票券', 'zh-MO': '轉贈票券', 'en-US': 'Send ticket' },
  'route.acceptTicket': { 'zh-CN': '接收票券', 'zh-MO': '接收票券', 'en-US': 'Accept ticket' },
} satisfies Dictionary

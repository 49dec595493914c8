/** Refund pages (issue 19): the wording only the order subpackage shows. */
import type { Dictionary } from '../../types'

export const refunds = {
  'refund.rule.title': { 'zh-CN': '退票规则', 'zh-MO': '退票規則', 'en-US': 'Refund rules' },
  'refund.tickets.section': { 'zh-CN': '订单中的票', 'zh-MO': '訂單中的票', 'en-US': 'Tickets in this order' },
  'refund.ticket.gross': { 'zh-CN': '实付 {amount}', 'zh-MO': '實付 {amount}', 'en-US': 'Paid {amount}' },
  'refund.ticket.back': { 'zh-CN': '可退 {amount}', 'zh-MO': '可退 {amount}', 'en-US': '{amount} back' },
  'refund.ticket.fee': { 'zh-CN': '手续费 {amount}', 'zh-MO': '手續費 {amount}', 'en-US': 'Fee {amount}' },
  'refund.goods.title': { 'zh-CN': '商品', 'zh-MO': '商品', 'en-US': 'Goods' },
  'refund.goods.item': { 'zh-CN': '{name} ×{qty}', 'zh-MO': '{name} ×{qty}', 'en-US': '{name} ×{qty}' },
  'refund.goods.withLast': { 'zh-CN': '随最后一张票一起退款', 'zh-MO': '隨最後一張票一起退款', 'en-US': 'Refunded with the last ticket' },
  'refund.goods.refunded': { 'zh-CN': '已退款', 'zh-MO': '已退款', 'en-US': 'Refunded' },
  'refund.summary.back': { 'zh-CN': '预计退款', 'zh-MO': '預計退款', 'en-US': 'Refund amount' },
  'refund.summary.fee': { 'zh-CN': '手续费', 'zh-MO': '手續費', 'en-US': 'Fee' },
  'refund.summary.left': { 'zh-CN': '本订单还可申请退票 {count} 次', 'zh-MO': '本訂單還可申請退票 {count} 次', 'en-US': '{count} refund requests left for this order' },
  'refund.all': { 'zh-CN': '全部退票', 'zh-MO': '全部退票', 'en-US': 'Refund all tickets' },
  'refund.choose': { 'zh-CN': '选择部分票退票', 'zh-MO': '選擇部分票退票', 'en-US': 'Choose tickets' },
  'refund.submit': { 'zh-CN': '确认退票', 'zh-MO': '確認退票', 'en-US': 'Refund now' },
  'refund.rules.link': { 'zh-CN': '查看退票规则', 'zh-MO': '查看退票規則', 'en-US': 'See the refund rules' },
  'refund.none': { 'zh-CN': '暂无可退的票', 'zh-MO': '暫無可退的票', 'en-US': 'No ticket can be refunded now' },
  'refund.pickNone': { 'zh-CN': '请选择要退的票', 'zh-MO': '請選擇要退的票', 'en-US': 'Please choose the tickets to refund' },
  'refund.ask': {
    'zh-CN': '确认退 {count} 张票？退款 {amount}，退票后入场码立即失效。',
    'zh-MO': '確認退 {count} 張票？退款 {amount}，退票後入場碼立即失效。',
    'en-US': 'Refund {count} ticket(s) for {amount}? Their entry codes stop working at once.',
  },
  'refund.done': { 'zh-CN': '退票成功，退款将原路退回', 'zh-MO': '退票成功，退款將原路退回', 'en-US': 'Refunded; the money goes back to how you paid' },
  'refund.pending': { 'zh-CN': '退票已受理，退款处理中', 'zh-MO': '退票已受理，退款處理中', 'en-US': 'Refund accepted; the money is on its way' },
  'refund.history': { 'zh-CN': '退票记录', 'zh-MO': '退票記錄', 'en-US': 'Refunds' },
  'refund.history.row': { 'zh-CN': '{count} 张票 · {amount}', 'zh-MO': '{count} 張票 · {amount}', 'en-US': '{count} ticket(s) · {amount}' },
  'refund.history.points': { 'zh-CN': '退回积分 {points}', 'zh-MO': '退回積分 {points}', 'en-US': 'Points back: {points}' },
} satisfies Dictionary

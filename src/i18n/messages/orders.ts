/** Wording of the booking, confirm-order, order list and order detail screens. */
import type { Dictionary } from '../types'

export const orders = {
  'orders.confirm.backToBooking': { 'zh-CN': '返回选票', 'zh-MO': '返回選票', 'en-US': 'Back to tickets' },
  'orders.confirm.readMark': { 'zh-CN': '已读', 'zh-MO': '已讀', 'en-US': 'read' },
  'orders.detail.toBePaid': { 'zh-CN': '待支付，支付功能即将上线', 'zh-MO': '待支付，支付功能即將上線', 'en-US': 'To be paid: payment is coming soon' },
} satisfies Dictionary

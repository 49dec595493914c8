/** Wording of the booking, confirm-order, order list and order detail screens: the wording only the show subpackage shows. */
import type { Dictionary } from '../../types'

export const orders = {
  'orders.booking.session': { 'zh-CN': '选择场次', 'zh-MO': '選擇場次', 'en-US': 'Session' },
  'orders.booking.seatPlan': { 'zh-CN': '选择票档', 'zh-MO': '選擇票檔', 'en-US': 'Ticket tier' },
  'orders.booking.qty': { 'zh-CN': '数量', 'zh-MO': '數量', 'en-US': 'Quantity' },
  'orders.booking.max': { 'zh-CN': '每单限购{n}张', 'zh-MO': '每單限購{n}張', 'en-US': 'Up to {n} per order' },
  'orders.booking.total': { 'zh-CN': '合计', 'zh-MO': '合計', 'en-US': 'Total' },
  'orders.booking.confirm': { 'zh-CN': '确定', 'zh-MO': '確定', 'en-US': 'Confirm' },
  'orders.booking.soldOut': { 'zh-CN': '已售罄', 'zh-MO': '已售罄', 'en-US': 'Sold out' },
  'orders.booking.low': { 'zh-CN': '余票紧张', 'zh-MO': '餘票緊張', 'en-US': 'Few left' },
  'orders.booking.noSession': { 'zh-CN': '暂无可购场次', 'zh-MO': '暫無可購場次', 'en-US': 'No sessions on sale' },
  'orders.booking.pickTier': { 'zh-CN': '请选择票档', 'zh-MO': '請選擇票檔', 'en-US': 'Choose a ticket tier' },
  'orders.booking.minus': { 'zh-CN': '减少', 'zh-MO': '減少', 'en-US': 'Fewer' },
  'orders.booking.plus': { 'zh-CN': '增加', 'zh-MO': '增加', 'en-US': 'More' },
} satisfies Dictionary

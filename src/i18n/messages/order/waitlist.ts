/** Wait-list pages of the order subpackage (issue 19): the buyer's entries and the instruction. */
import type { Dictionary } from '../../types'

export const waitList = {
  'waitList.rules': { 'zh-CN': '候补须知', 'zh-MO': '候補須知', 'en-US': 'How the wait list works' },
  'waitList.empty': { 'zh-CN': '暂无候补记录', 'zh-MO': '暫無候補記錄', 'en-US': 'You are not on any wait list' },
  'waitList.position': { 'zh-CN': '排在第 {n} 位', 'zh-MO': '排在第 {n} 位', 'en-US': 'Number {n} in line' },
  'waitList.qty': { 'zh-CN': '{qty} 张 · {price}', 'zh-MO': '{qty} 張 · {price}', 'en-US': '{qty} ticket(s) · {price}' },
  'waitList.payBy': { 'zh-CN': '请在 {time} 前支付', 'zh-MO': '請在 {time} 前支付', 'en-US': 'Pay by {time}' },
  'waitList.pay': { 'zh-CN': '去支付', 'zh-MO': '去支付', 'en-US': 'Pay now' },
  'waitList.order': { 'zh-CN': '查看订单', 'zh-MO': '查看訂單', 'en-US': 'View order' },
  'waitList.leave': { 'zh-CN': '取消候补', 'zh-MO': '取消候補', 'en-US': 'Leave the wait list' },
  'waitList.leaveAsk': { 'zh-CN': '确定取消候补？取消后需重新排队。', 'zh-MO': '確定取消候補？取消後需重新排隊。', 'en-US': 'Leave the wait list? You would have to join again at the back.' },
  'waitList.left': { 'zh-CN': '已取消候补', 'zh-MO': '已取消候補', 'en-US': 'You left the wait list' },
} satisfies Dictionary

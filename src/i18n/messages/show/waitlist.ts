/** Joining a sold-out tier's wait list from the booking page (issue 19): show subpackage wording. */
import type { Dictionary } from '../../types'

export const bookingWaitList = {
  'booking.waitList.tag': { 'zh-CN': '可候补', 'zh-MO': '可候補', 'en-US': 'Wait list' },
  'booking.waitList.title': { 'zh-CN': '缺货登记', 'zh-MO': '缺貨登記', 'en-US': 'Wait list' },
  'booking.waitList.note': {
    'zh-CN': '该票档已售罄。登记候补后，有票释放时将按登记顺序为您锁票并短信通知您支付。',
    'zh-MO': '該票檔已售罄。登記候補後，有票釋放時將按登記順序為您鎖票並短信通知您支付。',
    'en-US': 'This tier is sold out. Join the wait list: when tickets are released they are held for buyers in the order they joined, and we text you to pay.',
  },
  'booking.waitList.rules': { 'zh-CN': '候补须知', 'zh-MO': '候補須知', 'en-US': 'How the wait list works' },
  'booking.waitList.join': { 'zh-CN': '登记候补', 'zh-MO': '登記候補', 'en-US': 'Join the wait list' },
  'booking.waitList.joined': { 'zh-CN': '已登记候补，排在第 {n} 位', 'zh-MO': '已登記候補，排在第 {n} 位', 'en-US': 'You are number {n} on the wait list' },
} satisfies Dictionary

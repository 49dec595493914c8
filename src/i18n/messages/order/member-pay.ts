/** The member pay-success page (order subpackage): the membership bought and how long it lasts. */
import type { Dictionary } from '../../types'

export const memberPay = {
  'memberPay.title': { 'zh-CN': '会员开通成功', 'zh-MO': '會員開通成功', 'en-US': 'You are a member' },
  'memberPay.pending': { 'zh-CN': '正在确认支付结果…', 'zh-MO': '正在確認支付結果…', 'en-US': 'Confirming your payment…' },
  'memberPay.paid': { 'zh-CN': '实付 {amount}', 'zh-MO': '實付 {amount}', 'en-US': 'Paid {amount}' },
  'memberPay.validUntil': { 'zh-CN': '有效期至 {date}', 'zh-MO': '有效期至 {date}', 'en-US': 'Valid until {date}' },
  'memberPay.toCenter': { 'zh-CN': '查看会员中心', 'zh-MO': '查看會員中心', 'en-US': 'Member centre' },
  'memberPay.toShows': { 'zh-CN': '去选演出', 'zh-MO': '去選演出', 'en-US': 'Find a show' },
} satisfies Dictionary

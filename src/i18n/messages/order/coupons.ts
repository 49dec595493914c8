/**
 * Points deduction and member discount on the confirm page (order subpackage). The coupon choice has
 * its own dictionary (src/i18n/messages/coupon-choice.ts): the goods confirm page shows it too.
 */
import type { Dictionary } from '../../types'

export const orderPoints = {
  'orders.points.title': { 'zh-CN': '积分抵扣', 'zh-MO': '積分抵扣', 'en-US': 'Pay with points' },
  'orders.points.offer': { 'zh-CN': '用{points}积分抵{amount}', 'zh-MO': '用{points}積分抵{amount}', 'en-US': 'Use {points} points for {amount} off' },
  'orders.points.none': { 'zh-CN': '共{available}积分，本单暂不可抵扣', 'zh-MO': '共{available}積分，本單暫不可抵扣', 'en-US': '{available} points; none usable on this order' },
  'orders.points.rule': { 'zh-CN': '{rate}积分抵1元，最多抵订单金额{limit}%', 'zh-MO': '{rate}積分抵1元，最多抵訂單金額{limit}%', 'en-US': '{rate} points = ¥1, up to {limit}% of the order' },
  'orders.points.discount': { 'zh-CN': '积分抵扣', 'zh-MO': '積分抵扣', 'en-US': 'Points' },
  'orders.member.discount': { 'zh-CN': '会员优惠', 'zh-MO': '會員優惠', 'en-US': 'Member discount' },
  'orders.card.discount': { 'zh-CN': '权益卡优惠', 'zh-MO': '權益卡優惠', 'en-US': 'Benefit card' },
} satisfies Dictionary

/** Coupon choice on the confirm page (order subpackage). */
import type { Dictionary } from '../../types'

export const orderCoupons = {
  'orders.coupon.title': { 'zh-CN': '优惠券', 'zh-MO': '優惠券', 'en-US': 'Coupons' },
  'orders.coupon.none': { 'zh-CN': '不使用优惠券', 'zh-MO': '不使用優惠券', 'en-US': 'No coupon' },
  'orders.coupon.off': { 'zh-CN': '减{amount}', 'zh-MO': '減{amount}', 'en-US': '{amount} off' },
  'orders.coupon.unusable': { 'zh-CN': '不可用（{count}）', 'zh-MO': '不可用（{count}）', 'en-US': 'Not usable ({count})' },
} satisfies Dictionary

/** Points deduction and member discount on the confirm page (order subpackage). */
export const orderPoints = {
  'orders.points.title': { 'zh-CN': '积分抵扣', 'zh-MO': '積分抵扣', 'en-US': 'Pay with points' },
  'orders.points.offer': { 'zh-CN': '用{points}积分抵{amount}', 'zh-MO': '用{points}積分抵{amount}', 'en-US': 'Use {points} points for {amount} off' },
  'orders.points.none': { 'zh-CN': '共{available}积分，本单暂不可抵扣', 'zh-MO': '共{available}積分，本單暫不可抵扣', 'en-US': '{available} points; none usable on this order' },
  'orders.points.rule': { 'zh-CN': '{rate}积分抵1元，最多抵订单金额{limit}%', 'zh-MO': '{rate}積分抵1元，最多抵訂單金額{limit}%', 'en-US': '{rate} points = ¥1, up to {limit}% of the order' },
  'orders.points.discount': { 'zh-CN': '积分抵扣', 'zh-MO': '積分抵扣', 'en-US': 'Points' },
  'orders.member.discount': { 'zh-CN': '会员优惠', 'zh-MO': '會員優惠', 'en-US': 'Member discount' },
  'orders.card.discount': { 'zh-CN': '权益卡优惠', 'zh-MO': '權益卡優惠', 'en-US': 'Benefit card' },
} satisfies Dictionary

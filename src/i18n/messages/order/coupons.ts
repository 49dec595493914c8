/** Coupon choice on the confirm page (order subpackage). */
import type { Dictionary } from '../../types'

export const orderCoupons = {
  'orders.coupon.title': { 'zh-CN': '优惠券', 'zh-MO': '優惠券', 'en-US': 'Coupons' },
  'orders.coupon.none': { 'zh-CN': '不使用优惠券', 'zh-MO': '不使用優惠券', 'en-US': 'No coupon' },
  'orders.coupon.off': { 'zh-CN': '减{amount}', 'zh-MO': '減{amount}', 'en-US': '{amount} off' },
  'orders.coupon.unusable': { 'zh-CN': '不可用（{count}）', 'zh-MO': '不可用（{count}）', 'en-US': 'Not usable ({count})' },
} satisfies Dictionary

/**
 * The coupon choice of the ticket and goods confirm pages (src/components/coupon-choice), registered
 * by that component itself: it is shown by pages of two subpackages (order, shop), and neither
 * dictionary can hold the keys for both.
 */
import type { Dictionary } from '../types'

export const couponChoiceMessages = {
  'couponChoice.title': { 'zh-CN': '优惠券', 'zh-MO': '優惠券', 'en-US': 'Coupons' },
  'couponChoice.none': { 'zh-CN': '不使用优惠券', 'zh-MO': '不使用優惠券', 'en-US': 'No coupon' },
  'couponChoice.off': { 'zh-CN': '减{amount}', 'zh-MO': '減{amount}', 'en-US': '{amount} off' },
  'couponChoice.unusable': { 'zh-CN': '不可用（{count}）', 'zh-MO': '不可用（{count}）', 'en-US': 'Not usable ({count})' },
} satisfies Dictionary

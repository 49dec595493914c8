/**
 * Wording of the booking extras: the booking page's privilege/card banner, order operations and
 * actions, the read-to-the-end agreement popup, merchant documents (/agreement), attendees' country
 * or region with derived birth date and gender, and the partner's seat picking.
 */
import type { Dictionary } from '../types'

export const bookingMore = {
  'orders.pickup.title': { 'zh-CN': '取票码', 'zh-MO': '取票碼', 'en-US': 'Pickup code' },
  'orders.action.unavailable': { 'zh-CN': '{title}（暂不可用）', 'zh-MO': '{title}（暫不可用）', 'en-US': '{title} (not available)' },
  'seating.thirdParty.checking': { 'zh-CN': '正在确认所选座位…', 'zh-MO': '正在確認所選座位…', 'en-US': 'Checking your seats…' },
} satisfies Dictionary

/** Privilege (benefit) card wording — only the user subpackage's card pages show it. */
import type { Dictionary } from '../../types'

export const cards = {
  'card.tab.shop': { 'zh-CN': '可购买', 'zh-MO': '可購買', 'en-US': 'On sale' },
  'card.tab.mine': { 'zh-CN': '我的权益卡', 'zh-MO': '我的權益卡', 'en-US': 'My cards' },
  'card.tab.history': { 'zh-CN': '已失效', 'zh-MO': '已失效', 'en-US': 'Past cards' },
  'card.empty.shop': { 'zh-CN': '暂无可购买的权益卡', 'zh-MO': '暫無可購買的權益卡', 'en-US': 'No cards on sale right now' },
  'card.empty.mine': { 'zh-CN': '您还没有权益卡', 'zh-MO': '您還沒有權益卡', 'en-US': 'You have no benefit cards yet' },
  'card.loading': { 'zh-CN': '加载中…', 'zh-MO': '載入中…', 'en-US': 'Loading…' },
  'card.loadFailed': { 'zh-CN': '加载失败，点击重试', 'zh-MO': '載入失敗，點擊重試', 'en-US': 'Could not load; tap to retry' },
  'card.uses': { 'zh-CN': '可用{n}次', 'zh-MO': '可用{n}次', 'en-US': { one: 'For {n} order', other: 'For {n} orders' } },
  'card.valid': { 'zh-CN': '购买后{n}天内有效', 'zh-MO': '購買後{n}天內有效', 'en-US': 'Valid {n} days after purchase' },
  'card.left': { 'zh-CN': '剩余{n}张', 'zh-MO': '剩餘{n}張', 'en-US': '{n} left' },
  'card.limit': { 'zh-CN': '每人限购{n}张', 'zh-MO': '每人限購{n}張', 'en-US': '{n} per buyer' },
  'card.owned': { 'zh-CN': '已拥有{n}张', 'zh-MO': '已擁有{n}張', 'en-US': 'You hold {n}' },
  'card.buy': { 'zh-CN': '立即购买', 'zh-MO': '立即購買', 'en-US': 'Buy now' },
  'card.redeem': { 'zh-CN': '积分兑换', 'zh-MO': '積分兌換', 'en-US': 'Redeem with points' },
  'card.points': { 'zh-CN': '{n}积分', 'zh-MO': '{n}積分', 'en-US': '{n} points' },
  'card.soldOut': { 'zh-CN': '已售罄', 'zh-MO': '已售罄', 'en-US': 'Sold out' },
  'card.limitReached': { 'zh-CN': '已达购买上限', 'zh-MO': '已達購買上限', 'en-US': 'Limit reached' },
  'card.timesLeft': { 'zh-CN': '剩余{n}次 / 共{total}次', 'zh-MO': '剩餘{n}次 / 共{total}次', 'en-US': '{n} of {total} uses left' },
  'card.expires': { 'zh-CN': '有效期至{date}', 'zh-MO': '有效期至{date}', 'en-US': 'Valid until {date}' },
  'card.use': { 'zh-CN': '去使用', 'zh-MO': '去使用', 'en-US': 'Use it' },
  'card.range': { 'zh-CN': '适用演出', 'zh-MO': '適用演出', 'en-US': 'Eligible shows' },
  'card.benefit': { 'zh-CN': '权益说明', 'zh-MO': '權益說明', 'en-US': 'What you get' },
  'card.rangeEmpty': { 'zh-CN': '暂无适用的在售演出', 'zh-MO': '暫無適用的在售演出', 'en-US': 'No eligible shows on sale' },
  'card.myCards': { 'zh-CN': '查看我的权益卡', 'zh-MO': '查看我的權益卡', 'en-US': 'See my cards' },
} satisfies Dictionary

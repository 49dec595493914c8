/** Privilege-card wording (envelope comments, statuses, 折 and range texts) in the three languages. */
import type { CardStatus } from '../../../../types/cards.js'
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, en: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

export const cardMessages = {
  notFound: entry('权益卡不存在或已下架', '權益卡不存在或已下架', 'This benefit card does not exist or is no longer offered'),
  orderNotFound: entry('订单不存在', '訂單不存在', 'Order not found'),
  soldOut: entry('权益卡已售罄', '權益卡已售罄', 'This benefit card is sold out'),
  notOnSale: entry('权益卡暂不可购买', '權益卡暫不可購買', 'This benefit card is not on sale'),
  limitReached: entry('已达购买上限：每人限购{max}张', '已達購買上限：每人限購{max}張', 'Purchase limit reached: {max} per buyer'),
  priceChanged: entry('价格已变化，请重新确认', '價格已變化，請重新確認', 'The price has changed, please confirm again'),
  idempotencyConflict: entry('重复提交的订单内容不一致，请重新下单', '重複提交的訂單內容不一致，請重新下單', 'This request key was used for a different order; please order again'),
  idempotencyRequired: entry('缺少请求标识：idempotencyKey', '缺少請求標識：idempotencyKey', 'Missing idempotencyKey'),
  badRequest: entry('请求参数有误', '請求參數有誤', 'Invalid request'),
  pointsUnavailable: entry('积分不足：需要{points}积分', '積分不足：需要{points}積分', 'Not enough points: {points} needed'),
  'status.AVAILABLE': entry('可使用', '可使用', 'Available'),
  'status.USED': entry('已用完', '已用完', 'Used up'),
  'status.EXPIRE': entry('已过期', '已過期', 'Expired'),
  'status.REFUND': entry('已退款', '已退款', 'Refunded'),
  'status.REFUNDING': entry('退款中', '退款中', 'Refunding'),
  allShows: entry('全场演出可用', '全場演出可用', 'For every show'),
  someShows: entry('{n}场演出可用', '{n}場演出可用', 'For {n} shows'),
} satisfies Record<string, Entry>

export type CardMessageKey = keyof typeof cardMessages

export function cm(lang: Lang, key: CardMessageKey, vars: Record<string, string | number> = {}): string {
  return cardMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

export const statusText = (lang: Lang, s: CardStatus): string => cm(lang, `status.${s}` as CardMessageKey)

/** 80 → '8折' (both Chinese) / '20% off'; 85 → '8.5折' / '15% off'. */
export function discountText(lang: Lang, percent: number): string {
  if (lang === 'en-US') return `${100 - percent}% off`
  const zhe = percent % 10 === 0 ? String(percent / 10) : (percent / 10).toFixed(1)
  return `${zhe}折`
}

export function rangeText(lang: Lang, showIds: string[]): string {
  return showIds.length ? cm(lang, 'someShows', { n: showIds.length }) : cm(lang, 'allShows')
}

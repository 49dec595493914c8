/** Membership wording (record kinds, growth record text, envelope comments) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { PointRecordKind } from '../../../../types/membership.js'
import { zheOf } from './rules.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, en: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

const KIND: Record<PointRecordKind, Entry> = {
  EARN: entry('下单获得', '下單獲得', 'Earned on an order'),
  SPEND: entry('下单抵扣', '下單抵扣', 'Used on an order'),
  RETURN: entry('订单取消退回', '訂單取消退回', 'Returned: order cancelled or refunded'),
  RESPEND: entry('订单恢复抵扣', '訂單恢復抵扣', 'Used again: order restored'),
  EXPIRE: entry('积分过期', '積分過期', 'Expired'),
}

export const membershipMessages = {
  growthEarned: entry('订单支付获得成长值', '訂單支付獲得成長值', 'Growth value from a paid order'),
  noMembership: entry('本店暂未开通会员体系', '本店暫未開通會員體系', 'This shop has no membership programme yet'),
} as const

export type MembershipMessageKey = keyof typeof membershipMessages

const WELCOME = entry('新会员礼', '新會員禮', 'Welcome gift for new members')
const BIRTHDAY = entry('生日礼', '生日禮', 'Birthday gift')

/** An EARN without an order is the welcome gift, or a birthday gift (its source says so). */
export const kindText = (lang: Lang, kind: PointRecordKind, orderId: string | null, source = ''): string =>
  kind === 'EARN' && !orderId ? (source === 'BIRTHDAY' ? BIRTHDAY : WELCOME)[lang] : KIND[kind][lang]
export const membershipText = (lang: Lang, key: MembershipMessageKey): string => membershipMessages[key][lang]

const MEMBER_ZHE: Record<Lang, (zhe: string, off: number) => string> = {
  'zh-CN': (zhe) => `会员${zhe}折`,
  'zh-MO': (zhe) => `會員${zhe}折`,
  'en-US': (_zhe, off) => `Member ${off}% off`,
}

/** The spec's '会员{n}折' for a level's percent (95 → 会员9.5折) in the asker's language; '' without a discount. */
export function memberDiscountText(lang: Lang, percent: number | null | undefined): string {
  return percent && percent > 0 && percent < 100 ? MEMBER_ZHE[lang](zheOf(percent), 100 - percent) : ''
}

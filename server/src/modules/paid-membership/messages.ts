/** Paid-membership wording (envelope comments) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, en: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

export const paidMembershipMessages = {
  planNotFound: entry('会员套餐不存在或已下架', '會員套餐不存在或已下架', 'This membership plan does not exist or is no longer offered'),
  orderNotFound: entry('订单不存在', '訂單不存在', 'Order not found'),
  priceChanged: entry('价格已变化，请重新确认', '價格已變化，請重新確認', 'The price has changed, please confirm again'),
  agreementRequired: entry('请先阅读并同意会员协议', '請先閱讀並同意會員協議', 'Please read and accept the membership agreement first'),
  idempotencyConflict: entry('重复提交的订单内容不一致，请重新下单', '重複提交的訂單內容不一致，請重新下單', 'This request key was used for a different order; please order again'),
  idempotencyRequired: entry('缺少请求标识：idempotencyKey', '缺少請求標識：idempotencyKey', 'Missing idempotencyKey'),
} satisfies Record<string, Entry>

export type PaidMembershipMessageKey = keyof typeof paidMembershipMessages

export const pmText = (lang: Lang, key: PaidMembershipMessageKey): string => paidMembershipMessages[key][lang]

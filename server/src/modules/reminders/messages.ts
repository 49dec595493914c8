/** Reminder wording (envelope comments) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { ReminderFailure } from './service.js'

const TEXT: Record<ReminderFailure, Record<Lang, string>> = {
  showNotFound: { 'zh-CN': '演出不存在或已下架', 'zh-MO': '演出不存在或已下架', 'en-US': 'This show does not exist or is no longer listed' },
  sessionNotFound: { 'zh-CN': '该场次不属于此演出', 'zh-MO': '該場次不屬於此演出', 'en-US': 'This session is not one of the show’s sessions' },
  saleStarted: { 'zh-CN': '该演出已开售或没有开售时间，无需提醒', 'zh-MO': '該演出已開售或沒有開售時間，無需提醒', 'en-US': 'This show is already on sale or has no sale time to remind you of' },
  noTemplates: { 'zh-CN': '未开启开售提醒消息，请允许订阅后重试', 'zh-MO': '未開啟開售提醒訊息，請允許訂閱後重試', 'en-US': 'Sale reminders were not allowed; allow the message and try again' },
  badMinutes: { 'zh-CN': '提醒时间需在开售前0至1440分钟之间', 'zh-MO': '提醒時間需在開售前0至1440分鐘之間', 'en-US': 'The reminder must be 0 to 1440 minutes before the sale' },
}

export const reminderText = (lang: Lang, failure: ReminderFailure): string => TEXT[failure][lang]

/** The reminder itself (SMS text, subscribe-message fields), in the buyer's language. */
export function saleReminderText(lang: Lang, v: { shop: string; show: string; time: string }): string {
  if (lang === 'en-US') return `[${v.shop}] ${v.show} goes on sale at ${v.time}. Be ready to get your tickets.`
  if (lang === 'zh-MO') return `【${v.shop}】您關注的《${v.show}》將於${v.time}開售，記得準時搶票。`
  return `【${v.shop}】您关注的《${v.show}》将于${v.time}开售，记得准时抢票。`
}

/** The coupon-expiry reminder (SMS text, subscribe-message field), in the buyer's language. */
export function couponExpiryText(lang: Lang, v: { shop: string; coupon: string; time: string }): string {
  if (lang === 'en-US') return `[${v.shop}] Your coupon "${v.coupon}" expires at ${v.time}. Use it before then.`
  if (lang === 'zh-MO') return `【${v.shop}】您的優惠券「${v.coupon}」將於${v.time}到期，請盡快使用。`
  return `【${v.shop}】您的优惠券“${v.coupon}”将于${v.time}到期，请尽快使用。`
}

/** Coupon wording (envelope comments, unusable reasons) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { CouponUnusableReason } from '../../../../types/coupons.js'

export type CouponFailure =
  | 'templateNotFound'
  | 'couponNotFound'
  | 'needRealName'
  | 'needFaceAuth'
  | 'limitReached'
  | 'soldOut'
  | 'ended'
  | 'codeInvalid'
  | 'codeUsed'
  | 'notOffline'
  | 'notAvailable'
  | 'onlyByCode'
  | 'tooManyCodeTries'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, en: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

const FAILURES: Record<CouponFailure, Entry> = {
  templateNotFound: entry('优惠券不存在或已下架', '優惠券不存在或已下架', 'This coupon does not exist or is no longer offered'),
  couponNotFound: entry('未找到这张优惠券', '未找到這張優惠券', 'Coupon not found'),
  needRealName: entry('仅限实名认证用户领取', '僅限實名認證用戶領取', 'Only buyers with real-name verification can receive this coupon'),
  needFaceAuth: entry('请先完成人脸认证', '請先完成人臉認證', 'Complete face authentication first'),
  limitReached: entry('已达到领取上限', '已達到領取上限', 'You have received the most of this coupon you may hold'),
  soldOut: entry('优惠券已被领完', '優惠券已被領完', 'This coupon has all been received'),
  ended: entry('优惠券已过期，无法领取', '優惠券已過期，無法領取', 'This coupon has expired and can no longer be received'),
  codeInvalid: entry('兑换码无效，请检查后重试', '兌換碼無效，請檢查後重試', 'This code is not valid; check it and try again'),
  codeUsed: entry('兑换码已被使用', '兌換碼已被使用', 'This code has already been used'),
  notOffline: entry('该优惠券无需出示券码，请在下单时使用', '該優惠券無需出示券碼，請在下單時使用', 'This coupon is used when you order; it has no code to show'),
  notAvailable: entry('该优惠券当前不可使用', '該優惠券當前不可使用', 'This coupon cannot be used now'),
  tooManyCodeTries: entry('兑换码错误次数过多，请 {minutes} 分钟后再试', '兌換碼錯誤次數過多，請 {minutes} 分鐘後再試', 'Too many wrong codes; try again in {minutes} min'),
  onlyByCode: entry('该优惠券仅可通过兑换码获得', '該優惠券僅可通過兌換碼獲得', 'This coupon can only be obtained with an exchange code'),
}

const REASONS: Record<CouponUnusableReason, Entry> = {
  NOT_STARTED: entry('未到可用时间', '未到可用時間', 'Not valid yet'),
  EXPIRED: entry('已过期', '已過期', 'Expired'),
  STATUS: entry('已使用或处理中', '已使用或處理中', 'Used or in use'),
  OFFLINE: entry('仅限线下使用', '僅限線下使用', 'For use in person only'),
  OUTER: entry('仅限外部渠道使用', '僅限外部渠道使用', 'For use outside this shop only'),
  BIZ_TYPE: entry('不适用于购票', '不適用於購票', 'Not for tickets'),
  OUT_OF_SCOPE: entry('不适用于所选演出或票档', '不適用於所選演出或票檔', 'Not for the chosen show or price'),
  BELOW_THRESHOLD: entry('未达到使用门槛', '未達到使用門檻', 'The order does not reach the minimum'),
}

/** A failure's wording; {minutes} is filled from `vars` (the wait of a limit). */
export const couponText = (lang: Lang, failure: CouponFailure, vars: { minutes?: number } = {}): string =>
  FAILURES[failure][lang].replace('{minutes}', String(vars.minutes ?? ''))
export const reasonText = (lang: Lang, reason: CouponUnusableReason): string => REASONS[reason][lang]

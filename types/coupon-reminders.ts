/**
 * Coupon-expiry reminders (spec accounts §7: buyer v1 shop mini_remind_subscribe with
 * remindSubscribeTypeEnums COUPON_TEMPLATE_EXPIRE and couponTemplateIds): a buyer holding a coupon asks
 * to be told before it expires — by the host's subscribe message on mini-programs (the template ids the
 * buyer accepted), by SMS on H5 (spec core §1). The server records one reminder per buyer and coupon
 * template, due COUPON_EXPIRE_REMIND_AHEAD_HOURS before the buyer's earliest-expiring coupon of it;
 * the job queue sends it at remindAt, as it sends sale reminders.
 */
import type { RemindMethod } from './reminders'

export const COUPON_EXPIRE_REMIND_TYPE = 'COUPON_TEMPLATE_EXPIRE'
export type CouponRemindType = typeof COUPON_EXPIRE_REMIND_TYPE

/** How long before the coupon expires the reminder is due. */
export const COUPON_EXPIRE_REMIND_AHEAD_HOURS = 24

/** POST buyer/v1/shop/mini_remind_subscribe */
export interface CouponExpiryReminderRequest {
  remindSubscribeTypeEnums: CouponRemindType[]
  couponTemplateIds: string[]
  method: RemindMethod
  /** SUBSCRIBE: the message templates the buyer accepted in the host's prompt (at least one). */
  templateIds?: string[]
}

export interface CouponExpiryReminder {
  couponTemplateId: string
  method: RemindMethod
  templateIds: string[]
  /** Epoch ms: when the buyer's earliest-expiring available coupon of the template expires. */
  expireTime: number
  /** Epoch ms when the reminder is due. */
  remindAt: number
}

/** GET pub/v1/shop/mini_remind_subscribe/options: the templates a host asks the buyer to accept. */
export interface CouponReminderOptions {
  templateIds: string[]
  remindAheadHours: number
}

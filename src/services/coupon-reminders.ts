/**
 * Coupon-expiry reminders (server/src/modules/reminders/coupon-expiry*.ts; spec accounts §7
 * mini_remind_subscribe): the merchant's coupon-expiry templates, and the buyer's reminder for a coupon
 * template. Buyer calls need a login.
 */
import { COUPON_EXPIRE_REMIND_TYPE, type CouponExpiryReminder, type CouponReminderOptions } from '../../types/coupon-reminders'
import type { RemindMethod } from '../../types/reminders'
import { get, post } from '../request'

const PATH = 'buyer/v1/shop/mini_remind_subscribe'

export function fetchCouponReminderOptions(): Promise<CouponReminderOptions> {
  return get<CouponReminderOptions>('pub/v1/shop/mini_remind_subscribe/options', {}, { importance: 'low' })
}

/** The buyer's reminder for the template, or null. Low importance: the coupon shows without it. */
export function fetchCouponReminder(couponTemplateId: string): Promise<CouponExpiryReminder | null> {
  return get<CouponExpiryReminder | null>(PATH, { couponTemplateId }, { importance: 'low', extras: { silent: true } })
}

export async function saveCouponReminder(couponTemplateId: string, method: RemindMethod, templateIds: string[]): Promise<CouponExpiryReminder | null> {
  const saved = await post<CouponExpiryReminder[]>(PATH, { remindSubscribeTypeEnums: [COUPON_EXPIRE_REMIND_TYPE], couponTemplateIds: [couponTemplateId], method, templateIds }, { importance: 'high' })
  return saved[0] ?? null
}

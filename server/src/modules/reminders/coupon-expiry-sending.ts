/**
 * Sending due coupon-expiry reminders (mini_remind_subscribe, spec accounts §7) through the shared
 * sweep (sweep.ts), as sending.ts sends sale reminders: claims from coupon-expiry-delivery.ts, the
 * message in the buyer's language by the method the buyer chose. A reminder whose coupons were all
 * used or expired is not sent.
 */
import { pickTranslation } from '../../i18n/translations.js'
import type { ClaimedCouponReminder, CouponDeliveryFailure, CouponDeliveryRepository } from './coupon-expiry-delivery.js'
import { couponExpiryText } from './messages.js'
import { SHOP_UTC_OFFSET_MINUTES } from '../../lib/local-time.js'
import { localTime } from './sending.js'
import { sendByMethod, sweepDue, type Attempt, type ReminderChannels, type SweepResult } from './sweep.js'

export const COUPON_EXPIRY_REMINDERS_JOB = 'coupon-expiry-reminders'

/** One sweep over every coupon-expiry reminder due at `now` (batches until nothing is left). */
export function sendDueCouponReminders(repo: CouponDeliveryRepository, channels: ReminderChannels, now: Date): Promise<SweepResult> {
  return sweepDue(repo, now, (r) => deliver(repo, channels, r, now))
}

async function deliver(repo: CouponDeliveryRepository, channels: ReminderChannels, r: ClaimedCouponReminder, now: Date): Promise<Attempt<CouponDeliveryFailure>> {
  if (now.getTime() >= r.expireTime.getTime()) return { ok: false, failure: 'TOO_LATE', final: true }
  const ctx = await repo.context(r, now)
  if (!ctx) return { ok: false, failure: 'GONE', final: true }
  // Used, refunded away or expired since the buyer asked: nothing left to remind of.
  if (!ctx.expireTime) return { ok: false, failure: 'COUPON_GONE', final: true }
  const lang = ctx.lang ?? ctx.defaultLang
  const shop = pickTranslation(ctx.shopName, lang, ctx.defaultLang)
  const coupon = pickTranslation(ctx.couponTitle, lang, ctx.defaultLang)
  const time = localTime(ctx.expireTime, SHOP_UTC_OFFSET_MINUTES)
  return sendByMethod(channels, { ...r, ...ctx }, {
    text: couponExpiryText(lang, { shop, coupon, time }),
    purpose: 'COUPON_EXPIRE_REMINDER',
    page: 'packages/user/coupon/index',
    data: { coupon: coupon.slice(0, 20), expireTime: time, shop: shop.slice(0, 20) },
  })
}

/**
 * Sending due coupon-expiry reminders (mini_remind_subscribe, spec accounts §7) the way sending.ts
 * sends sale reminders: one sweep claims what is due (coupon-expiry-delivery.ts), writes the message
 * in the buyer's language (SMS on H5, the subscribe message the buyer accepted on a mini-program) and
 * records the outcome. The job queue runs a sweep every minute for the whole deployment; overlapping
 * sweeps split the due rows, so each reminder goes out once. A provider failure is retried by a later
 * sweep up to MAX_ATTEMPTS; a reminder whose coupons were all used or expired is not sent.
 */
import { pickTranslation } from '../../i18n/translations.js'
import type { ClaimedCouponReminder, CouponDeliveryFailure, CouponDeliveryRepository } from './coupon-expiry-delivery.js'
import { couponExpiryText } from './messages.js'
import { CLAIM_TIMEOUT_MS, localTime, MAX_ATTEMPTS, type ReminderChannels, type SweepResult } from './sending.js'

export const COUPON_EXPIRY_REMINDERS_JOB = 'coupon-expiry-reminders'
/** Shops have no time zone of their own yet; both demo shops (Macau, mainland) are UTC+8. */
export const SHOP_UTC_OFFSET_MINUTES = 480
const BATCH = 100

type Attempt = { ok: true } | { ok: false; failure: CouponDeliveryFailure; final: boolean }

/** One sweep over every coupon-expiry reminder due at `now` (batches until nothing is left). */
export async function sendDueCouponReminders(repo: CouponDeliveryRepository, channels: ReminderChannels, now: Date): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, failed: 0, retried: 0 }
  for (;;) {
    const claimed = await repo.claimDue(now, new Date(now.getTime() - CLAIM_TIMEOUT_MS), BATCH)
    for (const r of claimed) {
      const attempt = await deliver(repo, channels, r, now)
      if (attempt.ok) {
        await repo.markSent(r, new Date())
        result.sent++
      } else if (attempt.final || r.attempts >= MAX_ATTEMPTS) {
        await repo.markFailed(r, new Date(), attempt.failure)
        result.failed++
      } else {
        await repo.release(r)
        result.retried++
      }
    }
    if (claimed.length < BATCH || result.retried > 0) return result
  }
}

async function deliver(repo: CouponDeliveryRepository, channels: ReminderChannels, r: ClaimedCouponReminder, now: Date): Promise<Attempt> {
  if (now.getTime() >= r.expireTime.getTime()) return { ok: false, failure: 'TOO_LATE', final: true }
  const ctx = await repo.context(r, now)
  if (!ctx) return { ok: false, failure: 'GONE', final: true }
  // Used, refunded away or expired since the buyer asked: nothing left to remind of.
  if (!ctx.expireTime) return { ok: false, failure: 'COUPON_GONE', final: true }
  const lang = ctx.lang ?? ctx.defaultLang
  const shop = pickTranslation(ctx.shopName, lang, ctx.defaultLang)
  const coupon = pickTranslation(ctx.couponTitle, lang, ctx.defaultLang)
  const time = localTime(ctx.expireTime, SHOP_UTC_OFFSET_MINUTES)
  const text = couponExpiryText(lang, { shop, coupon, time })
  try {
    if (r.method === 'SMS') {
      if (!ctx.cellphone) return { ok: false, failure: 'NO_PHONE', final: true }
      await channels.sms.send({ merchantId: r.merchantId, countryCode: ctx.countryCode, cellphone: ctx.cellphone, text, purpose: 'COUPON_EXPIRE_REMINDER', sentAt: new Date() })
    } else {
      if (!ctx.miniIdentities.length) return { ok: false, failure: 'NO_MINI_IDENTITY', final: true }
      await channels.subscribe.send({
        merchantId: r.merchantId,
        userId: r.userId,
        recipients: ctx.miniIdentities,
        templateIds: r.templateIds,
        page: 'packages/user/coupon/index',
        data: { coupon: coupon.slice(0, 20), expireTime: time, shop: shop.slice(0, 20), text },
        sentAt: new Date(),
      })
    }
    return { ok: true }
  } catch {
    return { ok: false, failure: 'PROVIDER', final: false }
  }
}

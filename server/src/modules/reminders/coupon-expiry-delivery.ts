/**
 * What the coupon-expiry sweep (coupon-expiry-sending.ts) reads and writes: claiming due reminders
 * with FOR UPDATE SKIP LOCKED so that concurrent sweeps in several processes split them, the buyer's
 * coupon and shop details for the message, and the outcome — as delivery-repository.ts does for sale
 * reminders. (Raw SQL binds times as ISO strings: postgres.js through Drizzle takes no Date parameters.)
 */
import { and, asc, eq, gt, isNull, like, sql } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { RemindMethod } from '../../../../types/reminders.js'
import type { Db } from '../../db/client.js'
import { rowsOf } from '../../db/raw.js'
import { userIdentities, users } from '../../db/schema-accounts.js'
import { couponTemplates, coupons } from '../../db/schema-coupons.js'
import { merchants } from '../../db/schema-merchants.js'
import { couponExpiryReminders } from '../../db/schema-reminders.js'
import type { Translations } from '../../i18n/translations.js'

export interface ClaimedCouponReminder {
  merchantId: string
  userId: string
  couponTemplateId: string
  method: RemindMethod
  templateIds: string[]
  expireTime: Date
  remindAt: Date
  claimedAt: Date
  attempts: number
}

export interface CouponReminderContext {
  shopName: Translations
  defaultLang: Lang
  couponTitle: Translations
  /** The buyer's earliest-expiring coupon of the template still usable now (null: used or expired). */
  expireTime: Date | null
  lang: Lang | null
  countryCode: string
  cellphone: string | null
  miniIdentities: Array<{ provider: string; openId: string }>
}

export type CouponDeliveryFailure = 'NO_PHONE' | 'NO_MINI_IDENTITY' | 'TOO_LATE' | 'COUPON_GONE' | 'PROVIDER' | 'GONE'

export interface CouponDeliveryRepository {
  /** Claims up to `limit` due reminders not sent, not given up, and not claimed since `staleBefore`. */
  claimDue(now: Date, staleBefore: Date, limit: number): Promise<ClaimedCouponReminder[]>
  context(r: ClaimedCouponReminder, now: Date): Promise<CouponReminderContext | null>
  /** Each mark applies only while the row is still this claim (a replaced reminder starts over). */
  markSent(r: ClaimedCouponReminder, at: Date): Promise<void>
  markFailed(r: ClaimedCouponReminder, at: Date, failure: CouponDeliveryFailure): Promise<void>
  release(r: ClaimedCouponReminder): Promise<void>
}

const t = couponExpiryReminders

const thisClaim = (r: ClaimedCouponReminder) =>
  and(eq(t.merchantId, r.merchantId), eq(t.userId, r.userId), eq(t.couponTemplateId, r.couponTemplateId), eq(t.claimedAt, r.claimedAt), isNull(t.sentAt))

const claimed = (row: Record<string, unknown>): ClaimedCouponReminder => ({
  merchantId: String(row.merchant_id),
  userId: String(row.user_id),
  couponTemplateId: String(row.coupon_template_id),
  method: row.method as RemindMethod,
  templateIds: (typeof row.template_ids === 'string' ? JSON.parse(row.template_ids) : row.template_ids) as string[],
  expireTime: new Date(row.expire_time as string),
  remindAt: new Date(row.remind_at as string),
  claimedAt: new Date(row.claimed_at as string),
  attempts: Number(row.attempts),
})

export function createCouponDeliveryRepository(db: Db): CouponDeliveryRepository {
  return {
    async claimDue(now, staleBefore, limit) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          update coupon_expiry_reminders r set claimed_at = ${now.toISOString()}::timestamptz, attempts = r.attempts + 1
          from (
            select merchant_id, user_id, coupon_template_id from coupon_expiry_reminders
            where sent_at is null and failed_at is null and remind_at <= ${now.toISOString()}::timestamptz
              and (claimed_at is null or claimed_at < ${staleBefore.toISOString()}::timestamptz)
            order by remind_at
            limit ${limit}
            for update skip locked
          ) due
          where r.merchant_id = due.merchant_id and r.user_id = due.user_id and r.coupon_template_id = due.coupon_template_id
          returning r.merchant_id, r.user_id, r.coupon_template_id, r.method, r.template_ids, r.expire_time, r.remind_at, r.claimed_at, r.attempts`),
      )
      return rows.map(claimed)
    },
    async context(r, now) {
      const [row] = await db
        .select({
          shopName: merchants.shopName,
          defaultLang: merchants.defaultLang,
          couponTitle: couponTemplates.title,
          messageLanguage: users.messageLanguage,
          language: users.language,
          countryCode: users.countryCode,
          cellphone: users.cellphone,
        })
        .from(t)
        .innerJoin(merchants, eq(merchants.merchantId, t.merchantId))
        .innerJoin(couponTemplates, and(eq(couponTemplates.merchantId, t.merchantId), eq(couponTemplates.templateId, t.couponTemplateId)))
        .innerJoin(users, and(eq(users.userId, t.userId), eq(users.merchantId, t.merchantId), isNull(users.unregisteredAt)))
        .where(and(eq(t.merchantId, r.merchantId), eq(t.userId, r.userId), eq(t.couponTemplateId, r.couponTemplateId)))
      if (!row) return null
      const [held] = await db
        .select({ expireTime: coupons.expireTime })
        .from(coupons)
        .where(and(eq(coupons.merchantId, r.merchantId), eq(coupons.userId, r.userId), eq(coupons.templateId, r.couponTemplateId), eq(coupons.status, 'AVAILABLE'), gt(coupons.expireTime, now)))
        .orderBy(asc(coupons.expireTime))
        .limit(1)
      const identities = await db
        .select({ provider: userIdentities.provider, openId: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.merchantId, r.merchantId), eq(userIdentities.userId, r.userId), like(userIdentities.provider, 'MINI:%')))
      return {
        shopName: row.shopName,
        defaultLang: row.defaultLang,
        couponTitle: row.couponTitle,
        expireTime: held?.expireTime ?? null,
        lang: row.messageLanguage ?? row.language ?? null,
        countryCode: row.countryCode,
        cellphone: row.cellphone,
        miniIdentities: identities,
      }
    },
    async markSent(r, at) {
      await db.update(t).set({ sentAt: at }).where(thisClaim(r))
    },
    async markFailed(r, at, failure) {
      await db.update(t).set({ failedAt: at, failure }).where(thisClaim(r))
    },
    async release(r) {
      await db.update(t).set({ claimedAt: null }).where(thisClaim(r))
    },
  }
}

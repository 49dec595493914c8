/**
 * What the coupon-expiry sweep (coupon-expiry-sending.ts) reads and writes: claims of due reminders
 * (claims.ts), the buyer's coupon and shop details for the message, and the outcome — as
 * delivery-repository.ts does for sale reminders.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema-accounts.js'
import { couponTemplates, coupons } from '../../db/schema-coupons.js'
import { merchants } from '../../db/schema-merchants.js'
import { couponExpiryReminders } from '../../db/schema-reminders.js'
import type { Translations } from '../../i18n/translations.js'
import { claimColumns, claimDueRows, miniIdentitiesOf, type ClaimColumns, type ClaimTable } from './claims.js'

export interface ClaimedCouponReminder extends ClaimColumns {
  couponTemplateId: string
  expireTime: Date
}

const COUPON_EXPIRY_REMINDERS: ClaimTable = { table: 'coupon_expiry_reminders', keys: ['merchant_id', 'user_id', 'coupon_template_id'], returning: ['expire_time'] }

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

export function createCouponDeliveryRepository(db: Db): CouponDeliveryRepository {
  return {
    async claimDue(now, staleBefore, limit) {
      const rows = await claimDueRows(db, COUPON_EXPIRY_REMINDERS, now, staleBefore, limit)
      return rows.map((row) => ({ ...claimColumns(row), couponTemplateId: String(row.coupon_template_id), expireTime: new Date(row.expire_time as string) }))
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
      const identities = await miniIdentitiesOf(db, r.merchantId, r.userId)
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

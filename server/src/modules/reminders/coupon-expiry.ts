/**
 * Coupon-expiry reminders (types/coupon-reminders.ts): a buyer asks to be reminded before a coupon they
 * hold expires, by the host's subscribe messages (the accepted templates among the merchant's) or by
 * SMS. Only a template of which the buyer holds an available, unexpired coupon can be reminded of; the
 * reminder is due COUPON_EXPIRE_REMIND_AHEAD_HOURS before the earliest such coupon expires (at once
 * when that is nearer). The job queue sends it at remindAt (coupon-expiry-sending.ts).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { COUPON_EXPIRE_REMIND_AHEAD_HOURS, type CouponExpiryReminder, type CouponExpiryReminderRequest, type CouponReminderOptions } from '../../../../types/coupon-reminders.js'
import type { Db } from '../../db/client.js'
import { coupons } from '../../db/schema-coupons.js'
import { couponExpiryReminders } from '../../db/schema-reminders.js'
import type { Buyer } from './service.js'

export type CouponReminderFailure = 'couponNotHeld' | 'noTemplates'
export type CouponReminderResult<T> = { ok: true; value: T } | { ok: false; failure: CouponReminderFailure }

export interface CouponRemindersService {
  remind(buyer: Buyer, body: CouponExpiryReminderRequest, now: Date): Promise<CouponReminderResult<CouponExpiryReminder[]>>
  reminderOf(buyer: Buyer, couponTemplateId: string): Promise<CouponExpiryReminder | null>
  options(): CouponReminderOptions
}

const AHEAD_MS = COUPON_EXPIRE_REMIND_AHEAD_HOURS * 3_600_000

const row = (r: typeof couponExpiryReminders.$inferSelect): CouponExpiryReminder => ({
  couponTemplateId: r.couponTemplateId,
  method: r.method,
  templateIds: r.templateIds,
  expireTime: r.expireTime.getTime(),
  remindAt: r.remindAt.getTime(),
})

/** The earliest expiry of the buyer's available, unexpired coupons per template (templates held only). */
async function earliestExpiry(db: Db, { merchantId, userId }: Buyer, templateIds: string[], now: Date): Promise<Map<string, Date>> {
  const held = await db
    .select({ templateId: coupons.templateId, expireTime: coupons.expireTime })
    .from(coupons)
    .where(and(eq(coupons.merchantId, merchantId), eq(coupons.userId, userId), inArray(coupons.templateId, templateIds), eq(coupons.status, 'AVAILABLE'), gt(coupons.expireTime, now)))
    .orderBy(asc(coupons.expireTime))
  const first = new Map<string, Date>()
  for (const h of held) if (!first.has(h.templateId)) first.set(h.templateId, h.expireTime)
  return first
}

/** templateIds: the merchant's coupon-expiry message templates (COUPON_EXPIRE_TEMPLATE_IDS). */
export function createCouponRemindersService(db: Db, templateIds: string[]): CouponRemindersService {
  return {
    async remind(buyer, body, now) {
      const asked = [...new Set(body.couponTemplateIds)]
      const expiries = await earliestExpiry(db, buyer, asked, now)
      if (asked.some((id) => !expiries.has(id))) return { ok: false, failure: 'couponNotHeld' }
      const accepted = body.method === 'SUBSCRIBE' ? [...new Set(body.templateIds ?? [])].filter((id) => templateIds.includes(id)) : []
      if (body.method === 'SUBSCRIBE' && accepted.length === 0) return { ok: false, failure: 'noTemplates' }
      const rows = asked.map((couponTemplateId) => {
        const expireTime = expiries.get(couponTemplateId) as Date
        const remindAt = new Date(Math.max(now.getTime(), expireTime.getTime() - AHEAD_MS))
        return { merchantId: buyer.merchantId, userId: buyer.userId, couponTemplateId, method: body.method, templateIds: accepted, expireTime, remindAt }
      })
      const t = couponExpiryReminders
      await db
        .insert(t)
        .values(rows)
        .onConflictDoUpdate({
          target: [t.merchantId, t.userId, t.couponTemplateId],
          // Asking again replaces the reminder and starts its delivery over.
          set: { method: body.method, templateIds: accepted, expireTime: sql`excluded.expire_time`, remindAt: sql`excluded.remind_at`, createdAt: now, claimedAt: null, attempts: 0, sentAt: null, failedAt: null, failure: null },
        })
      return { ok: true, value: rows.map((r) => row({ ...r, createdAt: now, claimedAt: null, attempts: 0, sentAt: null, failedAt: null, failure: null })) }
    },
    async reminderOf({ merchantId, userId }, couponTemplateId) {
      const t = couponExpiryReminders
      const [found] = await db.select().from(t).where(and(eq(t.merchantId, merchantId), eq(t.userId, userId), eq(t.couponTemplateId, couponTemplateId)))
      return found ? row(found) : null
    },
    options: () => ({ templateIds, remindAheadHours: COUPON_EXPIRE_REMIND_AHEAD_HOURS }),
  }
}

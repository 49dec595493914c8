/**
 * What the reminder sweep (sending.ts) reads and writes: claiming due reminders so that one sweep
 * among several processes takes each, the buyer's and the show's details for the message, and the
 * outcome. Claims are taken with FOR UPDATE SKIP LOCKED: concurrent sweeps split the due rows.
 * (Raw SQL binds times as ISO strings: postgres.js through Drizzle takes no Date parameters.)
 */
import { and, eq, isNull, like, sql } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { RemindMethod } from '../../../../types/reminders.js'
import type { Db } from '../../db/client.js'
import { rowsOf } from '../../db/raw.js'
import { userIdentities, users } from '../../db/schema-accounts.js'
import { catalogShows } from '../../db/schema-catalog.js'
import { merchants } from '../../db/schema-merchants.js'
import { saleReminders } from '../../db/schema-reminders.js'
import type { Translations } from '../../i18n/translations.js'

export interface ClaimedReminder {
  merchantId: string
  userId: string
  showId: string
  sessionId: string | null
  method: RemindMethod
  templateIds: string[]
  saleTime: Date
  remindAt: Date
  claimedAt: Date
  attempts: number
}

export interface ReminderContext {
  shopName: Translations
  defaultLang: Lang
  showName: Translations
  utcOffset: number
  lang: Lang | null
  countryCode: string
  cellphone: string | null
  miniIdentities: Array<{ provider: string; openId: string }>
}

export type DeliveryFailure = 'NO_PHONE' | 'NO_MINI_IDENTITY' | 'TOO_LATE' | 'PROVIDER' | 'GONE'

export interface DeliveryRepository {
  /** Claims up to `limit` due reminders not sent, not given up, and not claimed since `staleBefore`. */
  claimDue(now: Date, staleBefore: Date, limit: number): Promise<ClaimedReminder[]>
  context(r: ClaimedReminder): Promise<ReminderContext | null>
  /** Each mark applies only while the row is still this claim (a replaced reminder starts over). */
  markSent(r: ClaimedReminder, at: Date): Promise<void>
  markFailed(r: ClaimedReminder, at: Date, failure: DeliveryFailure): Promise<void>
  release(r: ClaimedReminder): Promise<void>
}

const thisClaim = (r: ClaimedReminder) =>
  and(
    eq(saleReminders.merchantId, r.merchantId),
    eq(saleReminders.userId, r.userId),
    eq(saleReminders.showId, r.showId),
    eq(saleReminders.claimedAt, r.claimedAt),
    isNull(saleReminders.sentAt),
  )

export function createDeliveryRepository(db: Db): DeliveryRepository {
  return {
    async claimDue(now, staleBefore, limit) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          update sale_reminders r set claimed_at = ${now.toISOString()}::timestamptz, attempts = r.attempts + 1
          from (
            select merchant_id, user_id, show_id from sale_reminders
            where sent_at is null and failed_at is null and remind_at <= ${now.toISOString()}::timestamptz
              and (claimed_at is null or claimed_at < ${staleBefore.toISOString()}::timestamptz)
            order by remind_at
            limit ${limit}
            for update skip locked
          ) due
          where r.merchant_id = due.merchant_id and r.user_id = due.user_id and r.show_id = due.show_id
          returning r.merchant_id, r.user_id, r.show_id, r.session_id, r.method, r.template_ids, r.sale_time, r.remind_at, r.claimed_at, r.attempts`),
      )
      return rows.map((row) => ({
        merchantId: String(row.merchant_id),
        userId: String(row.user_id),
        showId: String(row.show_id),
        sessionId: row.session_id == null ? null : String(row.session_id),
        method: row.method as RemindMethod,
        templateIds: (typeof row.template_ids === 'string' ? JSON.parse(row.template_ids) : row.template_ids) as string[],
        saleTime: new Date(row.sale_time as string),
        remindAt: new Date(row.remind_at as string),
        claimedAt: new Date(row.claimed_at as string),
        attempts: Number(row.attempts),
      }))
    },
    async context(r) {
      const [row] = await db
        .select({
          shopName: merchants.shopName,
          defaultLang: merchants.defaultLang,
          showName: catalogShows.showName,
          utcOffset: catalogShows.utcOffset,
          messageLanguage: users.messageLanguage,
          language: users.language,
          countryCode: users.countryCode,
          cellphone: users.cellphone,
        })
        .from(saleReminders)
        .innerJoin(merchants, eq(merchants.merchantId, saleReminders.merchantId))
        .innerJoin(catalogShows, and(eq(catalogShows.merchantId, saleReminders.merchantId), eq(catalogShows.showId, saleReminders.showId)))
        .innerJoin(users, and(eq(users.userId, saleReminders.userId), eq(users.merchantId, saleReminders.merchantId), isNull(users.unregisteredAt)))
        .where(and(eq(saleReminders.merchantId, r.merchantId), eq(saleReminders.userId, r.userId), eq(saleReminders.showId, r.showId)))
      if (!row) return null
      const identities = await db
        .select({ provider: userIdentities.provider, openId: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.merchantId, r.merchantId), eq(userIdentities.userId, r.userId), like(userIdentities.provider, 'MINI:%')))
      return {
        shopName: row.shopName,
        defaultLang: row.defaultLang,
        showName: row.showName,
        utcOffset: row.utcOffset,
        lang: row.messageLanguage ?? row.language ?? null,
        countryCode: row.countryCode,
        cellphone: row.cellphone,
        miniIdentities: identities,
      }
    },
    async markSent(r, at) {
      await db.update(saleReminders).set({ sentAt: at }).where(thisClaim(r))
    },
    async markFailed(r, at, failure) {
      await db.update(saleReminders).set({ failedAt: at, failure }).where(thisClaim(r))
    },
    async release(r) {
      await db.update(saleReminders).set({ claimedAt: null }).where(thisClaim(r))
    },
  }
}

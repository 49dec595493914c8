/**
 * What the sale-reminder sweep (sending.ts) reads and writes: claims of due reminders (claims.ts: one
 * sweep among several processes takes each), the buyer's and the show's details for the message, and
 * the outcome.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema-accounts.js'
import { catalogShows } from '../../db/schema-catalog.js'
import { merchants } from '../../db/schema-merchants.js'
import { saleReminders } from '../../db/schema-reminders.js'
import type { Translations } from '../../i18n/translations.js'
import { claimColumns, claimDueRows, miniIdentitiesOf, type ClaimColumns, type ClaimTable } from './claims.js'

export interface ClaimedReminder extends ClaimColumns {
  showId: string
  sessionId: string | null
  saleTime: Date
}

const SALE_REMINDERS: ClaimTable = { table: 'sale_reminders', keys: ['merchant_id', 'user_id', 'show_id'], returning: ['session_id', 'sale_time'] }

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
      const rows = await claimDueRows(db, SALE_REMINDERS, now, staleBefore, limit)
      return rows.map((row) => ({
        ...claimColumns(row),
        showId: String(row.show_id),
        sessionId: row.session_id == null ? null : String(row.session_id),
        saleTime: new Date(row.sale_time as string),
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
      const identities = await miniIdentitiesOf(db, r.merchantId, r.userId)
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

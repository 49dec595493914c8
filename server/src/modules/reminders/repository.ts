/** The reminders module's only Drizzle user: the show it is for, and the buyer's reminder rows. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { catalogSessions, catalogShows } from '../../db/schema-catalog.js'
import { saleReminders } from '../../db/schema-reminders.js'
import type { RemindMethod } from '../../../../types/reminders.js'

export interface ReminderShow {
  saleTime: Date | null
}

export interface ReminderRow {
  showId: string
  sessionId: string | null
  method: RemindMethod
  templateIds: string[]
  aheadMinutes: number
  saleTime: Date
  remindAt: Date
}

export interface RemindersRepository {
  /** A listed (ONLINE) show of the merchant, or null. */
  findListedShow(merchantId: string, showId: string): Promise<ReminderShow | null>
  sessionBelongs(merchantId: string, showId: string, sessionId: string): Promise<boolean>
  /** Records the reminder; asking again for the same show replaces the earlier one, delivery included. */
  save(merchantId: string, userId: string, row: ReminderRow): Promise<void>
  find(merchantId: string, userId: string, showId: string): Promise<ReminderRow | null>
  remove(merchantId: string, userId: string, showId: string): Promise<void>
}

export function createRemindersRepository(db: Db): RemindersRepository {
  return {
    async findListedShow(merchantId, showId) {
      const [row] = await db
        .select({ saleTime: catalogShows.saleTime })
        .from(catalogShows)
        .where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showId, showId), eq(catalogShows.showStatus, 'ONLINE')))
      return row ?? null
    },
    async sessionBelongs(merchantId, showId, sessionId) {
      const [row] = await db
        .select({ id: catalogSessions.sessionId })
        .from(catalogSessions)
        .where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.showId, showId), eq(catalogSessions.sessionId, sessionId)))
      return !!row
    },
    async save(merchantId, userId, row) {
      const values = { ...row, merchantId, userId }
      await db
        .insert(saleReminders)
        .values(values)
        .onConflictDoUpdate({ target: [saleReminders.merchantId, saleReminders.userId, saleReminders.showId], set: { ...row, createdAt: new Date(), claimedAt: null, attempts: 0, sentAt: null, failedAt: null, failure: null } })
    },
    async find(merchantId, userId, showId) {
      const [row] = await db
        .select({
          showId: saleReminders.showId,
          sessionId: saleReminders.sessionId,
          method: saleReminders.method,
          templateIds: saleReminders.templateIds,
          aheadMinutes: saleReminders.aheadMinutes,
          saleTime: saleReminders.saleTime,
          remindAt: saleReminders.remindAt,
        })
        .from(saleReminders)
        .where(and(eq(saleReminders.merchantId, merchantId), eq(saleReminders.userId, userId), eq(saleReminders.showId, showId)))
      return row ?? null
    },
    async remove(merchantId, userId, showId) {
      await db.delete(saleReminders).where(and(eq(saleReminders.merchantId, merchantId), eq(saleReminders.userId, userId), eq(saleReminders.showId, showId)))
    },
  }
}

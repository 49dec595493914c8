/** The announcements module's only Drizzle user: announcements and buyers' popup read receipts. */
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { announcementReads, announcements } from '../../db/schema-announcements.js'

export type AnnouncementRow = typeof announcements.$inferSelect
export type AnnouncementInsert = typeof announcements.$inferInsert
export type ReadRow = typeof announcementReads.$inferSelect

export interface AnnouncementsRepository {
  /** A published announcement of the merchant whose window contains `now`, or null. */
  findLive(merchantId: string, announcementId: string, now: Date): Promise<AnnouncementRow | null>
  /** Live popups for the shop as a whole and, when `showId` is given, for that show's page. */
  listLivePopups(merchantId: string, showId: string | null, now: Date): Promise<AnnouncementRow[]>
  /** The buyer's receipts among `announcementIds`. */
  findReads(merchantId: string, userId: string, announcementIds: string[]): Promise<ReadRow[]>
  /** Stores the receipt unless one exists for the same notice and show; answers the stored one either way. */
  insertRead(row: typeof announcementReads.$inferInsert): Promise<ReadRow>
  insertIfAbsent(rows: AnnouncementInsert[]): Promise<number>
}

const live = (now: Date) =>
  and(eq(announcements.status, 'PUBLISHED'), lte(announcements.publishStart, now), or(isNull(announcements.publishEnd), gt(announcements.publishEnd, now)))

export function createAnnouncementsRepository(db: Db): AnnouncementsRepository {
  return {
    async findLive(merchantId, announcementId, now) {
      const [row] = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.merchantId, merchantId), eq(announcements.announcementId, announcementId), live(now)))
      return row ?? null
    },
    async listLivePopups(merchantId, showId, now) {
      const scope = showId ? or(isNull(announcements.showId), eq(announcements.showId, showId)) : isNull(announcements.showId)
      return db
        .select()
        .from(announcements)
        .where(and(eq(announcements.merchantId, merchantId), eq(announcements.kind, 'POPUP'), live(now), scope))
        .orderBy(asc(announcements.position), asc(announcements.publishStart), asc(announcements.announcementId))
    },
    async findReads(merchantId, userId, ids) {
      if (!ids.length) return []
      return db
        .select()
        .from(announcementReads)
        .where(and(eq(announcementReads.merchantId, merchantId), eq(announcementReads.userId, userId), inArray(announcementReads.announcementId, ids)))
    },
    async insertRead(row) {
      // ON CONFLICT DO NOTHING keeps the first receipt when two taps (or two devices) race; the
      // follow-up read answers whichever receipt won.
      await db.insert(announcementReads).values(row).onConflictDoNothing()
      const [stored] = await db
        .select()
        .from(announcementReads)
        .where(
          and(
            eq(announcementReads.merchantId, row.merchantId),
            eq(announcementReads.userId, row.userId),
            eq(announcementReads.announcementId, row.announcementId),
            eq(announcementReads.showId, row.showId ?? ''),
          ),
        )
      if (!stored) throw new Error('announcement read receipt vanished after insert')
      return stored
    },
    async insertIfAbsent(rows) {
      if (!rows.length) return 0
      const added = await db.insert(announcements).values(rows).onConflictDoNothing().returning({ id: announcements.announcementId })
      return added.length
    },
  }
}

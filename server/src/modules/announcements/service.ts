/**
 * Announcements: a merchant's notices in three languages, public only inside their publish window.
 * BANNER notices are named by a layout's ANNOUNCEMENT component (the catalog resolves them through
 * `bannerNotice`); POPUP notices are shown once per buyer. A logged-in buyer's reads are kept here
 * (so a second device does not show the popup again); a guest's stay on the device.
 */
import type { Lang } from '../../../../types/lang.js'
import type { Notice, NoticePageSource, NoticeRead, NoticeReadRequest } from '../../../../types/announcements.js'
import { pickTranslation, type Translations } from '../../i18n/translations.js'
import type { AnnouncementRow, AnnouncementsRepository, ReadRow } from './repository.js'

export type NoticeFailure = 'notFound' | 'notPopup' | 'badReadTime'
export type NoticeResult<T> = { ok: true; value: T } | { ok: false; failure: NoticeFailure }

export interface Reader {
  merchantId: string
  lang: Lang
  /** The merchant's default language: the fallback of a text not written in `lang`. */
  fallback: Lang
}
export interface Buyer {
  merchantId: string
  userId: string
}

/** Device clocks drift: a read time up to a day ahead of the server is still taken as the device said. */
const READ_TIME_SKEW_MS = 24 * 60 * 60_000
/** Earliest read time taken (2020-01-01): anything older is a broken clock or a forged value. */
const READ_TIME_MIN_MS = Date.UTC(2020, 0, 1)

export interface AnnouncementsService {
  detail(reader: Reader, announcementId: string, now: Date): Promise<NoticeResult<Notice>>
  /** Live popups for the page; with a buyer, only those the buyer has not read. */
  popups(reader: Reader, buyer: Buyer | null, showId: string | null, now: Date): Promise<Notice[]>
  markRead(buyer: Buyer, body: NoticeReadRequest, now: Date): Promise<NoticeResult<NoticeRead>>
  /** The live notice a layout component names, with texts picked by the caller's locale. */
  bannerNotice(merchantId: string, announcementId: string, pick: (t: Translations) => string, now: Date): Promise<Notice | null>
}

export function toNotice(row: AnnouncementRow, pick: (t: Translations) => string): Notice {
  return {
    noticeId: row.announcementId,
    noticeTitle: pick(row.title),
    noticeContent: pick(row.content),
    noticeMoreUrl: row.moreUrl,
    kind: row.kind,
    showId: row.showId,
    publishTime: row.publishStart.getTime(),
  }
}

const toRead = (r: ReadRow): NoticeRead => ({
  announcementId: r.announcementId,
  showId: r.showId || null,
  clientReadTime: r.clientReadTime.getTime(),
  pageSource: r.pageSource as NoticePageSource,
})

export function createAnnouncementsService(repo: AnnouncementsRepository): AnnouncementsService {
  const picker = (r: Reader) => (t: Translations) => pickTranslation(t, r.lang, r.fallback)
  return {
    async detail(reader, announcementId, now) {
      const row = await repo.findLive(reader.merchantId, announcementId, now)
      return row ? { ok: true, value: toNotice(row, picker(reader)) } : { ok: false, failure: 'notFound' }
    },
    async popups(reader, buyer, showId, now) {
      const rows = await repo.listLivePopups(reader.merchantId, showId, now)
      if (!buyer || !rows.length) return rows.map((r) => toNotice(r, picker(reader)))
      const reads = await repo.findReads(buyer.merchantId, buyer.userId, rows.map((r) => r.announcementId))
      const seen = new Set(reads.map((r) => `${r.announcementId}\n${r.showId}`))
      return rows.filter((r) => !seen.has(`${r.announcementId}\n${r.showId ?? ''}`)).map((r) => toNotice(r, picker(reader)))
    },
    async markRead(buyer, body, now) {
      const t = body.clientReadTime
      if (!Number.isSafeInteger(t) || t < READ_TIME_MIN_MS || t > now.getTime() + READ_TIME_SKEW_MS) return { ok: false, failure: 'badReadTime' }
      const row = await repo.findLive(buyer.merchantId, body.announcementId, now)
      // A popup bound to another show's page is as unknown to this page as a missing one.
      if (!row || (row.showId && body.showId && body.showId !== row.showId)) return { ok: false, failure: 'notFound' }
      if (row.kind !== 'POPUP') return { ok: false, failure: 'notPopup' }
      // The receipt is keyed by the notice's own show ('' for the whole shop): a shop-wide popup read
      // on a show page is read everywhere.
      const stored = await repo.insertRead({
        merchantId: buyer.merchantId,
        userId: buyer.userId,
        announcementId: row.announcementId,
        showId: row.showId ?? '',
        pageSource: body.pageSource,
        clientReadTime: new Date(t),
      })
      return { ok: true, value: toRead(stored) }
    },
    async bannerNotice(merchantId, announcementId, pick, now) {
      const row = await repo.findLive(merchantId, announcementId, now)
      return row ? toNotice(row, pick) : null
    },
  }
}

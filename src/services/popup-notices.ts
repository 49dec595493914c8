/**
 * Popup notices (server/src/modules/announcements; core §3: stored as announcementId, showId,
 * clientReadTime, pageSource): the first unread one of a page, and its read receipt. A logged-in
 * buyer's reads are kept by the server (another device does not show it again); a guest's stay on
 * this device. The home (main package) uses this: keep it small.
 */
import type { Notice, NoticePageSource } from '../../types/announcements'
import { getItem, setItem } from '../platform/storage'
import { get, post } from '../request'
import { stores } from '../stores'

export const GUEST_READS_KEY = 'notice.reads'
/** Closed in this run: a page shown again before the receipt lands must not bring the notice back. */
const closed = new Set<string>()
const keyOf = (n: Notice) => `${n.noticeId}@${n.showId ?? ''}`
const extras = { silent: true }

/** The first popup of the page the buyer has not read, or null. */
export async function nextPopupNotice(showId?: string): Promise<Notice | null> {
  const buyer = stores.session.isLoggedIn
  const { list } = await get<{ list: Notice[] }>(`${buyer ? 'buyer' : 'pub'}/v1/announcements/popups`, showId ? { showId } : {}, { importance: 'low', extras })
  const reads = buyer ? [] : (getItem<string[]>(GUEST_READS_KEY, []) ?? [])
  return list.find((n) => !closed.has(keyOf(n)) && !reads.includes(keyOf(n))) ?? null
}

/** The buyer closed the notice (or opened it): remember it where this buyer's reads are kept. */
export async function readPopupNotice(notice: Notice, pageSource: NoticePageSource, showId?: string): Promise<void> {
  closed.add(keyOf(notice))
  if (!stores.session.isLoggedIn) {
    setItem(GUEST_READS_KEY, [...(getItem<string[]>(GUEST_READS_KEY, []) ?? []), keyOf(notice)].slice(-50))
    return
  }
  const body = { announcementId: notice.noticeId, clientReadTime: Date.now(), pageSource, ...(showId ? { showId } : {}) }
  await post('buyer/v1/announcement_reads', body, { importance: 'low', extras }).catch(() => undefined)
}

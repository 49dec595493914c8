/**
 * Popup notices (server/src/modules/announcements; core §3: stored as announcementId, showId,
 * clientReadTime, pageSource): the first unread one of the home, and its read receipt. A logged-in
 * buyer's reads are kept by the server (another device does not show it again); a guest's stay on
 * this device. In the main package (the home): kept small on purpose.
 */
import type { Notice, NoticePageSource } from '../../types/announcements'
import { getItem, setItem } from '../platform/storage'
import { get, post } from '../request'
import { stores } from '../stores'

export const GUEST_READS_KEY = 'notice.reads'
const extras = { silent: true }
const reads = () => getItem<string[]>(GUEST_READS_KEY) ?? []

/** The first popup the buyer has not read, or null. */
export async function nextPopupNotice(): Promise<Notice | null> {
  const path = `${stores.session.isLoggedIn ? 'buyer' : 'pub'}/v1/announcements/popups`
  const { list } = await get<{ list: Notice[] }>(path, {}, { importance: 'low', extras })
  // A logged-in buyer's list comes without the notices read; a guest's reads are on this device.
  return list.find((n) => stores.session.isLoggedIn || !reads().includes(n.noticeId)) ?? null
}

/** The buyer closed the notice (or opened it): remember it where this buyer's reads are kept. */
export function readPopupNotice(n: Notice, pageSource: NoticePageSource): void {
  const id = n.noticeId
  if (!stores.session.isLoggedIn) setItem(GUEST_READS_KEY, [...reads(), id].slice(-50))
  else void post('buyer/v1/announcement_reads', { announcementId: id, clientReadTime: Date.now(), pageSource }, { importance: 'low', extras }).catch(() => 0)
}

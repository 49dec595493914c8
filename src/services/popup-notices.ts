/**
 * Popup notices (server/src/modules/announcements; core §3: stored as announcementId, showId,
 * clientReadTime, pageSource): the first unread one is shown once as a dialog. A logged-in buyer's
 * reads are kept by the server (another device does not show it again); a guest's stay on this device.
 * The home (main package) uses this: keep it small.
 */
import type { Notice, NoticePageSource } from '../../types/announcements'
import { t } from '../i18n'
import { getItem, setItem } from '../platform/storage'
import { showConfirm } from '../platform/ui'
import { get, post } from '../request'
import { router } from '../router'
import { stores } from '../stores'

export const GUEST_READS_KEY = 'notice.reads'
/** Shown in this run: a page shown again before the read lands must not open the same dialog twice. */
const shown = new Set<string>()

const keyOf = (n: Notice) => `${n.noticeId}@${n.showId ?? ''}`

export async function showPopupNotice(pageSource: NoticePageSource, showId?: string): Promise<void> {
  const buyer = stores.session.isLoggedIn
  const extras = { silent: true }
  const { list } = await get<{ list: Notice[] }>(`${buyer ? 'buyer' : 'pub'}/v1/announcements/popups`, showId ? { showId } : {}, { importance: 'low', extras })
  const reads = getItem<string[]>(GUEST_READS_KEY, []) ?? []
  const notice = list.find((n) => !shown.has(keyOf(n)) && (buyer || !reads.includes(keyOf(n))))
  if (!notice) return
  shown.add(keyOf(notice))
  const view = await showConfirm({ title: notice.noticeTitle, content: notice.noticeContent, confirmText: t('notice.popup.view'), cancelText: t('dialog.close') })
  const body = { announcementId: notice.noticeId, clientReadTime: Date.now(), pageSource, ...(showId ? { showId } : {}) }
  if (buyer) await post('buyer/v1/announcement_reads', body, { importance: 'low', extras }).catch(() => undefined)
  else setItem(GUEST_READS_KEY, [...reads, keyOf(notice)].slice(-50))
  if (view) void router.open('announcement', { id: notice.noticeId })
}

/** Announcement wording (envelope comments) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { NoticeFailure } from './service.js'

const TEXT: Record<NoticeFailure, Record<Lang, string>> = {
  notFound: { 'zh-CN': '公告不存在或已下线', 'zh-MO': '公告不存在或已下線', 'en-US': 'This announcement does not exist or is no longer shown' },
  notPopup: { 'zh-CN': '该公告不是弹窗公告，无需标记已读', 'zh-MO': '該公告不是彈窗公告，無需標記已讀', 'en-US': 'This announcement is not a pop-up notice and has nothing to mark as read' },
  badReadTime: { 'zh-CN': '阅读时间无效', 'zh-MO': '閱讀時間無效', 'en-US': 'The read time is not valid' },
}

export const noticeText = (lang: Lang, failure: NoticeFailure): string => TEXT[failure][lang]

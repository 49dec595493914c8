/**
 * Announcements and customer service (spec accounts §"Announcement", §"Customer service configuration";
 * core §3 "Popup notices stored as announcementId, showId, clientReadTime, pageSource").
 */

/** BANNER: shown by a layout's announcement component; POPUP: shown once per buyer as a dialog. */
export type NoticeKind = 'BANNER' | 'POPUP'

/** Pages a popup notice can be read on (pageSource of the read receipt). */
export const NOTICE_PAGE_SOURCES = ['HOME', 'SHOW_DETAIL', 'ANNOUNCEMENT'] as const
export type NoticePageSource = (typeof NOTICE_PAGE_SOURCES)[number]

/** One announcement in the request's language (GET pub/v1/announcements/{id}, the popup lists, the banner). */
export interface Notice {
  noticeId: string
  noticeTitle: string
  /** Plain paragraphs separated by blank lines (no HTML). */
  noticeContent: string
  /** Where "more" leads: an app path (/...) or an https link; '' when there is none. */
  noticeMoreUrl: string
  kind: NoticeKind
  /** A popup bound to one show's page; null for the whole shop. */
  showId: string | null
  /** Epoch ms the notice went (or goes) public. */
  publishTime: number
}

/** POST buyer/v1/announcement_reads: the buyer closed a popup notice. */
export interface NoticeReadRequest {
  announcementId: string
  showId?: string
  /** Epoch ms on the buyer's device when the popup was closed. */
  clientReadTime: number
  pageSource: NoticePageSource
}

/** The stored receipt: the first read is kept, repeating it answers the same receipt. */
export interface NoticeRead {
  announcementId: string
  showId: string | null
  clientReadTime: number
  pageSource: NoticePageSource
}

export interface WorkTime {
  /** 1 = Monday .. 7 = Sunday, in the shop's time zone. */
  weekday: number
  /** HH:mm; an end at or before the start runs past midnight into the next day; '24:00' is the day's end. */
  start: string
  end: string
}

/** GET pub/v1/customer_service: the entry button's settings and whether someone answers right now. */
export interface CustomerServiceEntry {
  supportOnlineCustomer: boolean
  supportOnlineAndTelCustomer: boolean
  onlineConfig: { supplierType: string; jumpUrl: string; seatGroup: string; onlineCustomerId: string } | null
  customerServiceTelephone: string
  companyWechatEnabled: boolean
  workTimeConfigs: WorkTime[]
  /** IANA time zone the work times are in, e.g. Asia/Macau. */
  timeZone: string
  /** Evaluated by the server at the time of the request. */
  withinWorkTime: boolean
  /** 'not within customer service hours' in the request's language when outside them, else ''. */
  outsideMessage: string
}

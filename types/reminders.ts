/**
 * Sale-start reminders ("remind me" on a show in pre-sale; spec accounts §3 "Grab reminder":
 * remindNotifyAheadOfMinutes and remind method). Mini-programs remind through the host's subscribe
 * messages (the template ids the buyer accepted); H5 by SMS (spec core §1). The server records the
 * reminder; sending it at remindAt is the job queue's (issue 20).
 */
export type RemindMethod = 'SUBSCRIBE' | 'SMS'

/** POST buyer/v1/sale_reminders */
export interface SaleReminderRequest {
  showId: string
  /** A session of the show, when the buyer asks for one session's sale; omitted for the show. */
  sessionId?: string
  method: RemindMethod
  /** SUBSCRIBE: the message templates the buyer accepted in the host's prompt (at least one). */
  templateIds?: string[]
  /** Minutes before the sale opens (0–1440). */
  remindNotifyAheadOfMinutes: number
}

export interface SaleReminder {
  showId: string
  sessionId: string | null
  method: RemindMethod
  templateIds: string[]
  remindNotifyAheadOfMinutes: number
  /** Epoch ms of the sale start the reminder is for. */
  saleTime: number
  /** Epoch ms when the reminder is due. */
  remindAt: number
}

/**
 * GET pub/v1/sale_reminders/options: what the app offers a buyer — the subscribe-message templates a
 * host asks them to accept, and how long before the sale the reminder may come (minutes, ascending;
 * the app preselects REMIND_AHEAD_DEFAULT_MINUTES when offered).
 */
export interface ReminderOptions {
  templateIds: string[]
  remindNotifyAheadOfMinutesChoices: number[]
}

export const REMIND_AHEAD_MAX_MINUTES = 1440
export const REMIND_AHEAD_DEFAULT_MINUTES = 10
/** The choices the storefront offers: 10 minutes, half an hour, an hour before the sale. */
export const REMIND_AHEAD_CHOICES: readonly number[] = [10, 30, 60]

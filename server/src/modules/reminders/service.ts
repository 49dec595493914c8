/**
 * Sale-start reminders: a buyer asks to be reminded N minutes before a show (or one of its sessions)
 * goes on sale — by the host's subscribe messages on mini-programs (the template ids the buyer
 * accepted) or by SMS on H5. Only a listed show of the buyer's merchant whose sale is still ahead can
 * be reminded of; anything else is a typed failure. Sending at remindAt is the job queue's (issue 20).
 */
import { REMIND_AHEAD_CHOICES, REMIND_AHEAD_MAX_MINUTES, type ReminderOptions, type SaleReminder, type SaleReminderRequest } from '../../../../types/reminders.js'
import type { ReminderRow, RemindersRepository } from './repository.js'

export type ReminderFailure = 'showNotFound' | 'sessionNotFound' | 'saleStarted' | 'noTemplates' | 'badMinutes'
export type ReminderResult<T> = { ok: true; value: T } | { ok: false; failure: ReminderFailure }

export interface Buyer {
  merchantId: string
  userId: string
}

export interface RemindersService {
  remind(buyer: Buyer, body: SaleReminderRequest, now: Date): Promise<ReminderResult<SaleReminder>>
  reminderOf(buyer: Buyer, showId: string): Promise<ReminderResult<SaleReminder | null>>
  cancel(buyer: Buyer, showId: string): Promise<void>
  /** The merchant's templates and the lead times the app offers (any 0–1440 is accepted from a client). */
  options(): ReminderOptions
}

const toReminder = (r: ReminderRow): SaleReminder => ({
  showId: r.showId,
  sessionId: r.sessionId,
  method: r.method,
  templateIds: r.templateIds,
  remindNotifyAheadOfMinutes: r.aheadMinutes,
  saleTime: r.saleTime.getTime(),
  remindAt: r.remindAt.getTime(),
})

/** templateIds: the merchant's sale-start message templates (SALE_REMINDER_TEMPLATE_IDS). */
export function createRemindersService(repo: RemindersRepository, templateIds: string[]): RemindersService {
  return {
    async remind({ merchantId, userId }, body, now) {
      const minutes = body.remindNotifyAheadOfMinutes
      if (!Number.isInteger(minutes) || minutes < 0 || minutes > REMIND_AHEAD_MAX_MINUTES) return { ok: false, failure: 'badMinutes' }
      const show = await repo.findListedShow(merchantId, body.showId)
      if (!show) return { ok: false, failure: 'showNotFound' }
      const sessionId = body.sessionId || null
      if (sessionId && !(await repo.sessionBelongs(merchantId, body.showId, sessionId))) return { ok: false, failure: 'sessionNotFound' }
      if (!show.saleTime || show.saleTime.getTime() <= now.getTime()) return { ok: false, failure: 'saleStarted' }
      // Only templates this merchant offers, and the buyer must have accepted at least one of them.
      const accepted = body.method === 'SUBSCRIBE' ? [...new Set(body.templateIds ?? [])].filter((id) => templateIds.includes(id)) : []
      if (body.method === 'SUBSCRIBE' && accepted.length === 0) return { ok: false, failure: 'noTemplates' }
      const row: ReminderRow = {
        showId: body.showId,
        sessionId,
        method: body.method,
        templateIds: accepted,
        aheadMinutes: minutes,
        saleTime: show.saleTime,
        remindAt: new Date(Math.max(now.getTime(), show.saleTime.getTime() - minutes * 60_000)),
      }
      await repo.save(merchantId, userId, row)
      return { ok: true, value: toReminder(row) }
    },
    async reminderOf({ merchantId, userId }, showId) {
      if (!(await repo.findListedShow(merchantId, showId))) return { ok: false, failure: 'showNotFound' }
      const row = await repo.find(merchantId, userId, showId)
      return { ok: true, value: row ? toReminder(row) : null }
    },
    async cancel({ merchantId, userId }, showId) {
      await repo.remove(merchantId, userId, showId)
    },
    options: () => ({ templateIds, remindNotifyAheadOfMinutesChoices: [...REMIND_AHEAD_CHOICES] }),
  }
}

/**
 * Sending due sale-start reminders: the shared sweep (sweep.ts) claims what is due
 * (delivery-repository.ts); each message is written in the buyer's language and sent by the method
 * the buyer chose. The job queue runs a sweep every minute for the whole deployment (jobs/queue.ts).
 */
import { pickTranslation } from '../../i18n/translations.js'
import type { ClaimedReminder, DeliveryFailure, DeliveryRepository } from './delivery-repository.js'
import { saleReminderText } from './messages.js'
import { sendByMethod, sweepDue, type Attempt, type ReminderChannels, type SweepResult } from './sweep.js'

export { CLAIM_TIMEOUT_MS, MAX_ATTEMPTS, type ReminderChannels, type SweepResult } from './sweep.js'
/** A reminder found this long after the sale opened is no use to anyone (the server was down). */
export const TOO_LATE_MS = 30 * 60_000
export const SALE_REMINDERS_JOB = 'sale-reminders'

/** One sweep over everything due at `now` (batches until nothing is left). */
export function sendDueReminders(repo: DeliveryRepository, channels: ReminderChannels, now: Date): Promise<SweepResult> {
  return sweepDue(repo, now, (r) => deliver(repo, channels, r, now))
}

/** YYYY-MM-DD HH:mm at the show's UTC offset (minutes), as the show page shows its times. */
export function localTime(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ')
}

async function deliver(repo: DeliveryRepository, channels: ReminderChannels, r: ClaimedReminder, now: Date): Promise<Attempt<DeliveryFailure>> {
  if (now.getTime() - r.saleTime.getTime() > TOO_LATE_MS) return { ok: false, failure: 'TOO_LATE', final: true }
  const ctx = await repo.context(r)
  if (!ctx) return { ok: false, failure: 'GONE', final: true }
  const lang = ctx.lang ?? ctx.defaultLang
  const shop = pickTranslation(ctx.shopName, lang, ctx.defaultLang)
  const show = pickTranslation(ctx.showName, lang, ctx.defaultLang)
  const time = localTime(r.saleTime, ctx.utcOffset)
  return sendByMethod(channels, { ...r, ...ctx }, {
    text: saleReminderText(lang, { shop, show, time }),
    purpose: 'SALE_REMINDER',
    page: `packages/show/detail/index?showId=${encodeURIComponent(r.showId)}`,
    data: { show: show.slice(0, 20), saleTime: time, shop: shop.slice(0, 20) },
  })
}

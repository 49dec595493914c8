/**
 * Sending due sale-start reminders: one sweep claims what is due (delivery-repository.ts), writes
 * each message in the buyer's language (SMS on H5, the subscribe message the buyer accepted on a
 * mini-program) and records the outcome. The job queue runs a sweep every minute for the whole
 * deployment (jobs/queue.ts); two sweeps at once split the due rows, so each reminder goes out once.
 * A claim that a crashed process never finished is taken again after CLAIM_TIMEOUT_MS.
 */
import type { SmsSender } from '../accounts/sms/sender.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { ClaimedReminder, DeliveryFailure, DeliveryRepository } from './delivery-repository.js'
import { saleReminderText } from './messages.js'
import type { SubscribeSender } from './subscribe-sender.js'

export const CLAIM_TIMEOUT_MS = 5 * 60_000
/** A reminder found this long after the sale opened is no use to anyone (the server was down). */
export const TOO_LATE_MS = 30 * 60_000
export const MAX_ATTEMPTS = 5
const BATCH = 100

export interface ReminderChannels {
  sms: SmsSender
  subscribe: SubscribeSender
}

export interface SweepResult {
  sent: number
  failed: number
  retried: number
}

export const SALE_REMINDERS_JOB = 'sale-reminders'

type Attempt = { ok: true } | { ok: false; failure: DeliveryFailure; final: boolean }

/** One sweep over everything due at `now` (batches until nothing is left). */
export async function sendDueReminders(repo: DeliveryRepository, channels: ReminderChannels, now: Date): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, failed: 0, retried: 0 }
  for (;;) {
    const claimed = await repo.claimDue(now, new Date(now.getTime() - CLAIM_TIMEOUT_MS), BATCH)
    for (const r of claimed) {
      const attempt = await deliver(repo, channels, r, now)
      if (attempt.ok) {
        await repo.markSent(r, new Date())
        result.sent++
      } else if (attempt.final || r.attempts >= MAX_ATTEMPTS) {
        await repo.markFailed(r, new Date(), attempt.failure)
        result.failed++
      } else {
        await repo.release(r)
        result.retried++
      }
    }
    // A provider failure is released for the next sweep, not retried in a loop within this one.
    if (claimed.length < BATCH || result.retried > 0) return result
  }
}

/** YYYY-MM-DD HH:mm at the show's UTC offset (minutes), as the show page shows its times. */
export function localTime(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ')
}

async function deliver(repo: DeliveryRepository, channels: ReminderChannels, r: ClaimedReminder, now: Date): Promise<Attempt> {
  if (now.getTime() - r.saleTime.getTime() > TOO_LATE_MS) return { ok: false, failure: 'TOO_LATE', final: true }
  const ctx = await repo.context(r)
  if (!ctx) return { ok: false, failure: 'GONE', final: true }
  const lang = ctx.lang ?? ctx.defaultLang
  const shop = pickTranslation(ctx.shopName, lang, ctx.defaultLang)
  const show = pickTranslation(ctx.showName, lang, ctx.defaultLang)
  const time = localTime(r.saleTime, ctx.utcOffset)
  try {
    if (r.method === 'SMS') {
      if (!ctx.cellphone) return { ok: false, failure: 'NO_PHONE', final: true }
      await channels.sms.send({ merchantId: r.merchantId, countryCode: ctx.countryCode, cellphone: ctx.cellphone, text: saleReminderText(lang, { shop, show, time }), purpose: 'SALE_REMINDER', sentAt: new Date() })
    } else {
      if (!ctx.miniIdentities.length) return { ok: false, failure: 'NO_MINI_IDENTITY', final: true }
      await channels.subscribe.send({
        merchantId: r.merchantId,
        userId: r.userId,
        recipients: ctx.miniIdentities,
        templateIds: r.templateIds,
        page: `packages/show/detail/index?showId=${encodeURIComponent(r.showId)}`,
        data: { show: show.slice(0, 20), saleTime: time, shop: shop.slice(0, 20), text: saleReminderText(lang, { shop, show, time }) },
        sentAt: new Date(),
      })
    }
    return { ok: true }
  } catch {
    return { ok: false, failure: 'PROVIDER', final: false }
  }
}

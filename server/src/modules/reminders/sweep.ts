/**
 * The sweep every kind of reminder shares (sale start: sending.ts, coupon expiry:
 * coupon-expiry-sending.ts): claim what is due in batches, deliver each, and record the outcome —
 * sent, given up (a final failure, or MAX_ATTEMPTS reached), or released for a later sweep (a provider
 * failure). Two sweeps at once split the due rows, so each reminder goes out once; a claim that a
 * crashed process never finished is taken again after CLAIM_TIMEOUT_MS. Delivery itself goes through
 * one of two channels: SMS on H5, the subscribe message the buyer accepted on a mini-program.
 */
import type { RemindMethod } from '../../../../types/reminders.js'
import type { SmsSender } from '../accounts/sms/sender.js'
import type { SubscribeSender } from './subscribe-sender.js'

export const CLAIM_TIMEOUT_MS = 5 * 60_000
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

/** Why a delivery did not happen, for any kind of reminder (each kind adds its own). */
export type ChannelFailure = 'NO_PHONE' | 'NO_MINI_IDENTITY' | 'PROVIDER'

export type Attempt<F> = { ok: true } | { ok: false; failure: F; final: boolean }

/** What a sweep needs of a reminder table: claims, and marks that apply only while the row is still that claim. */
export interface ClaimStore<R extends { attempts: number }, F> {
  claimDue(now: Date, staleBefore: Date, limit: number): Promise<R[]>
  markSent(r: R, at: Date): Promise<void>
  markFailed(r: R, at: Date, failure: F): Promise<void>
  release(r: R): Promise<void>
}

/** One sweep over everything due at `now` (batches until nothing is left). */
export async function sweepDue<R extends { attempts: number }, F>(repo: ClaimStore<R, F>, now: Date, deliver: (r: R) => Promise<Attempt<F>>): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, failed: 0, retried: 0 }
  for (;;) {
    const claimed = await repo.claimDue(now, new Date(now.getTime() - CLAIM_TIMEOUT_MS), BATCH)
    for (const r of claimed) {
      const attempt = await deliver(r)
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

/** Who gets a reminder: the claim's method and templates, the buyer's phone and mini-program identities. */
export interface Recipient {
  merchantId: string
  userId: string
  method: RemindMethod
  templateIds: string[]
  countryCode: string
  cellphone: string | null
  miniIdentities: Array<{ provider: string; openId: string }>
}

/** The message in the buyer's language: the SMS text, and the subscribe message's page and fields. */
export interface ReminderMessage {
  text: string
  /** The SMS provider's purpose tag (SALE_REMINDER, COUPON_EXPIRE_REMINDER). */
  purpose: string
  page: string
  data: Record<string, string>
}

/** Sends one reminder by the buyer's chosen method; a provider error is a failure a later sweep retries. */
export async function sendByMethod(channels: ReminderChannels, to: Recipient, message: ReminderMessage): Promise<Attempt<ChannelFailure>> {
  try {
    if (to.method === 'SMS') {
      if (!to.cellphone) return { ok: false, failure: 'NO_PHONE', final: true }
      await channels.sms.send({ merchantId: to.merchantId, countryCode: to.countryCode, cellphone: to.cellphone, text: message.text, purpose: message.purpose, sentAt: new Date() })
    } else {
      if (!to.miniIdentities.length) return { ok: false, failure: 'NO_MINI_IDENTITY', final: true }
      await channels.subscribe.send({
        merchantId: to.merchantId,
        userId: to.userId,
        recipients: to.miniIdentities,
        templateIds: to.templateIds,
        page: message.page,
        data: { ...message.data, text: message.text },
        sentAt: new Date(),
      })
    }
    return { ok: true }
  } catch {
    return { ok: false, failure: 'PROVIDER', final: false }
  }
}

/**
 * Send limits of one-time codes and account emails (SMS and email), counted atomically in the shared
 * limits store (server/src/limits) BEFORE anything is sent:
 * - one send per target (phone or email address) per `codeResendSeconds`;
 * - per 24 h: `dailySendCap.target` sends to a target, `.device` from a device, `.ip` from an address
 *   (device and IP counted per channel).
 * Keys are global (not per merchant) so nobody can use several shops to flood one phone. A refusal
 * counts nothing and carries retryAfterSeconds; it never depends on whether an account exists. The
 * reservation is given back when the send does not happen after all (a captcha refusal, a provider
 * that refused the message), so the buyer loses no send to it.
 */
import { ACCOUNT_STATUS } from '../../../../../types/accounts.js'
import { reserveAll, type Limits, type Reserved } from '../../../limits/index.js'
import type { AccountsConfig } from '../config.js'
import { failure, type Caller, type Failure } from '../outcome.js'

export type Channel = 'SMS' | 'EMAIL'

const DAY_SECONDS = 24 * 3600

export interface SendLimits {
  /** Count one send to `target` (the sendTarget key) from `caller`; a Failure when a limit refuses it. */
  reserve(channel: Channel, target: string, caller: Caller): Promise<Reserved | Failure>
}

export function createSendLimits(limits: Limits, config: Pick<AccountsConfig, 'codeResendSeconds' | 'dailySendCap'>): SendLimits {
  const day = (points: number) => ({ points, windowSeconds: DAY_SECONDS })
  const gap = limits.counter('send-gap', { points: 1, windowSeconds: config.codeResendSeconds })
  const perTarget = limits.counter('send-day-target', day(config.dailySendCap.target))
  const perDevice = limits.counter('send-day-device', day(config.dailySendCap.device))
  const perIp = limits.counter('send-day-ip', day(config.dailySendCap.ip))

  return {
    async reserve(channel, target, caller) {
      const reserved = await reserveAll([
        [gap, target],
        [perTarget, target],
        [perDevice, `${channel}|${caller.deviceKey}`],
        [perIp, `${channel}|${caller.ip}`],
      ])
      if (reserved.ok) return reserved
      const wait = reserved.retryAfterSeconds
      if (reserved.counter === gap.name) {
        return failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'code.wait', { vars: { seconds: wait }, data: { retryAfterSeconds: wait } })
      }
      return failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'send.tooMany', { vars: { minutes: Math.ceil(wait / 60) }, data: { retryAfterSeconds: wait } })
    },
  }
}

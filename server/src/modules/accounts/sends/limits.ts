/** Send limits of one-time codes and account emails (SMS and email): resend wait and daily caps. */
import { ACCOUNT_STATUS } from '../../../../../types/accounts.js'
import type { AccountsDeps } from '../deps.js'
import { failure, type Caller, type Failure } from '../outcome.js'
import type { Channel } from './repository.js'

const DAY_MS = 24 * 3600 * 1000

/**
 * Refuse a send when the target had one less than `codeResendSeconds` ago, or when the target, the device
 * or the IP reached its daily cap. Keys are global (not per merchant) so nobody can use several shops to
 * flood one phone. The answer carries retryAfterSeconds and never depends on whether an account exists.
 */
export async function checkSendLimits(deps: AccountsDeps, channel: Channel, target: string, caller: Caller): Promise<Failure | null> {
  const { repo, config, now } = deps
  const last = await repo.lastSendTo(channel, target)
  if (last) {
    const wait = Math.ceil((new Date(last).getTime() + config.codeResendSeconds * 1000 - now()) / 1000)
    if (wait > 0) {
      return failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'code.wait', { vars: { seconds: wait }, data: { retryAfterSeconds: wait } })
    }
  }
  const since = new Date(now() - DAY_MS)
  const caps: Array<['target' | 'deviceId' | 'ip', string, number]> = [
    ['target', target, config.dailySendCap.target],
    ['deviceId', caller.deviceKey, config.dailySendCap.device],
    ['ip', caller.ip, config.dailySendCap.ip],
  ]
  for (const [key, value, cap] of caps) {
    const { n, oldest } = await repo.sendsSince(channel, key, value, since)
    if (n >= cap) {
      const frees = oldest ? new Date(oldest).getTime() + DAY_MS : now() + DAY_MS
      const wait = Math.max(1, Math.ceil((frees - now()) / 1000))
      return failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'send.tooMany', {
        vars: { minutes: Math.ceil(wait / 60) },
        data: { retryAfterSeconds: wait },
      })
    }
  }
  return null
}

export async function logSend(deps: AccountsDeps, channel: Channel, target: string, caller: Caller): Promise<void> {
  await deps.repo.logSend({
    merchantId: caller.merchantId,
    channel,
    target,
    deviceId: caller.deviceKey,
    ip: caller.ip,
    createdAt: new Date(deps.now()),
  })
}

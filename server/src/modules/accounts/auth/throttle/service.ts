/**
 * Password-guessing throttle with growing delays instead of a lock-out.
 *
 * Why not lock the account after N failures: anyone who knows an address could then lock its owner out
 * forever. Instead two counters, both over a sliding window (1 h by default):
 * - per account + IP pair: the first 5 failures are free, then each further try must wait
 *   base × 2^(n−5) seconds (30 s, 60 s, 120 s … capped at 15 min) after the latest failure. One attacker
 *   IP slows to a crawl while the owner on another network is not affected at all.
 * - per account, all IPs together (an attacker rotating IPs): after 10 failures the same growing delay
 *   applies to every IP — except devices that have logged in to this account before (device-id header),
 *   so the real owner on a known device still gets in while a botnet is held back. A device id alone
 *   never bypasses the per-pair delay.
 * The throttle is keyed by the login name as typed (lower-cased email), not by user id, so it answers the
 * same for addresses that have no account. A refused try is not counted and checks no password.
 */
import type { AccountsConfig } from '../../config.js'
import type { AccountsRepository } from '../../repository.js'

export interface ThrottleKey {
  merchantId: string
  account: string
  ip: string
  /** The device-id header, '' when the client sent none (then no device is ever "known"). */
  deviceId: string
}

export interface LoginThrottle {
  /** Seconds the caller must still wait, or 0 when a try is allowed now. */
  waitSeconds(repo: AccountsRepository, key: ThrottleKey): Promise<number>
  recordFailure(repo: AccountsRepository, key: ThrottleKey): Promise<void>
  recordSuccess(repo: AccountsRepository, key: ThrottleKey): Promise<void>
}

export function createLoginThrottle(config: AccountsConfig['throttle'], now: () => number): LoginThrottle {
  const delayFor = (failures: number, free: number) =>
    failures < free ? 0 : Math.min(config.maxDelaySeconds, config.baseDelaySeconds * 2 ** Math.min(failures - free, 20))

  const remaining = (latest: Date | null, delay: number) =>
    latest && delay > 0 ? Math.max(0, Math.ceil((latest.getTime() + delay * 1000 - now()) / 1000)) : 0

  return {
    async waitSeconds(repo, key) {
      const since = new Date(now() - config.windowSeconds * 1000)
      const pair = await repo.loginFailuresSince(key.merchantId, key.account, since, key.ip)
      const pairWait = remaining(pair.latest, delayFor(pair.n, config.pairFreeFailures))
      if (pairWait > 0) return pairWait
      const all = await repo.loginFailuresSince(key.merchantId, key.account, since)
      const accountWait = remaining(all.latest, delayFor(all.n, config.accountFreeFailures))
      if (accountWait === 0) return 0
      return key.deviceId && (await repo.isKnownDevice(key.merchantId, key.account, key.deviceId)) ? 0 : accountWait
    },
    async recordFailure(repo, key) {
      await repo.recordLoginFailure(key.merchantId, key.account, key.ip, new Date(now()))
    },
    async recordSuccess(repo, key) {
      // Only this pair's failures are forgiven: an attacker elsewhere keeps the account-wide count.
      await repo.clearLoginFailures(key.merchantId, key.account, key.ip)
      if (key.deviceId) await repo.rememberDevice(key.merchantId, key.account, key.deviceId, new Date(now()))
    },
  }
}

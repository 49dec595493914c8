/**
 * Password-guessing throttle with growing delays instead of a lock-out.
 *
 * Why not lock the account after N failures: anyone who knows an address could then lock its owner out
 * forever. Instead two series of tries, each counted over a window (1 h by default):
 * - per account + IP pair: the first 5 tries are free, then each further try must wait
 *   base × 2^(n−5) seconds (30 s, 60 s, 120 s … capped at 15 min) after the try before it. One attacker
 *   IP slows to a crawl while the owner on another network is not affected at all.
 * - per account, all IPs together (an attacker rotating IPs): past 10 tries the same growing delay
 *   applies to every IP — except devices that have logged in to this account before (device-id header),
 *   so the real owner on a known device still gets in while a botnet is held back. A device id alone
 *   never bypasses the per-pair delay.
 * The throttle is keyed by the login name as typed (lower-cased email), not by user id, so it answers the
 * same for addresses that have no account.
 *
 * Atomic across processes: a try is counted in the shared limits store BEFORE the password is checked,
 * and past the free tries a "gate" counter of one point lets exactly one try through per delay (it
 * closes for the delay as that try passes), so 50 simultaneous guesses get at most the free tries plus
 * one. A refused try counts nothing and checks no password; a right password forgives the pair's tries
 * and does not count against the account.
 */
import type { Limits, Taken } from '../../../../limits/index.js'
import type { AccountsConfig } from '../../config.js'
import type { AccountsRepository } from '../../repository.js'

export interface ThrottleKey {
  merchantId: string
  account: string
  ip: string
  /** The device-id header, '' when the client sent none (then no device is ever "known"). */
  deviceId: string
}

/** A try that may go ahead: report how the password check went. */
export interface LoginTry {
  ok: true
  succeeded(): Promise<void>
  failed(): Promise<void>
}

export interface LoginThrottle {
  /** Take a try before the password is checked: a LoginTry, or how many seconds the caller must wait. */
  begin(repo: AccountsRepository, key: ThrottleKey): Promise<LoginTry | { ok: false; waitSeconds: number }>
}

export function createLoginThrottle(config: AccountsConfig['throttle'], limits: Limits, now: () => number): LoginThrottle {
  const window = (points: number) => ({ points, windowSeconds: config.windowSeconds })
  const pair = { tries: limits.counter('login-pair', window(config.pairFreeFailures)), gate: limits.counter('login-pair-gate', { points: 1, windowSeconds: config.baseDelaySeconds }) }
  const account = { tries: limits.counter('login-account', window(config.accountFreeFailures)), gate: limits.counter('login-account-gate', { points: 1, windowSeconds: config.baseDelaySeconds }) }

  /** Seconds to wait after try number `n` (counting from 1) of a series with `free` free tries. */
  const delayAfter = (n: number, free: number) => Math.min(config.maxDelaySeconds, config.baseDelaySeconds * 2 ** Math.min(n - free, 20))

  /**
   * Count a try on one series: free while it is within the free tries; past them (and from the last
   * free one on, which starts the delay) it must also pass the gate, which then closes for the delay.
   */
  async function takeTry(series: typeof pair, key: string, free: number, exempt: () => Promise<boolean>, taken: Taken[]): Promise<number> {
    const t = await series.tries.take(key)
    taken.push(t)
    if (t.count < free || (await exempt())) return 0
    const g = await series.gate.take(key, delayAfter(t.count, free))
    taken.push(g)
    return g.allowed ? 0 : g.retryAfterSeconds
  }

  return {
    async begin(repo, key) {
      const pairKey = `${key.merchantId}|${key.account}|${key.ip}`
      const accountKey = `${key.merchantId}|${key.account}`
      const pairTaken: Taken[] = []
      const accountTaken: Taken[] = []
      const giveBackAll = () => Promise.all([...pairTaken, ...accountTaken].map((t) => t.giveBack()))
      const knownDevice = async () => Boolean(key.deviceId) && repo.isKnownDevice(key.merchantId, key.account, key.deviceId)
      const wait =
        (await takeTry(pair, pairKey, config.pairFreeFailures, async () => false, pairTaken)) ||
        (await takeTry(account, accountKey, config.accountFreeFailures, knownDevice, accountTaken))
      if (wait > 0) {
        await giveBackAll()
        return { ok: false, waitSeconds: wait }
      }
      return {
        ok: true,
        async succeeded() {
          // Only this pair's tries are forgiven: an attacker elsewhere keeps the account-wide count.
          await Promise.all([pair.tries.forget(pairKey), pair.gate.forget(pairKey), ...accountTaken.map((t) => t.giveBack())])
          if (key.deviceId) await repo.rememberDevice(key.merchantId, key.account, key.deviceId, new Date(now()))
        },
        // The try stays counted: nothing more to record.
        async failed() {},
      }
    },
  }
}

/**
 * The server's abuse limits (SMS and email sends, captcha allowances, login tries, uploads, payment
 * codes ...) count in one shared store, so they hold across every API process: PostgreSQL by default
 * (the rate_limits table, also PGlite for `npm start`), Redis when REDIS_URL is set (with PostgreSQL as
 * the insurance store while Redis does not answer). Counting is rate-limiter-flexible's: one atomic
 * upsert (PostgreSQL) or Lua script (Redis) per take, so concurrent requests cannot both see room that
 * only one of them has. The rules themselves (which keys, how many, what a refusal says) live with the
 * services that apply them; see README "Abuse limits".
 */
import { lt } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Db } from '../db/client.js'
import { rateLimits } from '../db/schema-limits.js'
import { limitCounter, type LimitCounter } from './counter.js'

export { reserveAll, type LimitCounter, type Refused, type Reserved, type Taken } from './counter.js'

export interface LimitRule {
  /** Requests allowed per window and key. */
  points: number
  /** Length of a key's window, from its first request (whole seconds). */
  windowSeconds: number
}

export interface Limits {
  readonly store: 'postgres' | 'redis'
  /** The counter of one named limit (the name prefixes its keys; same name, same counter). */
  counter(name: string, rule: LimitRule): LimitCounter
  /** Tell `listener` the limit's name each time one refuses a request (the app counts them in /metrics). */
  onRefused(listener: (limit: string) => void): void
  /** Stop the clean-up timer (the database and Redis belong to the caller). */
  close(): void
}

export interface LimitsOptions {
  db: Db
  /** Count in Redis (shared by every API process) instead of PostgreSQL. */
  redis?: Redis
  /** Prefix of every key (tests give each run its own). Default `limit`. */
  keyPrefix?: string
}

/** Rows of windows that ended this long ago are deleted (the library's own threshold). */
const EXPIRED_KEEP_MS = 3600_000
const SWEEP_EVERY_MS = 5 * 60_000

export function createLimits(o: LimitsOptions): Limits {
  const prefix = o.keyPrefix ?? 'limit'
  const counters = new Map<string, LimitCounter>()
  let refused: ((limit: string) => void) | undefined

  const limiterFor = (name: string, rule: LimitRule): RateLimiterAbstract => {
    const base = { keyPrefix: `${prefix}:${name}`, points: rule.points, duration: rule.windowSeconds }
    // One sweep below cleans the table for every limiter, instead of a timer per limiter.
    const postgres = new RateLimiterDrizzle({ ...base, storeClient: o.db, schema: rateLimits, clearExpiredByTimeout: false })
    if (!o.redis) return postgres
    return new RateLimiterRedis({ ...base, storeClient: o.redis, insuranceLimiter: postgres, rejectIfRedisNotReady: true })
  }

  const sweep = async () => {
    await o.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - EXPIRED_KEEP_MS)))
  }
  const timer = setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS)
  timer.unref()

  return {
    store: o.redis ? 'redis' : 'postgres',
    counter(name, rule) {
      let c = counters.get(name)
      if (!c) {
        c = limitCounter(name, limiterFor(name, rule), () => refused?.(name))
        counters.set(name, c)
      }
      return c
    },
    onRefused(listener) {
      refused = listener
    },
    close: () => clearInterval(timer),
  }
}

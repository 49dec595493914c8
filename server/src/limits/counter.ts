/**
 * One abuse limit as the services use it: `take` counts a request against a key atomically in the
 * store and says whether it fits; what was taken can be given back (a send the provider refused, a
 * request another limit turned down). The counting itself is rate-limiter-flexible's (fixed windows
 * that start at the first count of a key); this file only shapes its answers.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export interface Taken {
  /** True when the count fits the limit. */
  allowed: boolean
  /** The key's count in its window, this take included. */
  count: number
  /** Seconds until the key's window ends (at least 1). */
  retryAfterSeconds: number
  /** Undo this take (once; nothing happens when the window it counted in has already ended). */
  giveBack(): Promise<void>
}

export interface LimitCounter {
  readonly name: string
  /** Points allowed per window. */
  readonly limit: number
  /** Count one request against `key`; `windowSeconds` overrides the rule's window for a key that starts one. */
  take(key: string, windowSeconds?: number): Promise<Taken>
  /** Forget `key` entirely (its window and count). */
  forget(key: string): Promise<void>
}

/** `onRefused` is told of every take the limit refuses (metrics). */
export function limitCounter(name: string, limiter: RateLimiterAbstract, onRefused: () => void = () => {}): LimitCounter {
  const answer = (key: string, res: RateLimiterRes, allowed: boolean): Taken => {
    const endsAt = Date.now() + Math.max(0, res.msBeforeNext)
    let given = false
    return {
      allowed,
      count: res.consumedPoints,
      retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      async giveBack() {
        // A reward after the window ended would open the next window with a point in hand.
        if (given || Date.now() >= endsAt) return
        given = true
        await limiter.reward(key, 1)
      },
    }
  }
  return {
    name,
    limit: limiter.points,
    async take(key, windowSeconds) {
      try {
        const res = await limiter.consume(key, 1, windowSeconds === undefined ? {} : { customDuration: windowSeconds })
        return answer(key, res, true)
      } catch (err) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the count is over the limit, and
        // with an Error when the store failed (that one must surface).
        if (err instanceof RateLimiterRes) {
          onRefused()
          return answer(key, err, false)
        }
        throw err
      }
    },
    async forget(key) {
      await limiter.delete(key)
    },
  }
}

/** A refusal by one of several limits: which one, and how long until it lets the request through. */
export interface Refused {
  ok: false
  counter: string
  retryAfterSeconds: number
}

export interface Reserved {
  ok: true
  /** Give back every take of the reservation. */
  giveBack(): Promise<void>
}

/**
 * Take from every counter in order, all or nothing: at the first one that refuses, everything taken so
 * far (and the refused take itself, so a refused request does not count) is given back.
 */
export async function reserveAll(takes: ReadonlyArray<readonly [LimitCounter, string]>): Promise<Reserved | Refused> {
  const taken: Taken[] = []
  const giveBack = () => Promise.all(taken.map((t) => t.giveBack())).then(() => undefined)
  for (const [counter, key] of takes) {
    let t: Taken
    try {
      t = await counter.take(key)
    } catch (err) {
      await giveBack().catch(() => undefined)
      throw err
    }
    taken.push(t)
    if (!t.allowed) {
      await giveBack()
      return { ok: false, counter: counter.name, retryAfterSeconds: t.retryAfterSeconds }
    }
  }
  return { ok: true, giveBack }
}

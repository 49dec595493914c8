/**
 * The pool behind the mini-program random sources (random.ts): bytes the host handed over
 * asynchronously, served synchronously, refilled when half used; Math.random when the pool cannot
 * serve (no host API, or its first answer has not arrived).
 */
import type { RandomPort } from './random'

/** Bytes asked of the host per fill: one 32-byte key takes an eighth of it. */
export const RANDOM_POOL_SIZE = 256

/** Asks the host for `length` cryptographically random bytes. */
export type HostRandom = (length: number) => Promise<Uint8Array>

/** Not secret: only unique enough (see random.ts for where this is acceptable). */
export function fallbackBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return bytes
}

export function createRandomSource(host: HostRandom | null): RandomPort {
  let pool = new Uint8Array(0)
  let filling = false

  const fill = () => {
    if (!host || filling) return
    filling = true
    host(RANDOM_POOL_SIZE)
      .then((bytes) => {
        const next = new Uint8Array(pool.length + bytes.length)
        next.set(pool)
        next.set(bytes, pool.length)
        pool = next
      })
      // A failing host keeps the fallback; the next use asks again.
      .catch(() => undefined)
      .finally(() => {
        filling = false
      })
  }

  return {
    primeRandom: fill,
    hasStrongRandom: () => pool.length > 0,
    randomBytes(length) {
      if (pool.length < length) {
        fill()
        return fallbackBytes(length)
      }
      const bytes = pool.slice(0, length)
      pool = pool.slice(length)
      if (pool.length < RANDOM_POOL_SIZE / 2) fill()
      return bytes
    },
  }
}

interface HostRandomApi {
  getRandomValues?: (options: { length: number; success(res: { randomValues: ArrayBuffer }): void; fail(err: unknown): void }) => void
}

/** The host's getRandomValues (WeChat and Douyin share its shape), or null where the host lacks it. */
export function hostGetRandomValues(api: HostRandomApi | undefined): HostRandom | null {
  if (!api || typeof api.getRandomValues !== 'function') return null
  const getRandomValues = api.getRandomValues.bind(api)
  return (length) =>
    new Promise((resolve, reject) => {
      getRandomValues({ length, success: (res) => resolve(new Uint8Array(res.randomValues)), fail: reject })
    })
}

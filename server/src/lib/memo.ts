/**
 * Short-lived memoisation of read paths. Catalog and shop reads are the same few answers asked
 * thousands of times a second when a popular show opens; reusing an answer for a few seconds takes
 * that load off the database, and concurrent misses share one read. Failed reads are not kept.
 *
 * With `staleMs`, an answer past its time-to-live is still handed out for that much longer while one
 * background read replaces it (stale-while-revalidate). Without it, every expiry makes all the
 * requests of that moment wait for the same database read: at 500 connections that read is the p99.
 */
import { LRUCache } from 'lru-cache'

export interface MemoOptions {
  /** How long an answer is reused as fresh; 0 turns memoisation off. */
  ttlMs: number
  /** How much longer a stale answer is served while one refresh runs; default 0 (callers wait). */
  staleMs?: number
  /** Most answers kept (least recently used dropped first). */
  max?: number
  /** Clock in ms (tests). */
  now?: () => number
}

interface Entry<V> {
  value: Promise<V>
  freshUntil: number
  staleUntil: number
  refreshing: boolean
}

export function memoize<A extends unknown[], V>(
  options: MemoOptions,
  load: (...args: A) => Promise<V>,
  keyOf: (...args: A) => string = (...args) => JSON.stringify(args),
): (...args: A) => Promise<V> {
  if (options.ttlMs <= 0) return load
  const now = options.now ?? Date.now
  const staleMs = Math.max(0, options.staleMs ?? 0)
  const cache = new LRUCache<string, Entry<V>>({ max: options.max ?? 5000 })

  function start(key: string, args: A): Entry<V> {
    const at = now()
    const entry: Entry<V> = { value: load(...args), freshUntil: at + options.ttlMs, staleUntil: at + options.ttlMs + staleMs, refreshing: false }
    entry.value.catch(() => {
      if (cache.peek(key) === entry) cache.delete(key)
    })
    return entry
  }

  function refresh(key: string, stale: Entry<V>, args: A): void {
    stale.refreshing = true
    const next = start(key, args)
    // The new answer replaces the stale one only once it has arrived; a failed refresh keeps serving
    // the stale answer until its own deadline (and lets the next request try again).
    next.value.then(
      () => {
        if (cache.peek(key) === stale) cache.set(key, next)
      },
      () => {
        stale.refreshing = false
      },
    )
  }

  return (...args) => {
    const key = keyOf(...args)
    const hit = cache.get(key)
    const at = now()
    if (hit && at < hit.freshUntil) return hit.value
    if (hit && at < hit.staleUntil) {
      if (!hit.refreshing) refresh(key, hit, args)
      return hit.value
    }
    const entry = start(key, args)
    cache.set(key, entry)
    return entry.value
  }
}

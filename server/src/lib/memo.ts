/**
 * Short-lived memoisation of read paths. Catalog and shop reads are the same few answers asked
 * thousands of times a second when a popular show opens; reusing an answer for a few seconds takes
 * that load off the database, and concurrent misses share one read. Failed reads are not kept.
 */
import { LRUCache } from 'lru-cache'

export interface MemoOptions {
  /** How long an answer is reused; 0 turns memoisation off. */
  ttlMs: number
  /** Most answers kept (least recently used dropped first). */
  max?: number
}

export function memoize<A extends unknown[], V>(
  options: MemoOptions,
  load: (...args: A) => Promise<V>,
  keyOf: (...args: A) => string = (...args) => JSON.stringify(args),
): (...args: A) => Promise<V> {
  if (options.ttlMs <= 0) return load
  const cache = new LRUCache<string, { value: Promise<V> }>({ max: options.max ?? 5000, ttl: options.ttlMs })
  return (...args) => {
    const key = keyOf(...args)
    const hit = cache.get(key)
    if (hit) return hit.value
    const value = load(...args)
    cache.set(key, { value })
    value.catch(() => cache.delete(key))
    return value
  }
}

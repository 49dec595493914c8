/**
 * Offline cache of ticket-holder (voucher) calls (core §8, §9): a buyer at the venue gate must see
 * their tickets even when the network or the server is down. Entries are per user and per call
 * (path); each call keeps its 10 newest parameter variants, none older than 15 days.
 */
import { DAY_MS, STORAGE_KEYS, VOUCHER_CACHE_MAX_AGE_DAYS, VOUCHER_CACHE_MAX_ENTRIES, VOUCHER_FALLBACK_HTTP } from './constants'
import type { Outcome } from './envelope'
import type { StoragePort } from './types'

export interface VoucherEntry {
  key: string
  data: unknown
  timestamp: number
}

type CallTable = Record<string, VoucherEntry[]>

/** Network errors, 5xx, 429 and 469 are worth answering from the cache; a 4xx is the server's verdict. */
export function shouldUseVoucherCache(outcome: Outcome): boolean {
  if (outcome.kind === 'network') return true
  const code = outcome.httpCode
  return (code >= 500 && code <= 599) || (VOUCHER_FALLBACK_HTTP as readonly number[]).includes(code)
}

export function createVoucherCache(storage: StoragePort, now: () => number, userId: () => string | undefined) {
  const storageKey = () => `${STORAGE_KEYS.voucherCache}:${userId() ?? 'anonymous'}`
  const fresh = (entry: VoucherEntry) => now() - entry.timestamp <= VOUCHER_CACHE_MAX_AGE_DAYS * DAY_MS
  const read = (): CallTable => {
    const value = storage.get(storageKey())
    return value && typeof value === 'object' ? (value as CallTable) : {}
  }

  return {
    save(path: string, key: string, data: unknown): void {
      const table = read()
      const others = (table[path] ?? []).filter((entry) => entry.key !== key && fresh(entry))
      const entries = [{ key, data, timestamp: now() }, ...others]
        .sort((a, b) => b.timestamp - a.timestamp)
        .slice(0, VOUCHER_CACHE_MAX_ENTRIES)
      storage.set(storageKey(), { ...table, [path]: entries })
    },
    lookup(path: string, key: string): { data: unknown } | undefined {
      const entry = (read()[path] ?? []).find((item) => item.key === key)
      return entry && fresh(entry) ? { data: entry.data } : undefined
    },
    entries(path: string): VoucherEntry[] {
      return read()[path] ?? []
    },
  }
}

export type VoucherCache = ReturnType<typeof createVoucherCache>

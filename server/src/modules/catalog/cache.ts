/**
 * The catalog's read answers reused for a few seconds (see lib/memo.ts for why). Each answer is a
 * pure function of its arguments (merchant, language, preview flag and query are all in them), so
 * the key is the method and its arguments. Show dynamic data (sale states, countdown) is what a
 * buyer checks right before buying, so it is fresh for one second only.
 *
 * Answers past their time-to-live are served for one more time-to-live while a single background read
 * replaces them (lib/memo.ts, staleMs), so an expiry never makes a crowd wait on the database: a catalog
 * answer is at most 2 × CATALOG_CACHE_TTL_MS old, dynamic data at most 2 s. Orders never trust these
 * answers; create_order re-checks sale state and stock in its own transaction.
 */
import { memoize } from '../../lib/memo.js'
import type { CatalogService } from './service.js'

/** Catalog reads may be this stale; CATALOG_CACHE_TTL_MS overrides, 0 turns it off. */
export const DEFAULT_CATALOG_CACHE_TTL_MS = 5_000

const MEMOISED = [
  'listSites',
  'listCategories',
  'search',
  'getShowStatic',
  'getShowGroup',
  'getTour',
  'getVenue',
  'listVenues',
  'getLayout',
  'getMasonryPage',
  'getCustomerService',
  'getCopywriting',
  'matchVersion',
  'getPoster',
] as const satisfies ReadonlyArray<keyof CatalogService>

export function withCatalogCache(service: CatalogService, ttlMs = DEFAULT_CATALOG_CACHE_TTL_MS, clock: () => number = Date.now): CatalogService {
  if (ttlMs <= 0) return service
  const cached: CatalogService = { ...service }
  for (const name of MEMOISED) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>
    ;(cached as unknown as Record<string, unknown>)[name] = memoize({ ttlMs, staleMs: ttlMs, now: clock }, (...args: unknown[]) => method.apply(service, args), (...args) =>
      JSON.stringify([name, ...args]),
    )
  }
  // Keyed without `now`: the answer carries the clock of the read that made it (at most 2 s old).
  const dynamicTtl = Math.min(ttlMs, DYNAMIC_TTL_MS)
  cached.getShowDynamic = memoize(
    { ttlMs: dynamicTtl, staleMs: dynamicTtl, now: clock },
    (loc, showId, now) => service.getShowDynamic(loc, showId, now),
    (loc, showId) => JSON.stringify([loc, showId]),
  )
  return cached
}

const DYNAMIC_TTL_MS = 1_000

/**
 * The catalog's read answers reused for a few seconds (see lib/memo.ts for why). Each answer is a
 * pure function of its arguments (merchant, language, preview flag and query are all in them), so
 * the key is the method and its arguments. Show dynamic data (sale states, countdown) is what a
 * buyer checks right before buying, so it is reused for one second only, keyed by that second.
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

export function withCatalogCache(service: CatalogService, ttlMs = DEFAULT_CATALOG_CACHE_TTL_MS): CatalogService {
  if (ttlMs <= 0) return service
  const cached: CatalogService = { ...service }
  for (const name of MEMOISED) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>
    ;(cached as unknown as Record<string, unknown>)[name] = memoize({ ttlMs }, (...args: unknown[]) => method.apply(service, args), (...args) =>
      JSON.stringify([name, ...args]),
    )
  }
  cached.getShowDynamic = memoize(
    { ttlMs: Math.min(ttlMs, DYNAMIC_TTL_MS) },
    (loc, showId, now) => service.getShowDynamic(loc, showId, now),
    (loc, showId, now) => JSON.stringify([loc, showId, Math.floor(now.getTime() / DYNAMIC_TTL_MS)]),
  )
  return cached
}

const DYNAMIC_TTL_MS = 1_000

/**
 * A buyer's favourite shows (the show detail's favourite toggle and /favorite-show). Buyer-specific, so
 * it stays out of the memoised public catalog answers (cache.ts): every call reads the database. Only
 * listed shows of the buyer's own merchant can be added or asked about; anything else is "not found",
 * the same answer whether the show is missing, offline or another merchant's.
 */
import type { FavouriteState, ShowCardPage } from '../../../../types/catalog.js'
import type { FavouritesRepository } from './favourites-repository.js'
import { toShowCard, type Locale } from './present.js'
import type { CatalogRepository } from './repository.js'
import type { Result } from './service.js'

export interface FavouritesCaller {
  loc: Locale
  userId: string
}

export interface FavouritesService {
  /** The buyer's favourite state of one listed show. */
  state(caller: FavouritesCaller, showId: string): Promise<Result<FavouriteState>>
  /** Adds a listed show (again is fine: the first time is kept). */
  add(caller: FavouritesCaller, showId: string, now: Date): Promise<Result<FavouriteState>>
  /** Removes a favourite; a listed show that was no favourite answers the same (favourite false). */
  remove(caller: FavouritesCaller, showId: string): Promise<Result<FavouriteState>>
  /** The buyer's listed favourites as show cards, newest first. */
  list(caller: FavouritesCaller, offset: number, length: number): Promise<Result<ShowCardPage>>
}

const notFound: Result<never> = { ok: false, status: 404, key: 'show.notFound' }

export function createFavouritesService(favourites: FavouritesRepository, catalog: CatalogRepository): FavouritesService {
  const listed = async (loc: Locale, showId: string) => (await catalog.findShowCard(loc.merchantId, showId)) !== null
  return {
    async state({ loc, userId }, showId) {
      if (!(await listed(loc, showId))) return notFound
      return { ok: true, value: { showId, favourite: await favourites.isFavourite(loc.merchantId, userId, showId) } }
    },

    async add({ loc, userId }, showId, now) {
      if (!(await listed(loc, showId))) return notFound
      await favourites.add(loc.merchantId, userId, showId, now)
      return { ok: true, value: { showId, favourite: true } }
    },

    async remove({ loc, userId }, showId) {
      // A favourite whose show went offline can still be removed; otherwise the show must be listed.
      if (await favourites.remove(loc.merchantId, userId, showId)) return { ok: true, value: { showId, favourite: false } }
      if (!(await listed(loc, showId))) return notFound
      return { ok: true, value: { showId, favourite: false } }
    },

    async list({ loc, userId }, offset, length) {
      const page = await favourites.listedPage(loc.merchantId, userId, offset, length)
      const rows = await catalog.findShowCardsByIds(loc.merchantId, page.showIds)
      return { ok: true, value: { total: page.total, offset, length, list: rows.map((r) => toShowCard(r, loc)) } }
    },
  }
}

/**
 * The buyer's favourite shows (server/src/modules/catalog/favourites-routes.ts): the show detail's
 * toggle and the /favorite-show list. Buyer calls: they need a login, and are never cached.
 */
import type { FavouriteState, ShowCardPage } from '../../types/catalog'
import { del, get, post } from '../request'
import { PAGE_SIZE } from './catalog'

import { pathId as enc } from './path-id'

const PATH = 'buyer/v1/favourite_shows'

/** Whether the show is among the buyer's favourites. Low importance: the detail page shows without it. */
export function fetchFavouriteState(showId: string): Promise<FavouriteState> {
  return get<FavouriteState>(`${PATH}/${enc(showId)}`, {}, { importance: 'low' })
}

export function addFavourite(showId: string): Promise<FavouriteState> {
  return post<FavouriteState>(`${PATH}/${enc(showId)}`, {}, { importance: 'high' })
}

export function removeFavourite(showId: string): Promise<FavouriteState> {
  return del<FavouriteState>(`${PATH}/${enc(showId)}`, undefined, { importance: 'high' })
}

/** A page (20) of the buyer's favourites, newest first. */
export function fetchFavourites(offset: number, length = PAGE_SIZE): Promise<ShowCardPage> {
  return get<ShowCardPage>(PATH, { offset, length }, { importance: 'high' })
}

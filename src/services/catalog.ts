/**
 * Catalog calls (spec core §7): layouts, masonry pages, search, show static/dynamic, show group,
 * tour, venue(s), sites and categories. Paths match server/src/modules/catalog/routes.ts; time-outs
 * (layouts 10 s, show dynamic 60 s) are chosen by the request module from the URL.
 */
import type {
  CategoryList,
  ComponentType,
  Layout,
  LayoutPage,
  ShowCardPage,
  ShowDynamic,
  ShowGroupDetail,
  ShowSortType,
  ShowStatic,
  SiteList,
  TourDetail,
  VenueDetail,
  VenueList,
} from '../../types/catalog'
import { get } from '../request'

/** Search and masonry pages hold 20 cards (spec core §9). */
export const PAGE_SIZE = 20

import { pathId as enc } from './path-id'

/** The merchant's layout of a page kind; high importance because the home screen waits for it. */
export function fetchLayout(params: { page: LayoutPage; topicId?: string; cityId?: string; showIds?: string[]; spuIds?: string[] }): Promise<Layout> {
  return get<Layout>(
    'home/pub/v5/layouts',
    {
      page: params.page,
      topicId: params.topicId,
      cityId: params.cityId,
      showIds: params.showIds?.length ? params.showIds.join(',') : undefined,
      spuIds: params.spuIds?.length ? params.spuIds.join(',') : undefined,
    },
    { importance: 'high' },
  )
}

/** One page of a masonry (endless) component; medium importance: a failed page only stops the scroll. */
export function fetchMasonryPage(params: {
  layoutId: string
  componentId: string
  componentType?: ComponentType
  cityId?: string
  offset: number
  length?: number
}): Promise<ShowCardPage> {
  return get<ShowCardPage>('home/pub/v5/masonry_component_data', { length: PAGE_SIZE, ...params }, { importance: 'medium' })
}

export interface SearchParams {
  keyword?: string
  pageType?: string
  offset: number
  length?: number
  /** 'YYYY-MM-DD' local to the buyer. */
  startDate?: string
  endDate?: string
  cityId?: string
  lat?: number
  lng?: number
  backendCategoryCode?: string
  sortType?: ShowSortType
}

/** A page of search results; the category code is upper-cased because links may carry 'concert'. */
export function searchShows(params: SearchParams): Promise<ShowCardPage> {
  const keyword = params.keyword?.trim() || undefined
  const backendCategoryCode = params.backendCategoryCode && params.backendCategoryCode.toUpperCase() !== 'ALL' ? params.backendCategoryCode.toUpperCase() : undefined
  return get<ShowCardPage>('home/pub/v3/show_list/search', { length: PAGE_SIZE, ...params, keyword, backendCategoryCode }, { importance: 'high' })
}

/** The parts of a show that rarely change (name, venue, sessions, prices). */
export function fetchShowStatic(showId: string, params: { cityId?: string; source?: string; siteId?: string } = {}): Promise<ShowStatic> {
  return get<ShowStatic>(`show/pub/v5/show/${enc(showId)}/static`, params, { importance: 'high' })
}

/** Sale state, button and countdown: fetched on every show of the page. */
export function fetchShowDynamic(showId: string, params: { source?: string } = {}): Promise<ShowDynamic> {
  return get<ShowDynamic>(`show/pub/v5/show/${enc(showId)}/dynamic`, params, { importance: 'high' })
}

/** A show group (id contains SG) and its shows. */
export function fetchShowGroup(showGroupId: string): Promise<ShowGroupDetail> {
  return get<ShowGroupDetail>(`show/pub/v5/show_group/${enc(showGroupId)}`, {}, { importance: 'high' })
}

/** A tour and its legs. */
export function fetchTour(tourId: string): Promise<TourDetail> {
  return get<TourDetail>(`show/pub/v5/tour/${enc(tourId)}`, {}, { importance: 'high' })
}

/** A venue and its upcoming shows. */
export function fetchVenue(venueId: string): Promise<VenueDetail> {
  return get<VenueDetail>(`show/pub/v5/venue/${enc(venueId)}`, {}, { importance: 'high' })
}

/** Venues of the shop, optionally of one city. */
export function fetchVenues(params: { cityId?: string } = {}): Promise<VenueList> {
  return get<VenueList>('show/pub/v5/venues', params, { importance: 'high' })
}

/** The shop's cities (sites) and its default city. */
export function fetchSites(): Promise<SiteList> {
  return get<SiteList>('home/pub/v3/sites', {}, { importance: 'medium' })
}

/** The shop's show categories, localised. */
export function fetchCategories(): Promise<CategoryList> {
  return get<CategoryList>('home/pub/v3/categories', {}, { importance: 'medium' })
}

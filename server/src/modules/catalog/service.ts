/**
 * Catalog rules: what is listed, how search filters and sorts, which layout version a request sees,
 * how component data is resolved, the show's dynamic state against the clock. Expected failures (unknown
 * id, contradictory parameters) are typed results, not exceptions.
 */
import type {
  CategoryList,
  ComponentData,
  CopywritingConfig,
  CustomerService,
  Layout,
  LayoutComponent,
  LayoutPage,
  ShowButtonText,
  ShowCardPage,
  ShowDynamic,
  ShowGroupDetail,
  ShowSortType,
  ShowStatic,
  SiteList,
  TourDetail,
  VenueBrief,
  VenueDetail,
  VenueList,
  VersionMatch,
} from '../../../../types/catalog.js'
import type { Notice } from '../../../../types/announcements.js'
import type { Translations } from '../../i18n/translations.js'
import type { CatalogMessageKey } from './messages.js'
import { renderPoster, type PosterShape } from './poster.js'
import { htmlToNodes } from './rich-text.js'
import {
  categoryRef,
  localTimeTxt,
  localiseConfig,
  posterUrl,
  priceInfo,
  showDateText,
  showPriceInfo,
  showTags,
  toShowCard,
  tr,
  type Locale,
} from './present.js'
import type { CatalogRepository, CityRow, LayoutRow, ShowSearch, VenueRow } from './repository.js'
import { searchTerms } from './search-text.js'

export type Result<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; key: CatalogMessageKey }

const found = <T>(value: T): Result<T> => ({ ok: true, value })
const notFound = (key: CatalogMessageKey): Result<never> => ({ ok: false, status: 404, key })
const invalid = (key: CatalogMessageKey): Result<never> => ({ ok: false, status: 400, key })

/** Component kinds whose data is a list of show cards. */
const SHOW_COMPONENTS = new Set(['RECOMMENDED_LIST', 'SHOW_CALENDAR', 'THREE_COLUMN_SHOW', 'SINGLE_SHOW', 'SHOW_LIST', 'SLIDE_SHOW', 'HOT_ROB'])
/** Cards in a component without explicit showIds, and the first page of a masonry list. */
const DEFAULT_COMPONENT_SHOWS = 6
export const DEFAULT_PAGE_LENGTH = 20
const VENUE_SHOWS_LIMIT = 50

export interface SearchParams {
  keyword?: string
  cityId?: string
  backendCategoryCode?: string
  startDate?: string
  endDate?: string
  lat?: number
  lng?: number
  sortType: ShowSortType
  offset: number
  length: number
}

export interface LayoutParams {
  page: LayoutPage
  topicId?: string
  showIds: string[]
  cityId?: string
  preview: boolean
}

export interface MasonryParams {
  layoutId: string
  componentId: string
  componentType?: string
  cityId?: string
  offset: number
  length: number
  preview: boolean
}

/** How a show-list component picks its shows when it names none. */
interface ComponentQuery {
  backendCategoryCode?: string
  sortType?: ShowSortType
  limit?: number
  /** Apply the request's cityId. */
  cityFiltered?: boolean
}

export interface CatalogService {
  /** Cities the merchant sells in and the one to preselect. */
  listSites(loc: Locale): Promise<SiteList>
  listCategories(loc: Locale): Promise<CategoryList>
  /** Keyword (all languages, venue, city), filters, sort and paging over the listed shows. */
  search(loc: Locale, p: SearchParams, utcOffset: number): Promise<Result<ShowCardPage>>
  getShowStatic(loc: Locale, showId: string): Promise<Result<ShowStatic>>
  /** Status, countdown (against `now`) and sale states: what a detail page refreshes. */
  getShowDynamic(loc: Locale, showId: string, now: Date): Promise<Result<ShowDynamic>>
  getShowGroup(loc: Locale, showGroupId: string): Promise<Result<ShowGroupDetail>>
  getTour(loc: Locale, tourId: string): Promise<Result<TourDetail>>
  getVenue(loc: Locale, venueId: string): Promise<Result<VenueDetail>>
  listVenues(loc: Locale, cityId?: string): Promise<VenueList>
  /** The published layout of a page (the draft first in preview) with component data resolved. */
  getLayout(loc: Locale, p: LayoutParams): Promise<Result<Layout>>
  /** A page of the infinite (masonry) list of a layout component. */
  getMasonryPage(loc: Locale, p: MasonryParams): Promise<Result<ShowCardPage>>
  getCustomerService(loc: Locale, bizShowId?: string): Promise<Result<CustomerService>>
  getCopywriting(loc: Locale, client?: string): Promise<CopywritingConfig>
  /** FORCE when a newer release is marked forced, WEAK when any newer release exists. */
  matchVersion(loc: Locale, productCode: string, clientCode: string, versionNo: string): Promise<VersionMatch>
  /** The SVG poster of a listed show. */
  getPoster(loc: Locale, showId: string, shape?: PosterShape): Promise<Result<string>>
}

/** Local midnight of a YYYY-MM-DD date in a zone `offset` minutes from UTC. */
function localMidnight(date: string, offset: number, plusDays = 0): Date {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays) - offset * 60_000)
}

/** '4.39.0' vs '4.8.0' → positive: numeric per part, missing parts are 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

function buttonText(status: ShowDynamic['showDetailStatus'], soldOut: boolean, existWaitList: boolean): ShowButtonText {
  if (status === 'SOLD_OUT' || (soldOut && (status === 'ON_SALE' || status === 'PRE_SALE'))) return existWaitList ? 'WAIT_LIST' : 'SOLD_OUT'
  if (status === 'ON_SALE') return 'BUY_NOW'
  return status
}

/** What the catalog asks other modules for. */
export interface CatalogDeps {
  /** The live announcement an ANNOUNCEMENT component names (modules/announcements), texts picked by `pick`. */
  notice?: (merchantId: string, announcementId: string, pick: (t: Translations) => string) => Promise<Notice | null>
}

export function createCatalogService(repo: CatalogRepository, deps: CatalogDeps = {}): CatalogService {
  const venueBrief = (loc: Locale, r: { venue: VenueRow; city: CityRow | null; showCount: number }): VenueBrief => ({
    venueId: r.venue.venueId,
    venueName: tr(loc, r.venue.name),
    venueAddress: tr(loc, r.venue.address),
    lat: r.venue.lat,
    lng: r.venue.lng,
    cityId: r.venue.cityId,
    cityName: r.city ? tr(loc, r.city.cityName) : '',
    showCount: r.showCount,
  })

  const cardsByIds = async (loc: Locale, ids: string[]) => (await repo.findShowCardsByIds(loc.merchantId, ids)).map((r) => toShowCard(r, loc))

  async function tourDetail(loc: Locale, tourId: string): Promise<TourDetail | null> {
    const tour = await repo.findTour(loc.merchantId, tourId)
    if (!tour) return null
    const shows = await cardsByIds(loc, tour.showIds)
    return {
      tourId: tour.tourId,
      tourName: tr(loc, tour.name),
      description: tr(loc, tour.description),
      posterUrl: shows[0]?.posterUrl ?? '',
      shows,
    }
  }

  async function componentShows(loc: Locale, query: ComponentQuery, cityId: string | undefined, exclude: string[], offset: number, length: number) {
    const q: ShowSearch = {
      terms: [],
      category: query.backendCategoryCode && query.backendCategoryCode !== 'ALL' ? query.backendCategoryCode : undefined,
      cityId: query.cityFiltered ? cityId : undefined,
      sort: query.sortType && query.sortType !== 'DISTANCE' ? query.sortType : 'RECOMMEND',
      offset,
      length,
      excludeShowIds: exclude,
    }
    const { total, rows } = await repo.searchShows(loc.merchantId, q)
    return { total, list: rows.map((r) => toShowCard(r, loc)) }
  }

  async function resolveComponent(loc: Locale, c: LayoutRow['components'][number], p: LayoutParams): Promise<ComponentData | null> {
    const cfg = c.config
    const showIds = Array.isArray(cfg.showIds) ? cfg.showIds.filter((x): x is string => typeof x === 'string') : null
    const query = (cfg.query ?? {}) as ComponentQuery
    // Recommendations leave out the shows the page was opened for (e.g. the one just paid for).
    const exclude = c.componentType === 'RECOMMENDED_LIST' ? p.showIds : []
    if (SHOW_COMPONENTS.has(c.componentType)) {
      if (showIds) return { shows: (await cardsByIds(loc, showIds)).filter((s) => !exclude.includes(s.showId)) }
      const { list } = await componentShows(loc, query, p.cityId, exclude, 0, Math.min(query.limit ?? DEFAULT_COMPONENT_SHOWS, 50))
      return { shows: list }
    }
    if (c.componentType === 'MASONRY') {
      const { total, list } = await componentShows(loc, query, p.cityId, [], 0, Math.min(query.limit ?? DEFAULT_PAGE_LENGTH, 50))
      return { shows: list, total }
    }
    if (c.componentType === 'TOUR' && typeof cfg.tourId === 'string') {
      const tour = await tourDetail(loc, cfg.tourId)
      return tour ? { tour } : null
    }
    if (c.componentType === 'ANNOUNCEMENT' && typeof cfg.announcementId === 'string' && deps.notice) {
      const notice = await deps.notice(loc.merchantId, cfg.announcementId, (t) => tr(loc, t))
      return notice ? { notice } : null
    }
    if (c.componentType === 'RICH_TEXT') {
      const html = localiseConfig(cfg.html, loc)
      return { nodes: htmlToNodes(typeof html === 'string' ? html : '') }
    }
    if (c.componentType === 'HOT_VENUE' && Array.isArray(cfg.venueIds)) {
      const ids = cfg.venueIds.filter((x): x is string => typeof x === 'string')
      return { venues: (await repo.findVenuesByIds(loc.merchantId, ids)).map((r) => venueBrief(loc, r)) }
    }
    return null
  }

  return {
    async listSites(loc) {
      const cities = await repo.findCities(loc.merchantId)
      const list = cities.map((c) => ({
        siteId: c.siteId,
        cityId: c.cityId,
        provinceId: c.provinceId,
        cityName: tr(loc, c.cityName),
        status: c.status,
        bsCityId: c.bsCityId,
      }))
      const def = cities.find((c) => c.isDefault) ?? cities[0]
      return { defaultCityId: def?.cityId ?? 'BL1106', list }
    },

    async listCategories(loc) {
      const rows = await repo.findCategories(loc.merchantId)
      return { list: rows.map((r) => ({ code: r.code, displayName: tr(loc, r.displayName) })) }
    },

    async search(loc, p, utcOffset) {
      const hasLat = p.lat !== undefined
      if (hasLat !== (p.lng !== undefined)) return invalid('search.locationPair')
      if (p.sortType === 'DISTANCE' && !hasLat) return invalid('search.distanceNeedsLocation')
      if (p.startDate && p.endDate && p.startDate > p.endDate) return invalid('search.dateRange')
      const { terms, searchable } = searchTerms(p.keyword)
      // A keyword of punctuation only has nothing to match: nothing found, not every show.
      if (!searchable) return found({ total: 0, offset: p.offset, length: p.length, list: [] })
      const { total, rows } = await repo.searchShows(loc.merchantId, {
        terms,
        cityId: p.cityId,
        category: p.backendCategoryCode && p.backendCategoryCode.toUpperCase() !== 'ALL' ? p.backendCategoryCode.toUpperCase() : undefined,
        from: p.startDate ? localMidnight(p.startDate, utcOffset) : undefined,
        to: p.endDate ? localMidnight(p.endDate, utcOffset, 1) : undefined,
        location: hasLat ? { lat: p.lat ?? 0, lng: p.lng ?? 0 } : undefined,
        sort: p.sortType,
        offset: p.offset,
        length: p.length,
      })
      return found({ total, offset: p.offset, length: p.length, list: rows.map((r) => toShowCard(r, loc, terms)) })
    },

    async getShowStatic(loc, showId) {
      const row = await repo.findShowCard(loc.merchantId, showId)
      if (!row) return notFound('show.notFound')
      const { show } = row
      const sessions = await repo.findSessions(loc.merchantId, showId)
      const plans = await repo.findSeatPlans(loc.merchantId, showId)
      const tour = show.tourId ? await repo.findTour(loc.merchantId, show.tourId) : null
      const group = await repo.findShowGroupOf(loc.merchantId, showId)
      const venue = {
        venueId: show.venueId,
        venueName: row.venue ? tr(loc, row.venue.name) : '',
        venueAddress: row.venue ? tr(loc, row.venue.address) : '',
        venueLat: row.venue?.lat ?? 0,
        venueLng: row.venue?.lng ?? 0,
      }
      const seatCapable = show.seatPickType !== 'SUPPORT_NONE' ? true : show.supportSeatPicking
      const description = tr(loc, show.description)
      return found({
        showId: show.showId,
        stdShowId: show.stdShowId,
        posterUrl: posterUrl(loc, show.showId),
        showName: tr(loc, show.showName),
        showDate: showDateText(show),
        firstShowTime: show.firstShowTime.toISOString(),
        lastShowTime: show.lastShowTime.toISOString(),
        cityId: show.cityId,
        cityName: row.city ? tr(loc, row.city.cityName) : '',
        ...venue,
        venue,
        showType: show.showType,
        backendCategory: categoryRef(row, loc),
        showDuration: show.showDuration,
        isFree: show.isFree,
        minOriginalPriceInfo: showPriceInfo(show, 'min', loc),
        maxOriginalPriceInfo: showPriceInfo(show, 'max', loc),
        customPrice: show.customPrice,
        onSaleShowCount: sessions.filter((s) => s.status === 'ON_SALE').length,
        showTags: showTags(show, loc),
        whiteTags: show.whiteTags,
        tour: tour ? { tourId: tour.tourId, tourName: tr(loc, tour.name) } : null,
        showGroup: group ? { showGroupId: group.showGroupId, showGroupName: tr(loc, group.name) } : null,
        seatPickType: show.seatPickType,
        supportSeatPicking: show.supportSeatPicking,
        seatCapable,
        minLimitAge: show.minLimitAge,
        captchaSwitch: show.captchaSwitch,
        captchaVerifyStartTime: show.captchaVerifyStartTime?.toISOString() ?? null,
        captchaVerifyEndTime: show.captchaVerifyEndTime?.toISOString() ?? null,
        captchaTypes: show.captchaTypes,
        discount: show.discount,
        utcOffset: show.utcOffset,
        localTimeTxt: localTimeTxt(show.utcOffset),
        showAlertText: tr(loc, show.showAlertText),
        displayFraudFlag: show.displayFraudFlag,
        description,
        descriptionNodes: htmlToNodes(description),
        sessions: sessions.map((s) => ({
          sessionId: s.sessionId,
          sessionName: tr(loc, s.name),
          startTime: s.startTime.toISOString(),
          seatPlans: plans
            .filter((sp) => sp.sessionId === s.sessionId)
            .map((sp) => ({
              seatPlanId: sp.seatPlanId,
              seatPlanName: tr(loc, sp.name),
              originalPrice: sp.priceCents,
              priceInfo: priceInfo(sp.priceCents),
            })),
        })),
      })
    },

    async getShowDynamic(loc, showId, now) {
      const row = await repo.findShowCard(loc.merchantId, showId)
      if (!row) return notFound('show.notFound')
      const { show } = row
      const sessions = await repo.findSessions(loc.merchantId, showId)
      const plans = await repo.findSeatPlans(loc.merchantId, showId)
      const soldOut = show.soldOut || show.showDetailStatus === 'SOLD_OUT'
      const saleMs = show.saleTime?.getTime() ?? null
      const upcomingSale = saleMs !== null && saleMs > now.getTime() ? saleMs : null
      return found({
        showId,
        showStatus: show.showStatus,
        showDetailStatus: show.showDetailStatus,
        soldOut,
        canBuy: (show.showDetailStatus === 'ON_SALE' || show.showDetailStatus === 'PRE_SALE') && !soldOut,
        saleTime: show.saleTime?.toISOString() ?? null,
        saleTimeCountdown: upcomingSale === null ? 0 : upcomingSale - now.getTime(),
        prioritySaleTime: show.prioritySaleTime?.toISOString() ?? null,
        // Priority purchase needs membership rules that come with the accounts module.
        canUsePriorityPurchase: false,
        latestSaleTime: upcomingSale === null ? null : new Date(upcomingSale).toISOString(),
        latestSaleTimeStamp: upcomingSale,
        existWaitList: show.existWaitList,
        buttonText: buttonText(show.showDetailStatus, soldOut, show.existWaitList),
        sessions: sessions.map((s) => ({
          sessionId: s.sessionId,
          status: s.status,
          seatPlans: plans.filter((sp) => sp.sessionId === s.sessionId).map((sp) => ({ seatPlanId: sp.seatPlanId, saleState: sp.saleState })),
        })),
        serverTime: now.toISOString(),
      })
    },

    async getShowGroup(loc, showGroupId) {
      const group = await repo.findShowGroup(loc.merchantId, showGroupId)
      if (!group) return notFound('showGroup.notFound')
      const rows = await repo.findShowCardsByIds(loc.merchantId, group.showIds)
      const shows = rows.map((r) => toShowCard(r, loc))
      return found({
        showGroupId: group.showGroupId,
        showGroupName: tr(loc, group.name),
        posterUrl: shows[0]?.posterUrl ?? '',
        theaterOrLocationName: tr(loc, group.theaterOrLocationName),
        theaterOrLocationAddress: tr(loc, group.theaterOrLocationAddress),
        showGroupAddressTypeEnum: group.addressType,
        showCaptchaInfos: rows.map((r) => ({ showId: r.show.showId, captchaSwitch: r.show.captchaSwitch, captchaTypes: r.show.captchaTypes })),
        shows,
      })
    },

    async getTour(loc, tourId) {
      const tour = await tourDetail(loc, tourId)
      return tour ? found(tour) : notFound('tour.notFound')
    },

    async getVenue(loc, venueId) {
      const [v] = await repo.findVenuesByIds(loc.merchantId, [venueId])
      if (!v) return notFound('venue.notFound')
      const shows = (await repo.findVenueShows(loc.merchantId, venueId, VENUE_SHOWS_LIMIT)).map((r) => toShowCard(r, loc))
      return found({ ...venueBrief(loc, v), shows })
    },

    async listVenues(loc, cityId) {
      return { list: (await repo.findVenues(loc.merchantId, cityId)).map((r) => venueBrief(loc, r)) }
    },

    async getLayout(loc, p) {
      const topicId = p.page === 'TOPIC' || p.page === 'TOPIC_COUPON' ? (p.topicId ?? '') : ''
      if ((p.page === 'TOPIC' || p.page === 'TOPIC_COUPON') && !topicId) return invalid('layout.topicRequired')
      const row = await repo.findLayout(loc.merchantId, p.page, topicId, p.preview ? ['DRAFT', 'PUBLISHED'] : ['PUBLISHED'])
      if (!row) return notFound('layout.notFound')
      const components: LayoutComponent[] = []
      // One at a time: PGlite has a single connection and the data of one component is small.
      for (const c of row.components) {
        components.push({
          componentId: c.componentId,
          componentType: c.componentType,
          config: localiseConfig(c.config, loc) as Record<string, unknown>,
          data: await resolveComponent(loc, c, p),
        })
      }
      return found({ layoutId: row.layoutId, page: row.page, topicId: row.topicId || null, status: row.status, title: tr(loc, row.title), components })
    },

    async getMasonryPage(loc, p) {
      const row = await repo.findLayoutById(loc.merchantId, p.layoutId)
      // A draft is invisible outside preview, the same way as a layout that does not exist.
      if (!row || (row.status === 'DRAFT' && !p.preview)) return notFound('layout.notFound')
      const c = row.components.find((x) => x.componentId === p.componentId)
      if (!c) return notFound('component.notFound')
      if (p.componentType && p.componentType !== c.componentType) return invalid('component.typeMismatch')
      if (c.componentType !== 'MASONRY' && !SHOW_COMPONENTS.has(c.componentType)) return invalid('component.notMasonry')
      const cfg = c.config
      if (Array.isArray(cfg.showIds)) {
        const ids = cfg.showIds.filter((x): x is string => typeof x === 'string')
        const all = await cardsByIds(loc, ids)
        return found({ total: all.length, offset: p.offset, length: p.length, list: all.slice(p.offset, p.offset + p.length) })
      }
      const { total, list } = await componentShows(loc, (cfg.query ?? {}) as ComponentQuery, p.cityId, [], p.offset, p.length)
      return found({ total, offset: p.offset, length: p.length, list })
    },

    async getCustomerService(loc, bizShowId) {
      const rows = await repo.findCustomerService(loc.merchantId, bizShowId ? ['', bizShowId] : [''])
      const row = rows.find((r) => bizShowId && r.scope === bizShowId) ?? rows.find((r) => r.scope === '')
      if (!row) return notFound('customerService.notFound')
      return found({ type: row.type, telephone: row.telephone, workTimes: row.workTimes, online: row.online })
    },

    async getCopywriting(loc, client) {
      const rows = await repo.findCopywriting(loc.merchantId, client && client !== 'ALL' ? ['ALL', client] : ['ALL'])
      const out: CopywritingConfig = { base: {} }
      // 'ALL' rows first, then the client's own rows override them.
      for (const r of [...rows.filter((x) => x.client === 'ALL'), ...rows.filter((x) => x.client !== 'ALL')]) {
        ;(out[r.type] ??= {})[r.key] = tr(loc, r.value)
      }
      return out
    },

    async matchVersion(loc, productCode, clientCode, versionNo) {
      const rows = (await repo.findAppVersions(loc.merchantId, productCode, clientCode)).sort((a, b) => compareVersions(b.versionNo, a.versionNo))
      const newer = rows.filter((r) => compareVersions(r.versionNo, versionNo) > 0)
      const latest = rows[0]
      return {
        updateType: newer.some((r) => r.force) ? 'FORCE' : newer.length ? 'WEAK' : null,
        latestVersion: latest?.versionNo ?? null,
        description: newer[0] ? tr(loc, newer[0].description) : '',
      }
    },

    async getPoster(loc, showId, shape = 'poster') {
      const row = await repo.findShowCard(loc.merchantId, showId)
      if (!row) return notFound('show.notFound')
      return found(
        renderPoster({
          showId,
          showName: tr(loc, row.show.showName),
          category: categoryRef(row, loc).displayName,
          date: showDateText(row.show),
        }, shape),
      )
    },
  }
}

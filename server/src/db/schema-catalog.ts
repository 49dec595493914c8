/**
 * Catalog tables: cities (sites), venues, categories, shows, show groups, tours, sessions, seat plans,
 * home-page layouts, customer service, copywriting and app versions. Every row carries merchant_id and
 * every key is (merchant_id, id). Merchant-authored text is a jsonb translation object.
 *
 * Search: shows.search_text holds the show name in every language plus its venue's and city's names,
 * each folded (lower-cased, spaces and punctuation removed: modules/catalog/search-text.ts) and joined by
 * '|' (written by the catalog repository's refreshSearchText). Keyword search on folded terms is
 * `search_text LIKE '%kw%'`; on PostgreSQL migration 0002_catalog_search adds a pg_trgm GIN index that
 * serves that LIKE (PGlite without the extension keeps a plain scan of the merchant's rows).
 */
import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type {
  ComponentType,
  CustomerService,
  LayoutPage,
  LayoutStatus,
  SeatPickType,
  SeatPlanSaleState,
  SessionStatus,
  ShowDetailStatus,
  ShowStatus,
  ShowTagType,
} from '../../../types/catalog.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

/** Cities a merchant sells in (spec "Site"). */
export const catalogCities = pgTable(
  'catalog_cities',
  {
    merchantId: merchantRef(),
    cityId: text('city_id').notNull(),
    siteId: text('site_id').notNull(),
    provinceId: text('province_id').notNull(),
    bsCityId: text('bs_city_id').notNull(),
    cityName: jsonb('city_name').$type<Translations>().notNull(),
    status: text('status').$type<'ONLINE' | 'OFFLINE'>().notNull().default('ONLINE'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cityId] })],
)

export const catalogVenues = pgTable(
  'catalog_venues',
  {
    merchantId: merchantRef(),
    venueId: text('venue_id').notNull(),
    cityId: text('city_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    address: jsonb('address').$type<Translations>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.venueId] }), index('catalog_venues_city_idx').on(t.merchantId, t.cityId)],
)

export const catalogCategories = pgTable(
  'catalog_categories',
  {
    merchantId: merchantRef(),
    code: text('code').notNull(),
    displayName: jsonb('display_name').$type<Translations>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
)

export interface ShowTagRow {
  type: ShowTagType
  title: Translations
}

export const catalogShows = pgTable(
  'catalog_shows',
  {
    merchantId: merchantRef(),
    showId: text('show_id').notNull(),
    stdShowId: text('std_show_id').notNull(),
    showName: jsonb('show_name').$type<Translations>().notNull(),
    /** Merchant-written date text; null → computed from the session times. */
    showDate: text('show_date'),
    firstShowTime: timestamp('first_show_time', { withTimezone: true }).notNull(),
    lastShowTime: timestamp('last_show_time', { withTimezone: true }).notNull(),
    cityId: text('city_id').notNull(),
    venueId: text('venue_id').notNull(),
    showType: text('show_type').notNull().default('NORMAL'),
    backendCategory: text('backend_category').notNull(),
    showStatus: text('show_status').$type<ShowStatus>().notNull().default('ONLINE'),
    showDetailStatus: text('show_detail_status').$type<ShowDetailStatus>().notNull(),
    showDuration: integer('show_duration').notNull().default(120),
    soldOut: boolean('sold_out').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    minPriceCents: integer('min_price_cents').notNull().default(0),
    maxPriceCents: integer('max_price_cents').notNull().default(0),
    /** null none; 0 hides the price; -1 price to be determined; > 0 cents shown instead of the minimum. */
    customPrice: integer('custom_price'),
    showTags: jsonb('show_tags').$type<ShowTagRow[]>().notNull().default([]),
    whiteTags: jsonb('white_tags').$type<string[]>().notNull().default([]),
    tourId: text('tour_id'),
    seatPickType: text('seat_pick_type').$type<SeatPickType>().notNull().default('SUPPORT_NONE'),
    supportSeatPicking: boolean('support_seat_picking').notNull().default(false),
    saleTime: timestamp('sale_time', { withTimezone: true }),
    prioritySaleTime: timestamp('priority_sale_time', { withTimezone: true }),
    minLimitAge: integer('min_limit_age'),
    captchaSwitch: boolean('captcha_switch').notNull().default(false),
    captchaVerifyStartTime: timestamp('captcha_verify_start_time', { withTimezone: true }),
    captchaVerifyEndTime: timestamp('captcha_verify_end_time', { withTimezone: true }),
    captchaTypes: jsonb('captcha_types').$type<string[]>().notNull().default([]),
    discount: doublePrecision('discount'),
    existWaitList: boolean('exist_wait_list').notNull().default(false),
    utcOffset: integer('utc_offset').notNull().default(480),
    showAlertText: jsonb('show_alert_text').$type<Translations>().notNull().default({}),
    displayFraudFlag: boolean('display_fraud_flag').notNull().default(false),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    /** Higher first in the RECOMMEND order. */
    recommendWeight: integer('recommend_weight').notNull().default(0),
    /**
     * The RECOMMEND order's first key, kept by PostgreSQL: buyable (0), may become buyable (1), the rest
     * (2). Stored so catalog_shows_recommend_idx can serve "the first n recommended shows" without
     * sorting the whole catalog (measured: 85-95 ms per home-layout component at 10,000 shows).
     */
    saleRank: smallint('sale_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case when show_detail_status in ('ON_SALE', 'PRE_SALE') then 0 when show_detail_status in ('LACK_OF_TICKET', 'PENDING', 'SOLD_OUT', 'DELAY') then 1 else 2 end`,
      ),
    /** Lower-cased names of show, venue and city in every language (see file comment). */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.showId] }),
    index('catalog_shows_listing_idx').on(t.merchantId, t.showStatus, t.firstShowTime),
    index('catalog_shows_recommend_idx').on(t.merchantId, t.showStatus, t.saleRank, t.recommendWeight.desc().nullsFirst(), t.firstShowTime, t.showId),
    index('catalog_shows_category_idx').on(t.merchantId, t.backendCategory, t.firstShowTime),
    index('catalog_shows_city_idx').on(t.merchantId, t.cityId, t.firstShowTime),
    index('catalog_shows_venue_idx').on(t.merchantId, t.venueId),
    index('catalog_shows_tour_idx').on(t.merchantId, t.tourId),
  ],
)

export const catalogShowGroups = pgTable(
  'catalog_show_groups',
  {
    merchantId: merchantRef(),
    /** Always contains 'SG' (the app routes such ids to the group page). */
    showGroupId: text('show_group_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    theaterOrLocationName: jsonb('theater_or_location_name').$type<Translations>().notNull(),
    theaterOrLocationAddress: jsonb('theater_or_location_address').$type<Translations>().notNull(),
    addressType: text('address_type').$type<'THEATER' | 'LOCATION'>().notNull().default('THEATER'),
    showIds: jsonb('show_ids').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.showGroupId] })],
)

export const catalogTours = pgTable(
  'catalog_tours',
  {
    merchantId: merchantRef(),
    tourId: text('tour_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    /** Member shows in display order. */
    showIds: jsonb('show_ids').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.tourId] })],
)

export const catalogSessions = pgTable(
  'catalog_sessions',
  {
    merchantId: merchantRef(),
    sessionId: text('session_id').notNull(),
    showId: text('show_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    status: text('status').$type<SessionStatus>().notNull().default('ON_SALE'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.sessionId] }), index('catalog_sessions_show_idx').on(t.merchantId, t.showId)],
)

export const catalogSeatPlans = pgTable(
  'catalog_seat_plans',
  {
    merchantId: merchantRef(),
    seatPlanId: text('seat_plan_id').notNull(),
    sessionId: text('session_id').notNull(),
    showId: text('show_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    priceCents: integer('price_cents').notNull(),
    saleState: text('sale_state').$type<SeatPlanSaleState>().notNull().default('ON_SALE'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.seatPlanId] }), index('catalog_seat_plans_show_idx').on(t.merchantId, t.showId)],
)

export interface LayoutComponentRow {
  componentId: string
  componentType: ComponentType
  /** Settings; any object whose keys are all language tags is a translation picked at read time. */
  config: Record<string, unknown>
}

/** One row per (page, topic, status): a page has at most one PUBLISHED and one DRAFT version. */
export const catalogLayouts = pgTable(
  'catalog_layouts',
  {
    merchantId: merchantRef(),
    layoutId: text('layout_id').notNull(),
    page: text('page').$type<LayoutPage>().notNull(),
    /** '' for pages that are not topics (kept non-null so it can be part of the lookup index). */
    topicId: text('topic_id').notNull().default(''),
    status: text('status').$type<LayoutStatus>().notNull(),
    title: jsonb('title').$type<Translations>().notNull().default({}),
    components: jsonb('components').$type<LayoutComponentRow[]>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.layoutId] }), index('catalog_layouts_page_idx').on(t.merchantId, t.page, t.topicId, t.status)],
)

/** '' scope is the merchant default; a show id scope overrides it for that show (bizShowId). */
export const catalogCustomerService = pgTable(
  'catalog_customer_service',
  {
    merchantId: merchantRef(),
    scope: text('scope').notNull().default(''),
    type: text('type').$type<CustomerService['type']>().notNull(),
    telephone: text('telephone').notNull().default(''),
    workTimes: jsonb('work_times').$type<CustomerService['workTimes']>().notNull().default([]),
    online: jsonb('online').$type<CustomerService['online']>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope] })],
)

/** Copywriting entries; client 'ALL' applies to every client, a specific client's row overrides it. */
export const catalogCopywriting = pgTable(
  'catalog_copywriting',
  {
    merchantId: merchantRef(),
    client: text('client').notNull().default('ALL'),
    type: text('type').notNull().default('base'),
    key: text('key').notNull(),
    value: jsonb('value').$type<Translations>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.client, t.type, t.key] })],
)

/** Released app versions per product and client; `force` makes every older version a forced update. */
export const catalogAppVersions = pgTable(
  'catalog_app_versions',
  {
    merchantId: merchantRef(),
    productCode: text('product_code').notNull(),
    clientCode: text('client_code').notNull(),
    versionNo: text('version_no').notNull(),
    force: boolean('force').notNull().default(false),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.productCode, t.clientCode, t.versionNo] })],
)

/** A buyer's favourite shows (the show detail's favourite toggle, /favorite-show), newest first. */
export const catalogFavourites = pgTable(
  'catalog_favourites',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    showId: text('show_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.showId] }), index('catalog_favourites_buyer_idx').on(t.merchantId, t.userId, t.createdAt)],
)

export const catalogSchema = {
  catalogCities,
  catalogVenues,
  catalogCategories,
  catalogShows,
  catalogShowGroups,
  catalogTours,
  catalogSessions,
  catalogSeatPlans,
  catalogLayouts,
  catalogCustomerService,
  catalogCopywriting,
  catalogAppVersions,
  catalogFavourites,
}

/** Catalog data access — the only catalog code that touches Drizzle. */
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm'
import type { LayoutPage, LayoutStatus, ShowSortType } from '../../../../types/catalog.js'
import type { Db } from '../../db/client.js'
import { rowsOf } from '../../db/raw.js'
import { searchTextSql } from './search-text.js'
import {
  catalogAppVersions,
  catalogCategories,
  catalogCities,
  catalogCopywriting,
  catalogCustomerService,
  catalogLayouts,
  catalogSeatPlans,
  catalogSessions,
  catalogShowGroups,
  catalogShows,
  catalogTours,
  catalogVenues,
} from '../../db/schema-catalog.js'

export type CityRow = typeof catalogCities.$inferSelect
export type VenueRow = typeof catalogVenues.$inferSelect
export type CategoryRow = typeof catalogCategories.$inferSelect
export type ShowRow = typeof catalogShows.$inferSelect
export type ShowGroupRow = typeof catalogShowGroups.$inferSelect
export type TourRow = typeof catalogTours.$inferSelect
export type SessionRow = typeof catalogSessions.$inferSelect
export type SeatPlanRow = typeof catalogSeatPlans.$inferSelect
export type LayoutRow = typeof catalogLayouts.$inferSelect
export type CustomerServiceRow = typeof catalogCustomerService.$inferSelect
export type CopywritingRow = typeof catalogCopywriting.$inferSelect
export type AppVersionRow = typeof catalogAppVersions.$inferSelect

/** A show with what its card needs from other tables (left joins: a broken reference still lists). */
export interface CardRow {
  show: ShowRow
  venue: VenueRow | null
  city: CityRow | null
  category: CategoryRow | null
  /** Metres, when the query had a location. */
  distance: number | null
}

export interface ShowSearch {
  /** Folded terms (search-text.ts foldTerm); every one must occur in search_text. */
  terms: string[]
  cityId?: string
  category?: string
  /** Shows running at some point in [from, to). */
  from?: Date
  to?: Date
  location?: { lat: number; lng: number }
  sort: ShowSortType
  offset: number
  length: number
  /** Leave these shows out (e.g. the ones a pay-success page was opened for). */
  excludeShowIds?: string[]
}

/** Rows of a merchant's catalog to insert (seed, bench, later merchant onboarding). */
export interface CatalogInsert {
  cities?: Array<typeof catalogCities.$inferInsert>
  venues?: Array<typeof catalogVenues.$inferInsert>
  categories?: Array<typeof catalogCategories.$inferInsert>
  shows?: Array<typeof catalogShows.$inferInsert>
  showGroups?: Array<typeof catalogShowGroups.$inferInsert>
  tours?: Array<typeof catalogTours.$inferInsert>
  sessions?: Array<typeof catalogSessions.$inferInsert>
  seatPlans?: Array<typeof catalogSeatPlans.$inferInsert>
  layouts?: Array<typeof catalogLayouts.$inferInsert>
  customerService?: Array<typeof catalogCustomerService.$inferInsert>
  copywriting?: Array<typeof catalogCopywriting.$inferInsert>
  appVersions?: Array<typeof catalogAppVersions.$inferInsert>
}

export interface CatalogRepository {
  findCities(merchantId: string): Promise<CityRow[]>
  findCategories(merchantId: string): Promise<CategoryRow[]>
  findCategory(merchantId: string, code: string): Promise<CategoryRow | null>
  findVenues(merchantId: string, cityId?: string): Promise<Array<{ venue: VenueRow; city: CityRow | null; showCount: number }>>
  findVenuesByIds(merchantId: string, ids: string[]): Promise<Array<{ venue: VenueRow; city: CityRow | null; showCount: number }>>
  /** A listed (ONLINE) show with its card joins. */
  findShowCard(merchantId: string, showId: string): Promise<CardRow | null>
  /** Listed shows among `ids`, in the order of `ids`. */
  findShowCardsByIds(merchantId: string, ids: string[]): Promise<CardRow[]>
  searchShows(merchantId: string, q: ShowSearch): Promise<{ total: number; rows: CardRow[] }>
  /** Upcoming (not ended, not canceled) listed shows at a venue, earliest first. */
  findVenueShows(merchantId: string, venueId: string, limit: number): Promise<CardRow[]>
  findSessions(merchantId: string, showId: string): Promise<SessionRow[]>
  findSeatPlans(merchantId: string, showId: string): Promise<SeatPlanRow[]>
  findTour(merchantId: string, tourId: string): Promise<TourRow | null>
  findShowGroup(merchantId: string, showGroupId: string): Promise<ShowGroupRow | null>
  findShowGroupOf(merchantId: string, showId: string): Promise<ShowGroupRow | null>
  /** The layout of a page in the first of `statuses` that exists. */
  findLayout(merchantId: string, page: LayoutPage, topicId: string, statuses: LayoutStatus[]): Promise<LayoutRow | null>
  findLayoutById(merchantId: string, layoutId: string): Promise<LayoutRow | null>
  findCustomerService(merchantId: string, scopes: string[]): Promise<CustomerServiceRow[]>
  findCopywriting(merchantId: string, clients: string[]): Promise<CopywritingRow[]>
  findAppVersions(merchantId: string, productCode: string, clientCode: string): Promise<AppVersionRow[]>
  /** Insert rows not there yet (by primary key); existing rows are untouched. Returns rows inserted. */
  insertCatalogIfAbsent(data: CatalogInsert): Promise<number>
  /** Recompute search_text of a merchant's shows from show, venue and city names, folded (search-text.ts); returns rows changed. */
  refreshSearchText(merchantId: string): Promise<number>
}

const LISTED = 'ONLINE'
const ENDED = ['COMPLETED', 'CANCELED'] as const

/** Cents a price sort uses: free 0, a positive override, else the minimum; hidden or pending → null (last). */
const effectivePrice = sql<number | null>`case when ${catalogShows.isFree} then 0
  when ${catalogShows.customPrice} > 0 then ${catalogShows.customPrice}
  when ${catalogShows.customPrice} is null then ${catalogShows.minPriceCents}
  else null end`


/** Great-circle distance in metres from a point to the show's venue (haversine, clamped for rounding). */
function distanceTo(lat: number, lng: number): SQL<number> {
  return sql<number>`(12742000 * asin(sqrt(least(1,
    power(sin(radians(${catalogVenues.lat} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${catalogVenues.lat})) *
    power(sin(radians(${catalogVenues.lng} - ${lng}::float8) / 2), 2)))))`
}

/** `%term%` with LIKE's own wildcards escaped. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function createCatalogRepository(db: Db): CatalogRepository {
  const cardSelect = (distance?: SQL<number>) =>
    db
      .select({
        show: catalogShows,
        venue: catalogVenues,
        city: catalogCities,
        category: catalogCategories,
        distance: distance ?? sql<number | null>`null::float8`,
      })
      .from(catalogShows)
      .leftJoin(catalogVenues, and(eq(catalogVenues.merchantId, catalogShows.merchantId), eq(catalogVenues.venueId, catalogShows.venueId)))
      .leftJoin(catalogCities, and(eq(catalogCities.merchantId, catalogShows.merchantId), eq(catalogCities.cityId, catalogShows.cityId)))
      .leftJoin(
        catalogCategories,
        and(eq(catalogCategories.merchantId, catalogShows.merchantId), eq(catalogCategories.code, catalogShows.backendCategory)),
      )

  const toCard = (r: { show: ShowRow; venue: VenueRow | null; city: CityRow | null; category: CategoryRow | null; distance: unknown }): CardRow => ({
    ...r,
    distance: r.distance === null || r.distance === undefined ? null : Number(r.distance),
  })

  const venueCountSelect = () =>
    db
      .select({
        venue: catalogVenues,
        city: catalogCities,
        showCount: sql<number>`(select count(*)::int from ${catalogShows} s where s.merchant_id = ${catalogVenues.merchantId}
          and s.venue_id = ${catalogVenues.venueId} and s.show_status = ${LISTED}
          and s.show_detail_status not in ('COMPLETED', 'CANCELED'))`,
      })
      .from(catalogVenues)
      .leftJoin(catalogCities, and(eq(catalogCities.merchantId, catalogVenues.merchantId), eq(catalogCities.cityId, catalogVenues.cityId)))

  return {
    findCities: (merchantId) =>
      db.select().from(catalogCities).where(eq(catalogCities.merchantId, merchantId)).orderBy(asc(catalogCities.position)),

    findCategories: (merchantId) =>
      db.select().from(catalogCategories).where(eq(catalogCategories.merchantId, merchantId)).orderBy(asc(catalogCategories.position)),

    async findCategory(merchantId, code) {
      const [row] = await db
        .select()
        .from(catalogCategories)
        .where(and(eq(catalogCategories.merchantId, merchantId), eq(catalogCategories.code, code)))
      return row ?? null
    },

    async findVenues(merchantId, cityId) {
      const rows = await venueCountSelect()
        .where(and(eq(catalogVenues.merchantId, merchantId), cityId ? eq(catalogVenues.cityId, cityId) : undefined))
        .orderBy(asc(catalogVenues.position), asc(catalogVenues.venueId))
      return rows.map((r) => ({ ...r, showCount: Number(r.showCount) }))
    },

    async findVenuesByIds(merchantId, ids) {
      if (!ids.length) return []
      const rows = await venueCountSelect().where(and(eq(catalogVenues.merchantId, merchantId), inArray(catalogVenues.venueId, ids)))
      const byId = new Map(rows.map((r) => [r.venue.venueId, { ...r, showCount: Number(r.showCount) }]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    async findShowCard(merchantId, showId) {
      const [row] = await cardSelect().where(
        and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showId, showId), eq(catalogShows.showStatus, LISTED)),
      )
      return row ? toCard(row) : null
    },

    async findShowCardsByIds(merchantId, ids) {
      if (!ids.length) return []
      const rows = await cardSelect().where(
        and(eq(catalogShows.merchantId, merchantId), inArray(catalogShows.showId, ids), eq(catalogShows.showStatus, LISTED)),
      )
      const byId = new Map(rows.map((r) => [r.show.showId, toCard(r)]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    async searchShows(merchantId, q) {
      const where = and(
        eq(catalogShows.merchantId, merchantId),
        eq(catalogShows.showStatus, LISTED),
        q.cityId ? eq(catalogShows.cityId, q.cityId) : undefined,
        q.category ? eq(catalogShows.backendCategory, q.category) : undefined,
        q.from ? gte(catalogShows.lastShowTime, q.from) : undefined,
        q.to ? lt(catalogShows.firstShowTime, q.to) : undefined,
        q.excludeShowIds?.length ? notInArray(catalogShows.showId, q.excludeShowIds) : undefined,
        // LIKE on the folded column (search-text.ts): the pg_trgm GIN index serves it on PostgreSQL.
        ...q.terms.map((term) => sql`${catalogShows.searchText} like ${likePattern(term)}`),
      )
      const [counted] = await db.select({ n: count() }).from(catalogShows).where(where)
      const total = counted?.n ?? 0
      if (total === 0 || q.offset >= total) return { total, rows: [] }

      const distance = q.location ? distanceTo(q.location.lat, q.location.lng) : undefined
      const order: SQL[] =
        q.sort === 'TIME_ASC'
          ? [asc(catalogShows.firstShowTime)]
          : q.sort === 'PRICE_ASC'
            ? [sql`${effectivePrice} asc nulls last`]
            : q.sort === 'PRICE_DESC'
              ? [sql`${effectivePrice} desc nulls last`]
              : q.sort === 'DISTANCE' && distance
                ? [sql`${distance} asc nulls last`]
                : // Buyable first, then the ones that may become buyable, then the rest (catalog_shows_recommend_idx).
                  [asc(catalogShows.saleRank), desc(catalogShows.recommendWeight), asc(catalogShows.firstShowTime)]
      const rows = await cardSelect(distance)
        .where(where)
        .orderBy(...order, asc(catalogShows.showId))
        .limit(q.length)
        .offset(q.offset)
      return { total, rows: rows.map(toCard) }
    },

    async findVenueShows(merchantId, venueId, limit) {
      const rows = await cardSelect()
        .where(
          and(
            eq(catalogShows.merchantId, merchantId),
            eq(catalogShows.venueId, venueId),
            eq(catalogShows.showStatus, LISTED),
            notInArray(catalogShows.showDetailStatus, [...ENDED]),
          ),
        )
        .orderBy(asc(catalogShows.firstShowTime), asc(catalogShows.showId))
        .limit(limit)
      return rows.map(toCard)
    },

    findSessions: (merchantId, showId) =>
      db
        .select()
        .from(catalogSessions)
        .where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.showId, showId)))
        .orderBy(asc(catalogSessions.position), asc(catalogSessions.startTime)),

    findSeatPlans: (merchantId, showId) =>
      db
        .select()
        .from(catalogSeatPlans)
        .where(and(eq(catalogSeatPlans.merchantId, merchantId), eq(catalogSeatPlans.showId, showId)))
        .orderBy(asc(catalogSeatPlans.position)),

    async findTour(merchantId, tourId) {
      const [row] = await db.select().from(catalogTours).where(and(eq(catalogTours.merchantId, merchantId), eq(catalogTours.tourId, tourId)))
      return row ?? null
    },

    async findShowGroup(merchantId, showGroupId) {
      const [row] = await db
        .select()
        .from(catalogShowGroups)
        .where(and(eq(catalogShowGroups.merchantId, merchantId), eq(catalogShowGroups.showGroupId, showGroupId)))
      return row ?? null
    },

    async findShowGroupOf(merchantId, showId) {
      const [row] = await db
        .select()
        .from(catalogShowGroups)
        .where(and(eq(catalogShowGroups.merchantId, merchantId), sql`${catalogShowGroups.showIds} @> ${JSON.stringify([showId])}::jsonb`))
        .orderBy(asc(catalogShowGroups.showGroupId))
        .limit(1)
      return row ?? null
    },

    async findLayout(merchantId, page, topicId, statuses) {
      if (!statuses.length) return null
      const rows = await db
        .select()
        .from(catalogLayouts)
        .where(
          and(
            eq(catalogLayouts.merchantId, merchantId),
            eq(catalogLayouts.page, page),
            eq(catalogLayouts.topicId, topicId),
            inArray(catalogLayouts.status, statuses),
          ),
        )
      for (const status of statuses) {
        const hit = rows.find((r) => r.status === status)
        if (hit) return hit
      }
      return null
    },

    async findLayoutById(merchantId, layoutId) {
      const [row] = await db
        .select()
        .from(catalogLayouts)
        .where(and(eq(catalogLayouts.merchantId, merchantId), eq(catalogLayouts.layoutId, layoutId)))
      return row ?? null
    },

    findCustomerService: (merchantId, scopes) =>
      db
        .select()
        .from(catalogCustomerService)
        .where(and(eq(catalogCustomerService.merchantId, merchantId), inArray(catalogCustomerService.scope, scopes))),

    findCopywriting: (merchantId, clients) =>
      db
        .select()
        .from(catalogCopywriting)
        .where(and(eq(catalogCopywriting.merchantId, merchantId), inArray(catalogCopywriting.client, clients)))
        .orderBy(asc(catalogCopywriting.type), asc(catalogCopywriting.key)),

    findAppVersions: (merchantId, productCode, clientCode) =>
      db
        .select()
        .from(catalogAppVersions)
        .where(
          and(
            eq(catalogAppVersions.merchantId, merchantId),
            eq(catalogAppVersions.productCode, productCode),
            eq(catalogAppVersions.clientCode, clientCode),
          ),
        ),

    async insertCatalogIfAbsent(data) {
      let inserted = 0
      // Batches keep each statement well under PostgreSQL's 65535 bind parameters.
      const put = async <T extends Record<string, unknown>>(table: Parameters<Db['insert']>[0], rows: T[] | undefined, batch = 500) => {
        for (let i = 0; rows && i < rows.length; i += batch) {
          const res = await db
            .insert(table)
            .values(rows.slice(i, i + batch) as never)
            .onConflictDoNothing()
            .returning({ one: sql<number>`1` })
          inserted += res.length
        }
      }
      await put(catalogCities, data.cities)
      await put(catalogVenues, data.venues)
      await put(catalogCategories, data.categories)
      await put(catalogShows, data.shows, 200)
      await put(catalogShowGroups, data.showGroups)
      await put(catalogTours, data.tours)
      await put(catalogSessions, data.sessions)
      await put(catalogSeatPlans, data.seatPlans)
      await put(catalogLayouts, data.layouts)
      await put(catalogCustomerService, data.customerService)
      await put(catalogCopywriting, data.copywriting)
      await put(catalogAppVersions, data.appVersions)
      return inserted
    },

    async refreshSearchText(merchantId) {
      const text = sql.raw(searchTextSql('s2', 'v', 'c'))
      const result = await db.execute(sql`update catalog_shows s set search_text = x.text
          from (
            select s2.merchant_id, s2.show_id, ${text} as text
            from catalog_shows s2
            left join catalog_venues v on v.merchant_id = s2.merchant_id and v.venue_id = s2.venue_id
            left join catalog_cities c on c.merchant_id = s2.merchant_id and c.city_id = s2.city_id
            where s2.merchant_id = ${merchantId}
          ) x
          where s.merchant_id = x.merchant_id and s.show_id = x.show_id and s.search_text is distinct from x.text
          returning 1`)
      return rowsOf(result).length
    },
  }
}

/**
 * A large deterministic catalog for the browse benchmark: `insertBenchCatalog(db, { merchantId })` adds
 * 10,000 shows (4 cities, 20 venues, every category) to an existing merchant, then computes their
 * search text. Names come from fixed word lists, so a test can predict exactly which shows a keyword
 * finds (see benchShowName). Inserting twice adds nothing.
 */
import type { Db } from '../../server/src/db/client.js'
import { createCatalogRepository, type CatalogInsert } from '../../server/src/modules/catalog/repository.js'

const ADJECTIVES: Array<[string, string]> = [
  ['金色', 'Golden'],
  ['银色', 'Silver'],
  ['午夜', 'Midnight'],
  ['春日', 'Spring'],
  ['海洋', 'Ocean'],
  ['绯红', 'Crimson'],
  ['翡翠', 'Jade'],
  ['极光', 'Aurora'],
]
const NOUNS: Array<[string, string]> = [
  ['交响曲', 'Symphony'],
  ['盛典', 'Gala'],
  ['音乐节', 'Festival'],
  ['现场', 'Live'],
  ['歌剧', 'Opera'],
  ['马戏', 'Circus'],
  ['芭蕾', 'Ballet'],
  ['马拉松', 'Marathon'],
  ['博览会', 'Expo'],
  ['喜剧', 'Comedy'],
]
export const BENCH_CATEGORIES = ['CONCERT', 'DRAMA', 'SPORTS', 'MUSIC', 'EXHIBITION', 'DANCE', 'CHILDREN', 'STORYTELLING'] as const
export const BENCH_CITY_IDS = ['BCITY1', 'BCITY2', 'BCITY3', 'BCITY4'] as const
export const BENCH_CITY_NAMES = [
  { 'zh-CN': '甲城', 'en-US': 'Alphaville' },
  { 'zh-CN': '乙城', 'en-US': 'Betaburg' },
  { 'zh-CN': '丙城', 'en-US': 'Gammaport' },
  { 'zh-CN': '丁城', 'en-US': 'Deltaton' },
]
const VENUES_PER_CITY = 5
const ANCHOR = Date.UTC(2026, 11, 1)
const DAY = 86_400_000

/** Name of bench show i in both languages, e.g. { 'zh-CN': '极光芭蕾 #15', 'en-US': 'Aurora Ballet #15' }. */
export function benchShowName(i: number): { 'zh-CN': string; 'en-US': string } {
  const [zhA, enA] = ADJECTIVES[i % ADJECTIVES.length] as [string, string]
  const [zhN, enN] = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length] as [string, string]
  return { 'zh-CN': `${zhA}${zhN} #${i}`, 'en-US': `${enA} ${enN} #${i}` }
}

export const benchCategoryOf = (i: number) => BENCH_CATEGORIES[i % BENCH_CATEGORIES.length] as string
export const benchCityOf = (i: number) => BENCH_CITY_IDS[Math.floor(i / 7) % BENCH_CITY_IDS.length] as string
export const benchShowId = (i: number) => `BENCH${String(i).padStart(5, '0')}`

export interface BenchCatalogOptions {
  merchantId: string
  /** Default 10,000. */
  count?: number
}

/** Bulk-insert the bench catalog into an existing merchant; returns rows inserted. */
export async function insertBenchCatalog(db: Db, opts: BenchCatalogOptions): Promise<number> {
  const { merchantId } = opts
  const count = opts.count ?? 10_000
  const data: CatalogInsert = {
    cities: BENCH_CITY_IDS.map((cityId, k) => ({
      merchantId,
      cityId,
      siteId: `SITE-${cityId}`,
      provinceId: 'PB',
      bsCityId: cityId,
      cityName: BENCH_CITY_NAMES[k] as { 'zh-CN': string; 'en-US': string },
      position: 100 + k,
    })),
    venues: BENCH_CITY_IDS.flatMap((cityId, c) =>
      Array.from({ length: VENUES_PER_CITY }, (_, v) => ({
        merchantId,
        venueId: `BVENUE${c}${v}`,
        cityId,
        name: { 'zh-CN': `测试馆${c}${v}`, 'en-US': `Test Hall ${c}${v}` },
        address: { 'zh-CN': `测试路${v}号`, 'en-US': `${v} Test Road` },
        lat: 30 + c + v / 100,
        lng: 120 + c + v / 100,
        position: 100 + c * VENUES_PER_CITY + v,
      })),
    ),
    shows: Array.from({ length: count }, (_, i) => {
      const cityIdx = Math.floor(i / 7) % BENCH_CITY_IDS.length
      const first = new Date(ANCHOR + (i % 180) * DAY + 11.5 * 3_600_000)
      const min = (100 + (i % 50) * 20) * 100
      return {
        merchantId,
        showId: benchShowId(i),
        stdShowId: `STD-${benchShowId(i)}`,
        showName: benchShowName(i),
        firstShowTime: first,
        lastShowTime: new Date(first.getTime() + (i % 3) * DAY),
        cityId: benchCityOf(i),
        venueId: `BVENUE${cityIdx}${i % VENUES_PER_CITY}`,
        backendCategory: benchCategoryOf(i),
        showDetailStatus: i % 10 === 3 ? ('SOLD_OUT' as const) : ('ON_SALE' as const),
        soldOut: i % 10 === 3,
        minPriceCents: min,
        maxPriceCents: min * 3,
        recommendWeight: i % 10,
      }
    }),
  }
  const repo = createCatalogRepository(db)
  const inserted = await repo.insertCatalogIfAbsent(data)
  await repo.refreshSearchText(merchantId)
  return inserted
}

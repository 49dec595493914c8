/**
 * Search over the 10,000-show bench catalog (scripts/bench/catalog-data.ts) returns exactly the shows
 * the generator predicts. Correctness only: speed is measured by the bench, never asserted here.
 */
import assert from 'node:assert/strict'
import { before, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { ShowCardPage } from '../../types/catalog.js'
import { BENCH_CITY_IDS, benchCategoryOf, benchCityOf, benchShowName, insertBenchCatalog } from '../../scripts/bench/catalog-data.js'
import { getData } from './catalog-helpers.js'
import { describeEachDb } from './helpers.js'

const COUNT = 10_000
const MERCHANT = '10002'
const SEARCH = 'home/pub/v3/show_list/search'
const range = Array.from({ length: COUNT }, (_, i) => i)

await describeEachDb('catalog search at 10,000 shows', (env) => {
  before(async () => {
    assert.equal(await insertBenchCatalog(env().db.handle.db, { merchantId: MERCHANT, count: COUNT }) >= COUNT, true)
  })
  const search = (query: Record<string, string | number>) => getData<ShowCardPage>(env(), SEARCH, { merchantId: MERCHANT, lang: 'en', ...query })
  const benchIds = (page: ShowCardPage) => page.list.map((c) => c.showId).filter((id) => id.startsWith('BENCH'))

  it('inserting again adds nothing', async () => {
    assert.equal(await insertBenchCatalog(env().db.handle.db, { merchantId: MERCHANT, count: COUNT }), 0)
  })

  it('keyword in either language finds exactly the predicted shows, with a correct total', async () => {
    const want = range.filter((i) => benchShowName(i)['en-US'].startsWith('Aurora Ballet'))
    const en = await search({ keyword: 'aurora ballet', length: 50 })
    assert.equal(en.total, want.length)
    assert.ok(en.list.every((c) => /^Aurora Ballet #\d+$/.test(c.showName)))
    const zh = await search({ keyword: '极光芭蕾', length: 50 })
    assert.equal(zh.total, want.length)
    // A unique show by its number.
    const one = await search({ keyword: '#4321' })
    assert.deepEqual(one.list.map((c) => c.showName), [benchShowName(4321)['en-US']])
  })

  it('keyword plus city and category filters, paged to the end', async () => {
    const city = BENCH_CITY_IDS[2] as string
    const want = range.filter((i) => benchShowName(i)['en-US'].includes('Gala') && benchCityOf(i) === city && benchCategoryOf(i) === 'MUSIC')
    assert.ok(want.length > 10, 'more than one page')
    const seen: string[] = []
    for (let offset = 0; ; offset += 10) {
      const page = await search({ keyword: 'gala', cityId: city, backendCategoryCode: 'MUSIC', sortType: 'TIME_ASC', offset, length: 10 })
      assert.equal(page.total, want.length)
      seen.push(...benchIds(page))
      if (offset + 10 >= page.total) break
    }
    assert.deepEqual(seen.sort(), want.map((i) => `BENCH${String(i).padStart(5, '0')}`).sort())
  })

  it('city name search covers every show of the city', async () => {
    const want = range.filter((i) => benchCityOf(i) === 'BCITY4').length
    assert.equal((await search({ keyword: 'deltaton' })).total, want)
    assert.equal((await search({ keyword: '丁城' })).total, want)
    // Combined with a name: ocean shows in that city.
    const ocean = range.filter((i) => benchCityOf(i) === 'BCITY4' && benchShowName(i)['en-US'].startsWith('Ocean')).length
    assert.equal((await search({ keyword: 'ocean deltaton' })).total, ocean)
  })

  it('on PostgreSQL the keyword search can use the trigram index', async (t) => {
    if (env().db.kind !== 'postgres') return t.skip('PGlite runs without pg_trgm')
    const db = env().db.handle.db
    const res = await db.execute(sql`select indexname from pg_indexes where indexname = 'catalog_shows_search_trgm_idx'`)
    const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as unknown[]
    assert.equal(rows.length, 1)
  })
})

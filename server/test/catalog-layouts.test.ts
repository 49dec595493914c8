/** Layouts and masonry data: published vs preview drafts, component data, topics, other page kinds, paging. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { Layout, ShowCardPage } from '../../types/catalog.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../src/db/raw.js'
import { MIGRATIONS_DIR } from '../src/paths.js'
import { DEMO_CATALOG_SPECS, demoCatalog } from '../src/seed/catalog.js'
import { getData, getEnv, onlineShows } from './catalog-helpers.js'
import { describeEachDb } from './helpers.js'

const MO = { merchantId: '10001' }
const LAYOUTS = 'home/pub/v5/layouts'
const MASONRY = 'home/pub/v5/masonry_component_data'
const PREVIEW = { 'backend-preview': JSON.stringify({ source: 'backend', terminal: 'PREVIEW' }) }

await describeEachDb('catalog layouts', (env) => {
  const layout = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    getData<Layout>(env(), LAYOUTS, { ...MO, ...query }, headers)
  const comp = (l: Layout, id: string) => {
    const c = l.components.find((x) => x.componentId === id)
    assert.ok(c, id)
    return c
  }

  it('HOME: the published layout with show, tour, venue and masonry data resolved, config localised', async () => {
    const l = await layout({ page: 'HOME', lang: 'en' })
    assert.deepEqual([l.layoutId, l.page, l.status, l.title, l.topicId], ['MO-HOME', 'HOME', 'PUBLISHED', 'Home', null])
    const kinds = l.components.map((c) => c.componentType)
    for (const k of ['SEARCH_BAR', 'SLIDE_NAVIGATION', 'ICON_NAVIGATION', 'ANNOUNCEMENT', 'RECOMMENDED_LIST', 'SHOW_CALENDAR', 'THREE_COLUMN_SHOW', 'SINGLE_SHOW', 'TOUR', 'HOT_VENUE', 'SLIDE_SHOW', 'SHOW_LIST', 'BANNER', 'DIVIDER', 'TEXT', 'MASONRY']) {
      assert.ok(kinds.includes(k as never), k)
    }
    assert.equal(comp(l, 'c-search').config.placeholder, 'Search shows, artists, venues')
    assert.equal((comp(l, 'c-icons').config.items as Array<{ title: string }>)[0]?.title, 'Concerts')
    assert.equal(comp(l, 'c-search').data, null)
    assert.equal(comp(l, 'c-recommend').data?.shows?.length, 6)
    assert.deepEqual(comp(l, 'c-single').data?.shows?.map((s) => s.showName), ['Swan Lake'])
    assert.deepEqual(comp(l, 'c-slide-shows').data?.shows?.map((s) => s.showId), ['MO002', 'MO011', 'MO016', 'MO021', 'MO031'])
    const concerts = comp(l, 'c-concerts').data?.shows ?? []
    assert.ok(concerts.length > 0 && concerts.every((s) => s.backendCategory.code === 'CONCERT'))
    assert.equal(comp(l, 'c-tour').data?.tour?.tourName, 'Starlight Tour')
    assert.deepEqual(comp(l, 'c-venues').data?.venues?.map((v) => v.venueName), ['Macau Forum', 'Macao Cultural Centre', 'Cotai Arena'])
    const masonry = comp(l, 'c-masonry').data
    assert.equal(masonry?.total, onlineShows().length)
    assert.equal(masonry?.shows?.length, 10)
    // Localised in the other languages too.
    const zh = await layout({ lang: 'zh' })
    assert.equal(zh.title, '首页')
    assert.equal(comp(zh, 'c-single').data?.shows?.[0]?.showName, '芭蕾舞剧《天鹅湖》')
  })

  it('HOME: every merchant text is in the page language, hot keywords too; a shop without it falls back', async () => {
    /** Every string of a value, config and resolved data alike. */
    const strings = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []
    const hot = (l: Layout) => comp(l, 'c-search').config.hotKeywords
    const en = await layout({ page: 'HOME', lang: 'en' })
    assert.deepEqual(hot(en), ['Starlight', 'Swan Lake'])
    // Nothing Chinese anywhere on the English home of a shop that speaks English (issue 13: '星光').
    assert.deepEqual(strings(en).filter((s) => /\p{Script=Han}/u.test(s)), [])
    assert.deepEqual(hot(await layout({ page: 'HOME', lang: 'zh-MO' })), ['星光', '天鵝湖'])
    assert.deepEqual(hot(await layout({ page: 'HOME', lang: 'zh' })), ['星光', '天鹅湖'])
    // The mainland shop speaks zh-CN only: an English page gets its zh-CN text, not nothing.
    const mainland = await getData<Layout>(env(), LAYOUTS, { merchantId: '10002', page: 'HOME', lang: 'en' })
    assert.deepEqual(hot(mainland), ['星光', '天鹅湖'])
  })

  it('cityId narrows the city-filtered components only', async () => {
    const l = await layout({ cityId: 'BL8101' })
    const cal = comp(l, 'c-calendar').data?.shows ?? []
    assert.ok(cal.length > 0)
    assert.ok(cal.every((s) => s.cityId === 'BL8101'))
    const times = cal.map((s) => Date.parse(s.firstShowTime))
    assert.deepEqual(times, [...times].sort((a, b) => a - b))
    assert.ok((comp(l, 'c-recommend').data?.shows ?? []).some((s) => s.cityId !== 'BL8101'))
  })

  it('drafts: only a preview request sees the DRAFT layout, which differs visibly', async () => {
    const plain = await layout({ page: 'HOME', lang: 'en' })
    assert.equal(plain.status, 'PUBLISHED')
    const draft = await layout({ page: 'HOME', lang: 'en' }, PREVIEW)
    assert.deepEqual([draft.layoutId, draft.status, draft.title], ['MO-HOME-DRAFT', 'DRAFT', 'Home (draft)'])
    assert.equal(draft.components[0]?.componentType, 'PAGE_TITLE')
    assert.equal(draft.components[0]?.config.title, 'New Year special (draft)')
    assert.equal(draft.components.some((c) => c.componentId === 'c-notice'), false)
    // Preview of a page without a draft shows the published one.
    const pay = await layout({ page: 'PAY_SUCCESS' }, { 'backend-preview': 'backend' })
    assert.equal(pay.status, 'PUBLISHED')
    // Masonry data of a draft layout: preview only, otherwise the layout does not exist.
    const hidden = await getEnv(env(), MASONRY, { ...MO, layoutId: 'MO-HOME-DRAFT', componentId: 'c-masonry', lang: 'en' })
    assert.deepEqual([hidden.statusCode, hidden.comments], [404, 'Page not found or not published'])
    const seen = await getData<ShowCardPage>(env(), MASONRY, { ...MO, layoutId: 'MO-HOME-DRAFT', componentId: 'c-masonry' }, PREVIEW)
    assert.equal(seen.total, onlineShows().length)
  })

  it('TOPIC needs a topicId; other page kinds are there', async () => {
    const missing = await getEnv(env(), LAYOUTS, { ...MO, page: 'TOPIC', lang: 'en' })
    assert.deepEqual([missing.statusCode, missing.comments], [400, 'topicId is required for this page'])
    const unknown = await getEnv(env(), LAYOUTS, { ...MO, page: 'TOPIC', topicId: 'NOPE' })
    assert.deepEqual([unknown.statusCode, unknown.comments], [404, '頁面不存在或未發佈'])
    const topic = await layout({ page: 'TOPIC', topicId: 'DRAMAFEST', lang: 'en' })
    assert.equal(topic.topicId, 'DRAMAFEST')
    assert.deepEqual(
      topic.components.map((c) => c.componentType),
      ['PAGE_TITLE', 'ANCHOR_NAVIGATION', 'RICH_TEXT', 'IMAGES', 'VIDEO', 'SHOW_LIST', 'PRODUCT', 'COUPON', 'BANNER', 'VOTE', 'ACTIVITY_ENROLL'],
    )
    assert.match(String(comp(topic, 't-rich').config.html), /Winter Drama Festival/)
    // The rich text also comes as sanitised nodes: the intro and one paragraph a day (more than 50).
    const nodes = comp(topic, 't-rich').data?.nodes ?? []
    assert.equal(nodes.length, 57)
    assert.deepEqual(nodes[0], { type: 'node', name: 'p', children: [{ type: 'text', text: 'The yearly ' }, { type: 'node', name: 'strong', children: [{ type: 'text', text: 'Winter Drama Festival' }] }, { type: 'text', text: '.' }] })
    // The video is our own file, and the server serves it.
    assert.equal(comp(topic, 't-video').config.src, '/api/pub/media/winter-drama-festival.mp4')
    assert.equal(comp(topic, 't-shows').data?.shows?.length, 3)
    // Our own posters in the merchant's config (goods images) are drawn in the asked language.
    const goodsImages = JSON.stringify(comp(topic, 't-goods').config).match(/\/api\/pub\/poster\/[^"]+/g) ?? []
    assert.ok(goodsImages.length > 0)
    for (const url of goodsImages) assert.match(url, /[?&]lang=en-US(&|$)/, url)
    for (const page of ['TICKET_HOLDER', 'PERSONAL_CENTER', 'PAY_SUCCESS']) {
      const l = await layout({ page })
      assert.equal(l.page, page)
      assert.ok(l.components.length >= 2)
    }
    assert.equal((await layout({ page: 'TOPIC_COUPON', topicId: 'COUPONS' })).components[0]?.componentType, 'COUPON')
    const mainland = await getData<Layout>(env(), LAYOUTS, { merchantId: '10002', lang: 'en' })
    assert.deepEqual([mainland.layoutId, mainland.title], ['SH-HOME', '首页'])
  })

  it('PAY_SUCCESS recommendations leave out the shows the page was opened for', async () => {
    const first = await layout({ page: 'PAY_SUCCESS' })
    const shown = comp(first, 'p-recommend').data?.shows?.map((s) => s.showId) ?? []
    assert.equal(shown.length, 4)
    const again = await layout({ page: 'PAY_SUCCESS', showIds: shown.slice(0, 2).join(','), spuIds: 'SPU1' })
    const next = comp(again, 'p-recommend').data?.shows?.map((s) => s.showId) ?? []
    assert.equal(next.length, 4)
    assert.ok(!next.includes(shown[0] as string) && !next.includes(shown[1] as string))
  })

  it('masonry: pages through the component’s shows', async () => {
    const q = { ...MO, layoutId: 'MO-HOME', componentId: 'c-masonry', componentType: 'MASONRY' }
    const full = await getData<ShowCardPage>(env(), MASONRY, { ...q, length: 50 })
    assert.equal(full.total, onlineShows().length)
    const seen: string[] = []
    for (let offset = 0; offset < full.total; offset += 20) {
      const page = await getData<ShowCardPage>(env(), MASONRY, { ...q, offset })
      assert.equal(page.length, 20, 'default length 20')
      seen.push(...page.list.map((c) => c.showId))
    }
    assert.deepEqual(seen, full.list.map((c) => c.showId))
    const city = await getData<ShowCardPage>(env(), MASONRY, { ...q, cityId: 'BL8201' })
    assert.equal(city.total, full.total, 'the masonry component is not city filtered')
    // A curated list component pages its own showIds.
    const slides = await getData<ShowCardPage>(env(), MASONRY, { ...MO, layoutId: 'MO-HOME', componentId: 'c-slide-shows', offset: 1, length: 2 })
    assert.deepEqual([slides.total, slides.list.map((c) => c.showId)], [5, ['MO011', 'MO016']])
  })

  it('masonry and layouts: bad parameters and unknown ids', async () => {
    const q = { ...MO, layoutId: 'MO-HOME', lang: 'en' }
    const expect = async (query: Record<string, string | number>, statusCode: number, comments: RegExp, path = MASONRY) => {
      const body = await getEnv(env(), path, query)
      assert.equal(body.statusCode, statusCode, JSON.stringify(query))
      assert.equal(body.data, null)
      assert.match(body.comments, comments)
    }
    await expect({ ...q, componentId: 'c-masonry', componentType: 'SHOW_LIST' }, 400, /componentType does not match/)
    await expect({ ...q, componentId: 'c-masonry', componentType: 'NOT_A_KIND' }, 400, /componentType/)
    await expect({ ...q, componentId: 'c-search' }, 400, /no paged data/)
    await expect({ ...q, componentId: 'c-nope' }, 404, /Page component not found/)
    await expect({ ...q, layoutId: 'NOPE', componentId: 'c-masonry' }, 404, /Page not found/)
    await expect({ ...q, componentId: 'c-masonry', length: 100 }, 400, /length/)
    await expect({ ...MO, lang: 'en' }, 400, /layoutId/)
    await expect({ ...MO, page: 'LANDING', lang: 'en' }, 400, /page/, LAYOUTS)
    await expect({ ...MO, showIds: 'a b', lang: 'zh' }, 400, /showIds/, LAYOUTS)
    await expect({ merchantId: '99999', lang: 'en' }, 404, /Shop not found/, LAYOUTS)
  })

  it('migration 0020 gives a database seeded before it the translated demo hot keywords the seed writes now', async () => {
    const db = env().db.handle.db
    const hotOf = async (merchantId: string, layoutId: string) => {
      const [row] = rowsOf<{ components: Array<{ componentId: string; config: { hotKeywords?: unknown } }> }>(
        await db.execute(sql`select components from catalog_layouts where merchant_id = ${merchantId} and layout_id = ${layoutId}`),
      )
      return row?.components.find((c) => c.componentId === 'c-search')?.config.hotKeywords
    }
    const seeded = (spec: (typeof DEMO_CATALOG_SPECS)[keyof typeof DEMO_CATALOG_SPECS], layoutId: string) =>
      (demoCatalog(spec).layouts ?? []).find((l) => l.layoutId === layoutId)?.components.find((c) => c.componentId === 'c-search')?.config.hotKeywords
    const layouts = [
      ['10001', 'MO-HOME', DEMO_CATALOG_SPECS.MACAU],
      ['10001', 'MO-HOME-DRAFT', DEMO_CATALOG_SPECS.MACAU],
      ['10002', 'SH-HOME', DEMO_CATALOG_SPECS.MAINLAND],
    ] as const
    // Back to what the seed wrote before: plain strings.
    for (const [merchantId, layoutId] of layouts) {
      await db.execute(sql`update catalog_layouts set components = (
          select jsonb_agg(case when c->>'componentId' = 'c-search' then jsonb_set(c, '{config,hotKeywords}', '["星光","Swan"]'::jsonb) else c end order by ord)
          from jsonb_array_elements(components) with ordinality as e(c, ord))
        where merchant_id = ${merchantId} and layout_id = ${layoutId}`)
      assert.deepEqual(await hotOf(merchantId, layoutId), ['星光', 'Swan'])
    }
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0020_demo_hot_keywords_translated.sql'), 'utf8')
    await db.execute(sql.raw(migration))
    for (const [merchantId, layoutId, spec] of layouts) assert.deepEqual(await hotOf(merchantId, layoutId), seeded(spec, layoutId), layoutId)
    // Running it again changes nothing; hot keywords a merchant set itself are left alone.
    await db.execute(sql`update catalog_layouts set components = (
        select jsonb_agg(case when c->>'componentId' = 'c-search' then jsonb_set(c, '{config,hotKeywords}', '["星光","Own"]'::jsonb) else c end order by ord)
        from jsonb_array_elements(components) with ordinality as e(c, ord))
      where merchant_id = '10001' and layout_id = 'MO-HOME-DRAFT'`)
    await db.execute(sql.raw(migration))
    assert.deepEqual(await hotOf('10001', 'MO-HOME'), seeded(DEMO_CATALOG_SPECS.MACAU, 'MO-HOME'))
    assert.deepEqual(await hotOf('10001', 'MO-HOME-DRAFT'), ['星光', 'Own'])
  })
})

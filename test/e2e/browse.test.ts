/**
 * H5 browsing flow against the real server and seed: home layout → search "concert" → filter by city →
 * open a show → its venue → its tour, in each language, at phone width and in desktop mode, with a
 * screenshot of every step under test/artifacts/browse-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser, shot, startServer, visiblePage, type RunningServer } from './harness'

const LANGS = [
  {
    ...{ query: 'zh-MO', tag: 'zh-MO', buy: '立即購買', count: '共 3 場演出', tour: '星光巡迴演唱會', shop: '澳門蓮花劇場', nav: ['首頁', '全部', '商城', '票夾'], placeholder: '搜尋演唱會、話劇、展覽', login: '登入' },
    hot: ['星光', '天鵝湖'],
    thunderstorm: '話劇《雷雨》',
    empty: ['沒有找到與「', '清除篩選條件', '熱門搜尋', '按分類瀏覽'],
  },
  {
    ...{ query: 'zh', tag: 'zh-CN', buy: '立即购买', count: '共 3 场演出', tour: '星光巡回演唱会', shop: '澳门莲花剧场', nav: ['首页', '全部', '商城', '票夹'], placeholder: '搜索演唱会、话剧、展览', login: '登录' },
    hot: ['星光', '天鹅湖'],
    thunderstorm: '话剧《雷雨》',
    empty: ['没有找到与“', '清除筛选条件', '热门搜索', '按分类浏览'],
  },
  {
    ...{ query: 'en', tag: 'en-US', buy: 'Buy now', count: '3 shows', tour: 'Starlight Tour', shop: 'Lotus Stage Macau', nav: ['Home', 'All', 'Shop', 'Tickets'], placeholder: 'Search concerts, plays and exhibitions', login: 'Log in' },
    hot: ['Starlight', 'Swan Lake'],
    thunderstorm: 'Thunderstorm',
    empty: ['No shows match “', 'Clear filters', 'Popular', 'Browse by category'],
  },
] as const

/** Seed (server/src/seed/catalog.ts): three concerts matching "concert" play in Macau; MO001 is on the Starlight tour. */
const MACAU = 'BL8201'
const TOUR_SHOW = 'MO001'

let server: RunningServer
let browser: Browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport })
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  return page
}

async function browseFlow(page: Page, lang: (typeof LANGS)[number], prefix: string): Promise<void> {
  // 1. Home: the merchant's HOME layout with its show components and the masonry list.
  await page.goto(`${server.url}/?lang=${lang.query}`)
  const home = visiblePage(page, 'home')
  await home.waitFor()
  const desktop = prefix.endsWith('-desktop')
  // The shop's name: in the page's header on a phone, in the top bar (only there) in desktop mode.
  await home.locator(desktop ? '.desktop-bar__name' : '[data-testid="shop-name"]').filter({ hasText: /\S/ }).first().waitFor()
  await home.locator('[data-component="MASONRY"] [data-testid="show-card"]').first().waitFor()
  assert.ok((await home.locator('[data-component="RECOMMENDED_LIST"] [data-testid="show-card"]').count()) > 0, 'recommended shows')
  await checkTopBar(page, lang, desktop)
  await shot(page, `${prefix}-1-home`)

  // 2. Search "concert" from the home search entry (in desktop mode the top bar's, the page has none).
  if (desktop) {
    assert.equal(await home.locator('[data-testid="layout-search"], [data-testid="search-entry"]').count(), 0, 'one search box: the top bar\'s')
    await home.locator('[data-testid="desktop-search"] input, input[data-testid="desktop-search"]').first().press('Enter')
  } else {
    await home.locator('[data-testid="layout-search"], [data-testid="search-entry"]').first().click()
  }
  const search = visiblePage(page, 'search')
  await search.waitFor()
  // The page's own box: in desktop mode the top bar has a search box too.
  await search.locator('[data-testid="search-input"] input, input[data-testid="search-input"]').first().fill('concert')
  await search.getByTestId('search-submit').click()
  const results = search.getByTestId('search-results')
  await page.waitForFunction(() => {
    const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')
    return el?.getAttribute('data-loading') === '0' && Number(el?.getAttribute('data-total')) > 3
  })
  await shot(page, `${prefix}-2-search`)

  // 3. Filter by city: only the Macau concerts remain.
  await search.locator(`[data-testid="filter-city"] [data-value="${MACAU}"]`).click()
  await page.waitForFunction(() => {
    const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')
    return el?.getAttribute('data-loading') === '0' && el?.getAttribute('data-total') === '3'
  })
  assert.match(await results.innerText(), new RegExp(lang.count))
  await shot(page, `${prefix}-3-city`)

  // 4. Open a show: name, status, price and the localised buy button.
  await search.locator(`[data-testid="show-card"][data-show-id="${TOUR_SHOW}"]`).click()
  const detail = visiblePage(page, 'showDetail')
  await detail.waitFor()
  await detail.getByTestId('buy-button').waitFor()
  assert.equal((await detail.getByTestId('buy-button').innerText()).trim(), lang.buy)
  assert.ok((await detail.getByTestId('session').count()) > 0, 'sessions listed')
  await shot(page, `${prefix}-4-show`)

  // 5. Its venue, with the venue's shows.
  await detail.getByTestId('venue-link').click()
  const venue = visiblePage(page, 'venue')
  await venue.getByTestId('venue-name').waitFor()
  assert.ok((await venue.locator('[data-testid="show-card"]').count()) > 0, 'venue shows')
  await shot(page, `${prefix}-5-venue`)

  // 6. Back to the show, then its tour.
  await page.goBack()
  await visiblePage(page, 'showDetail').getByTestId('tour-link').click()
  const tour = visiblePage(page, 'tourDetail')
  await tour.getByTestId('tour-name').waitFor()
  assert.equal((await tour.getByTestId('tour-name').innerText()).trim(), lang.tour)
  assert.ok((await tour.locator('[data-testid="show-card"]').count()) >= 2, 'tour legs')
  await shot(page, `${prefix}-6-tour`)
}

/**
 * Desktop mode (accounts spec §2): the top bar with the shop name, the bottom-navigation items except
 * mine, the merchant's configured search placeholder (copywriting for H5, not the app default) and the
 * login entry of an anonymous buyer; the tab bar is hidden. At phone width there is no top bar.
 */
async function checkTopBar(page: Page, lang: (typeof LANGS)[number], desktop: boolean): Promise<void> {
  const home = visiblePage(page, 'home')
  const bar = home.getByTestId('desktop-top-bar')
  if (!desktop) {
    assert.equal(await bar.count(), 0, 'no top bar at phone width')
    assert.equal(await home.getByTestId('tab-bar').count(), 1, 'tab bar at phone width')
    return
  }
  await bar.waitFor()
  assert.equal((await bar.locator('.desktop-bar__name').innerText()).trim(), lang.shop)
  assert.deepEqual((await bar.locator('.desktop-bar__item').allInnerTexts()).map((x) => x.trim()), lang.nav)
  assert.equal(await bar.locator('[data-floor="NAVIGATION_OF_MINE"]').count(), 0, 'mine is not a top-bar item')
  // Lotus Stage has no sites enabled: no city selector.
  assert.equal(await bar.getByTestId('desktop-city').count(), 0)
  const input = bar.locator('[data-testid="desktop-search"] input, input[data-testid="desktop-search"]').first()
  await page.waitForFunction(
    (want) => {
      const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="desktop-top-bar"] input') as HTMLInputElement | null
      return el?.placeholder === want
    },
    lang.placeholder,
  )
  assert.equal(await input.getAttribute('placeholder'), lang.placeholder)
  assert.equal((await bar.getByTestId('desktop-login').innerText()).trim(), lang.login)
  assert.equal(await bar.getByTestId('desktop-avatar').count(), 0)
  assert.equal(await home.getByTestId('tab-bar').count(), 0, 'tabs hidden in desktop mode')
  const width = await home.evaluate((el) => el.getBoundingClientRect().width)
  assert.ok(width <= 960 && width > 900, `page width ${width}`)
}

/** The search page's own box (in desktop mode the top bar has one too). */
const searchBox = (page: Page) => visiblePage(page, 'search').locator('[data-testid="search-input"] input, input[data-testid="search-input"]').first()

/** Wait for the visible search page to settle; its total. */
async function settledTotal(page: Page): Promise<number> {
  await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')?.getAttribute('data-loading') === '0')
  return Number(await visiblePage(page, 'search').getByTestId('search-results').getAttribute('data-total'))
}

/**
 * Issue 13 items 5 and 6: the home's hot chips in the page language; a keyword runs past the
 * punctuation of a title ("話劇雷" finds 話劇《雷雨》); an empty result offers a way forward.
 */
async function searchThatFinds(page: Page, lang: (typeof LANGS)[number]): Promise<void> {
  await page.goto(`${server.url}/?lang=${lang.query}`)
  const home = visiblePage(page, 'home')
  const chips = home.locator('[data-component="SEARCH_BAR"] .lo-chip')
  await chips.first().waitFor()
  assert.deepEqual((await chips.allInnerTexts()).map((x) => x.trim()), [...lang.hot])
  await shot(page, `browse-${lang.tag}-7-hot-chips`)

  // Traditional Chinese, bracket-free keyword: the show is found in whatever language the page is in.
  await chips.first().click()
  await visiblePage(page, 'search').waitFor()
  assert.ok((await settledTotal(page)) > 0, 'a hot chip finds shows')
  await searchBox(page).fill('話劇雷')
  await visiblePage(page, 'search').getByTestId('search-submit').click()
  await page.waitForFunction(() => {
    const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')
    return el?.getAttribute('data-loading') === '0' && el?.getAttribute('data-total') === '1'
  })
  const card = visiblePage(page, 'search').locator('[data-testid="show-card"]')
  assert.equal(await card.count(), 1)
  assert.match(await card.innerText(), new RegExp(lang.thunderstorm.replace(/[《》]/g, '.')))
  await shot(page, `browse-${lang.tag}-8-search-punctuation`)

  // Nothing found with a city filter on: what found nothing, clear filters, hot keywords, categories.
  await visiblePage(page, 'search').locator(`[data-testid="filter-city"] [data-value="${MACAU}"]`).click()
  await searchBox(page).fill('zzqx')
  await visiblePage(page, 'search').getByTestId('search-submit').click()
  const empty = visiblePage(page, 'search').getByTestId('search-empty')
  await empty.waitFor()
  await empty.getByTestId('search-empty-hot').waitFor()
  const text = await empty.innerText()
  for (const words of [...lang.empty, 'zzqx']) assert.ok(text.includes(words), `${words} in ${text}`)
  assert.deepEqual((await empty.locator('[data-testid="search-empty-hot"] .search-chip').allInnerTexts()).map((x) => x.trim()), [...lang.hot])
  assert.ok((await empty.locator('[data-testid="search-empty-categories"] .search-chip').count()) >= 5, 'categories to browse')
  await shot(page, `browse-${lang.tag}-9-search-empty`)
  // A hot keyword starts over without the filter that found nothing.
  await empty.locator('[data-testid="search-empty-hot"] .search-chip').last().click()
  // The empty result is itself settled (loading 0, total 0): wait for the new search to land
  // rather than read the old one. A suggestion that finds nothing times out here.
  await page.waitForFunction(() => {
    const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')
    return el?.getAttribute('data-loading') === '0' && Number(el?.getAttribute('data-total')) > 0
  })
  assert.ok((await settledTotal(page)) > 0, 'the suggestion finds shows')
  assert.equal(await visiblePage(page, 'search').locator('[data-testid="filter-city"] .search-chip--on').getAttribute('data-value'), '')
  assert.equal(await searchBox(page).inputValue(), lang.hot[1])
  // Clearing the filters alone is offered too, and widens the search.
  await visiblePage(page, 'search').locator('[data-testid="filter-category"] [data-value="CHILDREN"]').click()
  await searchBox(page).fill(lang.thunderstorm)
  await visiblePage(page, 'search').getByTestId('search-submit').click()
  await visiblePage(page, 'search').getByTestId('search-clear-filters').click()
  await page.waitForFunction(() => {
    const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')
    return el?.getAttribute('data-loading') === '0' && el?.getAttribute('data-total') === '1'
  })
}

for (const lang of LANGS) {
  describe(`browsing in ${lang.tag}`, () => {
    it('hot chips in the page language; search past punctuation; an empty search offers a way forward', async () => {
      const page = await openPage(MOBILE)
      await searchThatFinds(page, lang)
      await page.close()
    })

    it('home → search → city filter → show → venue → tour at phone width', async () => {
      const page = await openPage(MOBILE)
      await browseFlow(page, lang, `browse-${lang.tag}`)
      await page.close()
    })

    it('the same flow in desktop mode (1280 wide)', async () => {
      const page = await openPage(DESKTOP)
      await browseFlow(page, lang, `browse-${lang.tag}-desktop`)
      await page.close()
    })
  })
}

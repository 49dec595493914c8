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
  { query: 'zh-MO', tag: 'zh-MO', buy: '立即購買', count: '共 3 場演出', tour: '星光巡迴演唱會' },
  { query: 'zh', tag: 'zh-CN', buy: '立即购买', count: '共 3 场演出', tour: '星光巡回演唱会' },
  { query: 'en', tag: 'en-US', buy: 'Buy now', count: '3 shows', tour: 'Starlight Tour' },
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
  await page.getByTestId('shop-name').filter({ hasText: /\S/ }).first().waitFor()
  await home.locator('[data-component="MASONRY"] [data-testid="show-card"]').first().waitFor()
  assert.ok((await home.locator('[data-component="RECOMMENDED_LIST"] [data-testid="show-card"]').count()) > 0, 'recommended shows')
  await shot(page, `${prefix}-1-home`)

  // 2. Search "concert" from the home search entry.
  await home.locator('[data-testid="layout-search"], [data-testid="search-entry"]').first().click()
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

for (const lang of LANGS) {
  describe(`browsing in ${lang.tag}`, () => {
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

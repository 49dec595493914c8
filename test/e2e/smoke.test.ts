/**
 * H5 smoke suite against the real server: open the home page, switch every tab, open aliased
 * URLs directly, switch language, desktop mode and the preview header — in each language, with a
 * screenshot of every step under test/artifacts/.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { DESKTOP, MOBILE, shot, visiblePage, useStorefront } from './harness'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', tabs: ['首頁', '全部', '商城', '票夾', '我的'], comingSoon: '即將上線', purchase: '現場購票' },
  { query: 'zh', tag: 'zh-CN', tabs: ['首页', '全部', '商城', '票夹', '我的'], comingSoon: '即将上线', purchase: '现场购票' },
  { query: 'en', tag: 'en-US', tabs: ['Home', 'All', 'Shop', 'Tickets', 'Mine'], comingSoon: 'Coming soon', purchase: 'On-site purchase' },
] as const

const TAB_PAGES = ['home', 'all', 'shop', 'ticketHolder', 'mine']

const sf = useStorefront()

async function mobilePage(): Promise<Page> {
  const page = await sf.browser.newPage({ viewport: MOBILE })
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  return page
}

/** The app-drawn tab bar of the page on screen (the merchant's bottom navigation, localised). */
const tabBar = (page: Page, name: string) => visiblePage(page, name).getByTestId('tab-bar')

async function tabLabels(page: Page, name = 'home'): Promise<string[]> {
  return tabBar(page, name).locator('.tab-bar__label').allInnerTexts()
}

async function waitForFirstTab(page: Page, label: string): Promise<void> {
  await tabBar(page, 'home').locator('.tab-bar__label').first().filter({ hasText: label }).waitFor()
}

for (const lang of LANGS) {
  describe(`H5 in ${lang.tag}`, () => {
    it('opens the home page with the shop and five localised tabs', async () => {
      const page = await mobilePage()
      // The page arrives with its shop config, cities and layout (server/src/http/first-screen):
      // the app asks the network for none of them, and the layout's shows are drawn.
      const asked: string[] = []
      page.on('request', (r) => {
        if (/\/api\/home\/pub\/(v5\/shop\/configs|v3\/sites|v5\/layouts)\b/.test(r.url())) asked.push(r.url())
      })
      const arrived = await page.goto(`${sf.server.url}/?lang=${lang.query}`)
      // The server drew the first screen (the shop header and first banner) into the page; it goes once
      // the app's own home page has drawn its layout.
      assert.match((await arrived?.text()) ?? '', /<div id="first-screen" data-page="home" aria-hidden="true">.*class="fs-banner"/s)
      await visiblePage(page, 'home').waitFor()
      await visiblePage(page, 'home').locator('[data-testid="show-card"]').first().waitFor()
      await page.locator('#first-screen').waitFor({ state: 'detached' })
      assert.deepEqual(asked, [], 'the first answers came with the page')
      await page.getByTestId('shop-name').filter({ hasText: /\S/ }).first().waitFor()
      await waitForFirstTab(page, lang.tabs[0])
      assert.deepEqual(await tabLabels(page), [...lang.tabs])
      // The demo shop's outer style 5 draws the middle tab as a large icon.
      assert.equal(await tabBar(page, 'home').locator('.tab-bar__item--large').innerText(), lang.tabs[2])
      assert.equal(await visiblePage(page, 'home').getAttribute('data-lang'), lang.tag)
      await shot(page, `smoke-${lang.tag}-1-home`)
      await page.close()
    })

    it('switches to every tab', async () => {
      const page = await mobilePage()
      await page.goto(`${sf.server.url}/?lang=${lang.query}`)
      await visiblePage(page, 'home').waitFor()
      for (let i = 1; i < TAB_PAGES.length; i++) {
        await tabBar(page, TAB_PAGES[i - 1]).locator('.tab-bar__item').nth(i).click()
        await visiblePage(page, TAB_PAGES[i]).waitFor()
        // The tab on screen is the selected one.
        await tabBar(page, TAB_PAGES[i]).locator('.tab-bar__item--on').getByText(lang.tabs[i]).waitFor()
        await shot(page, `smoke-${lang.tag}-2-tab-${TAB_PAGES[i]}`)
      }
      await tabBar(page, 'mine').locator('.tab-bar__item').nth(0).click()
      await visiblePage(page, 'home').waitFor()
      await page.close()
    })

    it('opens an aliased URL with a path parameter directly', async () => {
      const page = await mobilePage()
      // A route whose screen is not built yet shows its coming-soon page, in the buyer's language.
      await page.goto(`${sf.server.url}/purchase/123?lang=${lang.query}`)
      const soon = visiblePage(page, 'coming-soon:sitePurchase')
      await soon.waitFor()
      assert.match(await soon.innerText(), new RegExp(lang.comingSoon))
      assert.match(await soon.innerText(), new RegExp(lang.purchase))
      assert.match(page.url(), /showId=123/)
      await shot(page, `smoke-${lang.tag}-3-alias-purchase`)
      await page.goto(`${sf.server.url}/mine?lang=${lang.query}`)
      await visiblePage(page, 'mine').waitFor()
      await page.close()
    })
  })
}

describe('H5 back right after a tap', () => {
  // Taro's H5 router shaded a page left less than its 300 ms animation before the buyer came back to
  // it, and the page stayed blank (src/platform/page-shade.h5.ts). Both shops, three quick backs.
  for (const [merchantId, lang] of [['10001', LANGS[2]], ['10002', LANGS[1]]] as const) {
    it(`shop ${merchantId}: mine → member centre → back at once shows mine again, every time`, async () => {
      const page = await mobilePage()
      await page.goto(`${sf.server.url}/?merchantId=${merchantId}&lang=${lang.query}`)
      await visiblePage(page, 'home').waitFor()
      await tabBar(page, 'home').locator('.tab-bar__item').nth(4).click()
      const row = page.locator('.taro_page:not(.taro_page_shade) [data-page="mine"] [data-route="memberCenter"]')
      for (let i = 0; i < 3; i++) {
        await row.click()
        await page.locator('.taro_page:not(.taro_page_shade) [data-page="memberCenter"]').waitFor()
        await page.goBack()
        // Past the animation and the router's late timer: mine is on screen, not a blank page.
        await page.waitForTimeout(600)
        await row.waitFor({ state: 'visible', timeout: 5_000 })
      }
      await shot(page, `smoke-${lang.tag}-${merchantId}-quick-back`)
      await page.close()
    })
  }
})

describe('H5 language switch', () => {
  it('relabels the tabs and the page when the buyer picks another language', async () => {
    const page = await mobilePage()
    await page.goto(`${sf.server.url}/?lang=zh`)
    await visiblePage(page, 'home').waitFor()
    for (const lang of [LANGS[2], LANGS[0], LANGS[1]]) {
      await visiblePage(page, 'home').locator(`.lang-switch__item[data-lang="${lang.tag}"]`).click()
      await waitForFirstTab(page, lang.tabs[0])
      assert.equal(await visiblePage(page, 'home').getAttribute('data-lang'), lang.tag)
      assert.deepEqual(await tabLabels(page), [...lang.tabs])
      await shot(page, `smoke-${lang.tag}-4-switched`)
    }
    await page.close()
  })
})

describe('H5 opened by a link without a language', () => {
  // A shared link or QR code names no language: the server draws the first screen in the shop's default
  // language and the app starts in it (not the phone's, en-US here), answered by the page's boot data.
  for (const [merchantId, lang] of [['10001', LANGS[0]], ['10002', LANGS[1]]] as const) {
    it(`opens shop ${merchantId} in its own language, ${lang.tag}, on an English phone`, async () => {
      const page = await sf.browser.newPage({ viewport: MOBILE, locale: 'en-US' })
      page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
      const asked: string[] = []
      page.on('request', (r) => {
        if (/\/api\/home\/pub\/(v5\/shop\/configs|v3\/sites|v5\/layouts)\b/.test(r.url())) asked.push(r.url())
      })
      const arrived = await page.goto(`${sf.server.url}/?merchantId=${merchantId}`)
      const html = (await arrived?.text()) ?? ''
      assert.match(html, /<div id="first-screen" data-page="home" aria-hidden="true">/)
      assert.ok(html.includes(`<html lang="${lang.tag}">`))
      await visiblePage(page, 'home').locator('[data-testid="show-card"]').first().waitFor()
      await page.locator('#first-screen').waitFor({ state: 'detached' })
      await waitForFirstTab(page, lang.tabs[0])
      assert.equal(await visiblePage(page, 'home').getAttribute('data-lang'), lang.tag)
      assert.deepEqual(asked, [], 'the first answers came with the page, in its language')
      await page.close()
    })
  }

  it('keeps the language the buyer chose earlier in the tab, and the screen in another goes at once', async () => {
    const page = await mobilePage()
    // Shop 10001 speaks English too (10002 only Chinese); its own language is zh-MO.
    await page.goto(`${sf.server.url}/?merchantId=10001&lang=en`)
    await waitForFirstTab(page, LANGS[2].tabs[0])
    await page.goto(`${sf.server.url}/?merchantId=10001`)
    await page.locator('#first-screen').waitFor({ state: 'detached' })
    await waitForFirstTab(page, LANGS[2].tabs[0])
    assert.equal(await visiblePage(page, 'home').getAttribute('data-lang'), 'en-US')
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-US')
    await page.close()
  })
})

describe('H5 desktop mode and preview', () => {
  it('caps the page at 960 px and hides the tabs on a desktop window', async () => {
    const page = await sf.browser.newPage({ viewport: DESKTOP })
    await page.goto(`${sf.server.url}/?lang=en`)
    await visiblePage(page, 'home').waitFor()
    await page.waitForFunction(() => document.documentElement.classList.contains('is-desktop'))
    const width = await visiblePage(page, 'home').evaluate((el) => el.getBoundingClientRect().width)
    assert.ok(width <= 960 && width > 500, `page width ${width}`)
    await page.getByTestId('desktop-top-bar').first().waitFor()
    assert.equal(await page.getByTestId('tab-bar').count(), 0, 'no tab bar in desktop mode')
    await shot(page, 'smoke-en-US-5-desktop')
    await page.close()
  })

  it('caps the page at 500 px on a phone-sized window', async () => {
    const page = await sf.browser.newPage({ viewport: { width: 700, height: 900 } })
    await page.goto(`${sf.server.url}/?lang=en`)
    await visiblePage(page, 'home').waitFor()
    const width = await visiblePage(page, 'home').evaluate((el) => el.getBoundingClientRect().width)
    assert.ok(width <= 500, `page width ${width}`)
    await page.close()
  })

  it('renders the dark skin when the page is opened with ?theme=dark', async () => {
    const page = await mobilePage()
    await page.goto(`${sf.server.url}/?theme=dark&lang=zh-MO`)
    await visiblePage(page, 'home').waitFor()
    await page.waitForFunction(() => document.querySelector('[data-page="home"]')?.getAttribute('data-theme') === 'dark')
    const background = await visiblePage(page, 'home').evaluate((el) => getComputedStyle(el).backgroundColor)
    assert.equal(background, 'rgb(18, 18, 20)')
    await shot(page, 'smoke-zh-MO-6-dark')
    await page.close()
  })

  it('sends the backend-preview header on every API call when opened with the preview flag', async () => {
    const page = await mobilePage()
    const previewHeaders: Array<string | undefined> = []
    page.on('request', (req) => {
      // API calls the app makes (images such as generated posters load without custom headers).
      if (req.url().includes('/api/') && ['xhr', 'fetch'].includes(req.resourceType())) previewHeaders.push(req.headers()['backend-preview'])
    })
    await page.goto(`${sf.server.url}/?preview=1&lang=en`)
    await visiblePage(page, 'home').waitFor()
    await page.getByTestId('shop-name').filter({ hasText: /\S/ }).first().waitFor()
    assert.ok(previewHeaders.length > 0, 'the app called the API')
    for (const h of previewHeaders) assert.deepEqual(JSON.parse(h ?? '{}'), { source: 'backend', terminal: 'PREVIEW' })
    await page.close()
  })
})

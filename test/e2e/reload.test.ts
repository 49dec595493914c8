/**
 * A phone or bank-app browser reloads the page whenever it likes (back from the background, pull to
 * refresh), and a buyer shares the address of the page they are on. Both must open the same shop, in
 * the language the buyer chose: links of another shop than the build's own carry its merchantId, and
 * the tab remembers the visit's shop and language for the pages whose address carries no query (the
 * tab pages). Starts logged out on `/` of each demo shop and moves by taps; reloads like a browser.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { openPage, shot, useStorefront, visiblePage } from './harness'
import { findShow } from './newcomer-steps'

const sf = useStorefront()

const SHOPS = [
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', shop: '上海外滩现场', show: 'SH002', find: { by: 'search', keyword: '海风乐队' }, buy: '立即购买', all: '全部' },
  { merchantId: '10001', query: 'en', tag: 'en-US', shop: 'Lotus Stage Macau', show: 'MO002', find: { by: 'category', label: 'Concerts' }, buy: 'Buy now', all: 'All' },
] as const

for (const s of SHOPS) {
  describe(`reloading in shop ${s.merchantId}, ${s.tag}`, () => {
    let context: BrowserContext
    let page: Page
    before(async () => {
      ;({ context, page } = await openPage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it("a show page's address opens the same show of the same shop after a reload", async () => {
      await page.goto(`${sf.server.url}/?merchantId=${s.merchantId}&lang=${s.query}`)
      await findShow(page, s.tag, s.find, s.show, `reload-${s.merchantId}-${s.tag}`)
      if (s.merchantId !== '10001') assert.match(page.url(), new RegExp(`merchantId=${s.merchantId}`), "another shop's address names it")
      await page.reload()
      const detail = visiblePage(page, 'showDetail')
      await detail.getByTestId('buy-button').filter({ hasText: s.buy }).waitFor({ timeout: 20_000 })
      await detail.locator(`.detail-head[data-show-id="${s.show}"]`).waitFor({ timeout: 20_000 })
      await shot(page, `reload-${s.merchantId}-${s.tag}-detail-after-reload`)
    })

    it('a tab page, whose address carries no query, stays in the shop and the language after a reload', async () => {
      await page.goto(`${sf.server.url}/?merchantId=${s.merchantId}&lang=${s.query}`)
      await visiblePage(page, 'home').getByTestId('shop-name').filter({ hasText: s.shop }).waitFor({ timeout: 20_000 })
      await page.locator('[data-testid="tab-all"]').locator('visible=true').first().click()
      await visiblePage(page, 'all').waitFor({ timeout: 20_000 })
      assert.doesNotMatch(new URL(page.url()).search, /lang=/, 'a tab page has no query')
      await page.reload()
      await visiblePage(page, 'all').waitFor({ timeout: 20_000 })
      await page.locator('[data-testid="tab-all"]').locator('visible=true').filter({ hasText: s.all }).first().waitFor({ timeout: 20_000 })
      await page.locator('[data-testid="tab-home"]').locator('visible=true').first().click()
      await visiblePage(page, 'home').getByTestId('shop-name').filter({ hasText: s.shop }).waitFor({ timeout: 20_000 })
      await shot(page, `reload-${s.merchantId}-${s.tag}-home-after-reload`)
    })
  })
}

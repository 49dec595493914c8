/**
 * The home page's frame at desktop width (`?desktop=1`, 1440 px) and at phone width, in each language
 * (issue 13, item 8): one search box and one shop name on screen (the desktop top bar has them, so
 * the page leaves them out); the carousel's page dots under its images, not over the banner's writing;
 * banner titles inside their block; our generated posters and banners written in a sans-serif font
 * and wrapped between words, never inside one ("Li / ve"); the All tab with one search box too. Screenshots:
 * test/artifacts/desktop-layout-<lang>-<width>.png.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { MOBILE, openPage, shot, useStorefront, visiblePage } from './harness'

const WIDE = { width: 1440, height: 900 }
const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', shop: '澳門蓮花劇場' },
  { query: 'zh', tag: 'zh-CN', shop: '澳门莲花剧场' },
  { query: 'en', tag: 'en-US', shop: 'Lotus Stage Macau' },
] as const

const sf = useStorefront()

/** Visible elements of the shown page matching `selector` (hidden pages and boxes don't count). */
async function visibleCount(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const root = document.querySelector('.taro_page:not([style*="display: none"])')
    return Array.from(root?.querySelectorAll(sel) ?? []).filter((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    }).length
  }, selector)
}

/** Leaf elements of the shown page whose whole text is `text` (the shop name written out). */
async function textCount(page: Page, text: string): Promise<number> {
  return page.evaluate((t) => {
    const root = document.querySelector('.taro_page:not([style*="display: none"])')
    return Array.from(root?.querySelectorAll('*') ?? []).filter((el) => el.children.length === 0 && el.textContent?.trim() === t && el.getBoundingClientRect().width > 0).length
  }, text)
}

interface SvgText {
  label: string
  font: string
  lines: string[]
}

/** Our SVG posters/banners used by the images on the page: their label (the show name), font and title lines. */
async function generatedImages(page: Page, selector: string): Promise<SvgText[]> {
  return page.evaluate(async (sel) => {
    const root = document.querySelector('.taro_page:not([style*="display: none"])')
    const imgs = sel.split(',').map((part) => `${part.trim()} img`).join(', ')
    const srcs = Array.from(new Set(Array.from(root?.querySelectorAll<HTMLImageElement>(imgs) ?? []).map((img) => img.src)))
    const out: SvgText[] = []
    for (const src of srcs.filter((s) => s.includes('/api/pub/poster/'))) {
      const svg = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml')
      const texts = Array.from(svg.querySelectorAll('text'))
      const size = Math.max(...texts.map((t) => Number(t.getAttribute('font-size'))))
      out.push({
        label: svg.documentElement.getAttribute('aria-label') ?? '',
        font: svg.querySelector('[font-family]')?.getAttribute('font-family') ?? '',
        // The show name is written in the largest size, one <text> a line.
        lines: texts.filter((t) => Number(t.getAttribute('font-size')) === size).map((t) => t.textContent ?? ''),
      })
    }
    return out
  }, selector)
}

/** A sans-serif font, and each line break between words: "Golden Years Class / ics" is what must not happen. */
function assertWordWrapped(img: SvgText): void {
  assert.match(img.font, /sans-serif/, `${img.label}: a sans-serif font`)
  const label = img.label.replace(/\s+/g, ' ')
  for (let i = 1; i < img.lines.length; i++) {
    const before = (img.lines[i - 1] ?? '').split(' ').pop() ?? ''
    const after = (img.lines[i] ?? '').replace(/…$/, '').split(' ')[0] ?? ''
    if (/[A-Za-z0-9]$/.test(before) && /^[A-Za-z0-9]/.test(after)) assert.ok(label.includes(`${before} ${after}`), `${img.label}: broken inside a word: ${JSON.stringify(img.lines)}`)
  }
}

for (const lang of LANGS) {
  for (const view of [
    { name: 'desktop', viewport: WIDE, query: '&desktop=1' },
    { name: 'phone', viewport: MOBILE, query: '' },
  ]) {
    describe(`home frame in ${lang.tag}, ${view.name}`, () => {
      it('one search box and one shop name; the dots under the carousel; titles whole and in a sans-serif font', async () => {
        const { context, page } = await openPage(sf.browser, view.viewport)
        await page.goto(`${sf.server.url}/?lang=${lang.query}${view.query}`)
        const home = visiblePage(page, 'home')
        await home.locator('[data-component="MASONRY"] [data-testid="show-card"]').first().waitFor({ timeout: 20_000 })
        await home.getByTestId('slide-dots').waitFor()
        // The carousel's Swiper loads after the first render and replaces the first banner shown alone.
        await home.locator('.lo-slides__swiper').waitFor()
        await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.taro_page:not([style*="display: none"]) .lo-slides__swiper img')).some((i) => i.complete && i.naturalWidth > 0))

        // The desktop top bar is its own chunk (desktop-top-bar/deferred) and may arrive after the
        // carousel on a loaded machine: counting before it would find no search box at all.
        if (view.name === 'desktop') await home.getByTestId('desktop-top-bar').waitFor()
        // One search box and the shop's name once, whether the top bar has them (desktop) or the page does.
        assert.equal(await visibleCount(page, '[data-testid="desktop-search"], [data-testid="layout-search"], [data-testid="search-entry"]'), 1, 'one search box')
        assert.equal(await textCount(page, lang.shop), 1, 'the shop name once')
        assert.equal(await home.getByTestId('desktop-top-bar').count(), view.name === 'desktop' ? 1 : 0)

        // The page dots sit under the carousel's images, so they never cover what a banner has written.
        // Read both boxes once the home has stopped re-rendering (a box is null while its element is
        // being replaced, e.g. when a late answer re-renders the layout).
        const settled = async () => {
          for (let i = 0; i < 50; i++) {
            const [a, b] = await Promise.all([home.locator('.lo-slides__swiper').boundingBox(), home.getByTestId('slide-dots').boundingBox()])
            const w = await home.locator('.lo-slides__swiper img').evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width))
            if (a && b && w.length > 0) return { swiper: a, dots: b, widths: w }
            await home.locator('.lo-slides__swiper img').first().waitFor()
          }
          return { swiper: null, dots: null, widths: [] as number[] }
        }
        const { swiper, dots, widths } = await settled()
        assert.ok(swiper && dots, 'the carousel and its dots are on the page')
        assert.ok(dots.y >= swiper.y + swiper.height, `dots (top ${dots.y}) below the images (bottom ${swiper.y + swiper.height})`)
        assert.equal(await home.locator('.lo-slides .swiper-pagination-bullet:visible').count(), 0, 'no dots drawn on the images')
        assert.ok(widths.length > 0 && widths.every((w) => w >= swiper.width - 1), `each banner fills the carousel's width (${swiper.width}): ${widths.join(', ')}`)

        // Banner blocks' titles stay inside their block, unclipped.
        const titles = home.locator('.lo-banner__title')
        assert.ok((await titles.count()) > 0)
        for (const title of await titles.all()) {
          const fits = await title.evaluate((el) => {
            const box = el.getBoundingClientRect()
            const block = (el.closest('.lo-banner') as HTMLElement).getBoundingClientRect()
            return el.scrollWidth <= el.clientWidth + 1 && box.left >= block.left && box.right <= block.right && box.bottom <= block.bottom
          })
          assert.ok(fits, `banner title "${await title.innerText()}" inside its block`)
        }

        // Our generated images (carousel banners, show posters): sans-serif, lines broken between words.
        const banners = await generatedImages(page, '.lo-slides, .lo-banner')
        // Show posters load lazily: scroll to the first card as a visitor would, and let its image come.
        const firstCard = home.locator('[data-testid="show-card"]').first()
        await firstCard.scrollIntoViewIfNeeded()
        await firstCard.locator('img[src*="/api/pub/poster/"]').first().waitFor({ state: 'attached' })
        const posters = await generatedImages(page, '[data-testid="show-card"]')
        assert.ok(banners.length >= 3 && posters.length >= 1, `${banners.length} banners, ${posters.length} posters`)
        for (const img of [...banners, ...posters]) assertWordWrapped(img)
        await shot(page, `desktop-layout-${lang.tag}-${view.viewport.width}`)

        // The All tab (categories) has one search box too.
        await page.goto(`${sf.server.url}/list?lang=${lang.query}${view.query}`)
        await visiblePage(page, 'all').locator('.all-categories__item').first().waitFor({ timeout: 15_000 })
        assert.equal(await visibleCount(page, '[data-testid="desktop-search"], [data-testid="search-entry"]'), 1, 'one search box on All')
        await context.close()
      })
    })
  }
}

/**
 * More browsing screens end to end on H5, in zh-MO, zh-CN and en-US, against the real server:
 * - the topic page (/home-topic, reached from the home banner): title, anchor navigation that scrolls to
 *   its component, the festival programme (57 rich-text nodes) in two groups, the demo video from our
 *   own server playing in Chromium, goods cards with their size and capped count;
 * - the favourite toggle: an anonymous tap opens login and comes back with the show favourited, the
 *   /favorite-show list, removal; the member discount label absent (the API gives none) and present
 *   (a member answer of prime_privilege);
 * - the switch-skin page from settings: dark saved across a reload, back to following the system;
 * - sorting search results by distance with the browser's position, and the localised refusal text;
 * - the desktop top bar of a logged-in buyer: their avatar (picture, or initial without one).
 * Screenshots: test/artifacts/browse-more-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { DESKTOP, MOBILE, shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront, type PhoneBuyer } from './in-process'

const LANGS = [
  {
    query: 'zh-MO',
    tag: 'zh-MO',
    buyer: { query: 'zh-MO', area: '853', phone: '66030001' },
    topic: '冬季戲劇節',
    anchors: ['劇目', '影片', '周邊', '投票'],
    fav: { add: '收藏', on: '已收藏' },
    member: '會員8.5折',
    nearest: '距離最近',
    denied: '獲取定位授權失敗',
    skin: { dark: '深色模式', light: '淺色模式', system: '跟隨系統' },
  },
  {
    query: 'zh',
    tag: 'zh-CN',
    buyer: { query: 'zh', area: '86', phone: '13900030002' },
    topic: '冬季戏剧节',
    anchors: ['剧目', '视频', '周边', '投票'],
    fav: { add: '收藏', on: '已收藏' },
    member: '会员8.5折',
    nearest: '距离最近',
    denied: '获取定位授权失败',
    skin: { dark: '深色模式', light: '浅色模式', system: '跟随系统' },
  },
  {
    query: 'en',
    tag: 'en-US',
    buyer: { query: 'en', area: '852', phone: '91230003' },
    topic: 'Winter Drama Festival',
    anchors: ['Shows', 'Video', 'Goods', 'Vote'],
    fav: { add: 'Favourite', on: 'Favourited' },
    member: 'Members 15% off',
    nearest: 'Nearest',
    denied: 'Failed to obtain location authorization',
    skin: { dark: 'Dark mode', light: 'Light mode', system: 'Follow system' },
  },
] as const

type Lang = (typeof LANGS)[number]

const sf = useInProcessStorefront('browse-more')

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Macau Forum, next to the Macau shows (seed: server/src/seed/catalog.ts). */
const MACAU_POSITION = { latitude: 22.1937, longitude: 113.5447 }

async function newContext(o: { viewport?: { width: number; height: number }; geolocation?: boolean; colorScheme?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
  return sf.browser.newContext({
    viewport: o.viewport ?? MOBILE,
    colorScheme: o.colorScheme ?? 'light',
    ...(o.geolocation ? { geolocation: MACAU_POSITION, permissions: ['geolocation'] } : {}),
  })
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  return page
}

/** Log in on the login page that is on screen (opened by a login-required tap); registers on first use. */
const loginHere = (page: Page, buyer: PhoneBuyer) => submitPhoneLogin(page, sf, buyer)

const pageState = (page: Page, name: string, testId: string, attr: string) =>
  page.evaluate(
    ([n, id, a]) => document.querySelector(`.taro_page:not([style*="display: none"]) [data-page="${n}"] [data-testid="${id}"]`)?.getAttribute(a) ?? null,
    [name, testId, attr] as const,
  )

for (const lang of LANGS) {
  describe(`more browsing in ${lang.tag}`, () => {
    it('topic page from the home banner: anchors, grouped rich text, our video, goods cards', async () => {
      const context = await newContext()
      const page = await newPage(context)
      await page.goto(`${sf.url}/?lang=${lang.query}`)
      const home = visiblePage(page, 'home')
      await home.locator('[data-component-id="c-topic"] .lo-banner').waitFor()
      await home.locator('[data-component-id="c-topic"] .lo-banner').click()
      const topic = visiblePage(page, 'homeTopic')
      await topic.locator('[data-layout]').waitFor()
      assert.equal(await topic.locator('[data-topic]').getAttribute('data-topic'), 'DRAMAFEST')
      assert.equal((await topic.locator('.lo-page-title').innerText()).trim(), lang.topic)

      // Anchors: one for each anchored component the page renders, the vote included.
      const anchors = topic.getByTestId('layout-anchors').locator('.lo-anchors__item')
      assert.deepEqual((await anchors.allInnerTexts()).map((x) => x.trim()), [...lang.anchors])

      // The programme: an intro and 56 days = 57 nodes → groups of 50 and 7.
      const rich = topic.getByTestId('layout-rich-text')
      assert.equal(await rich.getAttribute('data-groups'), '2')
      assert.deepEqual(await rich.locator('[data-testid="rich-text-group"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nodes'))), ['50', '7'])
      assert.match(await rich.innerText(), /56/)

      // The video: our own file, with its poster, and Chromium can play it.
      const video = topic.getByTestId('layout-video').locator('video')
      await video.waitFor({ state: 'attached' })
      const src = await video.getAttribute('src')
      assert.ok(src && new URL(src, sf.url).pathname === '/api/pub/media/winter-drama-festival.mp4', String(src))
      assert.match((await video.getAttribute('poster')) ?? '', /\/api\/pub\/poster\/MO009\.svg/)
      await page.waitForFunction(() => {
        const v = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="layout-video"] video') as HTMLVideoElement | null
        return Boolean(v && v.readyState >= 1 && v.duration > 5)
      }, undefined, { timeout: 15_000 })
      await shot(page, `browse-more-${lang.tag}-1-topic`)

      // Goods cards: medium width (375 − 2 × 12 − 10) / 2, image 224 × 168, count capped at 99.
      const goods = topic.getByTestId('goods-card')
      assert.equal(await goods.count(), 3)
      const box = await goods.first().boundingBox()
      assert.ok(box && Math.abs(box.width - 170.5) < 1, `card width ${box?.width}`)
      const second = await goods.nth(1).boundingBox()
      assert.ok(second && Math.abs(second.y - box.y) < 1 && second.x > box.x + box.width, 'two cards a row')
      const image = await goods.first().locator('.goods-card__poster').boundingBox()
      assert.ok(image && Math.abs(image.height - 170.5 * (168 / 224)) < 1, `image height ${image?.height}`)
      const counts = await topic.getByTestId('goods-count').allInnerTexts()
      assert.equal(counts.length, 3)
      assert.match(counts[0] ?? '', /99\+/)
      assert.match(counts[1] ?? '', /35/)

      // Tapping an anchor scrolls its component to the top of the screen (or as far as the page goes),
      // which brings it wholly into view.
      const rect = (id: string) =>
        page.evaluate((cid) => {
          const r = document.querySelector(`.taro_page:not([style*="display: none"]) [data-component-id="${cid}"]`)?.getBoundingClientRect()
          return r ? { top: r.top, bottom: r.bottom, viewport: window.innerHeight } : null
        }, id)
      assert.ok(((await rect('t-shows'))?.top ?? 0) > 812, 'the shows start below the first screen')
      await anchors.nth(0).click()
      await page.waitForFunction(() => {
        const r = document.querySelector('.taro_page:not([style*="display: none"]) [data-component-id="t-shows"]')?.getBoundingClientRect()
        return r !== undefined && Math.abs(r.top) < 2
      })
      await shot(page, `browse-more-${lang.tag}-2-topic-shows`)
      await anchors.nth(2).click()
      await page.waitForFunction(() => {
        const r = document.querySelector('.taro_page:not([style*="display: none"]) [data-component-id="t-goods"]')?.getBoundingClientRect()
        return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight + 1
      })
      await shot(page, `browse-more-${lang.tag}-2-topic-goods`)
      await context.close()
    })

    it('favourite toggle: login first, back favourited, listed, removed; member discount absent then present', async () => {
      const context = await newContext()
      const page = await newPage(context)
      await page.goto(`${sf.url}/content/MO002?lang=${lang.query}`)
      const detail = visiblePage(page, 'showDetail')
      const toggle = detail.getByTestId('favourite-toggle')
      await toggle.waitFor()
      assert.equal((await toggle.innerText()).replace(/\s+/g, ''), `♡${lang.fav.add}`)

      // Anonymous: the tap opens login; after it the detail is back, with the show favourited.
      await toggle.click()
      await loginHere(page, lang.buyer)
      await visiblePage(page, 'showDetail').waitFor({ timeout: 15_000 })
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="favourite-toggle"]')?.getAttribute('data-favourite') === 'true')
      assert.match(await visiblePage(page, 'showDetail').getByTestId('favourite-toggle').innerText(), new RegExp(lang.fav.on))
      // The API gives this buyer no member discount: no label.
      assert.equal(await visiblePage(page, 'showDetail').getByTestId('member-discount').count(), 0)
      await shot(page, `browse-more-${lang.tag}-3-favourited`)

      // The favourites page lists it; removing empties the list.
      await page.goto(`${sf.url}/favorite-show?lang=${lang.query}`)
      const list = visiblePage(page, 'favoriteShow')
      await list.getByTestId('favourite-item').first().waitFor()
      assert.deepEqual(await list.getByTestId('favourite-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-show-id'))), ['MO002'])
      await shot(page, `browse-more-${lang.tag}-4-favourites`)
      await list.getByTestId('favourite-remove').click()
      await list.getByTestId('favourite-empty').waitFor()
      await shot(page, `browse-more-${lang.tag}-5-favourites-empty`)

      // Back on the detail the toggle is off again, and toggling on and off works in place.
      await page.goto(`${sf.url}/content/MO002?lang=${lang.query}`)
      const again = visiblePage(page, 'showDetail')
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="favourite-toggle"]')?.getAttribute('data-favourite') === 'false')
      await again.getByTestId('favourite-toggle').click()
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="favourite-toggle"]')?.getAttribute('data-favourite') === 'true')
      await again.getByTestId('favourite-toggle').click()
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="favourite-toggle"]')?.getAttribute('data-favourite') === 'false')

      // A member whose prime_privilege carries a show discount sees '会员{n}折' (the demo data has no
      // members, so this answer stands in for the server's).
      await page.route('**/api/user/v1/prime_privilege**', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 200,
            mode: 'none',
            comments: '',
            subComments: '',
            actText: '',
            iconUrl: '',
            errorCode: '',
            data: {
              primeLevelName: 'Gold',
              showDiscountPrivileges: [{ privilegeId: 'P1', belongTo: 'PRIME_LEVEL', targetName: 'Gold' }],
              showDiscountPrivilegeVo: { formatDiscount: '8.5' },
              itemDiscountPrivilegeVo: null,
              couponPackageDiscountPrivilegeVo: null,
            },
          }),
        }),
      )
      await page.goto(`${sf.url}/content/MO002?lang=${lang.query}`)
      const member = visiblePage(page, 'showDetail').getByTestId('member-discount')
      await member.waitFor()
      assert.equal((await member.innerText()).trim(), lang.member)
      await shot(page, `browse-more-${lang.tag}-6-member-discount`)
      await context.close()
    })

    it('switch skin from settings: dark is saved across a reload, then back to following the system', async () => {
      const context = await newContext({ colorScheme: 'light' })
      const page = await newPage(context)
      await page.goto(`${sf.url}/settings?lang=${lang.query}`)
      const settings = visiblePage(page, 'settings')
      await settings.locator('[data-row="skin"]').waitFor()
      assert.match(await settings.locator('[data-row="skin"]').innerText(), new RegExp(lang.skin.system))
      await settings.locator('[data-row="skin"]').click()
      const skin = visiblePage(page, 'switchSkin')
      await skin.getByTestId('skin-modes').waitFor()
      assert.deepEqual((await skin.locator('.skin-mode__label').allInnerTexts()).map((x) => x.trim()), [lang.skin.system, lang.skin.dark, lang.skin.light])
      assert.equal(await skin.getByTestId('skin-modes').getAttribute('data-mode'), 'system')
      await skin.locator('[data-testid="skin-mode"][data-mode="dark"]').click()
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-page="switchSkin"]')?.getAttribute('data-theme') === 'dark')
      await shot(page, `browse-more-${lang.tag}-7-skin-dark`)

      // A new visit keeps the saved mode; the dark shop theme's colours apply (Lotus Stage: gold).
      await page.goto(`${sf.url}/?lang=${lang.query}`)
      const home = visiblePage(page, 'home')
      await home.getByTestId('shop-name').filter({ hasText: /\S/ }).waitFor()
      assert.equal(await home.getAttribute('data-theme'), 'dark')
      const main = await home.evaluate((el) => getComputedStyle(el).getPropertyValue('--main-color').trim())
      const navText = await home.evaluate((el) => getComputedStyle(el).getPropertyValue('--nav-text-color').trim())
      assert.deepEqual([main.toUpperCase(), navText.toUpperCase()], ['#D4AF37', '#1A1A1A'])
      assert.equal(await home.locator('.home-hero').evaluate((el) => getComputedStyle(el).color), 'rgb(26, 26, 26)')
      await shot(page, `browse-more-${lang.tag}-8-home-dark`)

      // Back to following the system (light here): the light theme again.
      await page.goto(`${sf.url}/switch-skin?lang=${lang.query}`)
      const again = visiblePage(page, 'switchSkin')
      await again.getByTestId('skin-modes').waitFor()
      assert.equal(await again.getByTestId('skin-modes').getAttribute('data-mode'), 'dark')
      await again.locator('[data-testid="skin-mode"][data-mode="system"]').click()
      assert.equal(await pageState(page, 'switchSkin', 'skin-modes', 'data-mode'), 'system')
      await page.goto(`${sf.url}/?lang=${lang.query}`)
      await visiblePage(page, 'home').getByTestId('shop-name').filter({ hasText: /\S/ }).waitFor()
      assert.equal(await visiblePage(page, 'home').getAttribute('data-theme'), 'light')
      await context.close()
    })

    it('search sorted by distance sends the position and orders by it; a refusal says so', async () => {
      const context = await newContext({ geolocation: true })
      const page = await newPage(context)
      const sent: URL[] = []
      page.on('request', (r) => {
        if (r.url().includes('/show_list/search')) sent.push(new URL(r.url()))
      })
      await page.goto(`${sf.url}/search?lang=${lang.query}`)
      const search = visiblePage(page, 'search')
      const nearest = search.locator('[data-testid="filter-sort"] [data-value="DISTANCE"]')
      await nearest.waitFor()
      assert.equal((await nearest.innerText()).trim(), lang.nearest)
      await nearest.click()
      await page.waitForFunction(() => {
        const el = document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="search-results"]')
        return el?.getAttribute('data-loading') === '0' && document.querySelectorAll('.taro_page:not([style*="display: none"]) [data-testid="card-distance"]').length > 3
      })
      const last = sent[sent.length - 1]
      assert.ok(last)
      assert.equal(last.searchParams.get('sortType'), 'DISTANCE')
      assert.equal(Number(last.searchParams.get('lat')), MACAU_POSITION.latitude)
      assert.equal(Number(last.searchParams.get('lng')), MACAU_POSITION.longitude)
      const kms = (await search.getByTestId('card-distance').allInnerTexts()).map((x) => Number(/([\d.]+)/.exec(x)?.[1]))
      assert.ok(kms.every((k, i) => i === 0 || k >= (kms[i - 1] ?? 0)), `ascending: ${kms.join(', ')}`)
      assert.ok((kms[0] ?? 99) < 5, `the nearest is near: ${kms[0]}`)
      await shot(page, `browse-more-${lang.tag}-9-nearest`)
      await context.close()

      // Without the permission the browser refuses: the localised failure text, and the order stays.
      const denied = await newContext()
      const page2 = await newPage(denied)
      await page2.goto(`${sf.url}/search?lang=${lang.query}`)
      const search2 = visiblePage(page2, 'search')
      await search2.locator('[data-testid="filter-sort"] [data-value="DISTANCE"]').click()
      await page2.getByText(lang.denied, { exact: false }).first().waitFor()
      await shot(page2, `browse-more-${lang.tag}-10-location-denied`)
      assert.equal(await search2.locator('[data-testid="filter-sort"] .search-chip--on').getAttribute('data-value'), 'RECOMMEND')
      await denied.close()
    })

    it('desktop top bar of a logged-in buyer: their initial, then their avatar picture', async () => {
      const context = await newContext({ viewport: DESKTOP })
      const page = await newPage(context)
      await page.goto(`${sf.url}/login?lang=${lang.query}`)
      const buyer = { ...lang.buyer, phone: lang.buyer.phone.slice(0, -1) + '9' }
      await loginHere(page, buyer)
      const home = visiblePage(page, 'home')
      await home.waitFor({ timeout: 15_000 })
      const avatar = home.getByTestId('desktop-avatar')
      await avatar.waitFor()
      await home.getByTestId('desktop-avatar-initial').waitFor()
      assert.equal(await home.getByTestId('desktop-login').count(), 0)

      // Give the profile a picture through the profile page's upload (H5: a file input).
      await page.goto(`${sf.url}/member-profile?lang=${lang.query}`)
      const profile = visiblePage(page, 'memberProfile')
      await profile.getByTestId('avatar-row').waitFor()
      const chooser = page.waitForEvent('filechooser')
      await profile.getByTestId('avatar-row').click()
      await (await chooser).element().setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1PX })
      await page.waitForFunction(() => /\/oss\/file\/avatar-/.test(document.querySelector<HTMLImageElement>('.taro_page:not([style*="display: none"]) [data-testid="avatar-image"] img')?.src ?? ''), undefined, { timeout: 15_000 })
      await page.goto(`${sf.url}/?lang=${lang.query}`)
      const img = visiblePage(page, 'home').getByTestId('desktop-avatar-img')
      await img.waitFor()
      await page.waitForFunction(() => /\/oss\/file\/avatar-/.test(document.querySelector<HTMLImageElement>('.taro_page:not([style*="display: none"]) [data-testid="desktop-avatar-img"] img')?.src ?? ''))
      assert.equal(await visiblePage(page, 'home').getByTestId('desktop-avatar-initial').count(), 0)
      await shot(page, `browse-more-${lang.tag}-11-desktop-avatar`)
      await context.close()
    })
  })
}

export type { Lang }

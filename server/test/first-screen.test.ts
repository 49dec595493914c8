/**
 * The first screen the server draws into the H5 pages a phone opens first (server/src/http/first-screen):
 * the home, a show's detail and booking pages (in the asked language, else the shop's default) get the top of the page as HTML,
 * drawn from the API's own answers with every text escaped, their largest image preloaded, `<html lang>`
 * set, and the app's scripts held back, named in #app-scripts for the page's loader; every
 * other request gets the page exactly as built.
 */
import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { routeOf, withFirstScreen } from '../src/http/first-screen/index.js'
import { text } from '../src/http/first-screen/markup.js'
import { buildTestApp, describeEachDb, envelopeOf } from './helpers.js'

// The shape of the built page (src/index.html after the build): defer scripts in the head, the loader
// at the end of the body.
const LOADER = '<script>(function(){var list=document.getElementById("app-scripts");})()</script>'
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>storefront</title><script defer="defer" src="/js/vendors.aaaaaaaa.js"></script>' +
  `<script defer="defer" src="/js/app.bbbbbbbb.js"></script><link href="/css/app.cccccccc.css" rel="stylesheet"></head><body><div id="app"></div>${LOADER}</body></html>`

await describeEachDb('H5 first screen', (env) => {
  let dir: string
  let app: FastifyInstance
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storefront-first-screen-'))
    await writeFile(path.join(dir, 'index.html'), INDEX)
    app = await buildTestApp(env().db.handle, { h5Dir: dir })
    await app.ready()
  })
  after(async () => {
    await app.close()
    await rm(dir, { recursive: true, force: true })
  })

  const api = async <T>(p: string, query: string) => envelopeOf(await app.inject({ url: `${API_PREFIX}/${p}?${query}` })).data as T
  const screenOf = (html: string) => /<div id="first-screen" data-page="(\w+)" aria-hidden="true">(.*?)<\/div><div id="app">/s.exec(html)

  it("draws a show's detail and booking heads from the show's own answer, in the asked language", async () => {
    for (const [lang, query] of [['en-US', 'en'], ['zh-CN', 'zh']] as const) {
      const show = await api<{ showName: string; posterUrl: string; cityName: string; venueName: string }>('show/pub/v5/show/MO002/static', `merchantId=10001&lang=${lang}`)
      const detail = await app.inject({ url: `/content/MO002?lang=${query}` })
      assert.equal(detail.statusCode, 200)
      assert.ok(detail.headers['content-security-policy'], 'the same policy as every page')
      assert.equal(detail.headers['cache-control'], 'no-cache')
      const drawn = screenOf(detail.body)
      assert.equal(drawn?.[1], 'showDetail')
      assert.ok(drawn[2]!.includes(`<img class="fs-head__poster" src="${text(show.posterUrl)}" alt=""`))
      assert.ok(drawn[2]!.includes(`<div class="fs-head__name">${text(show.showName)}</div>`))
      assert.ok(detail.body.includes(`<html lang="${lang}">`))
      assert.ok(detail.body.includes(`<link rel="preload" as="image" fetchpriority="high" href="${show.posterUrl.replace(/&/g, '&amp;')}">`))
      assert.ok(detail.body.includes('id="app-scripts">["/js/vendors.aaaaaaaa.js","/js/app.bbbbbbbb.js"]'))

      const booking = await app.inject({ url: `/booking/MO002?merchantId=10001&lang=${query}` })
      const head = screenOf(booking.body)
      assert.equal(head?.[1], 'booking')
      assert.ok(head[2]!.includes(`<span class="fs-booking__title">${text(show.showName)}</span><span class="fs-booking__meta">${text(`${show.cityName} · ${show.venueName}`)}</span>`))
      assert.doesNotMatch(booking.body, /rel="preload" as="image"/, 'the booking head has no image')
    }
  })

  it("draws the home's header, search box and first banner for each merchant, with its boot data", async () => {
    for (const merchantId of ['10001', '10002']) {
      const common = `merchantId=${merchantId}&lang=en-US`
      const config = await api<{ shopName: string }>('home/pub/v5/shop/configs', `${common}&configTypeEnum=ALL`)
      const sites = await api<{ defaultCityId: string; list: Array<{ cityId: string; cityName: string }> }>('home/pub/v3/sites', common)
      const layout = await api<{ components: Array<{ componentType: string; config: { items?: Array<{ image: string }>; placeholder?: string } }> }>(
        'home/pub/v5/layouts',
        `${common}&page=HOME&cityId=${sites.defaultCityId}`,
      )
      const res = await app.inject({ url: `/?merchantId=${merchantId}&lang=en` })
      const drawn = screenOf(res.body)
      assert.equal(drawn?.[1], 'home')
      assert.ok(drawn[2]!.includes(`<span class="fs-hero__shop">${text(config.shopName)}</span>`))
      const city = sites.list.find((s) => s.cityId === sites.defaultCityId)!.cityName
      assert.ok(drawn[2]!.includes(`<span class="fs-hero__city">${text(city)} ▾</span>`))
      const banner = layout.components.find((c) => c.componentType === 'SLIDE_NAVIGATION')!.config.items![0]!.image
      assert.ok(drawn[2]!.includes(`<img class="fs-banner" src="${text(banner)}"`))
      const placeholder = layout.components.find((c) => c.componentType === 'SEARCH_BAR')?.config.placeholder
      if (placeholder) assert.ok(drawn[2]!.includes(text(placeholder)))
      assert.match(res.body, /<script type="application\/json" id="boot-data">/)
    }
  })

  it('paints the skin ?theme= forces, else both skins by the system preference', async () => {
    const system = screenOf((await app.inject({ url: '/booking/MO002?lang=en' })).body)![0]
    assert.match(system, /@media \(prefers-color-scheme:dark\)\{#first-screen\{--bg:#121214/)
    const dark = screenOf((await app.inject({ url: '/booking/MO002?lang=en&theme=dark' })).body)![0]
    assert.match(dark, /#first-screen\{--bg:#121214/)
    assert.doesNotMatch(dark, /prefers-color-scheme/)
  })

  it("draws a page asked for without a (known) language in the shop's default language", async () => {
    for (const [url, merchantId] of [['/content/MO002', '10001'], ['/content/MO002?lang=xx', '10001'], ['/?merchantId=10002', '10002'], ['/booking/SH001?merchantId=10002', '10002']] as const) {
      const config = await api<{ defaultLang: string; shopName: string }>('home/pub/v5/shop/configs', `merchantId=${merchantId}&lang=en-US&configTypeEnum=ALL`)
      const res = await app.inject({ url })
      assert.ok(screenOf(res.body), url)
      assert.ok(res.body.includes(`<html lang="${config.defaultLang}">`), `${url}: ${config.defaultLang}`)
      if (url.startsWith('/?')) {
        const inShopLang = await api<{ shopName: string }>('home/pub/v5/shop/configs', `merchantId=${merchantId}&lang=${config.defaultLang}&configTypeEnum=ALL`)
        assert.ok(res.body.includes(text(inShopLang.shopName)), 'the texts are in that language')
        assert.ok(res.body.includes(`"${merchantId}|${config.defaultLang}|home/pub/v5/shop/configs?`), 'the boot data is keyed by that language')
      }
    }
  })

  it('serves the page as built in preview, for an unknown show or merchant, and on other paths', async () => {
    for (const url of ['/content/MO002?preview=1', '/content/MO002?lang=en&preview=1', '/?merchantId=99999', '/content/NOPE?lang=en', '/booking/MO002?lang=en&merchantId=99999', '/mine?lang=en', '/?lang=en&merchantId=99999']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, INDEX, url)
    }
  })
})

describe('first screen HTML', () => {
  it('knows the pages it draws by their paths only', () => {
    assert.deepEqual(routeOf('/'), { page: 'home' })
    assert.deepEqual(routeOf('/content/MO002'), { page: 'showDetail', showId: 'MO002' })
    assert.deepEqual(routeOf('/booking/SH-01/'), { page: 'booking', showId: 'SH-01' })
    for (const p of ['/content', '/content/a/b', '/content/..%2F', '/booking/<x>', '/mine', '/index.html']) assert.equal(routeOf(p), undefined, p)
  })

  it('escapes every text it writes, and hands the scripts and page chunks to the loader', () => {
    assert.equal(text(`<img src=x onerror="a('&')">`), '&#60;img src=x onerror=&#34;a(&#39;&#38;&#39;)&#34;&#62;')
    const screen = { lang: 'en-US' as const, markup: '<div id="first-screen"></div>', preloadImage: '/api/pub/poster/A.svg?a=1&b="2"' }
    const html = withFirstScreen(INDEX, screen, ['/js/list.dddddddd.js', '/css/list.eeeeeeee.css'])
    assert.doesNotMatch(html, /<script defer/)
    assert.doesNotMatch(html, /rel="preload" as="script"/, 'no script is fetched before the screen paints')
    assert.ok(
      html.includes(
        '<script type="application/json" id="app-scripts">["/js/vendors.aaaaaaaa.js","/js/app.bbbbbbbb.js"]</script>' +
          '<script type="application/json" id="app-chunks">["/js/list.dddddddd.js","/css/list.eeeeeeee.css"]</script></head>',
      ),
    )
    assert.doesNotMatch(withFirstScreen(INDEX, screen), /app-chunks/, 'no chunk list for a page without chunks')
    assert.ok(html.startsWith('<!doctype html><html lang="en-US"><head><link rel="preload" as="image" fetchpriority="high" href="/api/pub/poster/A.svg?a=1&amp;b=&quot;2&quot;">'))
    assert.ok(html.includes(`<body><div id="first-screen"></div><div id="app"></div>${LOADER}</body>`))
    assert.doesNotMatch(html, /id="boot-data"/, 'no boot data when nothing was kept')
  })
})

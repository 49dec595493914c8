/**
 * With an H5 build present: files are served, page routes get index.html, /api misses stay envelopes;
 * hashed assets are immutable and sent precompressed as the client accepts, everything else revalidates,
 * and a page URL's index.html names that page's chunks to preload; the home page (in the asked language,
 * else the shop's) carries its first API answers (first-screen/answers.ts), keyed exactly as the app's request module looks them up.
 */
import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { callKey } from '../../src/request/params.js'
import { buildTestApp, describeEachDb, envelopeOf } from './helpers.js'

const INDEX =
  '<!doctype html><html><head><title>storefront</title><script defer="defer" src="/js/app.0123abcd.js"></script></head><body><div id="app"></div></body></html>'
const BUNDLE = 'console.log("the entry");'.repeat(40)
const MANIFEST = {
  entry: ['js/app.0123abcd.js'],
  pages: {
    'pages/list/list': ['js/list.11111111.js', 'css/list.22222222.css'],
    'packages/show/detail/index': ['js/shared.33333333.js', 'js/detail.44444444.js', 'css/detail.55555555.css'],
  },
  routes: [
    { page: 'pages/list/list', paths: ['/', '/pages/list/list'] },
    { page: 'packages/show/detail/index', paths: ['/content/:showId', '/content', '/packages/show/detail/index'] },
  ],
}

await describeEachDb('H5 static serving', (env) => {
  let dir: string
  let app: FastifyInstance
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storefront-h5-'))
    await mkdir(path.join(dir, 'js'))
    await writeFile(path.join(dir, 'index.html'), INDEX)
    await writeFile(path.join(dir, 'js', 'app.js'), 'console.log(1)')
    await writeFile(path.join(dir, 'js', 'app.0123abcd.js'), BUNDLE)
    await writeFile(path.join(dir, 'js', 'app.0123abcd.js.br'), brotliCompressSync(BUNDLE))
    await writeFile(path.join(dir, 'js', 'app.0123abcd.js.gz'), gzipSync(BUNDLE))
    await writeFile(path.join(dir, 'asset-manifest.json'), JSON.stringify(MANIFEST))
    app = await buildTestApp(env().db.handle, { h5Dir: dir })
    await app.ready()
  })
  after(async () => {
    await app.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves files and answers page routes with index.html', async () => {
    const js = await app.inject({ url: '/js/app.js' })
    assert.equal(js.statusCode, 200)
    assert.equal(js.body, 'console.log(1)')
    for (const url of ['/order/detail/123', '/content/S1?lang=en', '/pages/list/list']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(String(res.headers['content-type']), /text\/html/)
      assert.equal(res.body, INDEX)
    }
    // The home page is index.html with its first screen drawn in (first-screen.test.ts).
    const home = await app.inject({ url: '/' })
    assert.equal(home.statusCode, 200)
    assert.match(home.body, /^<!doctype html><html lang="zh-MO"><head>.*<div id="first-screen" data-page="home".*<div id="app"><\/div><\/body><\/html>$/s)
  })

  it('sends hashed assets precompressed as accepted, immutable, varying by Accept-Encoding', async () => {
    const cases: Array<[string | undefined, string | undefined, Buffer | string]> = [
      ['gzip, deflate, br', 'br', brotliCompressSync(BUNDLE)],
      ['gzip', 'gzip', gzipSync(BUNDLE)],
      ['br;q=0, gzip;q=1', 'gzip', gzipSync(BUNDLE)],
      [undefined, undefined, BUNDLE],
      ['identity', undefined, BUNDLE],
    ]
    for (const [accept, encoding, body] of cases) {
      const res = await app.inject({ url: '/js/app.0123abcd.js', headers: accept ? { 'accept-encoding': accept } : {} })
      assert.equal(res.statusCode, 200, String(accept))
      assert.equal(res.headers['content-encoding'], encoding, String(accept))
      assert.match(String(res.headers['content-type']), /javascript/, String(accept))
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', String(accept))
      assert.equal(res.headers.vary, 'accept-encoding', String(accept))
      assert.deepEqual(res.rawPayload, Buffer.from(body), String(accept))
    }
  })

  it('revalidates index.html and every file without a content hash', async () => {
    for (const url of ['/', '/content/S1?lang=en', '/order/detail/123', '/js/app.js', '/asset-manifest.json']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.headers['cache-control'], 'no-cache', url)
    }
  })

  it("names the page's own chunks as preload hints on its index.html, or for the loader of a drawn page", async () => {
    // A show the server does not know: no first screen, the page goes as built with its hints.
    const detail = await app.inject({ url: '/content/S1?lang=en' })
    assert.equal(
      detail.headers.link,
      '</js/shared.33333333.js>; rel=preload; as=script, </js/detail.44444444.js>; rel=preload; as=script, </css/detail.55555555.css>; rel=preload; as=style',
    )
    // The home is drawn: nothing but its image is fetched before the screen paints, so the chunks are
    // named for the page's loader instead of hinted.
    const home = await app.inject({ url: '/' })
    assert.equal(home.headers.link, undefined)
    assert.doesNotMatch(home.body, /<script defer|rel="preload" as="script"/)
    assert.ok(home.body.includes('<script type="application/json" id="app-scripts">["/js/app.0123abcd.js"]</script>'))
    assert.ok(home.body.includes('<script type="application/json" id="app-chunks">["/js/list.11111111.js","/css/list.22222222.css"]</script>'))
    // A URL of no known page (Taro shows its not-found handling) gets the page shell without hints.
    const unknown = await app.inject({ url: '/no/such/page' })
    assert.equal(unknown.statusCode, 200)
    assert.equal(unknown.headers.link, undefined)
  })

  it('sends a drawn page gzipped to a client that accepts it, and the same page', async () => {
    const plain = await app.inject({ url: '/?lang=en' })
    const zipped = await app.inject({ url: '/?lang=en', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(zipped.headers['content-encoding'], 'gzip')
    assert.equal(zipped.headers.vary, 'accept-encoding')
    assert.match(plain.body, /id="boot-data"/)
    assert.equal(gunzipSync(zipped.rawPayload).toString('utf8'), plain.body)
    assert.ok(zipped.rawPayload.length < plain.rawPayload.length / 3, `${zipped.rawPayload.length} of ${plain.rawPayload.length} bytes`)
    const refused = await app.inject({ url: '/?lang=en', headers: { 'accept-encoding': 'gzip;q=0' } })
    assert.equal(refused.headers['content-encoding'], undefined)
  })

  it('keeps the envelope for /api misses and non-GET requests', async () => {
    const miss = await app.inject({ url: `${API_PREFIX}/nope?lang=en` })
    assert.equal(miss.statusCode, 404)
    assert.equal(envelopeOf(miss).comments, 'The page or resource was not found')
    const post = await app.inject({ method: 'POST', url: '/order', payload: {} })
    assert.equal(post.statusCode, 404)
    assert.equal(envelopeOf(post).statusCode, 404)
    const health = envelopeOf(await app.inject({ url: `${API_PREFIX}/health` }))
    assert.equal(health.statusCode, 200)
  })

  /** The boot data block of a page, parsed; undefined when it has none. */
  function bootDataOf(html: string): { responses: Record<string, { statusCode: number; data: unknown }> } | undefined {
    const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)
    if (!match) return undefined
    assert.ok(!match[1]!.includes('<'), 'nothing in the block can end the script element')
    return JSON.parse(match[1]!)
  }

  it("writes the home page's first answers and a preload of its first banner into `/` in the asked language", async () => {
    const api = async (path: string, query: string) => envelopeOf(await app.inject({ url: `${API_PREFIX}/${path}?${query}` }))
    for (const [url, merchantId, lang] of [
      ['/?merchantId=10002&lang=zh', '10002', 'zh-CN'],
      ['/?lang=en', '10001', 'en-US'], // the build's default merchant
      ['/?lang=zh-MO&merchantId=10001', '10001', 'zh-MO'],
    ] as const) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.headers['cache-control'], 'no-cache')
      assert.ok(res.headers['content-security-policy'], 'the same policy as every page')
      const boot = bootDataOf(res.body)
      assert.ok(boot, url)
      const common = `merchantId=${merchantId}&lang=${lang}`
      const sites = await api('home/pub/v3/sites', common)
      const cityId = (sites.data as { defaultCityId: string }).defaultCityId
      const expected: Array<[string, Record<string, string>]> = [
        ['home/pub/v5/shop/configs', { configTypeEnum: 'ALL' }],
        ['home/pub/v3/sites', {}],
        ['home/pub/v5/layouts', { page: 'HOME', cityId }],
      ]
      assert.deepEqual(Object.keys(boot.responses).sort(), expected.map(([p, q]) => `${merchantId}|${lang}|${callKey(p, q)}`).sort())
      for (const [p, q] of expected) {
        const written: { data: unknown } | undefined = boot.responses[`${merchantId}|${lang}|${callKey(p, q)}`]
        assert.deepEqual(written?.data, (await api(p, `${common}&${new URLSearchParams(q)}`)).data, `${url} ${p}`)
      }
      const layout = boot.responses[`${merchantId}|${lang}|${callKey('home/pub/v5/layouts', { page: 'HOME', cityId })}`]!.data as {
        components: Array<{ componentType: string; config: { items?: Array<{ image: string }> } }>
      }
      const banner = layout.components.find((c) => c.componentType === 'SLIDE_NAVIGATION')?.config.items?.[0]?.image
      if (banner) assert.ok(res.body.includes(`<link rel="preload" as="image" fetchpriority="high" href="${banner.replace(/&/g, '&amp;')}">`), url)
      else assert.doesNotMatch(res.body, /rel="preload" as="image"/)
    }
  })

  it("writes the shop's own language's answers into `/` asked for without a language, or in one we do not speak", async () => {
    for (const url of ['/', '/?lang=xx', '/?merchantId=10002']) {
      const merchantId = url.includes('10002') ? '10002' : '10001'
      const lang = merchantId === '10002' ? 'zh-CN' : 'zh-MO'
      const res = await app.inject({ url })
      const boot = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body)![1]!) as { responses: Record<string, unknown> }
      assert.ok(boot.responses[`${merchantId}|${lang}|${callKey('home/pub/v5/shop/configs', { configTypeEnum: 'ALL' })}`], url)
      assert.ok(res.body.includes(`<html lang="${lang}">`), url)
    }
  })

  it('leaves the home page as built for an unknown merchant or in preview', async () => {
    for (const url of ['/?merchantId=99999', '/?merchantId=99999&lang=en', '/?merchantId=10001&lang=en&preview=1', '/content/S1?lang=en']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, INDEX, url)
    }
  })
})

/**
 * Content served in the language the shop maps the request language to (contentSettingInfos, with
 * fallback to the merchant default), rich-text nodes of show descriptions, and the demo media files.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Layout, RichTextNode, ShowCardPage, ShowStatic } from '../../types/catalog.js'
import type { ShopConfig } from '../../types/shop.js'
import { merchants } from '../src/db/schema-merchants.js'
import { contentLangFor } from '../src/modules/catalog/present.js'
import { htmlToNodes } from '../src/modules/catalog/rich-text.js'
import { getData } from './catalog-helpers.js'
import { buildTestApp, dbTargets, type TestDb, type TestEnv } from './helpers.js'

describe('contentLangFor: source → target with short language forms', () => {
  it('maps the first matching rule, keeps unmapped languages and ignores unknown tags', () => {
    const rules = [
      { source: 'en', target: 'zh-MO' },
      { source: 'zh-MO', target: 'klingon' },
      { source: 'en-US', target: 'zh-CN' },
    ]
    assert.equal(contentLangFor(rules, 'en-US'), 'zh-MO')
    assert.equal(contentLangFor(rules, 'zh-MO'), 'zh-MO')
    assert.equal(contentLangFor(rules, 'zh-CN'), 'zh-CN')
    assert.equal(contentLangFor([{ source: 'zh-Hans', target: 'zh-Hant' }], 'zh-CN'), 'zh-MO')
    assert.equal(contentLangFor(undefined, 'en-US'), 'en-US')
  })
})

describe('htmlToNodes: merchant HTML as safe rich-text nodes', () => {
  it('keeps structure, text and allowed attributes; drops scripts, handlers, links and unsafe values', () => {
    const nodes = htmlToNodes(
      '<p class="x" onclick="steal()">A &amp; B<script>alert(1)</script></p><a href="javascript:x()">link</a>' +
        '<img src="/api/pub/poster/MO001.svg" onerror="x()"><img src="javascript:alert(1)"><div style="background:url(http://evil)">d</div><br/>',
    )
    const expected: RichTextNode[] = [
      { type: 'node', name: 'p', attrs: { class: 'x' }, children: [{ type: 'text', text: 'A & B' }] },
      { type: 'text', text: 'link' },
      { type: 'node', name: 'img', attrs: { src: '/api/pub/poster/MO001.svg' } },
      { type: 'node', name: 'div', children: [{ type: 'text', text: 'd' }] },
      { type: 'node', name: 'br' },
    ]
    assert.deepEqual(nodes, expected)
    assert.deepEqual(htmlToNodes(''), [])
    assert.deepEqual(htmlToNodes('plain'), [{ type: 'text', text: 'plain' }])
    // Unclosed markup is closed, not lost.
    assert.deepEqual(htmlToNodes('<ul><li>one<li>two'), [
      { type: 'node', name: 'ul', children: [{ type: 'node', name: 'li', children: [{ type: 'text', text: 'one' }] }, { type: 'node', name: 'li', children: [{ type: 'text', text: 'two' }] }] },
    ])
  })
})

/** One app per database whose merchants carry the content settings given (set before the app reads them). */
async function describeWithContentSettings(name: string, settings: Record<string, ShopConfig['contentSettingInfos']>, body: (env: () => TestEnv) => void) {
  for (const target of await dbTargets()) {
    describe(`${name} [${target.kind}]`, { skip: target.skip }, () => {
      let db: TestDb | undefined
      let app: FastifyInstance | undefined
      before(async () => {
        db = await target.open()
        for (const [merchantId, infos] of Object.entries(settings)) {
          await db.handle.db.update(merchants).set({ contentSettingInfos: infos }).where(eq(merchants.merchantId, merchantId))
        }
        app = await buildTestApp(db.handle)
        await app.ready()
      })
      after(async () => {
        await app?.close()
        await db?.cleanup()
      })
      body(() => {
        if (!db || !app) throw new Error('env not ready')
        return { db, app }
      })
    })
  }
}

await describeWithContentSettings(
  'catalog content language (contentSettingInfos)',
  // Macau serves English visitors its Traditional Chinese content; the Shanghai shop maps zh-CN to
  // English, which it never wrote, so its content falls back to its default (zh-CN).
  { '10001': [{ source: 'en-US', target: 'zh-MO' }], '10002': [{ source: 'zh', target: 'en' }] },
  (env) => {
    it('content follows the mapping; our own wording stays in the request language', async () => {
      const en = await getData<ShowStatic>(env(), 'show/pub/v5/show/MO001/static', { merchantId: '10001', lang: 'en' })
      const mo = await getData<ShowStatic>(env(), 'show/pub/v5/show/MO001/static', { merchantId: '10001', lang: 'zh-MO' })
      assert.equal(en.showName, mo.showName)
      assert.equal(en.venueName, mo.venueName)
      assert.equal(en.description, mo.description)
      assert.match(en.showName, /[\u4e00-\u9fff]/)
      // The price suffix is ours: English.
      assert.equal(en.minOriginalPriceInfo?.suffix, ' up')
      const page = await getData<ShowCardPage>(env(), 'home/pub/v3/show_list/search', { merchantId: '10001', lang: 'en', length: 5 })
      const card = page.list[0]
      assert.ok(card)
      assert.match(card.showName, /[\u4e00-\u9fff]/)
      assert.match(card.showStatusDisplay, /^[A-Za-z ,:]+$/)
    })

    it('an unmapped language is served as asked', async () => {
      const cn = await getData<ShowStatic>(env(), 'show/pub/v5/show/MO001/static', { merchantId: '10001', lang: 'zh' })
      const mo = await getData<ShowStatic>(env(), 'show/pub/v5/show/MO001/static', { merchantId: '10001', lang: 'zh-MO' })
      assert.notEqual(cn.showName, mo.showName)
    })

    it('layout config texts follow the mapping too', async () => {
      const topic = await getData<Layout>(env(), 'home/pub/v5/layouts', { merchantId: '10001', lang: 'en', page: 'TOPIC', topicId: 'DRAMAFEST' })
      assert.equal(topic.title, '冬季戲劇節')
      assert.equal(topic.components.find((c) => c.componentId === 't-title')?.config.title, '冬季戲劇節')
    })

    it('a mapped language the merchant never wrote falls back to its default language', async () => {
      const show = await getData<ShowStatic>(env(), 'show/pub/v5/show/SH001/static', { merchantId: '10002', lang: 'zh' })
      assert.match(show.showName, /[\u4e00-\u9fff]/)
      assert.equal(show.minOriginalPriceInfo?.suffix, '起')
    })

    it('the show description comes as nodes too; a long one has more than 50', async () => {
      const show = await getData<ShowStatic>(env(), 'show/pub/v5/show/MO001/static', { merchantId: '10001', lang: 'zh' })
      assert.ok(show.descriptionNodes.length > 50, String(show.descriptionNodes.length))
      assert.deepEqual(show.descriptionNodes[0], { type: 'node', name: 'p', children: [{ type: 'node', name: 'strong', children: [{ type: 'text', text: show.showName }] }] })
      const short = await getData<ShowStatic>(env(), 'show/pub/v5/show/MO002/static', { merchantId: '10001', lang: 'zh' })
      assert.equal(short.descriptionNodes.length, 2)
    })

    it('serves the demo video with byte ranges, and nothing else from its folder', async () => {
      const full = await env().app.inject({ url: '/api/pub/media/winter-drama-festival.mp4' })
      assert.equal(full.statusCode, 200)
      assert.equal(full.headers['content-type'], 'video/mp4')
      assert.ok(full.rawPayload.length > 10_000)
      const part = await env().app.inject({ url: '/api/pub/media/winter-drama-festival.mp4', headers: { range: 'bytes=0-99' } })
      assert.equal(part.statusCode, 206)
      assert.equal(part.rawPayload.length, 100)
      assert.notEqual((await env().app.inject({ url: '/api/pub/media/README.md' })).statusCode, 200)
      assert.equal((await env().app.inject({ url: '/api/pub/media/nope.mp4' })).statusCode, 404)
    })
  },
)

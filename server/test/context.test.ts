/** Request context: language mapping, merchant resolution, common parameters, preview, trace id. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { API_PREFIX } from '../../types/api.js'
import { isPreviewHeader, parseUtcOffset } from '../src/http/context.js'
import type { RequestContext } from '../src/http/context.js'
import { mapLang } from '../src/http/lang.js'
import { requireMerchant } from '../src/http/merchant.js'
import { describeEachDb, envelopeOf } from './helpers.js'

describe('lang mapping', () => {
  it('maps the short codes and passes the full tags', () => {
    assert.equal(mapLang('zh-MO'), 'zh-MO')
    assert.equal(mapLang('zh'), 'zh-CN')
    assert.equal(mapLang('en'), 'en-US')
    for (const full of ['zh-CN', 'zh-MO', 'en-US'] as const) assert.equal(mapLang(full), full)
  })
  it('folds other spellings into the nearest language and ignores unknown ones', () => {
    assert.equal(mapLang('zh-Hant'), 'zh-MO')
    assert.equal(mapLang('zh_TW'), 'zh-MO')
    assert.equal(mapLang('zh-cn'), 'zh-CN')
    assert.equal(mapLang('en-GB'), 'en-US')
    assert.equal(mapLang('fr'), undefined)
    assert.equal(mapLang(''), undefined)
    assert.equal(mapLang(undefined), undefined)
  })
})

describe('utcOffset and preview parsing', () => {
  it('reads minutes, hours and ±HH:MM; rejects nonsense without throwing', () => {
    assert.equal(parseUtcOffset('480'), 480)
    assert.equal(parseUtcOffset('8'), 480)
    assert.equal(parseUtcOffset('-5'), -300)
    assert.equal(parseUtcOffset('5.5'), 330)
    assert.equal(parseUtcOffset('+08:00'), 480)
    assert.equal(parseUtcOffset('+0800'), 480)
    assert.equal(parseUtcOffset('-300'), -300)
    assert.equal(parseUtcOffset('UTC+8'), 480)
    assert.equal(parseUtcOffset('UTC-03:30'), -210)
    assert.equal(parseUtcOffset('abc'), null)
    assert.equal(parseUtcOffset('99999'), null)
    assert.equal(parseUtcOffset(null), null)
  })
  it('recognises the backend-preview header as JSON or the plain word', () => {
    assert.equal(isPreviewHeader('{"source":"backend","terminal":"PREVIEW"}'), true)
    assert.equal(isPreviewHeader('backend'), true)
    assert.equal(isPreviewHeader('"backend"'), true)
    assert.equal(isPreviewHeader('{"source":"app"}'), false)
    assert.equal(isPreviewHeader('{not json'), false)
    assert.equal(isPreviewHeader(null), false)
  })
})

const CTX = '/test/ctx'
const SCOPED = '/test/scoped'
type Ctx = Omit<RequestContext, 'merchant'> & { merchant: { merchantId: string; defaultLang: string } | null }

await describeEachDb(
  'request context',
  (env) => {
    const ctxOf = async (url: string, headers: Record<string, string> = {}): Promise<Ctx> => {
      const res = await env().app.inject({ url, headers })
      assert.equal(res.statusCode, 200, res.body)
      return JSON.parse(res.body) as Ctx
    }

    it('maps lang from the query, then the header; defaults to the merchant language, else zh-CN', async () => {
      assert.equal((await ctxOf(`${CTX}?lang=zh`)).lang, 'zh-CN')
      assert.equal((await ctxOf(`${CTX}?lang=en`)).lang, 'en-US')
      assert.equal((await ctxOf(`${CTX}?lang=zh-MO`)).lang, 'zh-MO')
      assert.equal((await ctxOf(`${CTX}?lang=en-US`)).lang, 'en-US')
      assert.equal((await ctxOf(CTX, { lang: 'en' })).lang, 'en-US')
      assert.equal((await ctxOf(`${CTX}?lang=zh`, { lang: 'en' })).lang, 'zh-CN')
      assert.equal((await ctxOf(`${CTX}?merchantId=10001`)).lang, 'zh-MO')
      assert.equal((await ctxOf(`${CTX}?merchantId=10002`)).lang, 'zh-CN')
      assert.equal((await ctxOf(`${CTX}?merchantId=10001&lang=fr`)).lang, 'zh-MO')
      assert.equal((await ctxOf(CTX)).lang, 'zh-CN')
    })

    it('takes the merchant from the header over the query', async () => {
      assert.equal((await ctxOf(`${CTX}?merchantId=10002`)).merchantId, '10002')
      const both = await ctxOf(`${CTX}?merchantId=10002`, { 'merchant-id': '10001' })
      assert.equal(both.merchantId, '10001')
      assert.equal(both.merchant?.defaultLang, 'zh-MO')
    })

    it('accepts every common query parameter and header and exposes them typed', async () => {
      const q = 'lang=en&utcOffset=480&channelId=ch1&ver=4.39.0&terminalSrc=H5&src=h5&merchantId=10001&appId=app1'
      const ctx = await ctxOf(`${CTX}?${q}`, {
        'front-trace-id': 'trace-123',
        'terminal-src': 'WEIXIN_MINI',
        src: 'weapp',
        'channel-id': 'ch-header',
        'merchant-id': '10001',
        ver: '4.39.0',
        'utc-offset': '+08:00',
        'access-token': 'tok',
        'privilege-token': 'ptok',
        'backend-preview': '{"source":"backend","terminal":"PREVIEW"}',
      })
      assert.equal(ctx.traceId, 'trace-123')
      assert.equal(ctx.lang, 'en-US')
      assert.equal(ctx.merchantId, '10001')
      assert.equal(ctx.channelId, 'ch-header')
      assert.equal(ctx.terminalSrc, 'WEIXIN_MINI')
      assert.equal(ctx.utcOffset, 480)
      assert.equal(ctx.appId, 'app1')
      assert.equal(ctx.accessToken, 'tok')
      assert.equal(ctx.privilegeToken, 'ptok')
      assert.equal(ctx.preview, true)
      const plain = await ctxOf(`${CTX}?channelId=c2&terminalSrc=H5&utcOffset=-300`, { 'backend-preview': 'backend' })
      assert.equal(plain.channelId, 'c2')
      assert.equal(plain.terminalSrc, 'H5')
      assert.equal(plain.utcOffset, -300)
      assert.equal(plain.preview, true)
      assert.equal((await ctxOf(CTX)).preview, false)
    })

    it('accepts the common parameters on a real route with a query schema', async () => {
      const q = 'lang=en&utcOffset=480&channelId=ch1&ver=4.39.0&terminalSrc=H5&src=h5&merchantId=10001&appId=app1&cityId=BL1106'
      const body = envelopeOf(await env().app.inject({ url: `${API_PREFIX}/home/pub/v5/shop/configs?${q}` }))
      assert.equal(body.statusCode, 200)
    })

    it('echoes the front-trace-id and generates one when absent', async () => {
      const res = await env().app.inject({ url: CTX, headers: { 'front-trace-id': 'abc-1' } })
      assert.equal(res.headers['front-trace-id'], 'abc-1')
      const gen = await env().app.inject({ url: CTX })
      assert.match(String(gen.headers['front-trace-id']), /^[0-9a-f-]{36}$/)
    })

    it('answers a missing merchant with 400 and an unknown one with 404, localised', async () => {
      const cases: Array<[string, number, string]> = [
        ['lang=en', 400, 'Merchant not specified'],
        ['lang=zh', 400, '未指定商户'],
        ['lang=zh-MO', 400, '未指定商戶'],
        ['merchantId=99999&lang=en', 404, 'Shop not found'],
        ['merchantId=99999', 404, '店铺不存在'],
        ['merchantId=99999&lang=zh-MO', 404, '店鋪不存在'],
        ['merchantId=%3Cscript%3E&lang=en', 404, 'Shop not found'],
      ]
      for (const [query, statusCode, comments] of cases) {
        for (const url of [`${SCOPED}?${query}`, `${API_PREFIX}/home/pub/v5/shop/configs?${query}`]) {
          const res = await env().app.inject({ url })
          assert.equal(res.statusCode, 200)
          const body = envelopeOf(res)
          assert.equal(body.statusCode, statusCode, url)
          assert.equal(body.mode, 'toast')
          assert.equal(body.comments, comments, url)
          assert.equal(body.data, null)
        }
      }
      const viaHeader = envelopeOf(await env().app.inject({ url: `${SCOPED}?lang=en`, headers: { 'merchant-id': '424242' } }))
      assert.equal(viaHeader.statusCode, 404)
    })
  },
  (app) => {
    app.get(CTX, async (req) => req.ctx)
    app.get(SCOPED, { preHandler: requireMerchant }, async (req) => ({ merchantId: req.ctx.merchantId }))
  },
)

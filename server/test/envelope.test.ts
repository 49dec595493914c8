/** Every response is the envelope: success, unknown route, validation failure, bad JSON, crash. */
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { ENVELOPE_KEYS, buildTestApp, describeEachDb, envelopeOf, openTestPglite, type TestDb } from './helpers.js'

const SHOP = `${API_PREFIX}/home/pub/v5/shop/configs`

await describeEachDb(
  'envelope',
  (env) => {
    it('wraps a success: statusCode 200, mode none, empty comments', async () => {
      const res = await env().app.inject({ url: `${SHOP}?merchantId=10001` })
      assert.equal(res.statusCode, 200)
      const body = envelopeOf(res)
      assert.deepEqual(Object.keys(body).sort(), ENVELOPE_KEYS)
      assert.equal(body.statusCode, 200)
      assert.equal(body.mode, 'none')
      assert.equal(body.comments, '')
      assert.ok(body.data)
    })

    it('answers an unknown route with HTTP 404 and a localised envelope', async () => {
      const cases: Array<[string, string]> = [
        ['lang=en', 'The page or resource was not found'],
        ['lang=zh', '您访问的内容不存在'],
        ['lang=zh-MO', '您訪問的內容不存在'],
        // No lang: the merchant's default language (10001 speaks zh-MO by default).
        ['merchantId=10001', '您訪問的內容不存在'],
        ['', '您访问的内容不存在'],
      ]
      for (const [query, comments] of cases) {
        const res = await env().app.inject({ url: `${API_PREFIX}/no/such/route?${query}` })
        assert.equal(res.statusCode, 404)
        const body = envelopeOf(res)
        assert.deepEqual(Object.keys(body).sort(), ENVELOPE_KEYS)
        assert.equal(body.statusCode, 404)
        assert.equal(body.comments, comments, query)
        assert.equal(body.data, null)
      }
      const post = await env().app.inject({ method: 'POST', url: '/anything', payload: {} })
      assert.equal(post.statusCode, 404)
      assert.equal(envelopeOf(post).statusCode, 404)
    })

    it('answers a query validation failure with HTTP 200, statusCode 400 and the field in plain words', async () => {
      const res = await env().app.inject({ url: `${SHOP}?merchantId=10001&lang=en&cityId=${encodeURIComponent('no spaces!')}` })
      assert.equal(res.statusCode, 200)
      const body = envelopeOf(res)
      assert.equal(body.statusCode, 400)
      assert.equal(body.mode, 'toast')
      assert.equal(body.comments, 'The value of cityId is not valid')
      assert.doesNotMatch(body.comments, /must match/)
      assert.equal(body.data, null)
      const zh = envelopeOf(await env().app.inject({ url: `${SHOP}?merchantId=10001&lang=zh&cityId=a%20b` }))
      assert.equal(zh.comments, '填写的内容有误：cityId')
    })

    it('names a missing or wrong body field, localised', async () => {
      const missing = envelopeOf(
        await env().app.inject({ method: 'POST', url: '/test/echo?lang=en', payload: { items: [{}] } }),
      )
      assert.equal(missing.statusCode, 400)
      assert.equal(missing.comments, 'Missing required field: name')
      const nested = envelopeOf(
        await env().app.inject({ method: 'POST', url: '/test/echo?lang=zh-MO', payload: { name: 'x', items: [{ qty: 'many' }] } }),
      )
      assert.equal(nested.statusCode, 400)
      assert.equal(nested.comments, '填寫的內容有誤：items[0].qty')
    })

    it('answers malformed JSON with statusCode 400 and a localised message', async () => {
      const res = await env().app.inject({
        method: 'POST',
        url: '/test/echo?lang=en',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      })
      assert.equal(res.statusCode, 200)
      const body = envelopeOf(res)
      assert.equal(body.statusCode, 400)
      assert.equal(body.comments, 'The submitted content is not in a valid format')
    })
  },
  (app) => {
    app.post(
      '/test/echo',
      {
        schema: {
          body: Type.Object({
            name: Type.String(),
            items: Type.Optional(Type.Array(Type.Object({ qty: Type.Optional(Type.Integer()) }))),
          }),
        },
      },
      async (req) => ({ ok: req.body }),
    )
  },
)

describe('crash handling', () => {
  let db: TestDb
  let app: FastifyInstance
  const logLines: string[] = []

  before(async () => {
    db = await openTestPglite()
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    app = await buildTestApp(db.handle, { logger: { level: 'info', stream } })
    app.get('/test/crash', async () => {
      throw new Error('kaboom: secret internals')
    })
    await app.ready()
  })
  after(async () => {
    await app.close()
    await db.cleanup()
  })

  it('answers HTTP 500 with a generic localised message and no stack', async () => {
    const expected: Record<string, string> = {
      en: 'Something went wrong, please go back and retry later',
      zh: '出了点小问题，请返回稍后再试',
      'zh-MO': '出了點小問題，請返回稍後再試',
    }
    for (const [lang, comments] of Object.entries(expected)) {
      const res = await app.inject({ url: `/test/crash?lang=${lang}`, headers: { 'front-trace-id': `crash-${lang}` } })
      assert.equal(res.statusCode, 500)
      const body = envelopeOf(res)
      assert.deepEqual(Object.keys(body).sort(), ENVELOPE_KEYS)
      assert.equal(body.statusCode, 500)
      assert.equal(body.comments, comments)
      assert.equal(body.data, null)
      assert.doesNotMatch(res.body, /kaboom|secret|at .*\.ts|stack/i)
    }
  })

  it('logs the stack with the request trace id', async () => {
    await app.inject({ url: '/test/crash', headers: { 'front-trace-id': 'trace-for-log' } })
    const entries = logLines.map((l) => JSON.parse(l) as Record<string, unknown>)
    const errorEntry = entries.find((e) => e.traceId === 'trace-for-log' && e.level === 50)
    assert.ok(errorEntry, 'an error log line with the trace id')
    const err = errorEntry.err as { stack?: string }
    assert.match(err.stack ?? '', /kaboom: secret internals\n\s+at /)
    // Every line logged for that request carries the trace id.
    const lines = entries.filter((e) => JSON.stringify(e).includes('/test/crash') || e.traceId === 'trace-for-log')
    assert.ok(lines.length >= 3)
  })
})

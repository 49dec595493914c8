/** A memoised read's envelope is serialised once and sent as the same bytes a fresh serialisation gives. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import Fastify from 'fastify'
import { Type } from '@sinclair/typebox'
import { ok } from '../src/http/envelope.js'
import { gunzipSync } from 'node:zlib'
import { acceptsGzip, sendSerializedOnce } from '../src/http/serialize-once.js'

const Response = Type.Object({ statusCode: Type.Number(), data: Type.Object({ name: Type.String() }) })

describe('sendSerializedOnce', () => {
  it('serialises once per value object through the route schema, and again for a new object', async () => {
    const app = Fastify({ logger: false })
    let built = 0
    let shared = { name: 'Lotus', secret: 'not in the schema' }
    app.get('/x', { schema: { response: { 200: Response } } }, async (_request, reply) =>
      sendSerializedOnce(reply, shared, () => {
        built += 1
        return ok(shared)
      }),
    )
    const first = await app.inject('/x')
    const second = await app.inject('/x')
    assert.equal(built, 1)
    assert.equal(first.body, second.body)
    assert.match(String(first.headers['content-type']), /^application\/json/)
    // The schema still shapes the body: fields it does not name are dropped.
    assert.deepEqual(JSON.parse(first.body), { statusCode: 200, data: { name: 'Lotus' } })
    shared = { name: 'Bund', secret: 'x' }
    const third = await app.inject('/x')
    assert.equal(built, 2)
    assert.equal(JSON.parse(third.body).data.name, 'Bund')
    await app.close()
  })

  it('gzips a large body once for clients that accept it, and sends it plain to the others', async () => {
    const app = Fastify({ logger: false })
    const big = { name: 'Lotus '.repeat(500) }
    app.get('/big', { schema: { response: { 200: Response } } }, async (_request, reply) => sendSerializedOnce(reply, big, () => ok(big)))
    const plain = await app.inject('/big')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.headers.vary, 'accept-encoding')
    const zipped = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(zipped.headers['content-encoding'], 'gzip')
    assert.ok(zipped.rawPayload.length < plain.rawPayload.length / 10)
    assert.equal(gunzipSync(zipped.rawPayload).toString('utf8'), plain.body)
    const refused = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip;q=0, identity' } })
    assert.equal(refused.headers['content-encoding'], undefined)
    assert.equal(refused.body, plain.body)
    await app.close()
  })

  it('reads Accept-Encoding like HTTP says', () => {
    assert.equal(acceptsGzip('gzip'), true)
    assert.equal(acceptsGzip('br, GZIP;q=0.5'), true)
    assert.equal(acceptsGzip('*'), true)
    assert.equal(acceptsGzip('gzip;q=0'), false)
    assert.equal(acceptsGzip('deflate, br'), false)
    assert.equal(acceptsGzip(undefined), false)
  })
})

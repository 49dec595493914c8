/** A memoised read's envelope is serialised once and sent as the same bytes a fresh serialisation gives. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import Fastify from 'fastify'
import { Type } from '@sinclair/typebox'
import { ok } from '../src/http/envelope.js'
import { sendSerializedOnce } from '../src/http/serialize-once.js'

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
})

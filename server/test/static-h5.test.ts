/** With an H5 build present: files are served, page routes get index.html, /api misses stay envelopes. */
import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { buildTestApp, describeEachDb, envelopeOf } from './helpers.js'

const INDEX = '<!doctype html><title>storefront</title>'

await describeEachDb('H5 static serving', (env) => {
  let dir: string
  let app: FastifyInstance
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storefront-h5-'))
    await mkdir(path.join(dir, 'js'))
    await writeFile(path.join(dir, 'index.html'), INDEX)
    await writeFile(path.join(dir, 'js', 'app.js'), 'console.log(1)')
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
    for (const url of ['/', '/order/detail/123', '/content/S1?lang=en', '/pages/list/list']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(String(res.headers['content-type']), /text\/html/)
      assert.equal(res.body, INDEX)
    }
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
})

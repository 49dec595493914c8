/**
 * Issue 14, finding 4 — no security headers on the H5 pages, the API or the sandbox cashier page: no
 * CSP (frame-ancestors), X-Content-Type-Options, Referrer-Policy or HSTS, so the cashier's pay button
 * could be framed (clickjacking). Now every response carries them: the API and the server's own pages
 * (cashier, consent, partner) may not be framed at all, the H5 app allows its own scripts plus the
 * build's inline ones by hash, and HSTS is sent on HTTPS — including x-forwarded-proto from a trusted
 * proxy, never from an untrusted one. (That the pages work under these policies in a browser:
 * test/e2e/csp.test.ts.)
 */
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import { parseTrustProxy } from '../src/http/trust-proxy.js'
import { buildTestApp, openTestPglite, type TestDb } from './helpers.js'

const INLINE = 'window.__boot = 1'
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script defer src="/js/app.js"></script></head><body><div id="app"></div></body></html>`

/** The directives of a CSP header as a map. */
function csp(header: string | string[] | number | undefined): Map<string, string> {
  assert.equal(typeof header, 'string', 'a content-security-policy header')
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/)
        return [name, values.join(' ')] as [string, string]
      }),
  )
}

function assertBaseline(headers: Record<string, unknown>, what: string) {
  assert.equal(headers['x-content-type-options'], 'nosniff', what)
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', what)
  assert.ok(headers['content-security-policy'], `${what}: CSP`)
}

describe('finding 4: security headers on every response', () => {
  let db: TestDb
  let dir: string
  let app: FastifyInstance
  let proxied: FastifyInstance

  before(async () => {
    db = await openTestPglite()
    dir = await mkdtemp(path.join(tmpdir(), 'storefront-h5-'))
    await writeFile(path.join(dir, 'index.html'), INDEX)
    await writeFile(path.join(dir, 'app.js'), 'console.log(1)')
    app = await buildTestApp(db.handle, { h5Dir: dir, payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0 } })
    proxied = await buildTestApp(db.handle, { trustProxy: parseTrustProxy('10.0.0.1'), payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0 } })
  })
  after(async () => {
    await app?.close()
    await proxied?.close()
    await db?.cleanup()
    await rm(dir, { recursive: true, force: true })
  })

  it('API answers (success, failure, 404): nothing may load or frame them', async () => {
    for (const url of [`${API_PREFIX}/home/pub/v5/shop/configs?merchantId=${DEMO_MERCHANTS.MACAU}&lang=en`, `${API_PREFIX}/buyer/v5/orders`, `${API_PREFIX}/no/such/route`]) {
      const res = await app.inject({ url })
      assertBaseline(res.headers, url)
      const policy = csp(res.headers['content-security-policy'])
      assert.equal(policy.get('default-src'), "'none'", url)
      assert.equal(policy.get('frame-ancestors'), "'none'", url)
      assert.equal(res.headers['x-frame-options'], 'DENY', url)
    }
  })

  it('the sandbox cashier page cannot be framed and runs no script', async () => {
    const res = await app.inject({ url: `${API_PREFIX}/sandbox/cashier/NO_SUCH_TRADE?merchantId=${DEMO_MERCHANTS.MACAU}&lang=en` })
    assert.match(String(res.headers['content-type']), /text\/html/)
    assertBaseline(res.headers, 'cashier')
    const policy = csp(res.headers['content-security-policy'])
    assert.equal(policy.get('frame-ancestors'), "'none'")
    assert.equal(policy.has('script-src'), false, 'no script source: default-src none applies')
    assert.equal(policy.get('form-action'), "'self'")
  })

  it("the H5 app's pages allow its own scripts and the build's inline script by hash, never 'unsafe-inline' scripts", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`
    for (const url of ['/', '/index.html', '/show/detail?showId=1', '/mine']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assertBaseline(res.headers, url)
      const policy = csp(res.headers['content-security-policy'])
      assert.equal(policy.get('script-src'), `'self' ${hash}`, url)
      assert.equal(policy.get('connect-src'), "'self' blob:", url)
      assert.equal(policy.get('object-src'), "'none'", url)
      assert.equal(policy.get('frame-ancestors'), "'self'", url)
    }
  })

  it('sends HSTS only on HTTPS: a trusted proxy saying https counts, an untrusted one does not, plain HTTP never', async () => {
    const url = `${API_PREFIX}/health`
    assert.equal((await app.inject({ url })).headers['strict-transport-security'], undefined, 'plain http')
    assert.equal((await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'], undefined, 'no proxy is trusted')
    const viaProxy = await proxied.inject({ url, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } })
    assert.match(String(viaProxy.headers['strict-transport-security']), /^max-age=31536000; includeSubDomains$/)
    const spoofed = await proxied.inject({ url, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })
    assert.equal(spoofed.headers['strict-transport-security'], undefined, 'a client is not a trusted proxy')
  })
})

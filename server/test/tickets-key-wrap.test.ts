/**
 * Ticket signing keys at rest (TICKET_KEY_SECRET, required in production): a merchant's private key is
 * stored AES-256-GCM sealed, bound to its merchant and key id; the wrong secret or a moved row cannot
 * open it; plain PEM rows (development, or written before the secret was set) are still read.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { loadConfig } from '../src/config/index.js'
import { ticketKeys } from '../src/db/schema.js'
import { createKeyWrap } from '../src/modules/tickets/key-wrap.js'
import { newKeyRow } from '../src/modules/tickets/keys.js'
import { buildTestApp, envelopeOf, openTestPglite, type TestDb } from './helpers.js'

const SECRET = 'ticket-key-secret-of-this-test-0123456789'
const NEW_MERCHANT_KEYLESS = '10002'

describe('ticket signing keys at rest', () => {
  it('seals and opens a key, bound to its merchant and key id; a wrong secret or another row cannot open it', () => {
    const wrap = createKeyWrap(SECRET)
    const row = newKeyRow('10001', new Date(), wrap)
    assert.match(row.privateKeyPem, /^enc:v1:/)
    assert.doesNotMatch(row.privateKeyPem, /PRIVATE KEY/)
    assert.match(wrap.open(row.privateKeyPem, row), /^-----BEGIN PRIVATE KEY-----/)
    assert.throws(() => createKeyWrap(`${SECRET}x`).open(row.privateKeyPem, row))
    assert.throws(() => wrap.open(row.privateKeyPem, { ...row, merchantId: '10002' }))
    assert.throws(() => createKeyWrap(undefined).open(row.privateKeyPem, row), /set TICKET_KEY_SECRET/)
    const plain = newKeyRow('10001', new Date())
    assert.equal(wrap.open(plain.privateKeyPem, plain), plain.privateKeyPem, 'plain rows are still read')
  })

  describe('an app with TICKET_KEY_SECRET', () => {
    let db: TestDb
    let app: FastifyInstance
    before(async () => {
      db = await openTestPglite()
      // A merchant without a key yet: the first use creates one, sealed.
      await db.handle.db.delete(ticketKeys).where(eq(ticketKeys.merchantId, NEW_MERCHANT_KEYLESS))
      const config = loadConfig({})
      app = await buildTestApp(db.handle, { config: { ...config, secrets: { ...config.secrets, ticketKeys: SECRET } } })
    })
    after(async () => {
      await app?.close()
      await db?.cleanup()
    })

    it('creates a merchant key sealed and serves its public key', async () => {
      const res = await app.inject({ url: `${API_PREFIX}/pub/v1/tickets/public_key?lang=en`, headers: { 'merchant-id': NEW_MERCHANT_KEYLESS } })
      const body = envelopeOf<{ keyId: string; publicKey: string }>(res)
      assert.equal(body.statusCode, 200, res.body)
      const [row] = await db.handle.db.select().from(ticketKeys).where(eq(ticketKeys.merchantId, NEW_MERCHANT_KEYLESS))
      assert.ok(row)
      assert.equal(row.keyId, body.data.keyId)
      assert.match(row.privateKeyPem, /^enc:v1:/)
    })
  })
})

/**
 * Signed ticket codes (modules/tickets/code.ts) without a database: what a venue device does offline
 * with only the merchant's public key.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync } from 'node:crypto'
import { describe, it } from 'node:test'
import { checkWindow, decodeCode, rawPublicKey, signCode, verifyCode, type CodeClaims } from '../src/modules/tickets/code.js'
import { keyIdOf } from '../src/modules/tickets/keys.js'
import { flip } from './tickets-helpers.js'

const pair = () => generateKeyPairSync('ed25519')
const { publicKey, privateKey } = pair()
const raw = rawPublicKey(publicKey)

const claims: CodeClaims = {
  merchantId: '10001',
  ticketId: 'a1b2c3d4e5f6a7b8c9d0',
  showId: 'SHOW-1',
  sessionId: 'SHOW-1-S1',
  seat: 'PLAN-1',
  version: 3,
  validFrom: 1_800_000_000_000,
  validUntil: 1_800_086_400_000,
  keyId: keyIdOf(raw),
}


describe('ticket codes', () => {
  it('is compact text with a signed payload that verifies with the raw public key alone', () => {
    const code = signCode(claims, privateKey)
    assert.match(code, /^T1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/)
    assert.ok(code.length < 300, `QR-friendly length, got ${code.length}`)
    const result = verifyCode(code, raw)
    assert.deepEqual(result, { ok: true, claims })
    // A KeyObject works as well, and surrounding whitespace from a scanner is tolerated.
    assert.equal(verifyCode(` ${code}\n`, publicKey).ok, true)
    // Deterministic: the same claims give the same code (a re-read ticket keeps its QR code).
    assert.equal(signCode(claims, privateKey), code)
    assert.notEqual(signCode({ ...claims, version: 4 }, privateKey), code)
  })

  it('refuses a tampered payload, prefix or signature', () => {
    const code = signCode(claims, privateKey)
    for (let at = 0; at < 40; at += 7) assert.deepEqual(verifyCode(flip(code, 1, at), raw).ok, false, `payload char ${at}`)
    assert.deepEqual(verifyCode(flip(code, 2, 10), raw), { ok: false, reason: 'BAD_SIGNATURE' })
    // A forged payload (another ticket) with the original signature.
    const [, , sig] = code.split('.')
    const forged = signCode({ ...claims, ticketId: 'ffffffffffffffffffff' }, privateKey).split('.').slice(0, 2).join('.')
    assert.deepEqual(verifyCode(`${forged}.${sig}`, raw), { ok: false, reason: 'BAD_SIGNATURE' })
    assert.deepEqual(verifyCode(code.replace(/^T1/, 'T2'), raw), { ok: false, reason: 'MALFORMED' })
  })

  it('refuses a code signed by another key (another merchant or a forger)', () => {
    const other = pair()
    const forged = signCode(claims, other.privateKey)
    assert.deepEqual(verifyCode(forged, raw), { ok: false, reason: 'BAD_SIGNATURE' })
    assert.equal(verifyCode(forged, rawPublicKey(other.publicKey)).ok, true)
  })

  it('answers garbage as MALFORMED without throwing', () => {
    for (const junk of ['', 'T1', 'T1..', 'T1.abc', 'T1.!!!.???', `T1.${Buffer.from('[1,2]').toString('base64url')}.AAAA`, 'https://example.com/x']) {
      assert.equal(verifyCode(junk, raw).ok, false, junk)
      assert.equal(decodeCode(junk), null, junk)
    }
    // Well-formed payload, signature of the wrong length.
    const [p, b] = signCode(claims, privateKey).split('.')
    assert.deepEqual(verifyCode(`${p}.${b}.AAAA`, raw), { ok: false, reason: 'BAD_SIGNATURE' })
    // A public key that is not one.
    assert.deepEqual(verifyCode(signCode(claims, privateKey), 'not-a-key'), { ok: false, reason: 'BAD_SIGNATURE' })
  })

  it('checks the validity window offline', () => {
    assert.equal(checkWindow(claims, claims.validFrom - 1), 'NOT_YET_VALID')
    assert.equal(checkWindow(claims, claims.validFrom), 'OK')
    assert.equal(checkWindow(claims, claims.validUntil), 'OK')
    assert.equal(checkWindow(claims, claims.validUntil + 1), 'EXPIRED')
  })

  it('names its key by a hash of the public key', () => {
    assert.match(claims.keyId, /^[A-Za-z0-9_-]{11}$/)
    assert.notEqual(keyIdOf(rawPublicKey(pair().publicKey)), claims.keyId)
  })
})

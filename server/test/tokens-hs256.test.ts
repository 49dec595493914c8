/** The deployment's HS256 tokens (modules/accounts/tokens/hs256.ts): what is refused, and why. */
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { describe, it } from 'node:test'
import { createHs256Tokens } from '../src/modules/accounts/tokens/hs256.js'

const SECRET = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!!')
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
/** A token made by hand: any header, payload and key. */
function forge(header: object, payload: object, secret: Uint8Array | null = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`
  return secret ? `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}` : `${input}.`
}

describe('HS256 tokens', () => {
  let now = Date.UTC(2026, 10, 23, 12, 0, 0)
  const tokens = createHs256Tokens(SECRET, 'storefront', () => now)

  it('a signed token verifies with its own typ and carries its claims, issuer and expiry', () => {
    const token = tokens.sign('access+jwt', { sub: 'u1', mid: '10001' }, 900)
    const res = tokens.verify('access+jwt', token)
    assert.equal(res.ok, true)
    assert.ok(res.ok)
    assert.equal(res.payload.sub, 'u1')
    assert.equal(res.payload.iss, 'storefront')
    assert.equal(res.payload.exp, Math.floor(now / 1000) + 900)
  })

  it('a token of one kind never passes for another (typ checked exactly)', () => {
    const staff = tokens.sign('staff+jwt', { sub: 's1', mid: '10001' }, 900)
    assert.deepEqual(tokens.verify('access+jwt', staff), { ok: false, reason: 'INVALID' })
  })

  it('expiry follows the injected clock: valid until exp, expired from exp on', () => {
    const token = tokens.sign('access+jwt', { sub: 'u1' }, 60)
    now += 59_000
    assert.equal(tokens.verify('access+jwt', token).ok, true)
    now += 1_000
    assert.deepEqual(tokens.verify('access+jwt', token), { ok: false, reason: 'EXPIRED' })
  })

  it('refuses alg none, another key, another issuer, a missing exp and a tampered payload', () => {
    const exp = Math.floor(now / 1000) + 600
    const claims = { sub: 'u1', iss: 'storefront', exp }
    const refused = [
      forge({ alg: 'none', typ: 'access+jwt' }, claims, null),
      forge({ alg: 'HS256', typ: 'access+jwt' }, claims, new TextEncoder().encode('another-secret-of-at-least-32-characters')),
      forge({ alg: 'HS256', typ: 'access+jwt' }, { ...claims, iss: 'someone-else' }),
      forge({ alg: 'HS256', typ: 'access+jwt' }, { sub: 'u1', iss: 'storefront' }),
      (() => {
        const [h, , s] = tokens.sign('access+jwt', { sub: 'u1' }, 600).split('.')
        return `${h}.${b64({ ...claims, sub: 'u2' })}.${s}`
      })(),
      'not.a.token',
      '',
    ]
    for (const token of refused) assert.deepEqual(tokens.verify('access+jwt', token), { ok: false, reason: 'INVALID' }, token)
    // The same hand-made token with the right key, issuer and typ passes: the refusals above are real.
    assert.equal(tokens.verify('access+jwt', forge({ alg: 'HS256', typ: 'access+jwt' }, claims)).ok, true)
  })
})

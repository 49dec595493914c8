/**
 * Short-lived claims the server hands out and later takes back (a quote's passId, a partner's seat
 * result): `<base64url JSON>.<base64url HMAC-SHA256>` carrying an `exp` in ms. Only authentic,
 * unexpired claims come back; the caller checks their shape and meaning. Processes that must accept
 * each other's tokens need the same secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface ClaimsCodec<T extends object> {
  /** The token of `claims`, valid for `ttlMs` from `nowMs`, with its expiry. */
  sign(claims: T, nowMs: number, ttlMs: number): { token: string; expiresAt: number }
  /** The claims (with `exp`) when the token is authentic and unexpired, else null. */
  verify(token: string, nowMs: number): (T & { exp: number }) | null
}

export function createClaimsCodec<T extends object>(secret: string): ClaimsCodec<T> {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url')
  return {
    sign(claims, nowMs, ttlMs) {
      const expiresAt = nowMs + ttlMs
      const body = Buffer.from(JSON.stringify({ ...claims, exp: expiresAt })).toString('base64url')
      return { token: `${body}.${mac(body)}`, expiresAt }
    },
    verify(token, nowMs) {
      const [body, sig, extra] = token.split('.')
      if (!body || !sig || extra !== undefined) return null
      const expected = Buffer.from(mac(body))
      const given = Buffer.from(sig)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: unknown }
        return claims !== null && typeof claims === 'object' && typeof claims.exp === 'number' && claims.exp > nowMs ? (claims as T & { exp: number }) : null
      } catch {
        return null
      }
    },
  }
}

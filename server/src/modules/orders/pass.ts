/**
 * passId: the short-lived signed token pre_order hands out and create_order may echo (spec core §7).
 * It binds merchant, buyer, tier, quantity and quoted amount, so a create that echoes it is known to
 * follow a quote of the same thing. HMAC-SHA256; several API processes must share ORDER_PASS_SECRET
 * (or AUTH_SECRET), else a pass from one process fails on another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export interface PassClaims {
  m: string
  u: string
  p: string
  q: number
  a: number
  exp: number
}

export interface PassSigner {
  sign(claims: Omit<PassClaims, 'exp'>, nowMs: number): { passId: string; expiresAt: number }
  /** Claims when the pass is authentic and not expired, else null. */
  verify(passId: string, nowMs: number): PassClaims | null
}

export const PASS_TTL_MS = 10 * 60_000

export function createPassSigner(secret: string = process.env.ORDER_PASS_SECRET ?? process.env.AUTH_SECRET ?? randomBytes(32).toString('hex')): PassSigner {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url')
  return {
    sign(claims, nowMs) {
      const expiresAt = nowMs + PASS_TTL_MS
      const body = Buffer.from(JSON.stringify({ ...claims, exp: expiresAt })).toString('base64url')
      return { passId: `${body}.${mac(body)}`, expiresAt }
    },
    verify(passId, nowMs) {
      const [body, sig, extra] = passId.split('.')
      if (!body || !sig || extra !== undefined) return null
      const expected = Buffer.from(mac(body))
      const given = Buffer.from(sig)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PassClaims
        return typeof claims.exp === 'number' && claims.exp > nowMs ? claims : null
      } catch {
        return null
      }
    },
  }
}

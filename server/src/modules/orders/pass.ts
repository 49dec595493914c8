/**
 * passId: the short-lived signed token pre_order hands out and create_order may echo (spec core §7).
 * It binds merchant, buyer, tier, quantity and quoted amount, so a create that echoes it is known to
 * follow a quote of the same thing. Signed claims (lib/signed-claims.ts) with ORDER_PASS_SECRET (config/secrets.ts; buildApp
 * passes it), which every API process must share, else a pass from one process fails on another.
 */
import { randomBytes } from 'node:crypto'
import { createClaimsCodec } from '../../lib/signed-claims.js'

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

/** Without a secret (a service built outside buildApp) the key is random to this process. */
export function createPassSigner(secret: string = randomBytes(32).toString('hex')): PassSigner {
  const codec = createClaimsCodec<Omit<PassClaims, 'exp'>>(secret)
  return {
    sign(claims, nowMs) {
      const { token, expiresAt } = codec.sign(claims, nowMs, PASS_TTL_MS)
      return { passId: token, expiresAt }
    },
    verify: (passId, nowMs) => codec.verify(passId, nowMs),
  }
}

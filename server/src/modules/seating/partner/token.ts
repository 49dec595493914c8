/**
 * The signed result of third-party seat picking. The partner's page (here the sandbox in this folder)
 * hands the buyer back to the app with this token; the app sends it with the seat ids on pre_order and
 * create_order, and the orders path (order-seats.ts) accepts seats of a THIRD_PARTY session only when
 * the token is authentic, unexpired and names exactly those seats of that session and merchant — so a
 * client cannot skip the partner. The seats themselves are then checked as usual (free, one session).
 *
 * Signed claims (lib/signed-claims.ts), like the passId (orders/pass.ts); the key is
 * SEAT_PARTNER_SECRET (config/secrets.ts), shared with the partner and by every API process, else a
 * result signed by one is refused by another. buildApp makes one signer and hands it to the partner
 * sandbox (development) and to the orders path.
 */
import { randomBytes } from 'node:crypto'
import { createClaimsCodec } from '../../../lib/signed-claims.js'

export interface PartnerSeatClaims {
  /** Merchant, show and session the seats were picked for. */
  m: string
  sh: string
  s: string
  /** The picked seat ids, sorted. */
  seats: string[]
  /** The partner's labels of the seats in the page's language (display only; never trusted for pricing). */
  labels: string[]
  exp: number
}

/** How long a picked result may wait before the order is placed (the seats are not held meanwhile). */
export const PARTNER_RESULT_TTL_MS = 15 * 60_000

export interface PartnerSeatSigner {
  sign(claims: Omit<PartnerSeatClaims, 'exp'>, nowMs: number): string
  /** The claims of an authentic, unexpired token, else null. */
  verify(token: string, nowMs: number): PartnerSeatClaims | null
}

export function createPartnerSeatSigner(secret: string): PartnerSeatSigner {
  const codec = createClaimsCodec<Omit<PartnerSeatClaims, 'exp'>>(secret)
  return {
    sign: (claims, nowMs) => codec.sign({ ...claims, seats: [...claims.seats].sort() }, nowMs, PARTNER_RESULT_TTL_MS).token,
    verify(token, nowMs) {
      const c = codec.verify(token, nowMs)
      const wellFormed = c !== null && typeof c.m === 'string' && typeof c.s === 'string' && Array.isArray(c.seats) && c.seats.every((x) => typeof x === 'string')
      return wellFormed ? c : null
    },
  }
}

/** A signer with a key random to this process (services built outside buildApp, tests). */
export function processLocalPartnerSeatSigner(): PartnerSeatSigner {
  return createPartnerSeatSigner(randomBytes(32).toString('hex'))
}

/** Whether a verified token covers exactly these seats of this merchant and session. */
export function coversSeats(c: PartnerSeatClaims, req: { merchantId: string; sessionId: string; seatIds: string[] }): boolean {
  if (c.m !== req.merchantId || c.s !== req.sessionId || c.seats.length !== req.seatIds.length) return false
  const want = [...req.seatIds].sort()
  return c.seats.every((id, i) => id === want[i])
}

/**
 * Signed ticket codes: the compact text a QR code carries. Pure functions over node:crypto, no database,
 * so a venue device can import `verifyCode` and check codes OFFLINE with only the merchant's public key
 * (GET /api/pub/v1/tickets/public_key).
 *
 * Format: `T1.<payload>.<signature>`
 * - payload: base64url of a JSON array (an array, not an object, keeps the QR code small):
 *   [merchantId, ticketId, showId, sessionId, seat, version, validFrom, validUntil, keyId]
 *   seat is the seat text for seated tickets, else the seat plan id; times are epoch SECONDS.
 * - signature: base64url Ed25519 signature of the ASCII text `T1.<payload>` (the prefix is signed too,
 *   so a future format cannot be passed off as this one).
 * Ed25519 signatures are deterministic: the same claims always give the same code, so re-reading a
 * ticket does not churn its QR code; only a version bump (regeneration) changes it.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto'

export const CODE_PREFIX = 'T1'

export interface CodeClaims {
  merchantId: string
  ticketId: string
  showId: string
  sessionId: string
  /** Seat text, or the seat plan id for general admission. */
  seat: string
  version: number
  /** Epoch ms (carried as whole seconds). */
  validFrom: number
  validUntil: number
  keyId: string
}

export type VerifyResult = { ok: true; claims: CodeClaims } | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' }

/** A raw 32-byte Ed25519 public key (base64url) or a KeyObject. */
export type PublicKeyInput = string | KeyObject

/** Import a raw base64url Ed25519 public key (the TicketPublicKey.publicKey form). */
export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' })
}

/** The raw base64url form of an Ed25519 public key. */
export function rawPublicKey(key: KeyObject): string {
  const jwk = key.export({ format: 'jwk' })
  if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('not an Ed25519 public key')
  return jwk.x
}

export function privateKeyFromPem(pem: string): KeyObject {
  return createPrivateKey(pem)
}

const toSeconds = (ms: number) => Math.floor(ms / 1000)

export function signCode(claims: CodeClaims, privateKey: KeyObject): string {
  const body = [
    claims.merchantId,
    claims.ticketId,
    claims.showId,
    claims.sessionId,
    claims.seat,
    claims.version,
    toSeconds(claims.validFrom),
    toSeconds(claims.validUntil),
    claims.keyId,
  ]
  const signed = `${CODE_PREFIX}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`
  return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`
}

const B64URL = /^[A-Za-z0-9_-]+$/

/** Read the claims WITHOUT checking the signature (to find which key to verify with); null when malformed. */
export function decodeCode(code: string): CodeClaims | null {
  const parts = code.trim().split('.')
  if (parts.length !== 3 || parts[0] !== CODE_PREFIX || !B64URL.test(parts[1] ?? '') || !B64URL.test(parts[2] ?? '')) return null
  let body: unknown
  try {
    body = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(body) || body.length !== 9) return null
  const [merchantId, ticketId, showId, sessionId, seat, version, from, until, keyId] = body as unknown[]
  const strings = [merchantId, ticketId, showId, sessionId, seat, keyId]
  if (!strings.every((s) => typeof s === 'string') || ![version, from, until].every((n) => Number.isSafeInteger(n))) return null
  return {
    merchantId: merchantId as string,
    ticketId: ticketId as string,
    showId: showId as string,
    sessionId: sessionId as string,
    seat: seat as string,
    version: version as number,
    validFrom: (from as number) * 1000,
    validUntil: (until as number) * 1000,
    keyId: keyId as string,
  }
}

/** Check a code's signature with the merchant's public key only (works offline); the claims when genuine. */
export function verifyCode(code: string, publicKey: PublicKeyInput): VerifyResult {
  const claims = decodeCode(code)
  if (!claims) return { ok: false, reason: 'MALFORMED' }
  const text = code.trim()
  const cut = text.lastIndexOf('.')
  let key: KeyObject
  try {
    key = typeof publicKey === 'string' ? publicKeyFromRaw(publicKey) : publicKey
  } catch {
    return { ok: false, reason: 'BAD_SIGNATURE' }
  }
  const signature = Buffer.from(text.slice(cut + 1), 'base64url')
  // Ed25519 signatures are exactly 64 bytes; anything else cannot verify (and must not throw).
  if (signature.length !== 64) return { ok: false, reason: 'BAD_SIGNATURE' }
  const good = verify(null, Buffer.from(text.slice(0, cut)), key, signature)
  return good ? { ok: true, claims } : { ok: false, reason: 'BAD_SIGNATURE' }
}

export type WindowCheck = 'OK' | 'NOT_YET_VALID' | 'EXPIRED'

/** Whether `now` (epoch ms) lies in the code's validity window (offline too). */
export function checkWindow(claims: CodeClaims, now: number): WindowCheck {
  if (now < claims.validFrom) return 'NOT_YET_VALID'
  if (now > claims.validUntil) return 'EXPIRED'
  return 'OK'
}

/**
 * Offline verification with revocations: what a venue device runs with only the merchant's public key
 * and the revocation list it downloaded (GET /staff/v1/tickets/revocations). A signature alone cannot
 * say a ticket was refunded; the list can: a code whose version is at or below a revoked version of its
 * ticket is refused. Pure (no database, no network).
 */
import type { TicketRevocation } from '../../../../types/refunds.js'
import { checkWindow, verifyCode, type CodeClaims, type PublicKeyInput } from '../tickets/code.js'

export type OfflineResult = { ok: true; claims: CodeClaims } | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'REVOKED' | 'NOT_YET_VALID' | 'EXPIRED' }

/** The highest revoked version per ticket, for repeated checks against one downloaded list. */
export function revocationIndex(list: TicketRevocation[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const r of list) out.set(r.ticketId, Math.max(out.get(r.ticketId) ?? 0, r.version))
  return out
}

export function verifyOffline(code: string, publicKey: PublicKeyInput, revoked: Map<string, number>, now: number): OfflineResult {
  const v = verifyCode(code, publicKey)
  if (!v.ok) return v
  const upTo = revoked.get(v.claims.ticketId)
  if (upTo !== undefined && v.claims.version <= upTo) return { ok: false, reason: 'REVOKED' }
  const window = checkWindow(v.claims, now)
  return window === 'OK' ? v : { ok: false, reason: window }
}

/**
 * The booking page's privilege and card parameters (spec core §2: booking takes showId and optionally
 * privilegeLimitation, userCardInstanceId, cardId, privilegeCode, privilegeId). Pure helpers: read them
 * from route params, tell what the buyer is booking with, and pass them on (pick-seat, pre_order,
 * create_order, and the booking page a 'booking' mode answer returns to).
 */
import { BOOKING_PRIVILEGE_KEYS, type BookingPrivilege } from '../../types/orders'

/** The parameters present in route params ('', 'null' and 'undefined' are not given). */
export function privilegeFromParams(params: Record<string, string | undefined>): BookingPrivilege {
  const out: BookingPrivilege = {}
  for (const k of BOOKING_PRIVILEGE_KEYS) {
    const v = params[k]?.trim()
    if (v && v !== 'null' && v !== 'undefined') out[k] = v
  }
  return out
}

export function hasPrivilege(p: BookingPrivilege | undefined): boolean {
  return !!p && BOOKING_PRIVILEGE_KEYS.some((k) => !!p[k])
}

/** What the booking page shows the buyer is booking with: a card (first), else a privilege; null for none. */
export function privilegeBanner(p: BookingPrivilege | undefined): { kind: 'card' | 'privilege'; id: string } | null {
  if (!p) return null
  const card = p.cardId || p.userCardInstanceId
  if (card) return { kind: 'card', id: card }
  const privilege = p.privilegeCode || p.privilegeId || p.privilegeLimitation
  return privilege ? { kind: 'privilege', id: privilege } : null
}

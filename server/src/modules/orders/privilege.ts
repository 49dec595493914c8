/**
 * The booking page's privilege and card parameters (spec core §2) on pre_order and create_order.
 * This shop has no privilege, privilege-code or benefit-card system yet, so none of them can be
 * honoured: any one that is named is refused with a clear reason and nothing is priced or taken —
 * selling at the normal price while the buyer believes a card or privilege applied would be worse.
 * When a privilege system exists, this is the place that looks them up instead.
 */
import { BOOKING_PRIVILEGE_KEYS, type BookingPrivilege, type OrderFailureReason } from '../../../../types/orders.js'
import type { OrderMessageKey } from './messages.js'

export interface PrivilegeRefusal {
  ok: false
  reason: OrderFailureReason
  key: OrderMessageKey
}

/** Only the parameters that carry a value ('' and whitespace are "not given"). */
export function givenPrivilege(p: BookingPrivilege | undefined): BookingPrivilege {
  const out: BookingPrivilege = {}
  for (const k of BOOKING_PRIVILEGE_KEYS) {
    const v = p?.[k]?.trim()
    if (v) out[k] = v
  }
  return out
}

/** The refusal for a named card or privilege (a card is named first: it is what the buyer chose), else null. */
export function refusePrivilege(p: BookingPrivilege | undefined): PrivilegeRefusal | null {
  const given = givenPrivilege(p)
  if (given.cardId || given.userCardInstanceId) return { ok: false, reason: 'PRIVILEGE_UNAVAILABLE', key: 'cardUnavailable' }
  if (given.privilegeId || given.privilegeCode || given.privilegeLimitation) return { ok: false, reason: 'PRIVILEGE_UNAVAILABLE', key: 'privilegeUnavailable' }
  return null
}

/**
 * The booking page's privilege and card parameters (spec core §2) on pre_order and create_order.
 * A privilege card (cardId / userCardInstanceId) is honoured through the cards module
 * (cards/booking.ts): checked and priced here, its use locked in the order's transaction. Privilege
 * ids and privilege codes have no system yet, so any one that is named is refused with a clear reason
 * and nothing is priced or taken — selling at the normal price while the buyer believes a privilege
 * applied would be worse.
 */
import { BOOKING_PRIVILEGE_KEYS, type BookingPrivilege, type OrderFailureReason } from '../../../../types/orders.js'
import type { PreOrderCard } from '../../../../types/cards.js'
import type { Db } from '../../db/client.js'
import { quoteCard, type CardAsk, type CardRefusal } from '../cards/booking.js'
import type { Caller } from './inputs.js'
import type { OrderMessageKey } from './messages.js'
import { done, fail, type Outcome } from './outcome.js'
import type { Quote } from './quote.js'

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

/** The refusal for a named privilege id or code (cards are priced by cardForQuote), else null. */
export function refusePrivilege(p: BookingPrivilege | undefined): PrivilegeRefusal | null {
  const given = givenPrivilege(p)
  if (given.privilegeId || given.privilegeCode || given.privilegeLimitation) return { ok: false, reason: 'PRIVILEGE_UNAVAILABLE', key: 'privilegeUnavailable' }
  return null
}

/** The card the booking names, or null when it names none. */
export function cardAskOf(p: BookingPrivilege | undefined): CardAsk | null {
  const given = givenPrivilege(p)
  if (!given.cardId && !given.userCardInstanceId) return null
  return { cardId: given.cardId, userCardInstanceId: given.userCardInstanceId }
}

const REFUSAL_KEYS: Record<CardRefusal, OrderMessageKey> = {
  notFound: 'cardUnavailable',
  expired: 'card.expired',
  usedUp: 'card.usedUp',
  notApplicable: 'card.notApplicable',
}

/** The named card checked against the quote's tickets (add-ons are never in a card's scope). */
export async function cardForQuote(db: Db, caller: Caller, q: Quote, p: BookingPrivilege | undefined, now: number): Promise<Outcome<PreOrderCard | null>> {
  const ask = cardAskOf(p)
  if (!ask) return done(null)
  const lines = q.lines.map((l) => ({ showId: l.showId, sessionId: l.sessionId, amountCents: l.plan.priceCents * l.qty }))
  const c = await quoteCard(db, caller, ask, lines, new Date(now))
  return c.ok ? done(c.card) : fail('PRIVILEGE_UNAVAILABLE', REFUSAL_KEYS[c.refusal])
}

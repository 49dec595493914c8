/**
 * Confirm-order rules (spec core §5, accounts §5 "Real-name rules"), pure so they are unit-tested:
 * picking attendees up to the ticket count, the delivery method among those the show offers, the
 * express address (default preselected), the agreement tick (with need-read-all only once the
 * agreement popup was scrolled to its end — accounts §5), and the one reason the pay button is
 * disabled. The server checks the same rules again on create_order; these only spare the buyer a
 * refused submit.
 */
import type { Address } from '../../types/addresses'
import type { DeliverMethod } from '../../types/orders'
import type { AgreementInfo } from '../../types/payments'

export interface AttendeePick {
  selected: string[]
  /** Set when a pick was refused because qty attendees are already chosen. */
  refused?: 'FULL'
}

/** Pick or unpick one attendee; a pick beyond qty is refused (the selection stays as it was). */
export function toggleAttendee(selected: readonly string[], audienceId: string, qty: number): AttendeePick {
  if (selected.includes(audienceId)) return { selected: selected.filter((id) => id !== audienceId) }
  if (selected.length >= qty) return { selected: [...selected], refused: 'FULL' }
  return { selected: [...selected, audienceId] }
}

/** Drop picks of attendees that are no longer in the list (deleted in the editor meanwhile). */
export function keepExisting(selected: readonly string[], available: ReadonlyArray<{ audienceId: string }>): string[] {
  const ids = new Set(available.map((a) => a.audienceId))
  return selected.filter((id) => ids.has(id))
}

/** The method to show as chosen: the current one if offered, else e-ticket if offered, else the first. */
export function offeredMethod(current: DeliverMethod, offered: readonly DeliverMethod[]): DeliverMethod {
  if (offered.includes(current)) return current
  if (offered.includes('E_TICKET')) return 'E_TICKET'
  return offered[0] ?? current
}

/** The address to use: the chosen one while it exists, else the default, else the first; null if none. */
export function pickAddress(current: string | null, addresses: readonly Address[]): string | null {
  if (current && addresses.some((a) => a.addressId === current)) return current
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.addressId ?? null
}

/** Whether the agreement tick may be used: always, or with need-read-all once it was read to the end. */
export function canTickAgreement(agreement: AgreementInfo | null, needReadAll: boolean, readToEnd: boolean): boolean {
  if (!agreement) return false
  return !needReadAll || readToEnd
}

/** How close to the bottom counts as "the end" (px): a last line half in view is read. */
export const READ_END_SLACK = 24

/**
 * Whether a scrolled text has been read to its end: the bottom of the viewport reached the bottom of
 * the content (within the slack), or the content fits without scrolling. Unknown sizes are not the end.
 */
export function scrolledToEnd(m: { scrollTop: number; scrollHeight: number; viewportHeight: number }, slack: number = READ_END_SLACK): boolean {
  if (!(m.viewportHeight > 0) || !(m.scrollHeight > 0)) return false
  return m.scrollTop + m.viewportHeight >= m.scrollHeight - slack
}

export type ConfirmBlocker =
  | { kind: 'ATTENDEES_TOO_FEW'; missing: number; qty: number }
  | { kind: 'ATTENDEES_TOO_MANY'; qty: number }
  | { kind: 'DELIVERY_UNAVAILABLE' }
  | { kind: 'ADDRESS_MISSING' }
  | { kind: 'AGREEMENT_UNREAD' }
  | { kind: 'AGREEMENT_UNACCEPTED' }

export interface ConfirmState {
  qty: number
  realNameRequired: boolean
  audienceIds: readonly string[]
  deliverMethod: DeliverMethod
  deliverMethods: readonly DeliverMethod[]
  addressId: string | null
  agreement: AgreementInfo | null
  agreementNeedReadAll: boolean
  /** The need-read-all popup was scrolled to its end. */
  agreementReadToEnd: boolean
  agreementAccepted: boolean
}

/** Why the order cannot be placed yet (first problem in page order), or null when it can. */
export function confirmBlocker(s: ConfirmState): ConfirmBlocker | null {
  if (s.realNameRequired) {
    if (s.audienceIds.length < s.qty) return { kind: 'ATTENDEES_TOO_FEW', missing: s.qty - s.audienceIds.length, qty: s.qty }
    if (s.audienceIds.length > s.qty) return { kind: 'ATTENDEES_TOO_MANY', qty: s.qty }
  }
  if (!s.deliverMethods.includes(s.deliverMethod)) return { kind: 'DELIVERY_UNAVAILABLE' }
  if (s.deliverMethod === 'EXPRESS' && !s.addressId) return { kind: 'ADDRESS_MISSING' }
  if (s.agreement) {
    // Read first (a tick without the read counts for nothing), then ticked.
    if (!canTickAgreement(s.agreement, s.agreementNeedReadAll, s.agreementReadToEnd)) return { kind: 'AGREEMENT_UNREAD' }
    if (!s.agreementAccepted) return { kind: 'AGREEMENT_UNACCEPTED' }
  }
  return null
}

/** What create_order gets besides the items: only what the show's rules use. */
export function confirmExtras(s: ConfirmState): { audienceIds?: string[]; addressId?: string; agreementAccepted?: boolean } {
  return {
    ...(s.realNameRequired ? { audienceIds: [...s.audienceIds] } : {}),
    ...(s.deliverMethod === 'EXPRESS' && s.addressId ? { addressId: s.addressId } : {}),
    ...(s.agreement ? { agreementAccepted: s.agreementAccepted } : {}),
  }
}

/**
 * Per-show purchase settings (real-name, delivery methods, agreement) and the attendee rules of
 * spec core §5 / accounts §5 "Real-name rules", as pure functions: the service feeds them rows and
 * turns their answers into typed failures, so every rule is testable without a database.
 */
import type { Lang } from '../../../../types/lang.js'
import type { AgreementInfo } from '../../../../types/payments.js'
import type { StoredAgreement } from '../../db/schema-orders.js'
import type { DeliverMethod } from '../../../../types/orders.js'
import type { OrderMessageKey } from './messages.js'
import type { AudienceRow, ShowRulesRow } from './repository.js'

/** What a show without a rules row offers (matches the column defaults in schema-orders.ts). */
export const DEFAULT_DELIVER_METHODS: readonly DeliverMethod[] = ['E_TICKET', 'VENUE_PICKUP']
/** Under this age an attendee is a minor (spec: minors enter the logged-in phone number). */
export const ADULT_AGE = 18

export interface PurchaseSettings {
  realNameRequired: boolean
  deliverMethods: DeliverMethod[]
  agreement: AgreementInfo | null
  agreementNeedReadAll: boolean
}

/** The agreement in the caller's language (then the merchant's, then the stored text), without i18n. */
export function localAgreement(stored: StoredAgreement | null | undefined, lang?: Lang, fallback?: Lang): AgreementInfo | null {
  if (!stored) return null
  const pick = (lang && stored.i18n?.[lang]) || (fallback && stored.i18n?.[fallback]) || stored
  return { template: pick.template, placeHolders: pick.placeHolders.map((p) => ({ name: p.name, title: p.title, url: p.url })) }
}

export function settingsOf(
  rules: Pick<ShowRulesRow, 'realNameRequired' | 'deliverMethods' | 'agreement' | 'agreementNeedReadAll'> | null,
  lang?: Lang,
  fallback?: Lang,
): PurchaseSettings {
  return {
    realNameRequired: rules?.realNameRequired ?? false,
    deliverMethods: rules?.deliverMethods?.length ? [...rules.deliverMethods] : [...DEFAULT_DELIVER_METHODS],
    agreement: localAgreement(rules?.agreement, lang, fallback),
    agreementNeedReadAll: rules?.agreement ? (rules.agreementNeedReadAll ?? false) : false,
  }
}

/**
 * The settings of an order over several shows: real-name when any show is, only the methods every
 * show offers, the first agreement (an order spanning two agreements still shows one tick; none of the
 * demo data does that, and the strictest read-all rule wins).
 */
export function mergeSettings(list: PurchaseSettings[]): PurchaseSettings {
  const [first, ...rest] = list
  if (!first) return settingsOf(null)
  return rest.reduce<PurchaseSettings>(
    (acc, s) => ({
      realNameRequired: acc.realNameRequired || s.realNameRequired,
      deliverMethods: acc.deliverMethods.filter((m) => s.deliverMethods.includes(m)),
      agreement: acc.agreement ?? s.agreement,
      agreementNeedReadAll: acc.agreementNeedReadAll || s.agreementNeedReadAll,
    }),
    first,
  )
}

/** Mainland mobile number: 11 digits starting with 1 (+86). */
export const isMainlandMobile = (phone: string): boolean => /^1\d{10}$/.test(phone)

/** Whole years between a 'YYYY-MM-DD' birth date and `now` (UTC calendar). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)
  return now.getUTCFullYear() - y - (beforeBirthday ? 1 : 0)
}

export const isMinor = (birthDate: string | null, now: Date): boolean => birthDate !== null && ageOn(birthDate, now) < ADULT_AGE

export type AttendeeProblem = { key: OrderMessageKey; notFound?: boolean; vars?: Record<string, string | number> }

/**
 * The attendee rules for `qty` tickets: none twice, all the buyer's own (`found` holds only the
 * caller's rows, so someone else's id is the same 'not found' as a missing one), exactly one per
 * ticket when required (or when any were sent), and a minor carries the logged-in phone number.
 */
export function checkAttendees(p: {
  ids: string[] | undefined
  found: AudienceRow[]
  qty: number
  required: boolean
  callerPhone: string | null
  now: Date
}): AttendeeProblem | null {
  const ids = p.ids ?? []
  if (ids.length === 0) return p.required ? { key: 'audienceCount', vars: { qty: p.qty } } : null
  if (new Set(ids).size !== ids.length) return { key: 'audienceDuplicate' }
  const byId = new Map(p.found.map((a) => [a.audienceId, a]))
  if (ids.some((id) => !byId.has(id))) return { key: 'audience.notFound', notFound: true }
  if (ids.length !== p.qty) return { key: 'audienceCount', vars: { qty: p.qty } }
  for (const id of ids) {
    const a = byId.get(id) as AudienceRow
    if (isMinor(a.birthDate, p.now) && (!a.phone || !p.callerPhone || a.phone !== p.callerPhone)) {
      return { key: 'audienceMinorPhone', vars: { name: a.name } }
    }
  }
  return null
}

/** Checking a reservation request's people and contact against the venue (pure, localised refusals). */
import type { Lang } from '../../../../types/lang.js'
import type { ReserveRequest } from '../../../../types/reservations.js'
import { rsm } from './messages.js'

const PHONE = /^\+?[0-9][0-9 -]{5,19}$/
export const NAME_MAX = 20

export type ContactCheck = { ok: true; name: string; phone: string } | { ok: false; message: string }

export function checkRequest(body: Pick<ReserveRequest, 'people' | 'contactName' | 'contactPhone'>, maxPeople: number, lang: Lang): ContactCheck {
  if (!Number.isInteger(body.people) || body.people < 1 || body.people > maxPeople) return { ok: false, message: rsm(lang, 'res.people', { n: maxPeople }) }
  const name = body.contactName.trim()
  if (!name || name.length > NAME_MAX) return { ok: false, message: rsm(lang, 'res.name') }
  const phone = body.contactPhone.trim()
  if (!PHONE.test(phone)) return { ok: false, message: rsm(lang, 'res.phone') }
  return { ok: true, name, phone }
}

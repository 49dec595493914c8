/**
 * Real-name attendees (audiences) of a buyer: list, create, update, delete. The name must be one an ID
 * document can carry (AUDIENCE_NAME_CHARS, at most AUDIENCE_NAME_MAX_CHARS). Mainland ID cards are
 * checked (check digit, real birth date) and give birth date and gender; other documents are stored as
 * given (upper-cased, 5-20 letters/digits). Every document names the country or region that issued it
 * (AUDIENCE_REGIONS; a mainland ID card is CN). Another buyer's attendee answers the same 'not found'.
 */
import { randomUUID } from 'node:crypto'
import { AUDIENCE_NAME_CHARS, AUDIENCE_NAME_LETTER, AUDIENCE_NAME_MAX_CHARS, AUDIENCE_REGIONS, type Audience, type AudienceIdType, type AudienceInput, type AudiencePage, type AudienceRegion } from '../../../../types/orders.js'
import { parseIdCard, maskIdNo } from './id-card.js'
import { isMainlandMobile } from './purchase-rules.js'
import type { Caller, Outcome } from './service.js'
import type { AudienceRow, OrdersRepository } from './repository.js'

/** What a client sends: the region as a plain string, checked here against the known list. */
export type AudienceRequest = Omit<AudienceInput, 'countryRegion'> & { countryRegion?: string }

export interface AudiencesService {
  /**
   * A page of the buyer's attendees. `showId` names the show the list is for (the confirm page sends
   * it): it must be a show of this merchant (else not found). Show rules do not say which documents
   * a show accepts, so it narrows nothing today; `idTypes` is the filter by document type.
   */
  list(caller: Caller, q: { offset: number; length: number; idTypes?: AudienceIdType[]; showId?: string }): Promise<Outcome<AudiencePage>>
  create(caller: Caller, input: AudienceRequest): Promise<Outcome<Audience>>
  update(caller: Caller, audienceId: string, input: AudienceRequest): Promise<Outcome<Audience>>
  remove(caller: Caller, audienceId: string): Promise<Outcome<{ deleted: boolean }>>
}

const toAudience = (r: AudienceRow): Audience => ({
  audienceId: r.audienceId,
  name: r.name,
  idType: r.idType,
  idNoMasked: maskIdNo(r.idNo),
  countryRegion: isRegion(r.countryRegion) ? r.countryRegion : null,
  birthDate: r.birthDate,
  gender: r.gender,
  phone: r.phone,
  createTime: r.createdAt.getTime(),
})

const isRegion = (v: string | null | undefined): v is AudienceRegion => !!v && (AUDIENCE_REGIONS as readonly string[]).includes(v)

type Checked = {
  ok: true
  value: {
    name: string
    idType: AudienceIdType
    idNo: string
    countryRegion: AudienceRegion | null
    birthDate: string | null
    gender: Audience['gender']
    phone: string | null
  }
}
type Refusal = Extract<Outcome<never>, { ok: false }>

/** The issuing region: a mainland ID card is CN (absent means CN); other documents a known code or none. */
function regionOf(input: AudienceRequest): { ok: true; value: AudienceRegion | null } | Refusal {
  const given = (input.countryRegion ?? '').trim().toUpperCase()
  if (input.idType === 'ID_CARD') {
    if (given && given !== 'CN') return { ok: false, reason: 'BAD_REQUEST', key: 'audience.regionIdCard' }
    return { ok: true, value: 'CN' }
  }
  if (!given) return { ok: true, value: null }
  return isRegion(given) ? { ok: true, value: given } : { ok: false, reason: 'BAD_REQUEST', key: 'audience.regionInvalid' }
}

function check(input: AudienceRequest, now: Date): Checked | Refusal {
  const name = input.name.trim()
  if (!name) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.nameInvalid' }
  // Said, never cut (issue 13); counted in characters, as the app counts.
  if ([...name].length > AUDIENCE_NAME_MAX_CHARS) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.nameTooLong', vars: { max: AUDIENCE_NAME_MAX_CHARS } }
  // The name must match an ID document: nothing a document cannot print (emoji, digits, symbols).
  if (!AUDIENCE_NAME_CHARS.test(name) || !AUDIENCE_NAME_LETTER.test(name)) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.nameChars' }
  const region = regionOf(input)
  if (!region.ok) return region
  const countryRegion = region.value
  // Optional; a minor's must be the buyer's logged-in phone to be booked (service checkAttendees).
  const phone = (input.phone ?? '').replace(/\s+/g, '') || null
  if (phone !== null && !isMainlandMobile(phone)) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.phoneInvalid' }
  const idNo = input.idNo.trim().toUpperCase()
  if (input.idType === 'ID_CARD') {
    const info = parseIdCard(idNo, now)
    if (!info) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.idInvalid' }
    return { ok: true, value: { name, idType: input.idType, idNo, countryRegion, birthDate: info.birthDate, gender: info.gender, phone } }
  }
  if (!/^[A-Z0-9]{5,20}$/.test(idNo)) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.idInvalid' }
  return { ok: true, value: { name, idType: input.idType, idNo, countryRegion, birthDate: null, gender: null, phone } }
}

export function createAudiencesService(repo: OrdersRepository, now: () => number): AudiencesService {
  return {
    async list(caller, q) {
      if (q.showId && !(await repo.findShow(caller.merchantId, q.showId))) return { ok: false, reason: 'NOT_FOUND', key: 'show.notFound' }
      const page = await repo.listAudiences(caller.merchantId, caller.userId, q.offset, q.length, q.idTypes)
      return { ok: true, value: { total: page.total, offset: q.offset, length: q.length, audiences: page.rows.map(toAudience) } }
    },
    async create(caller, input) {
      const c = check(input, new Date(now()))
      if (!c.ok) return c
      const row = await repo.insertAudience({ audienceId: randomUUID().replace(/-/g, ''), merchantId: caller.merchantId, userId: caller.userId, ...c.value })
      if (!row) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.duplicate' }
      return { ok: true, value: toAudience(row) }
    },
    async update(caller, audienceId, input) {
      const c = check(input, new Date(now()))
      if (!c.ok) return c
      const row = await repo.updateAudience(caller.merchantId, caller.userId, audienceId, c.value)
      if (row === 'DUPLICATE') return { ok: false, reason: 'BAD_REQUEST', key: 'audience.duplicate' }
      if (!row) return { ok: false, reason: 'NOT_FOUND', key: 'audience.notFound' }
      return { ok: true, value: toAudience(row) }
    },
    async remove(caller, audienceId) {
      if (!(await repo.deleteAudience(caller.merchantId, caller.userId, audienceId))) return { ok: false, reason: 'NOT_FOUND', key: 'audience.notFound' }
      return { ok: true, value: { deleted: true } }
    },
  }
}

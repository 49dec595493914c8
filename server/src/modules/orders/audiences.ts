/**
 * Real-name attendees (audiences) of a buyer: list, create, update, delete. Mainland ID cards are
 * checked (check digit, real birth date) and give birth date and gender; other documents are stored as
 * given (upper-cased, 5-20 letters/digits). Another buyer's attendee answers the same 'not found'.
 */
import { randomUUID } from 'node:crypto'
import type { Audience, AudienceIdType, AudienceInput, AudiencePage } from '../../../../types/orders.js'
import { parseIdCard, maskIdNo } from './id-card.js'
import { isMainlandMobile } from './purchase-rules.js'
import type { Caller, Outcome } from './service.js'
import type { AudienceRow, OrdersRepository } from './repository.js'

export interface AudiencesService {
  list(caller: Caller, q: { offset: number; length: number; idTypes?: AudienceIdType[] }): Promise<Outcome<AudiencePage>>
  create(caller: Caller, input: AudienceInput): Promise<Outcome<Audience>>
  update(caller: Caller, audienceId: string, input: AudienceInput): Promise<Outcome<Audience>>
  remove(caller: Caller, audienceId: string): Promise<Outcome<{ deleted: boolean }>>
}

const toAudience = (r: AudienceRow): Audience => ({
  audienceId: r.audienceId,
  name: r.name,
  idType: r.idType,
  idNoMasked: maskIdNo(r.idNo),
  birthDate: r.birthDate,
  gender: r.gender,
  phone: r.phone,
  createTime: r.createdAt.getTime(),
})

type Checked = {
  ok: true
  value: { name: string; idType: AudienceIdType; idNo: string; birthDate: string | null; gender: Audience['gender']; phone: string | null }
}

function check(input: AudienceInput, now: Date): Checked | Extract<Outcome<never>, { ok: false }> {
  const name = input.name.trim()
  if (!name) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.nameInvalid' }
  // Optional; a minor's must be the buyer's logged-in phone to be booked (service checkAttendees).
  const phone = (input.phone ?? '').replace(/\s+/g, '') || null
  if (phone !== null && !isMainlandMobile(phone)) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.phoneInvalid' }
  const idNo = input.idNo.trim().toUpperCase()
  if (input.idType === 'ID_CARD') {
    const info = parseIdCard(idNo, now)
    if (!info) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.idInvalid' }
    return { ok: true, value: { name, idType: input.idType, idNo, birthDate: info.birthDate, gender: info.gender, phone } }
  }
  if (!/^[A-Z0-9]{5,20}$/.test(idNo)) return { ok: false, reason: 'BAD_REQUEST', key: 'audience.idInvalid' }
  return { ok: true, value: { name, idType: input.idType, idNo, birthDate: null, gender: null, phone } }
}

export function createAudiencesService(repo: OrdersRepository, now: () => number): AudiencesService {
  return {
    async list(caller, q) {
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

/**
 * Real-name entry service (issue 19): which tickets of an order still need their attendee, and naming
 * one ticket with one of the buyer's attendees or a new identity (real-idCard), checked by the same
 * attendee rules as the confirm page (orders/audiences.ts: ID card check digit and birth date, document
 * formats, name characters). Expected failures are typed results; another buyer's order, ticket or
 * attendee answers not found, exactly like a missing one. Checks come before anything is written, so
 * bad input changes nothing.
 */
import type { Lang } from '../../../../types/lang.js'
import type { AudienceIdType } from '../../../../types/orders.js'
import type { RealNameBlock, RealNameOverview, RealNameRequest, RealNameTicket } from '../../../../types/real-name.js'
import { pickTranslation, type Translations } from '../../i18n/translations.js'
import type { AudiencesService } from '../orders/audiences.js'
import { maskIdNo } from '../orders/id-card.js'
import { om } from '../orders/messages.js'
import type { TicketRow } from '../refunds/repository.js'
import { nm, type RealNameMessageKey } from './messages.js'
import type { AudienceRow, RealNameRepository } from './repository.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
  phone?: string | null
}

export type RealNameFailureReason = 'NOT_FOUND' | 'NOT_ALLOWED' | 'NAMED' | 'NOT_VALID' | 'TAKEN' | 'BAD_REQUEST'
export interface Failure {
  ok: false
  reason: RealNameFailureReason
  /** The localised refusal (this module's wording, or the attendee rules' own). */
  say: (lang: Lang) => string
}
export type Outcome<T> = { ok: true; value: T } | Failure

const fail = (reason: RealNameFailureReason, key: RealNameMessageKey): Failure => ({ ok: false, reason, say: (lang) => nm(lang, key) })

export interface RealNameService {
  overview(caller: Caller, orderId: string): Promise<Outcome<RealNameOverview>>
  bind(caller: Caller, ticketId: string, req: RealNameRequest): Promise<Outcome<RealNameTicket>>
}

export function createRealNameService(repo: RealNameRepository, audiences: AudiencesService, now: () => number): RealNameService {
  async function view(caller: Caller, rows: TicketRow[], buyerId: string, takes: boolean): Promise<RealNameTicket[]> {
    const tr = (v: Translations | null | undefined) => pickTranslation(v ?? undefined, caller.lang, caller.fallback)
    const sessions = await repo.refunds.sessionStarts(caller.merchantId, [...new Set(rows.map((t) => t.sessionId))])
    const plans = await repo.refunds.seatPlanNames(caller.merchantId, [...new Set(rows.map((t) => t.seatPlanId))])
    return rows.map((t) => {
      let block: RealNameBlock = ''
      if (t.holderName) block = 'NAMED'
      else if (!takes) block = 'NOT_REQUIRED'
      else if (t.userId !== buyerId) block = 'TRANSFERRED'
      else if (t.state !== 'VALID') block = 'NOT_VALID'
      return {
        ticketId: t.ticketId,
        sessionName: tr(sessions.get(t.sessionId)?.name),
        seatPlanName: tr(plans.get(t.seatPlanId)),
        seatInfo: t.seatInfo,
        holder: t.holderName && t.holderIdType && t.holderIdNo ? { name: t.holderName, idType: t.holderIdType as AudienceIdType, idNoMasked: maskIdNo(t.holderIdNo) } : null,
        block,
        blockTitle: block === '' ? '' : nm(caller.lang, `block.${block}`),
      }
    })
  }

  /** The caller's ticket that may be named now, or why not. */
  async function namable(caller: Caller, ticketId: string): Promise<Outcome<TicketRow>> {
    const t = await repo.findTicket(caller.merchantId, ticketId)
    if (!t || t.userId !== caller.userId) return fail('NOT_FOUND', 'realName.ticketNotFound')
    if (!(await repo.takesNames(caller.merchantId, t.showId))) return fail('NOT_ALLOWED', 'realName.notRequired')
    if (t.holderName) return fail('NAMED', 'realName.named')
    if (t.state !== 'VALID') return fail('NOT_VALID', 'realName.notValid')
    return { ok: true, value: t }
  }

  /** The attendee to name: one of the caller's, or a new identity checked and saved by the attendee rules. */
  async function attendeeFor(caller: Caller, t: TicketRow, req: RealNameRequest): Promise<Outcome<AudienceRow>> {
    if ('audienceId' in req && typeof req.audienceId === 'string') {
      const a = await repo.findAudience(caller.merchantId, caller.userId, req.audienceId)
      return a ? { ok: true, value: a } : fail('NOT_FOUND', 'realName.audienceNotFound')
    }
    if (!('identity' in req) || !req.identity) return fail('BAD_REQUEST', 'realName.badRequest')
    // Before saving anything: the same person may not already hold this session (the bind re-checks under its lock).
    const idNo = req.identity.idNo.trim().toUpperCase()
    if (await repo.holdsSession(caller.merchantId, t.sessionId, req.identity.idType, idNo, t.ticketId)) return fail('TAKEN', 'realName.taken')
    const created = await audiences.create(caller, req.identity)
    if (!created.ok) {
      const { key, vars } = created
      return { ok: false, reason: created.reason === 'NOT_FOUND' ? 'NOT_FOUND' : 'BAD_REQUEST', say: (lang) => om(lang, key as Parameters<typeof om>[1], vars) }
    }
    const a = await repo.findAudience(caller.merchantId, caller.userId, created.value.audienceId)
    return a ? { ok: true, value: a } : fail('NOT_FOUND', 'realName.audienceNotFound')
  }

  return {
    async overview(caller, orderId) {
      const order = await repo.refunds.findOrder(caller.merchantId, orderId)
      if (!order || order.userId !== caller.userId || order.orderType !== 'TICKET') return fail('NOT_FOUND', 'realName.orderNotFound')
      const rows = (await repo.refunds.ticketsOfOrder(orderId)).filter((t) => t.state !== 'REBOOKED')
      const takes = await repo.takesNames(caller.merchantId, order.firstShowId)
      const showName = pickTranslation((await repo.refunds.showName(caller.merchantId, order.firstShowId)) ?? undefined, caller.lang, caller.fallback)
      return { ok: true, value: { orderId, showName, realNameEntry: takes, tickets: await view(caller, rows, order.userId, takes) } }
    },

    async bind(caller, ticketId, req) {
      const t = await namable(caller, ticketId)
      if (!t.ok) return t
      const a = await attendeeFor(caller, t.value, req)
      if (!a.ok) return a
      const at = new Date(now())
      const bound = await repo.transaction(async (tx): Promise<Outcome<TicketRow>> => {
        await tx.lockIdentity(caller.merchantId, a.value.idType, a.value.idNo)
        if (await tx.holdsSession(caller.merchantId, t.value.sessionId, a.value.idType, a.value.idNo, ticketId)) return fail('TAKEN', 'realName.taken')
        const row = await tx.bindHolder(ticketId, caller.userId, a.value, at)
        if (row) return { ok: true, value: row }
        const now = await tx.findTicket(caller.merchantId, ticketId)
        return now?.holderName ? fail('NAMED', 'realName.named') : fail('NOT_VALID', 'realName.notValid')
      })
      if (!bound.ok) return bound
      const [v] = await view(caller, [bound.value], caller.userId, true)
      return v ? { ok: true, value: v } : fail('NOT_FOUND', 'realName.ticketNotFound')
    },
  }
}

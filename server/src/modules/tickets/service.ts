/**
 * Tickets service: the buyer's ticket holder (list, detail with the signed code, code regeneration),
 * the merchant public key, and venue check-in. Expected failures are typed results (Outcome), never
 * exceptions; "not found" is the same answer whether a ticket is missing or another buyer's.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { CheckInOutcome, CheckInRequest, CheckInResponse, TicketCode, TicketDetail, TicketHolderPage, TicketPublicKey } from '../../../../types/tickets.js'
import type { Locale } from '../catalog/present.js'
import { checkWindow, decodeCode, signCode, verifyCode } from './code.js'
import type { KeyStore } from './keys.js'
import { checkInMessage, entryInstructions, type TicketMessageKey } from './messages.js'
import { localTime } from '../../lib/local-time.js'
import { groupBriefs, loadLookups, sessionStart, toBrief, type Lookups } from './present.js'
import type { HolderScope, TicketRow, TicketsRepository } from './repository.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  /** The merchant's default language (translations fall back to it). */
  fallback: Lang
}

export type TicketFailureReason = 'NOT_FOUND' | 'NOT_REGENERABLE' | 'STAFF_UNAUTHORIZED'
export interface Failure {
  ok: false
  reason: TicketFailureReason
  key: TicketMessageKey
}
export type Outcome<T> = { ok: true; value: T } | Failure

const fail = (reason: TicketFailureReason, key: TicketMessageKey): Failure => ({ ok: false, reason, key })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

/** A code stays valid until a day after its session starts (late entry, clock skew at the door). */
export const VALID_AFTER_START_MS = 24 * 3600_000

export interface TicketsService {
  list(caller: Caller, q: { scope: HolderScope; offset: number; length: number }): Promise<TicketHolderPage>
  detail(caller: Caller, ticketId: string): Promise<Outcome<TicketDetail>>
  /** Raise the ticket's code version (older codes are refused at check-in) and return the new code. */
  regenerate(caller: Caller, ticketId: string): Promise<Outcome<TicketCode>>
  publicKey(merchantId: string): Promise<TicketPublicKey>
  /** Venue check-in; every scan is logged, only an ADMITTED outcome changes the ticket. */
  checkIn(staffToken: string | undefined, req: CheckInRequest, lang: Lang): Promise<Outcome<CheckInResponse>>
}

export const hashStaffToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export function createTicketsService(repo: TicketsRepository, keys: KeyStore, now: () => number): TicketsService {
  const locale = (c: Caller): Locale => ({ lang: c.lang, fallback: c.fallback, merchantId: c.merchantId })

  /** The signed code of a ticket at its current version; null when the ticket cannot be used to enter. */
  async function codeOf(t: TicketRow, l: Lookups): Promise<TicketCode | null> {
    if (t.ticketForm === 'PAPER' || (t.state !== 'VALID' && t.state !== 'ADMITTED')) return null
    const key = await keys.activeKey(t.merchantId)
    const validFrom = t.createdAt.getTime()
    const validUntil = sessionStart(t, l).getTime() + VALID_AFTER_START_MS
    const code = signCode(
      {
        merchantId: t.merchantId,
        ticketId: t.ticketId,
        showId: t.showId,
        sessionId: t.sessionId,
        seat: t.seatInfo || t.seatPlanId,
        version: t.codeVersion,
        validFrom,
        validUntil,
        keyId: key.keyId,
      },
      key.privateKey,
    )
    // The code carries whole seconds; report the same values the code holds.
    const claims = decodeCode(code)
    return { code, version: t.codeVersion, validFrom: claims?.validFrom ?? validFrom, validUntil: claims?.validUntil ?? validUntil, keyId: key.keyId }
  }

  async function ownTicket(caller: Caller, ticketId: string): Promise<TicketRow | null> {
    const t = await repo.findTicket(caller.merchantId, ticketId)
    return t && t.userId === caller.userId ? t : null
  }

  return {
    async list(caller, q) {
      const page = await repo.listHolderTickets(caller.merchantId, caller.userId, q.scope, new Date(now()), q.offset, q.length)
      const l = await loadLookups(repo, caller.merchantId, page.rows)
      const loc = locale(caller)
      return { total: page.total, offset: q.offset, length: q.length, groups: groupBriefs(page.rows.map((t) => toBrief(t, l, loc))) }
    },

    async detail(caller, ticketId) {
      const t = await ownTicket(caller, ticketId)
      if (!t) return fail('NOT_FOUND', 'ticket.notFound')
      const l = await loadLookups(repo, caller.merchantId, [t])
      const brief = toBrief(t, l, locale(caller))
      const pickupCode = t.ticketForm === 'PICKUP' ? ((await repo.findPickupCode(t.orderId)) ?? '') : ''
      return done({
        ticket: brief,
        code: await codeOf(t, l),
        pickupCode,
        entryInstructions: entryInstructions(caller.lang, t.ticketForm, brief.showTimeDesc, brief.audience?.idType ?? null),
      })
    },

    async regenerate(caller, ticketId) {
      const bumped = await repo.bumpCodeVersion(caller.merchantId, caller.userId, ticketId, new Date(now()))
      if (!bumped) {
        // Tell "not yours / missing" apart from "yours but no longer usable" only for the owner.
        const own = await ownTicket(caller, ticketId)
        return own ? fail('NOT_REGENERABLE', 'ticket.notRegenerable') : fail('NOT_FOUND', 'ticket.notFound')
      }
      const code = await codeOf(bumped, await loadLookups(repo, caller.merchantId, [bumped]))
      return code ? done(code) : fail('NOT_REGENERABLE', 'ticket.notRegenerable')
    },

    publicKey(merchantId) {
      return keys.publicKey(merchantId)
    },

    async checkIn(staffToken, req, lang) {
      const tokenHash = staffToken ? hashStaffToken(staffToken) : null
      const merchantId = tokenHash ? await repo.findStaffMerchant(tokenHash) : null
      if (!merchantId || !tokenHash) return fail('STAFF_UNAUTHORIZED', 'staff.unauthorized')
      const scannedAt = new Date(now())
      // Read without trusting yet: which ticket and key the code names (verified in step 1).
      const claims = decodeCode(req.code)

      const answer = async (outcome: CheckInOutcome, t: TicketRow | null, offset = 480): Promise<Outcome<CheckInResponse>> => {
        await repo.logCheckIn({
          id: randomUUID(),
          merchantId,
          ticketId: t?.ticketId ?? null,
          sessionId: req.sessionId ?? t?.sessionId ?? null,
          codeVersion: claims?.version ?? null,
          outcome,
          staffTokenHash: tokenHash,
          scannedAt,
        })
        const admittedAt = t?.admittedAt ?? null
        const time = admittedAt ? localTime(admittedAt, offset) : ''
        return done({ outcome, message: checkInMessage(lang, outcome, { time }), ticketId: t?.ticketId ?? null, admittedAt: admittedAt?.getTime() ?? null })
      }

      // 1. A genuine code of this merchant: signature checked with the key the code names.
      if (!claims || claims.merchantId !== merchantId) return answer('INVALID', null)
      const key = await keys.keyById(merchantId, claims.keyId)
      if (!key || !verifyCode(req.code, key.publicKeyObject).ok) return answer('INVALID', null)
      const ticket = await repo.findTicket(merchantId, claims.ticketId)
      if (!ticket) return answer('INVALID', null)
      const [show] = await repo.findShows(merchantId, [ticket.showId])
      const offset = show?.utcOffset ?? 480
      const takesNames = await repo.takesNames(merchantId, ticket.showId)

      /** Why `t` cannot be admitted with this code now; null when it can. */
      const refusal = (t: TicketRow): CheckInOutcome | null => {
        if (req.sessionId && req.sessionId !== t.sessionId) return 'WRONG_SESSION'
        if (claims.version !== t.codeVersion) return 'REVOKED'
        if (t.state === 'REFUNDED') return 'REFUNDED'
        // Moved to another session: this ticket's codes are void, the new ticket has its own.
        if (t.state === 'REBOOKED') return 'REVOKED'
        if (t.state === 'ADMITTED') return 'ALREADY_ADMITTED'
        if (t.state === 'EXPIRED') return 'EXPIRED'
        // A show that takes names admits a named holder only (the name is checked against the ID at the door).
        if (takesNames && !t.holderName) return 'UNNAMED'
        const window = checkWindow(claims, scannedAt.getTime())
        return window === 'OK' ? null : window
      }

      // 2. Refusals change nothing.
      const refused = refusal(ticket)
      if (refused) return answer(refused, ticket, offset)

      // 3. Admit with one conditional update; a concurrent scan, regeneration or refund that got there
      //    first makes it match no row, and the ticket as it is now says why.
      const admitted = await repo.admit(merchantId, ticket.ticketId, claims.version, scannedAt)
      if (admitted) return answer('ADMITTED', admitted, offset)
      const current = await repo.findTicket(merchantId, ticket.ticketId)
      return answer((current && refusal(current)) ?? 'INVALID', current, offset)
    },
  }
}

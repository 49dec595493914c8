/**
 * Transfers service: send a ticket to a phone number, the transferee accepts it (logged in with that
 * phone), the sender cancels it, the expiry job ends the ones nobody accepted. Expected failures are
 * typed results; a transfer the caller neither sent nor may receive answers not-found, exactly like
 * a missing one.
 */
import { randomBytes } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { SendTransferRequest, TransferList, TransferRole, TransferView } from '../../../../types/transfers.js'
import { isValidPhone, normaliseCountryCode } from '../accounts/validation.js'
import { maskTarget } from '../accounts/unregister/service.js'
import type { Locale } from '../catalog/present.js'
import { loadLookups, sessionStart, toBrief } from '../tickets/present.js'
import type { TicketsRepository } from '../tickets/repository.js'
import { stateTitle, tfm, transfersLeftMessage, type TransferMessageKey } from './messages.js'
import type { Phone, TicketRow, TransferRow, TransfersRepository } from './repository.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

export type TransferFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'NOT_TRANSFERABLE' | 'PENDING' | 'LIMIT' | 'ACCEPT_FAILED' | 'ACCEPTED' | 'OVERTIME' | 'CANCELLED'
export interface Failure {
  ok: false
  reason: TransferFailureReason
  key: TransferMessageKey
}
export type Outcome<T> = { ok: true; value: T } | Failure

const fail = (reason: TransferFailureReason, key: TransferMessageKey): Failure => ({ ok: false, reason, key })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

export interface TransferPolicy {
  /** The transferee has this long to accept (and never past the session's start). */
  acceptHours: number
  /** How many times one ticket may change hands. */
  maxTransfersPerTicket: number
}
export const DEFAULT_POLICY: TransferPolicy = { acceptHours: 24, maxTransfersPerTicket: 2 }

export interface TransfersService {
  rule(lang: Lang): string[]
  send(caller: Caller, req: SendTransferRequest): Promise<Outcome<TransferView>>
  list(caller: Caller): Promise<TransferList>
  detail(caller: Caller, transferId: string): Promise<Outcome<TransferView>>
  accept(caller: Caller, transferId: string): Promise<Outcome<TransferView>>
  cancel(caller: Caller, transferId: string): Promise<Outcome<TransferView>>
  /** The expiry job's body: transfers past their identityLimitTime become OVERTIME. */
  expire(): Promise<number>
}

export interface ServiceOptions {
  now: () => number
  policy?: TransferPolicy
  /** TEST ONLY: the read-then-write accept, and the send without the order lock, the race tests' control runs use. */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs between reading and writing in the unlocked accept and send. */
  testOnlyBetween?: () => Promise<void>
}

class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.key)
  }
}

const maskedPhone = (p: Phone | null) => (p ? maskTarget({ kind: 'SMS', countryCode: p.countryCode, cellphone: p.cellphone }) : '')

const samePhone = (a: Phone | null, t: TransferRow) => !!a && a.countryCode === t.toCountryCode && a.cellphone === t.toPhone

/** Why the state of a finished transfer stops an accept, in the spec's §8 words. */
function finishedFailure(t: TransferRow): Failure {
  if (t.state === 'ACCEPTED') return fail('ACCEPTED', 'transfer.alreadyAccepted')
  if (t.state === 'CANCELLED') return fail('CANCELLED', 'transfer.cancelledBySender')
  return fail('OVERTIME', 'transfer.overtime')
}

export function createTransfersService(repo: TransfersRepository, tickets: TicketsRepository, opts: ServiceOptions): TransfersService {
  const policy = opts.policy ?? DEFAULT_POLICY
  const locale = (c: Caller): Locale => ({ lang: c.lang, fallback: c.fallback, merchantId: c.merchantId })

  async function views(caller: Caller, rows: TransferRow[], phone: Phone | null): Promise<TransferView[]> {
    const ticketRows = (await Promise.all([...new Set(rows.map((r) => r.ticketId))].map((id) => repo.findTicket(caller.merchantId, id)))).filter((t): t is TicketRow => t !== null)
    const byId = new Map(ticketRows.map((t) => [t.ticketId, t]))
    const l = await loadLookups(tickets, caller.merchantId, ticketRows)
    const counts = await repo.acceptedCounts(ticketRows.map((t) => t.ticketId))
    const loc = locale(caller)
    // The recipient learns who sent it, masked: enough to recognise a friend, not to copy a number.
    const senders = [...new Set(rows.filter((r) => r.fromUserId !== caller.userId).map((r) => r.fromUserId))]
    const senderPhones = new Map(await Promise.all(senders.map(async (id) => [id, await repo.userPhone(caller.merchantId, id)] as const)))
    return rows.flatMap((r) => {
      const t = byId.get(r.ticketId)
      if (!t) return []
      const role: TransferRole = r.fromUserId === caller.userId ? 'SENDER' : 'RECIPIENT'
      // The recipient sees only transfers to their phone (or that they accepted): anything else is not theirs.
      if (role === 'RECIPIENT' && r.toUserId !== caller.userId && !samePhone(phone, r)) return []
      const b = toBrief(t, l, loc)
      const left = Math.max(0, policy.maxTransfersPerTicket - (counts.get(t.ticketId) ?? 0))
      return [
        {
          transferId: r.transferId,
          ticketId: r.ticketId,
          role,
          state: r.state,
          stateTitle: stateTitle(caller.lang, role, r.state),
          transfereePhone: role === 'SENDER' ? r.toPhone : '',
          senderPhoneMasked: role === 'RECIPIENT' ? maskedPhone(senderPhones.get(r.fromUserId) ?? null) : '',
          showName: b.showName,
          sessionName: b.sessionName,
          showTimeDesc: b.showTimeDesc,
          venueName: b.venueName,
          seatPlanName: b.seatPlanName,
          seatInfo: b.seatInfo,
          identityLimitTime: r.expiresAt.getTime(),
          createdAt: r.createdAt.getTime(),
          finishedAt: r.finishedAt?.getTime() ?? null,
          transfersLeft: left,
          transfersLeftMessage: transfersLeftMessage(caller.lang, left),
        },
      ]
    })
  }

  async function viewOf(caller: Caller, row: TransferRow, phone?: Phone | null): Promise<Outcome<TransferView>> {
    const [v] = await views(caller, [row], phone === undefined ? await repo.userPhone(caller.merchantId, caller.userId) : phone)
    return v ? done(v) : fail('NOT_FOUND', 'transfer.notFound')
  }

  /** Checks that need the ticket; null when it may be sent now. `start` is its session's start. */
  async function ticketProblem(t: TicketRow, at: number, start: number, r: TransfersRepository): Promise<Failure | null> {
    if (t.ticketForm !== 'E_TICKET') return fail('NOT_TRANSFERABLE', 'transfer.notTransferable')
    // Real-name tickets name who may enter ("restricted to designated users"): they cannot change hands.
    if (t.holderName || t.audienceId) return fail('NOT_TRANSFERABLE', 'transfer.realName')
    if (t.state !== 'VALID') return fail('NOT_TRANSFERABLE', 'transfer.unusable')
    if (start <= at) return fail('NOT_TRANSFERABLE', 'transfer.started')
    if ((await r.acceptedCount(t.ticketId)) >= policy.maxTransfersPerTicket) return fail('LIMIT', 'transfer.limitReached')
    return null
  }

  /**
   * The ticket is checked and the transfer written under the order's lock, the one a refund of that
   * order holds: a refund committed first leaves the ticket REFUNDED here, and a transfer committed
   * first is seen by the refund, which then refuses that ticket. Reads only through `tx` (on PGlite,
   * one connection, a read beside the transaction would wait for it).
   */
  async function sendIn(tx: TransfersRepository, caller: Caller, ticketId: string, to: { countryCode: string; phone: string }, at: number, start: number): Promise<Outcome<TransferRow>> {
    if (!opts.testOnlyUnlocked) await tx.lockOrder((await tx.findTicket(caller.merchantId, ticketId))?.orderId ?? '')
    const t = await tx.findTicket(caller.merchantId, ticketId)
    if (!t || t.userId !== caller.userId) return fail('NOT_FOUND', 'transfer.ticketNotFound')
    const problem = await ticketProblem(t, at, start, tx)
    if (problem) return problem
    if (opts.testOnlyUnlocked) await opts.testOnlyBetween?.()
    const row = await tx.insertIfNoOpen({
      transferId: randomBytes(10).toString('hex'),
      merchantId: caller.merchantId,
      ticketId: t.ticketId,
      fromUserId: caller.userId,
      toCountryCode: to.countryCode,
      toPhone: to.phone,
      state: 'IN_TRANSFER',
      codeVersion: t.codeVersion,
      expiresAt: new Date(Math.min(at + policy.acceptHours * 3600_000, start)),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    return row ? done(row) : fail('PENDING', 'transfer.pending')
  }

  async function acceptIn(tx: TransfersRepository, caller: Caller, t: TransferRow, at: Date): Promise<TransferRow> {
    if (opts.testOnlyUnlocked) {
      const racy = await tx.testOnlyRacyAccept(t.transferId, caller.userId, at, opts.testOnlyBetween ?? (async () => {}))
      if (!racy) throw new Refusal(fail('ACCEPT_FAILED', 'transfer.acceptFailed'))
      return racy
    }
    const marked = await tx.markAccepted(t.transferId, caller.userId, at)
    if (!marked) {
      const now = await tx.findTransfer(caller.merchantId, t.transferId)
      if (now && now.state !== 'IN_TRANSFER') throw new Refusal(finishedFailure(now))
      throw new Refusal(fail('OVERTIME', 'transfer.overtime'))
    }
    const moved = await tx.moveTicket(t.ticketId, t.fromUserId, t.codeVersion, caller.userId, at)
    // The sender's ticket was used, refunded or regenerated since it was sent: nothing changes hands.
    if (!moved) throw new Refusal(fail('ACCEPT_FAILED', 'transfer.acceptFailed'))
    // The sender's codes (every version up to the one sent) stop verifying, also offline.
    await tx.insertRevocation({ merchantId: t.merchantId, ticketId: t.ticketId, version: t.codeVersion, reason: 'TRANSFERRED', revokedAt: at })
    return marked
  }

  return {
    rule(lang) {
      return [tfm(lang, 'rule.who'), tfm(lang, 'rule.phone'), tfm(lang, 'rule.time', { hours: policy.acceptHours }), tfm(lang, 'rule.cancel'), tfm(lang, 'rule.code', { max: policy.maxTransfersPerTicket })]
    },

    async send(caller, req) {
      if (req.policyAgreed !== true) return fail('BAD_REQUEST', 'transfer.policyRequired')
      const phone = (req.phone ?? '').trim()
      if (!phone) return fail('BAD_REQUEST', 'transfer.phoneRequired')
      const countryCode = normaliseCountryCode(req.countryCode)
      if (!isValidPhone(countryCode, phone)) return fail('BAD_REQUEST', 'transfer.phoneInvalid')
      const found = await repo.findTicket(caller.merchantId, req.ticketId)
      if (!found || found.userId !== caller.userId) return fail('NOT_FOUND', 'transfer.ticketNotFound')
      const own = await repo.userPhone(caller.merchantId, caller.userId)
      if (own && own.countryCode === countryCode && own.cellphone === phone) return fail('BAD_REQUEST', 'transfer.selfPhone')
      // The session's start is catalog data: read before the transaction, it does not change under it.
      const start = sessionStart(found, await loadLookups(tickets, found.merchantId, [found])).getTime()
      const sent = await repo.transaction((tx) => sendIn(tx, caller, found.ticketId, { countryCode, phone }, opts.now(), start))
      // The view reads beside the transaction, not in it (PGlite has one connection).
      return sent.ok ? viewOf(caller, sent.value, own) : sent
    },

    async list(caller) {
      const phone = await repo.userPhone(caller.merchantId, caller.userId)
      const all = await views(caller, await repo.listFor(caller.merchantId, caller.userId, phone, 100), phone)
      return { sent: all.filter((v) => v.role === 'SENDER'), received: all.filter((v) => v.role === 'RECIPIENT') }
    },

    async detail(caller, transferId) {
      const t = await repo.findTransfer(caller.merchantId, transferId)
      return t ? viewOf(caller, t) : fail('NOT_FOUND', 'transfer.notFound')
    },

    async accept(caller, transferId) {
      const t = await repo.findTransfer(caller.merchantId, transferId)
      if (!t) return fail('NOT_FOUND', 'transfer.notFound')
      const phone = await repo.userPhone(caller.merchantId, caller.userId)
      if (t.fromUserId === caller.userId) return fail('BAD_REQUEST', 'transfer.ownTransfer')
      // Only the account logged in with the phone it was sent to may see or take it.
      if (!samePhone(phone, t)) return t.toUserId === caller.userId ? finishedFailure(t) : fail('NOT_FOUND', 'transfer.notFound')
      if (t.state !== 'IN_TRANSFER') return finishedFailure(t)
      const at = new Date(opts.now())
      if (t.expiresAt.getTime() <= at.getTime()) {
        // Past its time but not yet swept: end it now, so the answer and the record agree.
        await repo.finish(t.transferId, 'OVERTIME', at, { expiredBy: at })
        return fail('OVERTIME', 'transfer.overtime')
      }
      try {
        const row = await repo.transaction((tx) => acceptIn(tx, caller, t, at))
        return viewOf(caller, row, phone)
      } catch (err) {
        if (err instanceof Refusal) return err.failure
        throw err
      }
    },

    async cancel(caller, transferId) {
      const t = await repo.findTransfer(caller.merchantId, transferId)
      if (!t || t.fromUserId !== caller.userId) return fail('NOT_FOUND', 'transfer.notFound')
      const row = await repo.finish(t.transferId, 'CANCELLED', new Date(opts.now()), { fromUserId: caller.userId })
      if (row) return viewOf(caller, row)
      const now = await repo.findTransfer(caller.merchantId, transferId)
      return now ? finishedFailure(now) : fail('NOT_FOUND', 'transfer.notFound')
    },

    async expire() {
      let total = 0
      for (;;) {
        const rows = await repo.expireDue(new Date(opts.now()), 500)
        total += rows.length
        if (rows.length < 500) return total
      }
    },
  }
}

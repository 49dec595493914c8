/**
 * Rebooks service: the rebook overview (which tickets may move, to which sessions and tiers) and the
 * buyer's rebook request. Expected failures are typed results; another buyer's order is the same
 * NOT_FOUND as a missing one.
 *
 * Why a rebook is exact under concurrency: the request runs in ONE transaction that first locks the
 * order row (the lock refunds and transfer sends take too, so they take turns with it), re-reads the
 * idempotency key, moves the tickets VALID → REBOOKED with one conditional UPDATE (a check-in or refund
 * that committed first makes the count come short and everything rolls back), gives the old places back
 * and takes the new ones with the orders module's conditional stock statement (N buyers onto the last
 * K places: exactly K succeed), issues the new tickets and writes the old codes' revocations. The price
 * difference given back is a refund row (kind REBOOK) paid by the refunds completer after the commit.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { RebookBlock, RebookOverview, RebookRequest, RebookView } from '../../../../types/rebooks.js'
import { pickTranslation, type Translations } from '../../i18n/translations.js'
import type { OrderRow, TicketRow } from '../refunds/repository.js'
import { shares } from '../refunds/rules.js'
import { bm } from './messages.js'
import { moveOrRefuse } from './move.js'
import { done, fail, Refusal, type Outcome } from './outcome.js'
import type { RebookRow, RebooksRepository } from './repository.js'
import { blockOf, FALLBACK_REBOOK_RULE, openAt, ruleView, type RebookRule } from './rules.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

/** At most this many tickets per request. */
export const MAX_TICKETS_PER_REQUEST = 50

export interface ServiceOptions {
  now: () => number
  /** TEST ONLY (control runs): take the new places by read-then-write instead of the conditional update. */
  testOnlyUnguardedStock?: boolean
}

export async function loadRule(repo: RebooksRepository, merchantId: string, showId: string): Promise<RebookRule> {
  const row = await repo.findRule(merchantId, showId)
  return row ? { showId, allowed: row.allowed, minHoursBefore: row.minHoursBefore, feeCents: row.feeCents, maxRebooksPerOrder: row.maxRebooksPerOrder } : { showId, ...FALLBACK_REBOOK_RULE }
}

/** Everything a rebook of one order is decided on, read through `repo` (inside the transaction for a request). */
export interface OrderState {
  order: OrderRow
  rule: RebookRule
  /** The order's tickets that were not moved away already. */
  tickets: TicketRow[]
  /** Each of those tickets' share of what the order still holds (pay amount less differences given back). */
  share: Map<string, number>
  blocks: Map<string, RebookBlock>
  starts: Map<string, number>
  rebooks: RebookRow[]
  currency: string
}

export async function loadOrderState(repo: RebooksRepository, order: OrderRow, now: number): Promise<OrderState> {
  const r = repo.refunds
  const rule = await loadRule(repo, order.merchantId, order.firstShowId)
  const tickets = (await r.ticketsOfOrder(order.orderId)).filter((t) => t.state !== 'REBOOKED')
  const rebooks = await repo.rebooksOfOrder(order.orderId)
  const givenBack = rebooks.reduce((s, x) => s + x.refundCents, 0)
  const share = shares(
    tickets.map((t) => ({ ticketId: t.ticketId, priceCents: t.priceCents })),
    order.payAmountCents - givenBack,
  )
  const sessions = await r.sessionStarts(order.merchantId, [...new Set(tickets.map((t) => t.sessionId))])
  const starts = new Map([...sessions].map(([id, s]) => [id, s.startTime.getTime()]))
  const inTransfer = await r.ticketsInTransfer(tickets.map((t) => t.ticketId))
  const paid = order.state === ORDER_STATE.Succeeded
  const blocks = new Map(
    tickets.map((t) => {
      const b = blockOf({ ...t, sessionStart: starts.get(t.sessionId) ?? 0 }, rule, { buyerId: order.userId, inTransfer: inTransfer.has(t.ticketId), now })
      return [t.ticketId, !paid && b === '' ? 'NOT_VALID' : b] as const
    }),
  )
  const currency = (await r.paidPayment(order.orderId))?.currency ?? 'CNY'
  return { order, rule, tickets, share, blocks, starts, rebooks, currency }
}

export interface RebooksService {
  overview(caller: Caller, orderId: string): Promise<Outcome<RebookOverview>>
  /** Move the tickets (one transaction); a difference to give back is paid by the refunds completer afterwards (refundId). */
  request(caller: Caller, orderId: string, req: RebookRequest, idempotencyKey: string): Promise<Outcome<{ rebookId: string; refundId: string | null }>>
  view(caller: Caller, rebookId: string): Promise<RebookView | null>
}

export function createRebooksService(repo: RebooksRepository, opts: ServiceOptions): RebooksService {
  const { now } = opts
  const tr = (c: Caller, v: Translations | null | undefined) => pickTranslation(v ?? undefined, c.lang, c.fallback)

  async function ownOrder(caller: Caller, orderId: string, r: RebooksRepository = repo): Promise<OrderRow | null> {
    const o = await r.refunds.findOrder(caller.merchantId, orderId)
    return o && o.userId === caller.userId && o.orderType === 'TICKET' ? o : null
  }

  async function views(caller: Caller, rows: RebookRow[]): Promise<RebookView[]> {
    if (rows.length === 0) return []
    const first = rows[0] as RebookRow
    const sessionIds = [...new Set(rows.flatMap((x) => [x.fromSessionId, x.toSessionId]))]
    const names = await repo.refunds.sessionStarts(caller.merchantId, sessionIds)
    const planNames = await repo.refunds.seatPlanNames(caller.merchantId, [...new Set(rows.map((x) => x.toSeatPlanId))])
    const moved = await repo.rebookTicketsOfOrder(first.orderId)
    const currency = (await repo.refunds.paidPayment(first.orderId))?.currency ?? 'CNY'
    const refunds = await repo.refunds.refundsOfOrder(first.orderId)
    return rows.map((x) => {
      const refund = refunds.find((f) => f.refundId === x.refundId)
      const refundState = refund ? refund.state : ''
      return {
        rebookId: x.rebookId,
        orderId: x.orderId,
        fromSessionName: tr(caller, names.get(x.fromSessionId)?.name),
        toSessionName: tr(caller, names.get(x.toSessionId)?.name),
        toSeatPlanName: tr(caller, planNames.get(x.toSeatPlanId)),
        oldTicketIds: moved.filter((m) => m.rebookId === x.rebookId).map((m) => m.oldTicketId),
        newTicketIds: moved.filter((m) => m.rebookId === x.rebookId).map((m) => m.newTicketId),
        feeCents: x.feeCents,
        refundCents: x.refundCents,
        refundState,
        refundStateTitle: refundState ? bm(caller.lang, `refund.${refundState}`) : '',
        currency,
        createdAt: x.createdAt.getTime(),
      }
    })
  }

  async function overview(caller: Caller, orderId: string): Promise<Outcome<RebookOverview>> {
    const order = await ownOrder(caller, orderId)
    if (!order) return fail('NOT_FOUND', 'rebook.orderNotFound')
    const t = now()
    const s = await loadOrderState(repo, order, t)
    const sessions = await repo.showSessions(caller.merchantId, order.firstShowId)
    const plans = await repo.showSeatPlans(caller.merchantId, order.firstShowId)
    const left = await repo.remaining(caller.merchantId, plans.map((p) => p.seatPlanId))
    const movable = s.tickets.filter((x) => s.blocks.get(x.ticketId) === '')
    const dearest = Math.max(-1, ...movable.map((x) => x.priceCents))
    const sessionNames = new Map(sessions.map((x) => [x.sessionId, x.name]))
    const planNames = new Map(plans.map((p) => [p.seatPlanId, p.name]))
    return done({
      orderId,
      orderNumber: order.orderNumber,
      showName: tr(caller, await repo.refunds.showName(caller.merchantId, order.firstShowId)),
      currency: s.currency,
      rebooksLeft: Math.max(0, s.rule.maxRebooksPerOrder - s.rebooks.length),
      rule: ruleView(s.rule, caller.lang, s.currency),
      tickets: s.tickets.map((x) => {
        const block = s.blocks.get(x.ticketId) ?? 'NOT_VALID'
        return {
          ticketId: x.ticketId,
          sessionId: x.sessionId,
          sessionName: tr(caller, sessionNames.get(x.sessionId)),
          seatPlanName: tr(caller, planNames.get(x.seatPlanId)),
          seatInfo: x.seatInfo,
          priceCents: x.priceCents,
          block,
          blockTitle: block === '' ? '' : bm(caller.lang, `block.${block}`),
        }
      }),
      sessions: sessions
        .filter((x) => s.rule.allowed && x.status === 'ON_SALE' && openAt(s.rule, x.startTime.getTime(), t))
        .map((x) => ({
          sessionId: x.sessionId,
          sessionName: tr(caller, x.name),
          startTime: x.startTime.getTime(),
          plans: plans
            .filter((p) => p.sessionId === x.sessionId)
            .map((p) => {
              const remaining = Math.max(0, left.get(p.seatPlanId) ?? 0)
              return { seatPlanId: p.seatPlanId, seatPlanName: tr(caller, p.name), priceCents: p.priceCents, remaining, available: remaining > 0 && p.saleState !== 'SOLD_OUT' && p.priceCents <= dearest }
            }),
        })),
      rebooks: await views(caller, s.rebooks),
    })
  }

  return {
    overview,

    async request(caller, orderId, req, key) {
      const ids = req.ticketIds
      if (ids.length === 0) return fail('BAD_REQUEST', 'rebook.noTickets')
      if (ids.length > MAX_TICKETS_PER_REQUEST) return fail('BAD_REQUEST', 'rebook.tooManyTickets', { max: MAX_TICKETS_PER_REQUEST })
      if (new Set(ids).size !== ids.length) return fail('BAD_REQUEST', 'rebook.duplicateTickets')
      const hash = createHash('sha256')
        .update(JSON.stringify([[...ids].sort(), req.toSessionId, req.toSeatPlanId]))
        .digest('hex')
      try {
        return done(
          await repo.transaction(async (tx) => {
            const own = await ownOrder(caller, orderId, tx)
            if (!own) throw new Refusal(fail('NOT_FOUND', 'rebook.orderNotFound'))
            const order = await tx.refunds.lockOrder(orderId)
            if (!order) throw new Refusal(fail('NOT_FOUND', 'rebook.orderNotFound'))
            // Under the order lock: a retry of a rebook that committed meanwhile finds its key here.
            const earlier = await tx.findRebookByKey(caller.merchantId, caller.userId, key)
            if (earlier) {
              if (earlier.requestHash !== hash || earlier.orderId !== orderId) throw new Refusal(fail('KEY_REUSED', 'rebook.keyReused'))
              return { rebookId: earlier.rebookId, refundId: earlier.refundId }
            }
            const at = now()
            const state = await loadOrderState(tx, order, at)
            return moveOrRefuse(tx, state, { ...req, rebookId: `RB${randomUUID().replace(/-/g, '').slice(0, 24)}`, key, hash, at, unguarded: opts.testOnlyUnguardedStock === true })
          }),
        )
      } catch (err) {
        if (err instanceof Refusal) return err.failure
        throw err
      }
    },

    async view(caller, rebookId) {
      const row = await repo.findRebook(caller.merchantId, rebookId)
      if (!row || row.userId !== caller.userId) return null
      const [v] = await views(caller, [row])
      return v ?? null
    },
  }
}

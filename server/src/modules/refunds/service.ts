/**
 * Refunds service: the refund overview and rule, the buyer's refund request, and (complete.ts) giving
 * the money back through the provider. Expected failures are typed results, never exceptions; another
 * buyer's order is the same NOT_FOUND as a missing one.
 *
 * Why a refund can never be paid twice:
 * - the request runs in ONE transaction that first locks the order row (concurrent refunds of one order
 *   queue there), then re-reads the idempotency key (a retry replays the first answer), then revokes the
 *   chosen tickets with one conditional UPDATE ... WHERE state = 'VALID' (a ticket refunded or admitted
 *   meanwhile makes the count come short and the whole transaction rolls back);
 * - refund_tickets has the ticket id as primary key and the ledger one REFUND entry per refund id, so
 *   even a code path that skipped the checks could not refund a ticket or book a refund twice;
 * - the provider is asked with the refund id as its request number, which it refunds once however
 *   often it is asked (a timed-out call is retried by the sweep with the same number).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { RefundOverview, RefundRuleView, RefundView } from '../../../../types/refunds.js'
import { pickTranslation } from '../../i18n/translations.js'
import { rm, type RefundMessageKey } from './messages.js'
import { planTickets, pointsShare, shardsFor, type TicketPlan } from './plan.js'
import type { OrderRow, RefundRow, RefundsRepository } from './repository.js'
import { givePointsBack, pointsBackByRefund } from '../membership/order-points.js'
import { addOnLinesOf } from '../products/add-ons.js'
import { goodsPartOf, returnGoods } from './goods.js'
import { FALLBACK_RULE, providerAmount, ruleView, type RefundRule } from './rules.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

export type RefundFailureReason = 'NOT_FOUND' | 'NOT_PAID' | 'NOT_ALLOWED' | 'WINDOW_CLOSED' | 'BAD_REQUEST' | 'UNAVAILABLE' | 'LIMIT' | 'KEY_REUSED'
export interface Failure {
  ok: false
  reason: RefundFailureReason
  key: RefundMessageKey
  vars?: Record<string, string | number>
}
export type Outcome<T> = { ok: true; value: T } | Failure

const fail = (reason: RefundFailureReason, key: RefundMessageKey, vars?: Record<string, string | number>): Failure => ({ ok: false, reason, key, vars })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

/** At most this many tickets per request (an order holds at most a few dozen). */
export const MAX_TICKETS_PER_REQUEST = 50

export interface RequestOptions {
  now: () => number
  /** TEST ONLY (control runs): no order lock, and tickets revoked by read-then-write instead of one conditional UPDATE. */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs right before the tickets are revoked (after the read, on the unlocked path). */
  testOnlyBeforeRevoke?: (ticketIds: string[]) => Promise<void>
}

export async function loadRule(repo: RefundsRepository, merchantId: string, showId: string): Promise<RefundRule> {
  const row = await repo.findRule(merchantId, showId)
  return row ? { showId, allowed: row.allowed, tiers: row.tiers, maxRefundsPerOrder: row.maxRefundsPerOrder } : { showId, ...FALLBACK_RULE }
}

/** The plan of every ticket of the order as of `now`: each its share of what the tickets were paid (refunds/goods.ts). */
async function planOrder(repo: RefundsRepository, order: OrderRow, now: number, goodsCents: number): Promise<TicketPlan[]> {
  // Tickets moved away by a rebook are replaced by their new ones (same order); the differences a
  // rebook gave back are no longer the order's to share out.
  const tickets = (await repo.ticketsOfOrder(order.orderId)).filter((t) => t.state !== 'REBOOKED')
  const givenBack = (await repo.refundsOfOrder(order.orderId)).filter((r) => r.kind === 'REBOOK').reduce((s, r) => s + r.amountCents, 0)
  const rules = new Map<string, RefundRule>()
  for (const showId of new Set(tickets.map((t) => t.showId))) rules.set(showId, await loadRule(repo, order.merchantId, showId))
  const sessions = await repo.sessionStarts(order.merchantId, [...new Set(tickets.map((t) => t.sessionId))])
  const starts = new Map([...sessions].map(([id, s]) => [id, s.startTime]))
  const inTransfer = await repo.ticketsInTransfer(tickets.map((t) => t.ticketId))
  return planTickets({ tickets, buyerId: order.userId, inTransfer, payAmountCents: order.payAmountCents - goodsCents - givenBack, rules, starts, now })
}

export function refundView(r: RefundRow, ticketIds: string[], lang: Lang, pointsBack = 0): RefundView {
  return {
    refundId: r.refundId,
    orderId: r.orderId,
    state: r.state,
    stateTitle: rm(lang, `state.${r.state}`),
    ticketIds,
    grossCents: r.grossCents,
    feeCents: r.feeCents,
    amountCents: r.amountCents,
    currency: r.currency,
    pointsBack,
    createdAt: r.createdAt.getTime(),
    refundedAt: r.refundedAt?.getTime() ?? null,
  }
}

const hashOf = (ticketIds: string[] | undefined) => createHash('sha256').update(JSON.stringify(ticketIds ? [...ticketIds].sort() : '*')).digest('hex')

/** Thrown inside the request transaction to roll it back with a typed answer. */
class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason)
  }
}

export interface RefundsService {
  rule(merchantId: string, showId: string, lang: Lang): Promise<RefundRuleView>
  overview(caller: Caller, orderId: string): Promise<Outcome<RefundOverview>>
  /** Revoke the tickets and record the refund (one transaction); the provider is asked afterwards. */
  request(caller: Caller, orderId: string, ticketIds: string[] | undefined, idempotencyKey: string): Promise<Outcome<RefundRow & { ticketIds: string[] }>>
}

export function createRefundsService(repo: RefundsRepository, opts: RequestOptions): RefundsService {
  const { now } = opts

  async function ownOrder(caller: Caller, orderId: string, r: RefundsRepository = repo): Promise<OrderRow | null> {
    const o = await r.findOrder(caller.merchantId, orderId)
    return o && o.userId === caller.userId ? o : null
  }

  async function replay(tx: RefundsRepository, caller: Caller, key: string, hash: string) {
    const earlier = await tx.findRefundByKey(caller.merchantId, caller.userId, key)
    if (!earlier) return null
    if (earlier.requestHash !== hash) throw new Refusal(fail('KEY_REUSED', 'refund.keyReused'))
    const ids = (await tx.refundTicketsOfOrder(earlier.orderId)).filter((t) => t.refundId === earlier.refundId).map((t) => t.ticketId)
    return { ...earlier, ticketIds: ids }
  }

  /** Which plans the request names (all refundable ones when none are named), or a refusal. */
  function chosen(plans: TicketPlan[], ticketIds: string[] | undefined): TicketPlan[] {
    const picked = ticketIds ? ticketIds.map((id) => plans.find((p) => p.ticket.ticketId === id)) : plans.filter((p) => p.block === '')
    if (picked.some((p) => !p)) throw new Refusal(fail('BAD_REQUEST', 'refund.ticketUnknown'))
    const list = picked as TicketPlan[]
    if (list.length === 0) {
      const blocks = new Set(plans.map((p) => p.block))
      if (blocks.has('NOT_ALLOWED')) throw new Refusal(fail('NOT_ALLOWED', 'refund.notAllowed'))
      if (blocks.has('WINDOW_CLOSED')) throw new Refusal(fail('WINDOW_CLOSED', 'refund.windowClosed'))
      throw new Refusal(fail(ticketIds ? 'BAD_REQUEST' : 'UNAVAILABLE', ticketIds ? 'refund.noTickets' : 'refund.ticketUnavailable'))
    }
    for (const p of list) {
      if (p.block === 'NOT_ALLOWED') throw new Refusal(fail('NOT_ALLOWED', 'refund.notAllowed'))
      if (p.block === 'WINDOW_CLOSED') throw new Refusal(fail('WINDOW_CLOSED', 'refund.windowClosed'))
      if (p.block === 'IN_TRANSFER') throw new Refusal(fail('UNAVAILABLE', 'refund.inTransfer'))
      if (p.block !== '') throw new Refusal(fail('UNAVAILABLE', 'refund.ticketUnavailable'))
    }
    return list
  }

  /** The tickets leave the order: revoked, places and seats back on sale, the buyer's count lowered. */
  async function release(tx: RefundsRepository, order: OrderRow, refundId: string, list: TicketPlan[], at: Date): Promise<void> {
    const ids = list.map((p) => p.ticket.ticketId)
    const between = async () => opts.testOnlyBeforeRevoke?.(ids)
    let revoked
    if (opts.testOnlyUnlocked) revoked = await tx.testOnlyRacyRevoke(order.orderId, ids, at, between)
    else {
      await between()
      revoked = await tx.revokeTickets(order.orderId, order.userId, ids, at)
    }
    if (revoked.length !== ids.length) throw new Refusal(fail('UNAVAILABLE', 'refund.ticketUnavailable'))
    const released = [...(await tx.refundTicketsOfOrder(order.orderId)), ...(await tx.rebookedPlacesOfOrder(order.orderId))]
    const shard = shardsFor(await tx.itemsOfOrder(order.orderId), released, list.map((p) => p.ticket))
    await tx.insertRefundTickets(
      list.map((p) => ({ ticketId: p.ticket.ticketId, refundId, orderId: order.orderId, lineNo: p.ticket.lineNo, shard: shard.get(p.ticket.ticketId) ?? 0, grossCents: p.grossCents, feeCents: p.feeCents })),
    )
    for (const p of [...list].sort((a, b) => a.ticket.seatPlanId.localeCompare(b.ticket.seatPlanId))) {
      await tx.releaseSold(order.merchantId, p.ticket.seatPlanId, shard.get(p.ticket.ticketId) ?? 0, 1)
    }
    await tx.freeSeats(order.orderId, list.flatMap((p) => (p.ticket.seatId ? [p.ticket.seatId] : [])))
    const perShow = new Map<string, number>()
    for (const p of list) perShow.set(p.ticket.showId, (perShow.get(p.ticket.showId) ?? 0) + 1)
    for (const [showId, qty] of perShow) await tx.subtractBuyerQty(order.merchantId, order.userId, showId, qty)
    await tx.insertRevocations(revoked.map((t) => ({ merchantId: order.merchantId, ticketId: t.ticketId, version: t.codeVersion, reason: 'REFUNDED' as const, revokedAt: at })))
  }

  async function requestIn(tx: RefundsRepository, caller: Caller, orderId: string, ticketIds: string[] | undefined, key: string) {
    const hash = hashOf(ticketIds)
    const own = await ownOrder(caller, orderId, tx)
    if (!own) throw new Refusal(fail('NOT_FOUND', 'refund.orderNotFound'))
    const order = opts.testOnlyUnlocked ? own : await tx.lockOrder(orderId)
    if (!order) throw new Refusal(fail('NOT_FOUND', 'refund.orderNotFound'))
    // Under the order lock: a retry of a refund that committed meanwhile finds its key here.
    const earlier = await replay(tx, caller, key, hash)
    if (earlier) return earlier
    if (order.state !== ORDER_STATE.Succeeded) throw new Refusal(fail('NOT_PAID', 'refund.notPaid'))
    const at = new Date(now())
    const goodsCents = await goodsPartOf(tx.db, order)
    const plans = await planOrder(tx, order, at.getTime(), goodsCents)
    const list = chosen(plans, ticketIds)
    // The refund that leaves the order without tickets also refunds its goods (refunds/goods.ts).
    const all = plans.every((p) => p.ticket.state === 'REFUNDED' || list.includes(p))
    const rule = await loadRule(tx, order.merchantId, order.firstShowId)
    const earlierRefunds = (await tx.refundsOfOrder(orderId)).filter((r) => r.kind === 'REFUND')
    if (earlierRefunds.length >= rule.maxRefundsPerOrder) throw new Refusal(fail('LIMIT', 'refund.limitReached', { max: rule.maxRefundsPerOrder }))

    const refundId = `RF${randomUUID().replace(/-/g, '').slice(0, 24)}`
    const gross = list.reduce((s, p) => s + p.grossCents, 0) + (all ? goodsCents : 0)
    const fee = list.reduce((s, p) => s + p.feeCents, 0)
    const payment = gross > 0 ? await tx.paidPayment(orderId) : null
    if (gross > 0 && !payment) throw new Refusal(fail('NOT_PAID', 'refund.notPaid'))
    const so = payment ? await tx.refundedFromPayment(payment.paymentId, refundId) : { amount: 0, provider: 0 }
    const row = await tx.insertRefundIfNew({
      refundId,
      merchantId: order.merchantId,
      orderId,
      userId: order.userId,
      paymentId: payment?.paymentId ?? null,
      state: 'REFUNDING',
      idempotencyKey: key,
      requestHash: hash,
      grossCents: gross,
      feeCents: fee,
      amountCents: gross - fee,
      currency: payment?.currency ?? 'CNY',
      providerAmountCents: payment ? providerAmount(gross - fee, payment, so) : 0,
      createdAt: at,
      updatedAt: at,
    })
    // The same key on another order of this buyer got there first.
    if (!row) throw new Refusal(fail('KEY_REUSED', 'refund.keyReused'))
    await release(tx, order, refundId, list, at)
    if (all) await returnGoods(tx.db, orderId)
    await tx.setOrderRefund(orderId, { state: all ? ORDER_STATE.Refunded_Ticket : undefined, refundState: 'REFUNDING' })
    // The points the order was paid with go back in the refunded tickets' share of what is still paid
    // for; the refund that leaves the order empty gives back all it still holds (order-points.ts).
    await givePointsBack(tx.db, orderId, refundId, all ? 'ALL' : pointsShare(plans, list), at)
    // Spec: an invoice is cancelled automatically when the order status changes (same transaction, same order lock).
    await tx.cancelInvoices(orderId, at)
    return { ...row, ticketIds: list.map((p) => p.ticket.ticketId) }
  }

  return {
    async rule(merchantId, showId, lang) {
      return ruleView(await loadRule(repo, merchantId, showId), lang)
    },

    async overview(caller, orderId) {
      const order = await ownOrder(caller, orderId)
      if (!order) return fail('NOT_FOUND', 'refund.orderNotFound')
      const t = now()
      const goodsCents = await goodsPartOf(repo.db, order)
      const plans = await planOrder(repo, order, t, goodsCents)
      const rule = await loadRule(repo, order.merchantId, order.firstShowId)
      const refunds = await repo.refundsOfOrder(orderId)
      const refundTickets = await repo.refundTicketsOfOrder(orderId)
      const pointsBack = await pointsBackByRefund(repo.db, orderId)
      const names = await repo.seatPlanNames(caller.merchantId, [...new Set(plans.map((p) => p.ticket.seatPlanId))])
      const sessions = await repo.sessionStarts(caller.merchantId, [...new Set(plans.map((p) => p.ticket.sessionId))])
      const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, caller.lang, caller.fallback)
      const paid = order.state === ORDER_STATE.Succeeded
      return done({
        orderId,
        orderNumber: order.orderNumber,
        showName: tr(await repo.showName(caller.merchantId, order.firstShowId)),
        currency: refunds[0]?.currency ?? (await repo.paidPayment(orderId))?.currency ?? 'CNY',
        orderRefundState: order.refundState,
        refundsLeft: Math.max(0, rule.maxRefundsPerOrder - refunds.filter((r) => r.kind === 'REFUND').length),
        rule: ruleView(rule, caller.lang),
        tickets: plans.map((p) => {
          const block = !paid && p.block === '' ? 'NOT_VALID' : p.block
          return {
            ticketId: p.ticket.ticketId,
            seatPlanName: tr(names.get(p.ticket.seatPlanId)),
            sessionName: tr(sessions.get(p.ticket.sessionId)?.name),
            seatInfo: p.ticket.seatInfo,
            grossCents: p.grossCents,
            feeCents: block === '' ? p.feeCents : 0,
            amountCents: block === '' ? p.amountCents : 0,
            block,
            blockTitle: block === '' ? '' : rm(caller.lang, `block.${block}`),
          }
        }),
        goods: goodsCents > 0
          ? {
              amountCents: goodsCents,
              items: ((await addOnLinesOf(repo.db, caller, [orderId])).get(orderId) ?? []).map((l) => ({ name: l.name, qty: l.qty })),
              refunded: plans.length > 0 && plans.every((p) => p.ticket.state === 'REFUNDED'),
            }
          : null,
        refunds: refunds.map((r) => refundView(r, refundTickets.filter((x) => x.refundId === r.refundId).map((x) => x.ticketId), caller.lang, pointsBack.get(r.refundId))),
      })
    },

    async request(caller, orderId, ticketIds, key) {
      if (ticketIds && ticketIds.length > MAX_TICKETS_PER_REQUEST) return fail('BAD_REQUEST', 'refund.tooManyTickets', { max: MAX_TICKETS_PER_REQUEST })
      if (ticketIds && new Set(ticketIds).size !== ticketIds.length) return fail('BAD_REQUEST', 'refund.ticketUnknown')
      try {
        return done(await repo.transaction((tx) => requestIn(tx, caller, orderId, ticketIds, key)))
      } catch (err) {
        if (err instanceof Refusal) return err.failure
        throw err
      }
    },
  }
}

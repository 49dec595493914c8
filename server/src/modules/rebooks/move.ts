/**
 * The rebook itself, inside the request's transaction under the order lock: checks, then the tickets
 * VALID → REBOOKED, the old places back and the new ones taken (in seat-plan order, like every other
 * stock path, so two rebooks in opposite directions cannot deadlock), the new line and tickets, the
 * old codes' revocations, and the difference to give back as a REBOOK refund row. Any refusal throws
 * and the whole transaction rolls back: bad input changes nothing.
 */
import { randomUUID } from 'node:crypto'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { RebookRequest } from '../../../../types/rebooks.js'
import { createOrdersRepository } from '../orders/repository.js'
import { shardsFor } from '../refunds/plan.js'
import { providerAmount } from '../refunds/rules.js'
import { newTicketId } from '../tickets/issue.js'
import type { RebooksRepository, TicketInsert } from './repository.js'
import { moveMoney, openAt } from './rules.js'
import { fail, Refusal } from './outcome.js'
import type { OrderState } from './service.js'

const refuse = (...a: Parameters<typeof fail>): never => {
  throw new Refusal(fail(...a))
}

export interface MoveInput extends RebookRequest {
  rebookId: string
  key: string
  hash: string
  at: number
  /** TEST ONLY (control runs): take the new places by read-then-write. */
  unguarded: boolean
}

/** Which tickets move, checked against their blocks; every one must be movable and from one session. */
function pickTickets(s: OrderState, ids: string[], toSessionId: string) {
  const list = ids.map((id) => s.tickets.find((t) => t.ticketId === id))
  if (list.some((t) => !t)) refuse('NOT_FOUND', 'rebook.ticketNotFound')
  const picked = list as NonNullable<(typeof list)[number]>[]
  for (const t of picked) {
    const b = s.blocks.get(t.ticketId)
    if (b === 'NOT_ALLOWED') refuse('NOT_ALLOWED', 'rebook.notAllowed')
    if (b === 'WINDOW_CLOSED') refuse('WINDOW_CLOSED', 'rebook.windowClosed')
    if (b === 'IN_TRANSFER') refuse('UNAVAILABLE', 'rebook.inTransfer')
    if (b === 'SEATED') refuse('UNAVAILABLE', 'rebook.seated')
    if (b !== '') refuse('UNAVAILABLE', 'rebook.ticketUnavailable')
  }
  const from = new Set(picked.map((t) => t.sessionId))
  const [fromSessionId] = [...from]
  if (from.size !== 1 || !fromSessionId || fromSessionId === toSessionId) refuse('BAD_REQUEST', 'rebook.sameSession')
  return { picked, fromSessionId: fromSessionId as string }
}

export async function moveOrRefuse(tx: RebooksRepository, s: OrderState, m: MoveInput): Promise<{ rebookId: string; refundId: string | null }> {
  const { order, rule } = s
  if (order.state !== ORDER_STATE.Succeeded) refuse('NOT_PAID', 'rebook.notPaid')
  if (!rule.allowed) refuse('NOT_ALLOWED', 'rebook.notAllowed')
  const { picked, fromSessionId } = pickTickets(s, m.ticketIds, m.toSessionId)
  if (s.rebooks.length >= rule.maxRebooksPerOrder) refuse('LIMIT', 'rebook.limitReached', { max: rule.maxRebooksPerOrder })

  const session = (await tx.showSessions(order.merchantId, order.firstShowId)).find((x) => x.sessionId === m.toSessionId)
  if (!session || session.status !== 'ON_SALE' || !openAt(rule, session.startTime.getTime(), m.at)) refuse('UNAVAILABLE', 'rebook.sessionUnavailable')
  const plan = (await tx.showSeatPlans(order.merchantId, order.firstShowId)).find((p) => p.seatPlanId === m.toSeatPlanId)
  if (!plan || plan.sessionId !== m.toSessionId || plan.saleState === 'SOLD_OUT') return refuse('UNAVAILABLE', 'rebook.planUnavailable')
  const money = moveMoney(
    picked.map((t) => ({ shareCents: s.share.get(t.ticketId) ?? 0, priceCents: t.priceCents })),
    plan.priceCents,
    rule.feeCents,
  )
  if (!money) return refuse('PAY_DIFFERENCE', 'rebook.payDifference')

  const at = new Date(m.at)
  const lineNo = await tx.nextLineNo(order.orderId)
  const row = await tx.insertRebookIfNew({
    rebookId: m.rebookId,
    merchantId: order.merchantId,
    orderId: order.orderId,
    userId: order.userId,
    fromSessionId,
    toSessionId: m.toSessionId,
    toSeatPlanId: plan.seatPlanId,
    lineNo,
    qty: picked.length,
    feeCents: money.feeCents,
    refundCents: money.refundCents,
    idempotencyKey: m.key,
    requestHash: m.hash,
    createdAt: at,
    updatedAt: at,
  })
  // The same key on another order of this buyer got there first.
  if (!row) refuse('KEY_REUSED', 'rebook.keyReused')

  const ids = picked.map((t) => t.ticketId)
  const moved = await tx.markRebooked(order.orderId, order.userId, ids, at)
  if (moved.length !== ids.length) refuse('UNAVAILABLE', 'rebook.ticketUnavailable')

  // Where each old place goes back: the line's allocations less what refunds and rebooks released before.
  const released = [...(await tx.refunds.refundTicketsOfOrder(order.orderId)), ...(await tx.rebookTicketsOfOrder(order.orderId))]
  const shard = shardsFor(await tx.refunds.itemsOfOrder(order.orderId), released, picked)
  const ops: Array<{ plan: string; run: () => Promise<void> }> = picked.map((t) => ({
    plan: t.seatPlanId,
    run: () => tx.releaseSold(order.merchantId, t.seatPlanId, shard.get(t.ticketId) ?? 0, 1),
  }))
  let allocations: Awaited<ReturnType<RebooksRepository['takeSold']>> = null
  ops.push({
    plan: plan.seatPlanId,
    run: async () => {
      allocations = m.unguarded
        ? await createOrdersRepository(tx.db, { testOnlyUnguardedStock: true }).takeStock(order.merchantId, plan.seatPlanId, picked.length, 'sold')
        : await tx.takeSold(order.merchantId, plan.seatPlanId, picked.length)
      if (!allocations) refuse('SOLD_OUT', 'rebook.soldOut')
    },
  })
  for (const op of ops.sort((a, b) => a.plan.localeCompare(b.plan))) await op.run()

  await tx.insertLine({
    orderId: order.orderId,
    lineNo,
    merchantId: order.merchantId,
    showId: order.firstShowId,
    sessionId: m.toSessionId,
    seatPlanId: plan.seatPlanId,
    qty: picked.length,
    unitPriceCents: plan.priceCents,
    allocations: allocations ?? [],
  })
  // The new tickets keep who holds them and who may enter (the real-name holder), with fresh ids and codes.
  const fresh: TicketInsert[] = picked.map((t, unit) => ({
    ticketId: newTicketId(),
    merchantId: order.merchantId,
    orderId: order.orderId,
    lineNo,
    unitNo: unit,
    userId: t.userId,
    showId: t.showId,
    sessionId: m.toSessionId,
    seatPlanId: plan.seatPlanId,
    audienceId: t.audienceId,
    holderName: t.holderName,
    holderIdType: t.holderIdType,
    holderIdNo: t.holderIdNo,
    seatId: null,
    seatInfo: '',
    priceCents: plan.priceCents,
    ticketForm: t.ticketForm,
    state: 'VALID',
    codeVersion: 1,
    createdAt: at,
    updatedAt: at,
  }))
  await tx.insertTickets(fresh)
  await tx.insertRebookTickets(
    picked.map((t, i) => ({ oldTicketId: t.ticketId, newTicketId: fresh[i]?.ticketId ?? '', rebookId: m.rebookId, orderId: order.orderId, lineNo: t.lineNo, shard: shard.get(t.ticketId) ?? 0 })),
  )
  // The old codes (every version up to the current one) stop verifying, also offline.
  await tx.refunds.insertRevocations(moved.map((t) => ({ merchantId: order.merchantId, ticketId: t.ticketId, version: t.codeVersion, reason: 'REBOOKED' as const, revokedAt: at })))
  // The order now names the session its tickets are for, once none is left in the old one.
  const stillThere = s.tickets.some((t) => t.sessionId === fromSessionId && !ids.includes(t.ticketId) && (t.state === 'VALID' || t.state === 'ADMITTED'))
  if (order.firstSessionId === fromSessionId && !stillThere) await tx.setFirstSession(order.orderId, m.toSessionId, at)

  const refundId = money.refundCents > 0 ? await recordDifference(tx, s, m.rebookId, money.refundCents, at) : null
  return { rebookId: m.rebookId, refundId }
}

/** The difference given back: a REBOOK refund row the refunds completer pays (and its sweep retries). */
async function recordDifference(tx: RebooksRepository, s: OrderState, rebookId: string, cents: number, at: Date): Promise<string> {
  const r = tx.refunds
  const payment = await r.paidPayment(s.order.orderId)
  if (!payment) return refuse('NOT_PAID', 'rebook.notPaid')
  const refundId = `RF${randomUUID().replace(/-/g, '').slice(0, 24)}`
  const so = await r.refundedFromPayment(payment.paymentId, refundId)
  const row = await r.insertRefundIfNew({
    refundId,
    merchantId: s.order.merchantId,
    orderId: s.order.orderId,
    userId: s.order.userId,
    paymentId: payment.paymentId,
    state: 'REFUNDING',
    kind: 'REBOOK',
    idempotencyKey: `rebook:${rebookId}`,
    requestHash: rebookId,
    grossCents: cents,
    feeCents: 0,
    amountCents: cents,
    currency: payment.currency,
    providerAmountCents: providerAmount(cents, payment, so),
    createdAt: at,
    updatedAt: at,
  })
  if (!row) throw new Error(`rebook ${rebookId}: its difference refund exists already`)
  await r.setOrderRefund(s.order.orderId, { refundState: 'REFUNDING' })
  await tx.setRebookRefund(rebookId, refundId)
  return refundId
}

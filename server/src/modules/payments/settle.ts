/**
 * Settlement: turning what a provider says about a trade (a notification, a query answer on the return
 * path, the reconciliation job, the expiry guard) into our state, exactly once.
 *
 * Why it is exactly-once without any in-process lock: every path runs the same transaction, which
 * first locks the payment attempt's row (SELECT ... FOR UPDATE) and then the order's row. Five copies
 * of one notification arriving at once queue on the attempt's row; the first moves it to PAID and
 * commits, the others then read PAID and only acknowledge. The ledger's unique (payment, kind) index
 * backs this up: a second CAPTURE of one attempt cannot be written. Failures never downgrade: only a
 * PAYING attempt can become CLOSED.
 *
 * Success on an order that is:
 * - Unpaid: held stock → sold, order → Succeeded, CAPTURE, tickets issued — one transaction;
 * - Canceled (hold expired, stock released): the stock is taken again if it is still there (order →
 *   Succeeded, tickets issued); otherwise order → Refunded_Ticket with refund state REFUNDING and the
 *   money goes back through the provider;
 * - already paid by another attempt (the buyer paid twice) or closed: that attempt is refunded.
 * Refunds run after the commit (a provider call never happens inside a transaction); a refund that
 * fails or is interrupted stays REFUNDING and the reconciliation job retries it (the provider refunds
 * a given refund request number once).
 */
import { randomUUID } from 'node:crypto'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import type { ProviderRegistry } from '../../payments/adapters.js'
import type { TradeStatus } from '../../payments/provider.js'
import { createOrdersRepository, type OrdersRepository } from '../orders/repository.js'
import { markOrderCouponUsed, releaseOrderCoupon, respendOrderCoupon } from '../orders/coupons.js'
import { respendOrderPoints } from '../membership/order-points.js'
import { awardForPaidOrder } from '../membership/repository.js'
import { retakeReleasedGoods, sellHeldGoods } from '../products/stock.js'
import { markOrderCardUsed, respendOrderCardUse } from '../cards/booking.js'
import { retakeReleasedCard, sellHeldCard } from '../cards/stock.js'
import { grantPaidMembership } from '../paid-membership/grant.js'
import { parkingPaidMeanwhile, settleParking } from '../parking/index.js'
import { retakeReleasedSeats, sellHeldSeats } from '../seating/stock.js'
import type { PaymentRow, PaymentsRepository, PayOrderRow } from './repository.js'

export type SettleOutcome =
  | { kind: 'APPLIED' }
  | { kind: 'ALREADY' }
  | { kind: 'REFUNDING'; reason: 'LATE_NO_STOCK' | 'DUPLICATE' | 'PAID_MEANWHILE' }
  | { kind: 'CLOSED' }
  | { kind: 'IGNORED' }
  | { kind: 'REFUSED'; reason: 'UNKNOWN_PAYMENT' | 'MERCHANT' | 'AMOUNT' | 'CURRENCY' | 'TRADE' }

/** The tickets module's issuer (idempotent; joins the caller's transaction). */
export type TicketIssuer = (tx: Db, orderId: string, now: Date) => Promise<number>

export interface SettlerOptions {
  repo: PaymentsRepository
  providers: ProviderRegistry
  issueTickets: TicketIssuer
  now: () => number
  /** TEST ONLY: called inside the transaction right after the order became paid, before tickets. */
  testOnlyAfterStateChange?: (orderId: string) => void | Promise<void>
}

export interface Settler {
  /** Apply a provider's word on one of our attempts (`status.outTradeNo` is our payment id). */
  apply(status: TradeStatus): Promise<SettleOutcome>
  /** Give a REFUNDING attempt's money back; true once it is REFUNDED. */
  refund(paymentId: string): Promise<boolean>
}

const NO_STOCK = Symbol('no stock')
/** Re-adding a buyer's tickets after a late payment is not a new purchase: no per-buyer limit applies. */
const NO_LIMIT = 2_147_483_647

export function createSettler(opts: SettlerOptions): Settler {
  const { repo, providers, issueTickets, now } = opts

  /** The items of a cancelled order, taken again as sold, in a savepoint; false when any tier ran short. */
  async function retake(tx: PaymentsRepository, order: PayOrderRow): Promise<boolean> {
    try {
      await tx.db.transaction(async (sp) => {
        const o: OrdersRepository = createOrdersRepository(sp as unknown as Db)
        const items = (await o.findItems([order.orderId])).sort((a, b) => a.seatPlanId.localeCompare(b.seatPlanId))
        const perShow = new Map<string, number>()
        for (const it of items) perShow.set(it.showId, (perShow.get(it.showId) ?? 0) + it.qty)
        for (const [showId, qty] of [...perShow].sort(([a], [b]) => a.localeCompare(b))) {
          await o.addBuyerQty(order.merchantId, order.userId, showId, qty, NO_LIMIT)
        }
        // Picked seats first (as at creation), then the tier counters.
        if (!(await retakeReleasedSeats(sp as unknown as Db, order.orderId))) throw NO_STOCK
        // A goods order's SKU units (none for a ticket order).
        if (!(await retakeReleasedGoods(sp as unknown as Db, order.orderId))) throw NO_STOCK
        // A card order's card (none for a ticket order), issued with it.
        if (!(await retakeReleasedCard(sp as unknown as Db, order.orderId, new Date(now())))) throw NO_STOCK
        for (const it of items) {
          const totals = await o.stockTotals(order.merchantId, it.seatPlanId)
          const allocations = totals ? await o.takeStock(order.merchantId, it.seatPlanId, it.qty, 'sold', totals.shards) : null
          if (!allocations) throw NO_STOCK
          await o.setItemAllocations(order.orderId, it.lineNo, allocations)
        }
      })
      return true
    } catch (err) {
      if (err === NO_STOCK) return false
      throw err
    }
  }

  async function markPaid(tx: PaymentsRepository, p: PaymentRow, order: PayOrderRow, status: TradeStatus, paidAt: Date): Promise<void> {
    await tx.movePayment(p.paymentId, ['PAYING', 'CLOSED'], 'PAID', { paidAt, tradeNo: status.tradeNo })
    await opts.testOnlyAfterStateChange?.(order.orderId)
    await issueTickets(tx.db, order.orderId, new Date(now()))
    await grantPaidMembership(tx.db, order.orderId, paidAt)
    await settleParking(tx.db, order.orderId, paidAt)
  }

  async function applySuccess(tx: PaymentsRepository, p: PaymentRow, status: TradeStatus): Promise<SettleOutcome> {
    if (p.state !== 'PAYING' && p.state !== 'CLOSED') return { kind: 'ALREADY' }
    const order = await tx.lockOrder(p.orderId)
    if (!order) throw new Error(`payment ${p.paymentId} has no order ${p.orderId}`)
    const paidAt = status.paidAt ?? new Date(now())
    // The money is in whatever happens to the order next.
    await tx.insertLedger({ entryId: randomUUID(), merchantId: p.merchantId, orderId: p.orderId, paymentId: p.paymentId, kind: 'CAPTURE', amountCents: p.amountCents, currency: p.currency })
    const o = createOrdersRepository(tx.db)

    const payable = order.state === ORDER_STATE.Unpaid || (order.state === ORDER_STATE.Canceled && order.refundState === 'NONE')
    if (payable && (await parkingPaidMeanwhile(tx.db, order.orderId))) {
      // A parking fee another payment has covered since this order was priced: it is not owed twice.
      await o.transitionOrder(order.orderId, order.state, ORDER_STATE.Refunded_Ticket, { refundState: 'REFUNDING', paidAt })
      if (order.state === ORDER_STATE.Unpaid) await releaseOrderCoupon(tx.db, order.orderId, paidAt)
      await tx.movePayment(p.paymentId, ['PAYING', 'CLOSED'], 'REFUNDING', { paidAt, tradeNo: status.tradeNo, refundReason: 'PAID_MEANWHILE' })
      return { kind: 'REFUNDING', reason: 'PAID_MEANWHILE' }
    }
    if (order.state === ORDER_STATE.Unpaid) {
      await o.transitionOrder(order.orderId, ORDER_STATE.Unpaid, ORDER_STATE.Succeeded, { paidAt })
      await markPaid(tx, p, order, status, paidAt)
      // Held → sold last: a hot tier's stock row stays locked only from here to the commit, not while
      // the tickets are written (the same lock order as create and cancel: order row before stock rows).
      const items = (await o.findItems([order.orderId])).sort((a, b) => a.seatPlanId.localeCompare(b.seatPlanId))
      await sellHeldSeats(tx.db, order.orderId)
      await sellHeldGoods(tx.db, order.orderId)
      await sellHeldCard(tx.db, order.orderId, paidAt)
      for (const it of items) await o.sellHeld(order.merchantId, it.seatPlanId, it.allocations)
      await markOrderCouponUsed(tx.db, order.orderId, paidAt)
      await markOrderCardUsed(tx.db, order.orderId, paidAt)
      await awardForPaidOrder(tx.db, order, paidAt)
      return { kind: 'APPLIED' }
    }
    if (order.state === ORDER_STATE.Canceled && order.refundState === 'NONE') {
      if (await retake(tx, order)) {
        await o.transitionOrder(order.orderId, ORDER_STATE.Canceled, ORDER_STATE.Succeeded, { paidAt, cancelReason: null, closedAt: null })
        await markPaid(tx, p, order, status, paidAt)
        await respendOrderCoupon(tx.db, order.orderId, paidAt)
        await respendOrderPoints(tx.db, order.orderId, paidAt)
        await respendOrderCardUse(tx.db, order.orderId, paidAt)
        await awardForPaidOrder(tx.db, order, paidAt)
        return { kind: 'APPLIED' }
      }
      await o.transitionOrder(order.orderId, ORDER_STATE.Canceled, ORDER_STATE.Refunded_Ticket, { refundState: 'REFUNDING', paidAt })
      await tx.movePayment(p.paymentId, ['PAYING', 'CLOSED'], 'REFUNDING', { paidAt, tradeNo: status.tradeNo, refundReason: 'LATE_NO_STOCK' })
      return { kind: 'REFUNDING', reason: 'LATE_NO_STOCK' }
    }
    // Paid already by another attempt, or no longer sellable: this money goes back.
    await tx.movePayment(p.paymentId, ['PAYING', 'CLOSED'], 'REFUNDING', { paidAt, tradeNo: status.tradeNo, refundReason: 'DUPLICATE' })
    return { kind: 'REFUNDING', reason: 'DUPLICATE' }
  }

  const settler: Settler = {
    async apply(status) {
      const outcome = await repo.transaction(async (tx): Promise<SettleOutcome> => {
        const p = await tx.lockPayment(status.outTradeNo)
        if (!p) return { kind: 'REFUSED', reason: 'UNKNOWN_PAYMENT' }
        if (p.merchantId !== status.merchantId) return { kind: 'REFUSED', reason: 'MERCHANT' }
        if (p.tradeNo && p.tradeNo !== status.tradeNo) return { kind: 'REFUSED', reason: 'TRADE' }
        if (status.amountCents !== p.providerAmountCents) return { kind: 'REFUSED', reason: 'AMOUNT' }
        if (status.currency !== p.providerCurrency) return { kind: 'REFUSED', reason: 'CURRENCY' }
        if (status.state === 'WAIT_BUYER_PAY') return { kind: 'IGNORED' }
        if (status.state === 'TRADE_SUCCESS') return applySuccess(tx, p, status)
        // Closed or failed: only an attempt still paying closes; a paid one is never downgraded.
        return (await tx.movePayment(p.paymentId, ['PAYING'], 'CLOSED', status.tradeNo ? { tradeNo: status.tradeNo } : {})) ? { kind: 'CLOSED' } : { kind: 'IGNORED' }
      })
      if (outcome.kind === 'REFUNDING') await settler.refund(status.outTradeNo)
      return outcome
    },

    async refund(paymentId) {
      const p = await repo.findPayment(paymentId)
      if (!p) return false
      if (p.state === 'REFUNDED') return true
      if (p.state !== 'REFUNDING' || !p.tradeNo) return false
      const provider = providers.get(p.product)
      if (!provider) return false
      let result
      try {
        result = await provider.refund(p.merchantId, { tradeNo: p.tradeNo, paymentId: p.paymentId, totalCents: p.providerAmountCents, currency: p.providerCurrency }, `R${p.paymentId}`, p.providerAmountCents)
      } catch {
        // The provider did not answer or refused for now: the attempt stays REFUNDING and reconciliation retries.
        return false
      }
      if (!result.ok) return false
      await repo.transaction(async (tx) => {
        const moved = await tx.movePayment(p.paymentId, ['REFUNDING'], 'REFUNDED', { refundedAt: new Date(now()) })
        if (!moved) return
        await tx.insertLedger({ entryId: randomUUID(), merchantId: p.merchantId, orderId: p.orderId, paymentId: p.paymentId, kind: 'REFUND', amountCents: p.amountCents, currency: p.currency })
        await tx.markOrderRefund(p.orderId, 'REFUNDING', 'REFUNDED')
      })
      return true
    },
  }
  return settler
}

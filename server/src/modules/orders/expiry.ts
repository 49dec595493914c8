/**
 * The unpaid-order deadline: an unpaid order past its reserve time is cancelled and its stock given
 * back, by the sweeper (index.ts runs it on a timer) and by every read of the order, so a buyer never
 * sees a dead countdown. A buyer's own cancel goes through the same release.
 */
import { ORDER_STATE } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { releaseHeldGoods } from '../products/stock.js'
import { releaseHeldSeats } from '../seating/stock.js'
import type { ExpiryGuard, OrdersContext } from './context.js'
import { releaseOrderCoupon } from './coupons.js'
import { returnOrderPoints } from '../membership/order-points.js'
import { releaseOrderCardUse } from '../cards/booking.js'
import { releaseHeldCard } from '../cards/stock.js'
import { createOrdersRepository, type OrderRow, type OrdersRepository } from './repository.js'

/** Cancel unpaid orders past their deadline at `now` and release their stock (the sweeper; tests call it). */
export async function sweepExpiredOrders(db: Db, now: Date, limit = 500, beforeExpire?: ExpiryGuard): Promise<number> {
  return sweepWith(createOrdersRepository(db), now, limit, beforeExpire)
}

export async function sweepWith(repo: OrdersRepository, now: Date, limit: number, guard?: ExpiryGuard): Promise<number> {
  let cancelled = 0
  for (;;) {
    const expired = await repo.findExpiredUnpaid(now, limit)
    for (const order of expired) if (await expireUnpaid(repo, order, now, guard)) cancelled++
    if (expired.length < limit) return cancelled
  }
}

/** Expire one unpaid order past its deadline, asking the guard first (it may settle a payment). */
export async function expireUnpaid(repo: OrdersRepository, order: OrderRow, now: Date, guard: ExpiryGuard | undefined): Promise<boolean> {
  await guard?.(order)
  return cancelUnpaid(repo, order, 'EXPIRED', now)
}

/**
 * Unpaid → Canceled with its stock and buyer counts given back, in one transaction. The state change is
 * conditional, so a sweeper and a read racing on the same order release its stock once. Lock order is
 * the same as order creation (order row, buyer counts, stock rows in seat-plan order).
 */
export async function cancelUnpaid(repo: OrdersRepository, order: OrderRow, reason: 'BUYER' | 'EXPIRED', now: Date): Promise<boolean> {
  return repo.transaction(async (tx) => {
    const moved = await tx.transitionOrder(order.orderId, ORDER_STATE.Unpaid, ORDER_STATE.Canceled, { cancelReason: reason, closedAt: now })
    if (!moved) return false
    const items = await tx.findItems([order.orderId])
    const perShow = new Map<string, number>()
    for (const it of items) perShow.set(it.showId, (perShow.get(it.showId) ?? 0) + it.qty)
    for (const [showId, qty] of [...perShow].sort(([a], [b]) => a.localeCompare(b))) {
      await tx.subtractBuyerQty(order.merchantId, order.userId, showId, qty)
    }
    // Seats before tier counters, as in creation. A seat order's items count exactly its seats.
    await releaseHeldSeats(tx.db, order.orderId)
    for (const it of [...items].sort((a, b) => a.seatPlanId.localeCompare(b.seatPlanId))) {
      await tx.releaseStock(order.merchantId, it.seatPlanId, it.allocations, 'held')
    }
    await releaseOrderCoupon(tx.db, order.orderId, now)
    await returnOrderPoints(tx.db, order.orderId, now)
    await releaseOrderCardUse(tx.db, order.orderId, now)
    // A goods order's SKU units and a card order's card (none for a ticket order).
    await releaseHeldGoods(tx.db, order.orderId)
    await releaseHeldCard(tx.db, order.orderId)
    return true
  })
}

/** The order as it is now: an unpaid order past its deadline is cancelled first. */
export async function fresh(ctx: OrdersContext, order: OrderRow): Promise<OrderRow> {
  if (order.state !== ORDER_STATE.Unpaid || order.reserveUntil.getTime() > ctx.now()) return order
  await expireUnpaid(ctx.repo, order, new Date(ctx.now()), ctx.beforeExpire)
  return (await ctx.repo.findOrder(order.merchantId, order.orderId)) ?? order
}

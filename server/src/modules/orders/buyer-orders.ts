/**
 * A buyer's own orders: list, detail, the time left to pay, and cancelling an unpaid one. Every read
 * applies the unpaid-order deadline first (expiry.ts); "not found" is the same answer whether an order
 * is missing or someone else's.
 */
import { addOnLinesOf } from '../products/add-ons.js'
import { parcelsOf } from '../express/briefs.js'
import { ORDER_STATE, type OrderBrief, type OrderDetail, type OrderListPage } from '../../../../types/orders.js'
import { pickTranslation } from '../../i18n/translations.js'
import { seatsOfOrder } from '../seating/stock.js'
import { toBrief } from './brief.js'
import type { OrdersContext } from './context.js'
import { cancelUnpaid, expireUnpaid, fresh } from './expiry.js'
import type { Caller } from './inputs.js'
import { ticketsOfOrder } from './order-tickets.js'
import { done, fail, type Outcome } from './outcome.js'
import type { OrderItemRow, OrderRow } from './repository.js'

/** The caller's order or null — the same null whether missing, another buyer's or another merchant's. */
export async function ownOrder(ctx: OrdersContext, caller: Caller, orderId: string): Promise<OrderRow | null> {
  const order = await ctx.repo.findOrder(caller.merchantId, orderId)
  // Goods orders have their own routes (modules/products/goods-orders.ts).
  if (!order || order.userId !== caller.userId || order.orderType !== 'TICKET') return null
  return fresh(ctx, order)
}

async function briefs(ctx: OrdersContext, caller: Caller, rows: OrderRow[]): Promise<Array<{ brief: OrderBrief; items: OrderItemRow[] }>> {
  const { repo } = ctx
  const items = await repo.findItems(rows.map((r) => r.orderId))
  const showIds = [...new Set(items.map((i) => i.showId).concat(rows.map((r) => r.firstShowId)))]
  const displays = new Map((await repo.findShowDisplays(caller.merchantId, showIds)).map((d) => [d.show.showId, d]))
  const sessionIds = [...new Set(items.map((i) => i.sessionId).concat(rows.map((r) => r.firstSessionId)))]
  const sessions = new Map((await repo.findSessionsByIds(caller.merchantId, sessionIds)).map((s) => [s.sessionId, s]))
  const parcels = await parcelsOf(ctx.db, caller.lang, rows.filter((r) => r.deliverMethod === 'EXPRESS').map((r) => r.orderId))
  return rows.map((order) => {
    const own = items.filter((i) => i.orderId === order.orderId)
    const brief = toBrief(caller, order, own, displays, sessions, ctx.now())
    // The brief's expressNo / express (carrier name) once the merchant has shipped.
    const parcel = parcels.get(order.orderId)
    return { brief: parcel ? { ...brief, expressNo: parcel.waybillNo, express: { displayName: parcel.carrierName } } : brief, items: own }
  })
}

export async function reserveTime(ctx: OrdersContext, caller: Caller, orderId: string): Promise<Outcome<number>> {
  const order = await ownOrder(ctx, caller, orderId)
  if (!order) return fail('NOT_FOUND', 'order.notFound')
  return done(order.state === ORDER_STATE.Unpaid ? Math.max(0, order.reserveUntil.getTime() - ctx.now()) : 0)
}

export async function cancelOrder(ctx: OrdersContext, caller: Caller, orderId: string): Promise<Outcome<OrderBrief>> {
  const order = await ownOrder(ctx, caller, orderId)
  if (!order) return fail('NOT_FOUND', 'order.notFound')
  if (order.state === ORDER_STATE.Unpaid) await cancelUnpaid(ctx.repo, order, 'BUYER', new Date(ctx.now()))
  const after = (await ctx.repo.findOrder(caller.merchantId, orderId)) ?? order
  // Cancelling twice is fine (the answer is the cancelled order); any other state cannot be cancelled.
  if (after.state !== ORDER_STATE.Canceled) return fail('NOT_CANCELABLE', 'notCancelable')
  const [b] = await briefs(ctx, caller, [after])
  return done((b as { brief: OrderBrief }).brief)
}

export async function listOrders(ctx: OrdersContext, caller: Caller, q: { state?: number; offset: number; length: number }): Promise<Outcome<OrderListPage>> {
  // Expire this buyer's overdue orders first so the list never shows a dead countdown.
  const overdue = await ctx.repo.findExpiredUnpaid(new Date(ctx.now()), 100, { merchantId: caller.merchantId, userId: caller.userId })
  for (const o of overdue) await expireUnpaid(ctx.repo, o, new Date(ctx.now()), ctx.beforeExpire)
  const page = await ctx.repo.listOrders(caller.merchantId, caller.userId, q.state, q.offset, q.length)
  const list = await briefs(ctx, caller, page.rows)
  return done({ total: page.total, offset: q.offset, length: q.length, orders: list.map((b) => b.brief) })
}

export async function getOrder(ctx: OrdersContext, caller: Caller, orderId: string): Promise<Outcome<OrderDetail>> {
  const order = await ownOrder(ctx, caller, orderId)
  if (!order) return fail('NOT_FOUND', 'order.notFound')
  const [b] = await briefs(ctx, caller, [order])
  const { brief, items } = b as { brief: OrderBrief; items: OrderItemRow[] }
  const plans = new Map((await ctx.repo.findSeatPlans(caller.merchantId, items.map((i) => i.seatPlanId))).map((p) => [p.seatPlanId, p]))
  const seats = await seatsOfOrder(ctx.db, order.orderId)
  const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, caller.lang, caller.fallback)
  return done({
    orderBrief: brief,
    items: items.map((i) => ({
      showId: i.showId,
      sessionId: i.sessionId,
      seatPlanId: i.seatPlanId,
      seatPlanName: tr(plans.get(i.seatPlanId)?.name),
      qty: i.qty,
      unitPrice: i.unitPriceCents,
    })),
    seats: seats.map((x) => ({ seatId: x.seatId, seatPlanId: x.seatPlanId, sectionName: tr(x.sectionName), row: x.row, no: x.no })),
    audienceIds: order.audienceIds,
    addressId: order.addressId,
    // What the E_TICKET and TICKET_TAKING_CODE operations open (none until the order is paid).
    ...(await ticketsOfOrder(ctx.db, order.orderId)),
    addOns: (await addOnLinesOf(ctx.db, caller, [order.orderId])).get(order.orderId) ?? [],
  })
}

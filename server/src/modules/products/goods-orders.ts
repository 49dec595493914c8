/**
 * Goods orders (orderType PRODUCT): confirm, create, detail, list, cancel. A goods order is a row of
 * `orders`, so the cashier, pay and settlement (payments module) and the unpaid deadline (orders
 * module's sweeper and reads) work on it as on a ticket order; the goods lines' SKU units are held in
 * the order's transaction (stock.ts), sold on payment and released on cancel or expiry by the same
 * paths. Idempotent per buyer and key; "not found" is the same for a missing order, another buyer's
 * and a ticket order.
 */
import { createHash } from 'node:crypto'
import { ORDER_STATE } from '../../../../types/orders.js'
import type {
  GoodsConfirmRequest,
  GoodsConfirmResponse,
  GoodsCreateRequest,
  GoodsCreateResponse,
  GoodsItemStatus,
  GoodsOrderDetail,
  GoodsOrderListPage,
} from '../../../../types/products.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { ExpiryGuard } from '../orders/context.js'
import { cancelUnpaid, expireUnpaid } from '../orders/expiry.js'
import { createOrdersRepository, type OrdersRepository } from '../orders/repository.js'
import type { GoodsItemRow, GoodsOrdersRepository, GoodsSideRow, NewOrderRow, OrderRow } from './goods-repository.js'
import { confirmLine, quoteGoods, type GoodsQuote, type QuoteDeps } from './goods-quote.js'
import { goodsStateName } from './messages.js'
import { done, fail, GoodsAbort, type GoodsCaller, type GoodsOutcome } from './outcome.js'
import { posterIn, specTranslations } from './present.js'
import { takeSkus } from './stock.js'
import { memberPriceOn } from '../orders/membership.js'
import { goodsCoupons } from './goods-coupons.js'
import { lockCouponForOrder } from '../orders/coupons.js'
import { timeOrderedId } from '../../lib/ids.js'

export const DEFAULT_RESERVE_SECONDS = 15 * 60

export interface GoodsOrdersOptions {
  now?: () => number
  /** Asked before an unpaid order is expired (payments settles a paid attempt first). */
  beforeExpire?: ExpiryGuard
  /** TEST ONLY: SKU units taken by read-then-write (stock.ts), to show the race test can fail. */
  testOnlyUnguardedStock?: boolean
}

export interface GoodsOrdersService {
  confirm(c: GoodsCaller, req: GoodsConfirmRequest): Promise<GoodsOutcome<GoodsConfirmResponse>>
  create(c: GoodsCaller, req: GoodsCreateRequest & { idempotencyKey: string }): Promise<GoodsOutcome<GoodsCreateResponse>>
  detail(c: GoodsCaller, orderId: string): Promise<GoodsOutcome<GoodsOrderDetail>>
  list(c: GoodsCaller, q: { offset: number; length: number }): Promise<GoodsOutcome<GoodsOrderListPage>>
  cancel(c: GoodsCaller, orderId: string): Promise<GoodsOutcome<GoodsOrderDetail>>
}

function requestHash(req: GoodsCreateRequest, q: GoodsQuote): string {
  const lines = q.lines.map((l) => [l.sku.skuId, l.qty]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))
  return createHash('sha256')
    .update(JSON.stringify([req.source, lines, req.payAmount, q.deliverMethod, q.address?.addressId ?? null, ...(req.couponId ? [req.couponId] : [])]))
    .digest('hex')
}


function itemStatus(order: OrderRow, side: GoodsSideRow | undefined): GoodsItemStatus {
  if (order.state === ORDER_STATE.Unpaid) return 'UNPAID'
  if (order.state === ORDER_STATE.Succeeded) return side?.deliverMethod === 'VENUE_PICKUP' ? 'TO_PICK_UP' : 'TO_SHIP'
  if (order.state === ORDER_STATE.Refunded_Ticket || order.refundState !== 'NONE') return 'REFUNDED'
  return 'CANCELED'
}

function toDetail(c: GoodsCaller, order: OrderRow, side: GoodsSideRow | undefined, items: GoodsItemRow[]): GoodsOrderDetail {
  const tr = (t: Parameters<typeof pickTranslation>[0]) => pickTranslation(t, c.lang, c.fallback)
  const unpaid = order.state === ORDER_STATE.Unpaid
  const status = itemStatus(order, side)
  return {
    orderId: order.orderId,
    orderType: 'PRODUCT',
    orderNumber: order.orderNumber,
    state: order.state,
    stateName: goodsStateName(c.lang, order.state),
    createTime: order.createdAt.getTime(),
    reserveDeadline: unpaid ? order.reserveUntil.getTime() : null,
    unPaidTransactionIds: unpaid ? order.unpaidTransactionIds : [],
    deliverMethod: side?.deliverMethod ?? 'EXPRESS',
    address: side?.address ?? null,
    itemsAmount: side?.itemsCents ?? order.totalCents,
    expressFee: side?.expressFeeCents ?? 0,
    payAmount: order.payAmountCents,
    qty: order.qty,
    orderItems: items.map((i) => ({
      skuId: i.skuId,
      productId: i.productId,
      name: tr(i.name),
      posterUrl: posterIn(c, i.posterUrl),
      specText: tr(i.specText),
      price: i.unitPriceCents,
      qty: i.qty,
      amount: i.unitPriceCents * i.qty,
      orderStatus: status,
    })),
  }
}

export function createGoodsOrdersService(db: Db, deps: QuoteDeps, opts: GoodsOrdersOptions = {}): GoodsOrdersService {
  const now = opts.now ?? Date.now
  const goods: GoodsOrdersRepository = deps.goods
  const orders: OrdersRepository = createOrdersRepository(db)

  /** The order as it is now: an unpaid one past its deadline is expired first (stock released). */
  async function fresh(order: OrderRow): Promise<OrderRow> {
    if (order.state !== ORDER_STATE.Unpaid || order.reserveUntil.getTime() > now()) return order
    await expireUnpaid(orders, order, new Date(now()), opts.beforeExpire)
    return (await goods.findOwnGoodsOrder(order.merchantId, order.userId, order.orderId)) ?? order
  }

  async function details(c: GoodsCaller, rows: OrderRow[]): Promise<GoodsOrderDetail[]> {
    const ids = rows.map((r) => r.orderId)
    const [sides, items] = await Promise.all([goods.goodsSides(ids), goods.goodsItems(ids)])
    return rows.map((o) => toDetail(c, o, sides.find((s) => s.orderId === o.orderId), items.filter((i) => i.orderId === o.orderId)))
  }

  /**
   * The member price on the items first (the buyer's level's or paid membership's, orders/membership.ts),
   * then the coupon, capped by what the member price left; the express fee is never discounted.
   */
  async function goodsDiscounts(c: GoodsCaller, itemsCents: number, couponDiscount: number) {
    const member = await memberPriceOn(db, c, itemsCents, now(), 'item')
    return { member, couponCents: Math.max(0, Math.min(couponDiscount, itemsCents - (member?.amount ?? 0))) }
  }

  function draft(c: GoodsCaller, q: GoodsQuote, discount: number, key: string, hash: string, t: number, reserveSeconds: number): { order: NewOrderRow; side: GoodsSideRow; items: GoodsItemRow[] } {
    const orderId = timeOrderedId('G', t)
    const pay = q.payCents - discount
    const free = pay === 0
    const order: NewOrderRow = {
      orderId,
      merchantId: c.merchantId,
      orderNumber: orderId,
      userId: c.userId,
      orderType: 'PRODUCT',
      state: free ? ORDER_STATE.Succeeded : ORDER_STATE.Unpaid,
      firstShowId: '',
      firstSessionId: '',
      qty: q.lines.reduce((n, l) => n + l.qty, 0),
      totalCents: q.payCents,
      payAmountCents: pay,
      deliverMethod: q.deliverMethod,
      addressId: q.address?.addressId ?? null,
      unpaidTransactionIds: free ? [] : [timeOrderedId('T', t)],
      idempotencyKey: key,
      requestHash: hash,
      reserveUntil: new Date(t + reserveSeconds * 1000),
      paidAt: free ? new Date(t) : null,
      createdAt: new Date(t),
    }
    const a = q.address
    const side: GoodsSideRow = {
      orderId,
      merchantId: c.merchantId,
      deliverMethod: q.deliverMethod,
      itemsCents: q.itemsCents,
      expressFeeCents: q.expressFeeCents,
      address: a ? { recipient: a.recipient, phone: a.phone, area: a.area, detail: a.detail } : null,
      fromCart: q.fromCart,
    }
    const items: GoodsItemRow[] = q.lines.map((l, lineNo) => ({
      orderId,
      lineNo,
      merchantId: c.merchantId,
      productId: l.product.productId,
      skuId: l.sku.skuId,
      qty: l.qty,
      unitPriceCents: l.sku.priceCents,
      name: l.product.name,
      specText: specTranslations(l.product.specs, l.sku.specValueIds),
      posterUrl: l.product.posterUrl,
    }))
    return { order, side, items }
  }

  function createResponse(o: OrderRow | NewOrderRow, replayed: boolean): GoodsCreateResponse {
    const unpaid = o.state === ORDER_STATE.Unpaid
    return {
      orderId: o.orderId,
      unPaidTransactionIds: unpaid ? (o.unpaidTransactionIds ?? []) : [],
      payAmount: o.payAmountCents,
      reserveDeadline: unpaid ? o.reserveUntil.getTime() : null,
      orderType: 'PRODUCT',
      replayed,
    }
  }

  /** An earlier order of this key: its answer, or a conflict when it asked for something else. */
  async function replay(c: GoodsCaller, key: string, hash: string | null): Promise<GoodsOutcome<GoodsCreateResponse> | null> {
    const existing = await goods.findOrderByKey(c.merchantId, c.userId, key)
    if (!existing) return null
    if (existing.orderType !== 'PRODUCT' || (hash !== null && existing.requestHash !== hash)) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
    return done(createResponse(await fresh(existing), true))
  }

  return {
    async confirm(c, req) {
      const q = await quoteGoods(deps, c, req, false)
      if (!q.ok) return q
      const v = q.value
      const coupons = await goodsCoupons(db, c, v.lines, req.couponId, now())
      if (!coupons.ok) return coupons
      const { member, couponCents } = await goodsDiscounts(c, v.itemsCents, coupons.value.applied?.discount ?? 0)
      return done({
        lines: v.lines.map((l) => confirmLine(c, l)),
        deliverMethods: v.deliverMethods,
        deliverMethod: v.deliverMethod,
        addressId: v.address?.addressId ?? null,
        itemsAmount: v.itemsCents,
        expressFee: v.expressFeeCents,
        memberDiscount: member,
        discount: couponCents,
        payAmount: v.payCents - (member?.amount ?? 0) - couponCents,
        coupons: coupons.value.lists,
      })
    },

    async create(c, req) {
      const q = await quoteGoods(deps, c, req, true)
      // A retry of a created order (whose cart lines are gone by now) gets that order, not a refusal.
      if (!q.ok) return (await replay(c, req.idempotencyKey, null)) ?? q
      const v = q.value
      const hash = requestHash(req, v)
      const earlier = await replay(c, req.idempotencyKey, hash)
      if (earlier) return earlier
      // The coupon asked for (none when absent: create never chooses one itself).
      const coupon = req.couponId ? await goodsCoupons(db, c, v.lines, req.couponId, now()) : null
      if (coupon && !coupon.ok) return coupon
      const applied = coupon?.value.applied ?? null
      const { member, couponCents } = await goodsDiscounts(c, v.itemsCents, applied?.discount ?? 0)
      const discount = (member?.amount ?? 0) + couponCents
      if (req.payAmount !== v.payCents - discount) return fail('PRICE_CHANGED', 'priceChanged')
      const t = now()
      const d = draft(c, v, discount, req.idempotencyKey, hash, t, (await goods.reserveSeconds(c.merchantId)) ?? DEFAULT_RESERVE_SECONDS)
      try {
        // Lock order: the order row (its key's unique index makes a concurrent retry wait), then SKU rows in id order.
        await goods.transaction(async (tx) => {
          if (!(await tx.insertOrderIfNew(d.order))) throw new GoodsAbort(fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict'))
          const short = await takeSkus(tx.db, c.merchantId, v.lines.map((l) => ({ skuId: l.sku.skuId, qty: l.qty })), d.order.state === ORDER_STATE.Unpaid ? 'held' : 'sold', opts.testOnlyUnguardedStock)
          if (short) throw new GoodsAbort(fail('SOLD_OUT', 'soldOut'))
          // The coupon after the SKUs (lock order: order, SKU rows, coupon): of two orders racing for it, the
          // second's conditional update finds it PENDING and that order rolls back whole.
          const paid = d.order.state !== ORDER_STATE.Unpaid
          if (applied && !(await lockCouponForOrder(tx.db, { merchantId: c.merchantId, userId: c.userId, couponId: applied.couponId, orderId: d.order.orderId, now: new Date(t), paid }))) {
            throw new GoodsAbort(fail('BAD_REQUEST', 'coupon.taken'))
          }
          await tx.insertGoodsSide(d.side, d.items)
          if (v.fromCart) await tx.dropCartLines(c.merchantId, c.userId, v.lines.map((l) => l.sku.skuId))
        })
      } catch (err) {
        if (!(err instanceof GoodsAbort)) throw err
        return (await replay(c, req.idempotencyKey, hash)) ?? err.failure
      }
      return done(createResponse(d.order, false))
    },

    async detail(c, orderId) {
      const order = await goods.findOwnGoodsOrder(c.merchantId, c.userId, orderId)
      if (!order) return fail('NOT_FOUND', 'order.notFound')
      const [d] = await details(c, [await fresh(order)])
      return done(d as GoodsOrderDetail)
    },

    async list(c, q) {
      const overdue = await orders.findExpiredUnpaid(new Date(now()), 100, { merchantId: c.merchantId, userId: c.userId })
      for (const o of overdue) await expireUnpaid(orders, o, new Date(now()), opts.beforeExpire)
      const page = await goods.listOwnGoodsOrders(c.merchantId, c.userId, q.offset, q.length)
      return done({ total: page.total, offset: q.offset, length: q.length, orders: await details(c, page.rows) })
    },

    async cancel(c, orderId) {
      const found = await goods.findOwnGoodsOrder(c.merchantId, c.userId, orderId)
      if (!found) return fail('NOT_FOUND', 'order.notFound')
      const order = await fresh(found)
      if (order.state === ORDER_STATE.Unpaid) await cancelUnpaid(orders, order, 'BUYER', new Date(now()))
      const after = (await goods.findOwnGoodsOrder(c.merchantId, c.userId, orderId)) ?? order
      if (after.state !== ORDER_STATE.Canceled) return fail('NOT_CANCELABLE', 'notCancelable')
      const [d] = await details(c, [after])
      return done(d as GoodsOrderDetail)
    },
  }
}

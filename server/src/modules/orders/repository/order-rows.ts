/**
 * Order rows, their lines and the buyer's per-show counts. The statements of order creation (the
 * order row and the buyer's counts) are plain SQL, not Drizzle's query builder: the builder cost
 * 25–95 µs of the API's one thread per statement (measured), against ~2 µs for a template, and the
 * service sends them pipelined with the stock take (one round trip; PostgreSQL still runs them one after
 * another, in the lock order of stock.ts).
 */
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { orderBuyerCounts, orderItems, orders } from '../../../db/schema.js'
import { rowsOf } from '../../../db/raw.js'
import type { NewOrder, OrdersRepository } from '../repository.js'

export type OrderRows = Pick<
  OrdersRepository,
  | 'insertOrderIfNew'
  | 'findOrderByKey'
  | 'buyerQty'
  | 'addBuyerQty'
  | 'subtractBuyerQty'
  | 'insertItems'
  | 'setItemAllocations'
  | 'findOrder'
  | 'findItems'
  | 'listOrders'
  | 'findExpiredUnpaid'
  | 'transitionOrder'
>

/** The type of the prepared idempotency-key lookup (findOrderByKey builds it on first use). */
function prepareOrderByKey(db: Db) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, sql.placeholder('merchantId')), eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .prepare('order_by_idempotency_key')
}

/** Insert the order unless its (merchant, buyer, key) exists; returns its id, or no row. */
export function insertOrderSql(o: NewOrder): SQL {
  return sql`insert into orders (order_id, merchant_id, order_number, user_id, state, first_show_id, first_session_id,
      qty, total_cents, pay_amount_cents, deliver_method, address_id, promotion_id, audience_ids, unpaid_transaction_ids,
      idempotency_key, request_hash, reserve_until, paid_at, created_at, updated_at)
    values (${o.orderId}, ${o.merchantId}, ${o.orderNumber}, ${o.userId}, ${o.state}, ${o.firstShowId}, ${o.firstSessionId},
      ${o.qty}, ${o.totalCents}, ${o.payAmountCents}, ${o.deliverMethod}, ${o.addressId}, ${o.promotionId ?? null},
      ${JSON.stringify(o.audienceIds)}::jsonb, ${JSON.stringify(o.unpaidTransactionIds)}::jsonb,
      ${o.idempotencyKey}, ${o.requestHash}, ${o.reserveUntil.toISOString()}::timestamptz,
      ${o.paidAt ? o.paidAt.toISOString() : null}::timestamptz, ${o.createdAt.toISOString()}::timestamptz, ${o.createdAt.toISOString()}::timestamptz)
    on conflict (merchant_id, user_id, idempotency_key) do nothing
    returning order_id`
}

/**
 * Raise the buyer's count for a show unless it would pass `max`; returns the new count, or no row.
 * A new row is not checked here: callers refuse qty > max before.
 */
export function addBuyerQtySql(merchantId: string, userId: string, showId: string, qty: number, max: number): SQL {
  return sql`insert into order_buyer_counts (merchant_id, user_id, show_id, qty) values (${merchantId}, ${userId}, ${showId}, ${qty})
    on conflict (merchant_id, user_id, show_id) do update set qty = order_buyer_counts.qty + excluded.qty
    where order_buyer_counts.qty + excluded.qty <= ${max}
    returning qty`
}

/** The rows of order creation (order, buyer counts, lines). */
function creationRows(db: Db): Pick<OrderRows, 'insertOrderIfNew' | 'findOrderByKey' | 'buyerQty' | 'addBuyerQty' | 'subtractBuyerQty' | 'insertItems' | 'setItemAllocations'> {
  let orderByKeyQuery: ReturnType<typeof prepareOrderByKey> | undefined
  return {
    async insertOrderIfNew(o) {
      return rowsOf(await db.execute(insertOrderSql(o))).length === 1
    },
    async findOrderByKey(merchantId, userId, key) {
      // Asked on every refused create (a retry of a created order must get its order, not "sold out"),
      // so after a sell-out once per attempt: prepared once, not built each time.
      const [row] = await (orderByKeyQuery ??= prepareOrderByKey(db)).execute({ merchantId, userId, key })
      return row ?? null
    },
    async buyerQty(merchantId, userId, showId) {
      const [row] = await db
        .select({ qty: orderBuyerCounts.qty })
        .from(orderBuyerCounts)
        .where(and(eq(orderBuyerCounts.merchantId, merchantId), eq(orderBuyerCounts.userId, userId), eq(orderBuyerCounts.showId, showId)))
      return row?.qty ?? 0
    },
    async addBuyerQty(merchantId, userId, showId, qty, max) {
      // A new row is checked here (ON CONFLICT's WHERE only guards the update of an existing one).
      if (qty > max) return false
      return rowsOf(await db.execute(addBuyerQtySql(merchantId, userId, showId, qty, max))).length === 1
    },
    async subtractBuyerQty(merchantId, userId, showId, qty) {
      await db
        .update(orderBuyerCounts)
        .set({ qty: sql`greatest(${orderBuyerCounts.qty} - ${qty}, 0)` })
        .where(and(eq(orderBuyerCounts.merchantId, merchantId), eq(orderBuyerCounts.userId, userId), eq(orderBuyerCounts.showId, showId)))
    },
    async insertItems(rows) {
      if (rows.length) await db.insert(orderItems).values(rows)
    },
    async setItemAllocations(orderId, lineNo, allocations) {
      await db.update(orderItems).set({ allocations }).where(and(eq(orderItems.orderId, orderId), eq(orderItems.lineNo, lineNo)))
    },
  }
}

/** Reading orders and moving them between states. */
function lifecycleRows(db: Db): Pick<OrderRows, 'findOrder' | 'findItems' | 'listOrders' | 'findExpiredUnpaid' | 'transitionOrder'> {
  return {
    async findOrder(merchantId, orderId) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.orderId, orderId)))
      return row ?? null
    },
    async findItems(orderIds) {
      if (orderIds.length === 0) return []
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.lineNo))
    },
    async listOrders(merchantId, userId, state, offset, length) {
      // Ticket orders only: goods orders are listed by modules/products/goods-orders.ts.
      const where = and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.orderType, 'TICKET'), state === undefined ? undefined : eq(orders.state, state))
      const [total] = await db.select({ n: count() }).from(orders).where(where)
      const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderId)).offset(offset).limit(length)
      return { total: Number(total?.n ?? 0), rows }
    },
    async findExpiredUnpaid(now, limit, scope) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.state, 1),
            lte(orders.reserveUntil, now),
            scope ? eq(orders.merchantId, scope.merchantId) : undefined,
            scope ? eq(orders.userId, scope.userId) : undefined,
          ),
        )
        .orderBy(asc(orders.reserveUntil))
        .limit(limit)
    },
    async transitionOrder(orderId, from, to, patch) {
      const [row] = await db
        .update(orders)
        .set({ ...patch, state: to, updatedAt: new Date() })
        .where(and(eq(orders.orderId, orderId), eq(orders.state, from)))
        .returning()
      return row ?? null
    },
  }
}

export function orderRows(db: Db): OrderRows {
  return { ...creationRows(db), ...lifecycleRows(db) }
}

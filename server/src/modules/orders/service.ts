/**
 * Booking and orders rules, by part: quoting (quote.ts: pre_order), order creation (create.ts: stock +
 * limits + order in one transaction, idempotent per buyer and key), the unpaid-order deadline
 * (expiry.ts: enforced on every read and by the sweeper), and the buyer's own orders (buyer-orders.ts:
 * cancel, list, detail). Expected failures are typed results (outcome.ts), never exceptions; "not
 * found" is the same answer whether an order is missing or someone else's.
 */
import type { CreateOrderResponse, OrderBrief, OrderDetail, OrderListPage, PreOrderResponse } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { cancelOrder, getOrder, listOrders, reserveTime } from './buyer-orders.js'
import { createOrdersContext, type OrdersOptions } from './context.js'
import { createOrder, hasOrderForKey } from './create.js'
import { sweepWith } from './expiry.js'
import type { Caller, CreateInput, LineInput, QuoteInput } from './inputs.js'
import type { Failure, Outcome } from './outcome.js'
import { preOrder, soldOutNow } from './quote.js'

export type { Caller, CreateInput, LineInput, QuoteInput } from './inputs.js'
export type { Failure, Outcome } from './outcome.js'
export type { ExpiryGuard, OrdersOptions, PriorityCheck } from './context.js'
export { DEFAULT_MAX_PER_BUYER, DEFAULT_MAX_PER_ORDER } from './quote.js'
export { sweepExpiredOrders } from './expiry.js'

export interface OrdersService {
  /** Validate and price an order without taking stock (pre_order). */
  preOrder(caller: Caller, input: QuoteInput): Promise<Outcome<PreOrderResponse>>
  /** Create an order: one transaction for stock, limits and the order; a retry with the same key replays. */
  createOrder(caller: Caller, input: CreateInput): Promise<Outcome<CreateOrderResponse>>
  /**
   * SOLD_OUT when a tier of these lines is known to be sold out (the stock hint of quotes, at most a
   * fraction of a second old), else null. Lets create_order answer a sold-out crowd before admission.
   */
  soldOutNow(merchantId: string, lines: LineInput[]): Promise<Failure | null>
  /** Whether this buyer already has an order made with this idempotency key. */
  hasOrderForKey(merchantId: string, userId: string, idempotencyKey: string): Promise<boolean>
  /** Remaining ms to pay (0 when expired or not unpaid); expires the order on the way. */
  reserveTime(caller: Caller, orderId: string): Promise<Outcome<number>>
  /** The buyer cancels an unpaid order; the stock goes back at once. */
  cancelOrder(caller: Caller, orderId: string): Promise<Outcome<OrderBrief>>
  listOrders(caller: Caller, q: { state?: number; offset: number; length: number }): Promise<Outcome<OrderListPage>>
  getOrder(caller: Caller, orderId: string): Promise<Outcome<OrderDetail>>
  /** Cancel every unpaid order past its deadline; returns how many were cancelled. */
  sweep(): Promise<number>
  now(): number
}

export function createOrdersService(db: Db, opts: OrdersOptions = {}): OrdersService {
  const ctx = createOrdersContext(db, opts)
  return {
    now: ctx.now,
    preOrder: (caller, input) => preOrder(ctx, caller, input),
    createOrder: (caller, input) => createOrder(ctx, caller, input),
    soldOutNow: (merchantId, lines) => soldOutNow(ctx, merchantId, lines),
    hasOrderForKey: (merchantId, userId, key) => hasOrderForKey(ctx, merchantId, userId, key),
    reserveTime: (caller, orderId) => reserveTime(ctx, caller, orderId),
    cancelOrder: (caller, orderId) => cancelOrder(ctx, caller, orderId),
    listOrders: (caller, q) => listOrders(ctx, caller, q),
    getOrder: (caller, orderId) => getOrder(ctx, caller, orderId),
    sweep: () => sweepWith(ctx.repo, new Date(ctx.now()), 500, ctx.beforeExpire),
  }
}

/**
 * Order creation: stock, the buyer's limits and the order all or nothing, idempotent per buyer and
 * key. An unpaid tier order (the on-sale rush) is placed in ONE self-committing statement
 * (repository/place-order.ts); seat orders, free orders and lines no single shard can serve take a
 * transaction. No lookup of the key first: the order insert's unique (merchant, buyer, key) index finds
 * a retry, and every refusal asks for an existing order of this key before answering (a retry of a
 * created order gets its order, not "sold out"). That keeps the hot path of a rush to the session read
 * plus one statement.
 */
import { createHash } from 'node:crypto'
import { ORDER_STATE, ORDER_STATE_NAMES, type CreateOrderResponse, type OrderStateCode } from '../../../../types/orders.js'
import { addOnAddress, takeAddOns } from '../products/add-ons.js'
import { holdSeats } from '../seating/stock.js'
import { issueTicketsForOrder } from '../tickets/issue.js'
import type { OrdersContext } from './context.js'
import { couponsForQuote, lockCouponForOrder, type AppliedCoupons } from './coupons.js'
import { fresh } from './expiry.js'
import { priceMembership, type MemberPricing } from './membership.js'
import { spendPoints } from '../membership/order-points.js'
import { lockCardUse } from '../cards/booking.js'
import type { Caller, CreateInput } from './inputs.js'
import { Abort, done, fail, type Outcome } from './outcome.js'
import { cardAskOf, cardForQuote, refusePrivilege } from './privilege.js'
import { promotionPricing, refuseExtrasWithPromotion } from './promotion.js'
import { quote, type Quote } from './quote.js'
import type { NewOrder, NewOrderLine, OrderRow, OrdersRepository } from './repository.js'
import { isDuplicateKey, timeOrderedId } from '../../lib/ids.js'

export const DEFAULT_RESERVE_SECONDS = 15 * 60

/** An order about to be written: its row, its lines, and how its tickets are taken. */
interface Draft {
  order: NewOrder
  lines: NewOrderLine[]
  takeAs: 'held' | 'sold'
  free: boolean
  /** The coupon the order is paid with (locked in the order's transaction, orders/coupons.ts). */
  couponId: string | null
  /** Points the order is paid with (spent in the order's transaction, orders/membership.ts). */
  points: number
  /** The privilege card use the order is priced with (locked in the order's transaction, cards/booking.ts). */
  card: { userCardInstanceId: string; cents: number } | null
}

/** Stable hash of what a create asks for: a reused key must ask for the same thing. */
function requestHash(input: CreateInput): string {
  const lines = [...input.lines].map((l) => [l.showId, l.sessionId, l.seatPlanId, l.qty]).sort((a, b) => String(a[2]).localeCompare(String(b[2])))
  const parts: unknown[] = [lines, input.payAmount, input.deliverMethod ?? 'E_TICKET', input.addressId ?? null, [...(input.audienceIds ?? [])].sort()]
  // A seat order's key is bound to its seats (tier-only hashes stay as they were).
  if (input.seats?.seatIds.length) parts.push([...input.seats.seatIds].sort())
  if (input.couponId) parts.push({ couponId: input.couponId })
  if (input.usePoints) parts.push({ usePoints: input.usePoints })
  const card = cardAskOf(input.privilege)
  if (card) parts.push({ card: [card.cardId ?? null, card.userCardInstanceId ?? null] })
  if (input.promotion) parts.push({ promotion: [input.promotion.promotionId, input.promotion.sets] })
  if (input.addOns?.length) parts.push({ addOns: [...input.addOns].map((a) => [a.skuId, a.qty]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))) })
  const body = JSON.stringify(parts)
  return createHash('sha256').update(body).digest('hex')
}

/** What is refused before quoting: a foreign or stale pass, coupons or points with a promotion, privilege parameters. */
function refuseExtras(ctx: OrdersContext, caller: Caller, input: CreateInput) {
  if (input.passId) {
    const claims = ctx.pass.verify(input.passId, ctx.now())
    if (!claims || claims.m !== caller.merchantId || claims.u !== caller.userId) return fail('PASS_INVALID', 'passInvalid')
  }
  const withPromotion = input.promotion ? refuseExtrasWithPromotion(input) : null
  if (withPromotion) return withPromotion
  return refusePrivilege(input.privilege)
}

function draftOrder(
  caller: Caller,
  input: CreateInput,
  v: Quote,
  hash: string,
  t: number,
  reserveSeconds: number,
  discounts: { coupon: AppliedCoupons['applied']; priced: MemberPricing; card: Draft['card'] },
): Draft {
  const { coupon, priced, card } = discounts
  const payAmount = v.total - (card?.cents ?? 0) - priced.discount + v.addOnCents
  const free = payAmount === 0
  const orderId = timeOrderedId('', t)
  const order: NewOrder = {
    orderId,
    merchantId: caller.merchantId,
    orderNumber: orderId,
    userId: caller.userId,
    state: free ? ORDER_STATE.Succeeded : ORDER_STATE.Unpaid,
    firstShowId: v.lines[0]?.showId ?? '',
    firstSessionId: v.lines[0]?.sessionId ?? '',
    qty: v.qty,
    totalCents: v.total + v.addOnCents,
    payAmountCents: payAmount,
    deliverMethod: v.deliverMethod,
    // Only an express order keeps an address (it was checked to be the buyer's own by the quote).
    addressId: v.deliverMethod === 'EXPRESS' ? (input.addressId ?? null) : null,
    promotionId: v.promotion?.promotionId ?? null,
    audienceIds: input.audienceIds ?? [],
    unpaidTransactionIds: free ? [] : [timeOrderedId('T', t)],
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    reserveUntil: new Date(t + reserveSeconds * 1000),
    paidAt: free ? new Date(t) : null,
    createdAt: new Date(t),
  }
  const lines: NewOrderLine[] = v.lines.map((l, lineNo) => ({
    orderId,
    lineNo,
    merchantId: caller.merchantId,
    showId: l.showId,
    sessionId: l.sessionId,
    seatPlanId: l.seatPlanId,
    qty: l.qty,
    unitPriceCents: l.plan.priceCents,
  }))
  return { order, lines, takeAs: free ? 'sold' : 'held', free, couponId: coupon?.couponId ?? null, points: priced.spendPoints, card }
}

/**
 * Lines the fast take could not serve: a sharded tier whose free shards were all busy or short waits
 * for them (takeStock steps 2 and 3); a one-shard tier is sold out.
 */
async function takeSlowLines(ctx: OrdersContext, tx: OrdersRepository, d: Draft, v: Quote, taken: Array<unknown | null>): Promise<void> {
  for (const [i, allocations] of taken.entries()) {
    if (allocations) continue
    const l = d.lines[i] as NewOrderLine
    const shards = v.shardsByPlan.get(l.seatPlanId) ?? 1
    const slow = shards > 1 || ctx.testOnlyUnguardedStock ? await tx.takeStock(l.merchantId, l.seatPlanId, l.qty, d.takeAs, shards) : null
    if (!slow) throw new Abort(fail('SOLD_OUT', 'soldOut'))
    await tx.insertItems([{ ...l, allocations: slow }])
  }
}

/**
 * The order's transaction (seat orders, free orders, and tier lines no single shard could serve). The
 * statements are sent pipelined and PostgreSQL runs them in this order, which is the lock order of
 * every order transaction (repository/stock.ts):
 * 1. the order row: the unique (merchant, buyer, key) index makes a concurrent retry wait here and then
 *    find that order (this one is rolled back and the retry answers with it);
 * 2. per-buyer limits, counted over unpaid + paid orders, raised atomically per (buyer, show);
 * 3. the stock of each line with the line itself, from a shard nobody holds (the hot row stays locked
 *    only until the commit). Seat orders take their seats (each its own unit, modules/seating/stock.ts)
 *    between 2 and 3, so a buyer who lost a seat race never touches the tier rows: their lines follow
 *    in a second round trip.
 */
async function writeOrder(ctx: OrdersContext, tx: OrdersRepository, caller: Caller, d: Draft, v: Quote): Promise<NewOrder> {
  const { order, lines, takeAs } = d
  const perShow = [...v.perShow].sort(([a], [b]) => a.localeCompare(b))
  const takeLines = () => Promise.all(lines.map((l) => tx.takeStockIntoLine(l, takeAs, v.shardsByPlan.get(l.seatPlanId) ?? 1)))
  const [inserted, limits, fast] = await Promise.all([
    tx.insertOrderIfNew(order),
    Promise.all(perShow.map(([showId, s]) => tx.addBuyerQty(caller.merchantId, caller.userId, showId, s.qty, s.maxPerBuyer))),
    v.seats ? null : takeLines(),
  ])
  // The key's order exists: roll back what the pipeline did; createOrder answers with that order.
  if (!inserted) throw new Abort(fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict'))
  const over = limits.indexOf(false)
  if (over >= 0) {
    const [showId, s] = perShow[over] as [string, { maxPerBuyer: number }]
    throw new Abort(await overLimit(tx, caller, showId, s.maxPerBuyer))
  }
  if (v.seats && !(await holdSeats(tx.db, { merchantId: caller.merchantId, orderId: order.orderId, sessionId: v.seats.sessionId, seats: v.seats.seats, as: d.free ? 'SOLD' : 'HELD' }))) {
    throw new Abort(fail('SEAT_UNAVAILABLE', 'seat.gone'))
  }
  await takeSlowLines(ctx, tx, d, v, fast ?? (await takeLines()))
  // Add-ons after the tickets (lock order: order, buyer counts, ticket stock, SKU rows, coupon): the
  // last unit of an add-on goes to one order; the other rolls back whole, its tickets included.
  if (v.addOns.length) {
    const address = v.deliverMethod === 'EXPRESS' && order.addressId ? await addOnAddress(tx.db, caller.merchantId, caller.userId, order.addressId) : null
    const taken = await takeAddOns(tx.db, { merchantId: caller.merchantId, orderId: order.orderId, lines: v.addOns, as: takeAs, deliverMethod: v.deliverMethod, address, unguarded: ctx.testOnlyUnguardedAddOns })
    if (!taken) throw new Abort(fail('SOLD_OUT', v.promotion ? 'promotion.goodsSoldOut' : 'addOn.soldOut'))
  }
  // The coupon last (lock order: order, buyer counts, stock, coupon): of two orders racing for it, the
  // second's conditional update finds it PENDING and this order rolls back whole.
  if (d.couponId && !(await lockCouponForOrder(tx.db, { merchantId: caller.merchantId, userId: caller.userId, couponId: d.couponId, orderId: order.orderId, now: new Date(ctx.now()), paid: d.free }))) {
    throw new Abort(fail('PROMOTION_UNAVAILABLE', 'coupon.taken'))
  }
  // The points after the coupon: of two orders spending the same points, the second finds the balance lowered.
  if (d.points > 0) {
    const spend = { merchantId: caller.merchantId, userId: caller.userId, orderId: order.orderId, points: d.points, now: new Date(ctx.now()), unguarded: ctx.testOnlyUnguardedPoints }
    if (!(await spendPoints(tx.db, spend))) throw new Abort(fail('POINTS_UNAVAILABLE', 'points.unavailable'))
  }
  // The card's use after the points: of two orders on the card's last use, the second finds none left.
  if (d.card) {
    const use = { merchantId: caller.merchantId, userId: caller.userId, userCardInstanceId: d.card.userCardInstanceId, orderId: order.orderId, discountCents: d.card.cents }
    if (!(await lockCardUse(tx.db, { ...use, now: new Date(ctx.now()), paid: d.free, unguarded: ctx.testOnlyUnguardedCards }))) {
      throw new Abort(fail('PRIVILEGE_UNAVAILABLE', 'card.taken'))
    }
  }
  // A free order is paid at birth: its tickets are issued in the same transaction.
  if (d.free) await issueTicketsForOrder(tx.db, order.orderId, order.createdAt)
  return order
}

async function inTransaction<T>(ctx: OrdersContext, fn: (tx: OrdersRepository) => Promise<T>): Promise<Outcome<T>> {
  try {
    return done(await ctx.repo.transaction(fn))
  } catch (err) {
    if (err instanceof Abort) return err.failure
    throw err
  }
}

/**
 * One try at creating the order: the created order or the refusal (IDEMPOTENCY_CONFLICT when this
 * key's order already exists: the unique index refused the insert). createOrder answers a refusal
 * with the key's order when there is one.
 */
async function createAttempt(ctx: OrdersContext, caller: Caller, input: CreateInput, hash: string): Promise<Outcome<NewOrder>> {
  const refused = refuseExtras(ctx, caller, input)
  if (refused) return refused
  const q = await quote(ctx, caller, input, true)
  if (!q.ok) return q
  const v = q.value
  const cardQuote = await cardForQuote(ctx.db, caller, v, input.privilege, ctx.now())
  if (!cardQuote.ok) return cardQuote
  const card = cardQuote.value ? { userCardInstanceId: cardQuote.value.userCardInstanceId, cents: cardQuote.value.amount } : null
  const coupon = input.couponId && !v.promotion ? await couponsForQuote(ctx.db, caller, v, input.couponId, ctx.now()) : null
  if (coupon && !coupon.ok) return coupon
  const applied = coupon?.value.applied ?? null
  const asked = input.usePoints ?? 0
  if (!Number.isInteger(asked) || asked < 0) return fail('BAD_REQUEST', 'points.badAmount')
  const priced = v.promotion ? promotionPricing(v.promotion) : await priceMembership(ctx.db, caller, v.total - (card?.cents ?? 0), applied?.discount ?? 0, asked > 0, ctx.now(), false)
  // The points asked must be exactly the deduction the formula gives now (the toggle is all or nothing).
  if (asked !== priced.spendPoints) return fail('POINTS_UNAVAILABLE', asked > 0 && priced.spendPoints === 0 ? 'points.unavailable' : 'points.badAmount')
  if (input.payAmount !== v.total - (card?.cents ?? 0) - priced.discount + v.addOnCents) return fail('PRICE_CHANGED', 'priceChanged')
  if (v.settings.agreement && input.agreementAccepted !== true) return fail('BAD_REQUEST', 'agreementRequired')
  const t = ctx.now()
  const reserveSeconds = (await ctx.reads.findReserveSeconds(caller.merchantId)) ?? DEFAULT_RESERVE_SECONDS
  const draft = draftOrder(caller, input, v, hash, t, reserveSeconds, { coupon: applied, priced, card })
  // The hot path: an unpaid tier order in one statement. Seat orders (seats first), free orders
  // (tickets issued with the order) and lines that need their take split over shards take the
  // transaction.
  if (!v.seats && !draft.free && !draft.couponId && !draft.points && !draft.card && !v.addOns.length && !v.promotion && !ctx.testOnlyUnguardedStock) {
    const placed = await placeInOneStatement(ctx, caller, draft, v)
    if (placed !== 'SPLIT_NEEDED') return placed
  }
  return inTransaction(ctx, (tx) => writeOrder(ctx, tx, caller, draft, v))
}

/** The placement's answer, or SPLIT_NEEDED when a sharded tier has room but no single shard could serve a line. */
async function placeInOneStatement(ctx: OrdersContext, caller: Caller, d: Draft, v: Quote): Promise<Outcome<NewOrder> | 'SPLIT_NEEDED'> {
  const limits = [...v.perShow].sort(([a], [b]) => a.localeCompare(b)).map(([showId, s]) => ({ showId, qty: s.qty, max: s.maxPerBuyer }))
  const lines = d.lines.map((line) => ({ line, shards: v.shardsByPlan.get(line.seatPlanId) ?? 1 }))
  const p = await ctx.repo.placeOrder(d.order, limits, lines)
  if (p.placed) return done(d.order)
  switch (p.refused) {
    case 'KEY_EXISTS':
      return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
    case 'OVER_LIMIT': {
      const limit = limits[p.index] as (typeof limits)[number]
      return overLimit(ctx.repo, caller, limit.showId, limit.max)
    }
    case 'SOLD_OUT':
      return fail('SOLD_OUT', 'soldOut')
    case 'NO_SINGLE_SHARD':
      return (lines[p.index]?.shards ?? 1) > 1 ? 'SPLIT_NEEDED' : fail('SOLD_OUT', 'soldOut')
  }
}

/** LIMIT_REACHED with how many the buyer may still take of the show. */
async function overLimit(repo: OrdersRepository, caller: Caller, showId: string, max: number) {
  const had = await repo.buyerQty(caller.merchantId, caller.userId, showId)
  return fail('LIMIT_REACHED', 'limitPerBuyer', { max, left: Math.max(0, max - had) })
}

function createResponse(order: Pick<OrderRow, 'orderId' | 'state' | 'unpaidTransactionIds' | 'payAmountCents' | 'reserveUntil'>, replayed: boolean): CreateOrderResponse {
  return {
    orderId: order.orderId,
    unPaidTransactionIds: order.state === ORDER_STATE.Unpaid ? order.unpaidTransactionIds : [],
    orderState: { code: order.state as OrderStateCode, name: ORDER_STATE_NAMES[order.state as OrderStateCode] },
    payAmount: order.payAmountCents,
    reserveDeadline: order.state === ORDER_STATE.Unpaid ? order.reserveUntil.getTime() : null,
    replayed,
  }
}

async function replay(ctx: OrdersContext, caller: Caller, input: CreateInput, hash: string): Promise<Outcome<CreateOrderResponse> | null> {
  const existing = await ctx.repo.findOrderByKey(caller.merchantId, caller.userId, input.idempotencyKey)
  if (!existing) return null
  if (existing.requestHash !== hash) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
  return done(createResponse(await fresh(ctx, existing), true))
}

/**
 * An attempt again when its new order id was taken (another process, the same millisecond, the same
 * six digits: lib/ids.ts). The attempt wrote nothing (one statement, or a rolled-back transaction),
 * and the next one drafts a new id.
 */
async function withFreshIdOnClash<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (err) {
      if (tries >= 3 || !isDuplicateKey(err, 'orders_pkey')) throw err
    }
  }
}

/** Create an order, or answer a retry of a created one with that order. */
export async function createOrder(ctx: OrdersContext, caller: Caller, input: CreateInput): Promise<Outcome<CreateOrderResponse>> {
  const hash = requestHash(input)
  const attempt = await withFreshIdOnClash(() => createAttempt(ctx, caller, input, hash))
  if (attempt.ok) return done(createResponse(attempt.value, false))
  // Refused, or another request with the same key committed first: answer with its order.
  return (await replay(ctx, caller, input, hash)) ?? attempt
}

export async function hasOrderForKey(ctx: OrdersContext, merchantId: string, userId: string, idempotencyKey: string): Promise<boolean> {
  return (await ctx.repo.findOrderByKey(merchantId, userId, idempotencyKey)) !== null
}

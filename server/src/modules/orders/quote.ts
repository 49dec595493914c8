/**
 * Quoting: everything that makes an order buyable, checked against committed data (and the short-lived
 * caches of reads.ts); nothing is taken. pre_order answers with it; create_order quotes strictly
 * before its transaction.
 */
import type { DeliverMethod, PreOrderResponse, PriceLine } from '../../../../types/orders.js'
import { ADD_ON_LINES_MAX } from '../../../../types/products.js'
import { pickTranslation } from '../../i18n/translations.js'
import { localTime } from '../../lib/local-time.js'
import { addOnLine, quoteAddOns, type QuotedAddOn } from '../products/add-ons.js'
import type { GoodsFailure } from '../products/outcome.js'
import { resolvePickedSeats, type PickedSeats } from '../seating/order-seats.js'
import type { OrdersContext } from './context.js'
import { couponsForQuote } from './coupons.js'
import { priceMembership } from './membership.js'
import { orderPromotion, pricePromotion, promotionPricing, resolvePromotion, type PricedPromotion } from './promotion.js'
import type { Caller, LineInput, QuoteInput } from './inputs.js'
import { done, fail, type Failure, type Outcome } from './outcome.js'
import { cardForQuote, refusePrivilege } from './privilege.js'
import { checkAttendees, mergeSettings, settingsOf, type PurchaseSettings } from './purchase-rules.js'
import type { SeatPlanRow, SessionRow, ShowRow } from './repository.js'

/** Defaults when a show or merchant has no rule row. */
export const DEFAULT_MAX_PER_ORDER = 6
export const DEFAULT_MAX_PER_BUYER = 6
const BUYABLE_SHOW_STATES = new Set(['ON_SALE', 'PRE_SALE'])

export interface Quote {
  lines: Array<LineInput & { plan: SeatPlanRow; show: ShowRow }>
  /** The seats to take with the tier counters (seat orders only). */
  seats: PickedSeats | null
  perShow: Map<string, ShowLimit>
  shardsByPlan: Map<string, number>
  priceLines: PriceLine[]
  qty: number
  total: number
  remaining: number
  maxPerOrder: number
  deliverMethod: DeliverMethod
  settings: PurchaseSettings
  /** Add-ons bought with the tickets and their price (cents); never discounted by a ticket coupon. */
  addOns: QuotedAddOn[]
  addOnCents: number
  /** The ticket package promotion the lines and add-ons were made from (orders/promotion.ts), or null. */
  promotion: PricedPromotion | null
}

/** What one show of an order asks for, and how many of it one buyer may hold. */
export interface ShowLimit {
  qty: number
  maxPerBuyer: number
}

interface CatalogRowsOfLines {
  shows: Map<string, ShowRow>
  plans: Map<string, SeatPlanRow>
  sessions: Map<string, SessionRow>
}

/**
 * Seat orders: the tier lines the picked seats make (their tiers price them). Tier orders: refused
 * for sessions sold seat by seat, which would otherwise hold tier stock without a seat.
 */
async function seatLines(ctx: OrdersContext, caller: Caller, input: QuoteInput): Promise<Outcome<{ lines: LineInput[]; seats: PickedSeats | null }>> {
  if (!input.seats?.seatIds.length) {
    const refused = await ctx.tierOnlyRefusal(caller.merchantId, input.lines.map((l) => l.sessionId))
    return refused ?? done({ lines: input.lines, seats: null })
  }
  const picked = await resolvePickedSeats(ctx.db, { ...caller, ...input.seats, partnerSeats: ctx.partnerSeats })
  return picked.ok ? done({ lines: picked.value.lines, seats: picked.value }) : picked
}

/** One line per tier (a client may send the same tier twice), in seat-plan order. */
function mergeLines(input: LineInput[]): Outcome<LineInput[]> {
  const merged = new Map<string, LineInput>()
  for (const l of input) {
    if (!Number.isInteger(l.qty) || l.qty < 1) return fail('BAD_QUANTITY', 'badQuantity', { max: DEFAULT_MAX_PER_ORDER })
    const prev = merged.get(l.seatPlanId)
    if (prev && (prev.sessionId !== l.sessionId || prev.showId !== l.showId)) return fail('NOT_FOUND', 'seatPlan.notFound')
    merged.set(l.seatPlanId, prev ? { ...prev, qty: prev.qty + l.qty } : { ...l })
  }
  return done([...merged.values()].sort((a, b) => a.seatPlanId.localeCompare(b.seatPlanId)))
}

/** The shows, sessions and seat plans the lines name, each of this merchant and of each other. */
async function loadCatalogRows(ctx: OrdersContext, merchantId: string, lines: LineInput[]): Promise<Outcome<CatalogRowsOfLines>> {
  const shows = new Map<string, ShowRow>()
  for (const showId of new Set(lines.map((l) => l.showId))) {
    const show = await ctx.reads.findShow(merchantId, showId)
    if (!show) return fail('NOT_FOUND', 'show.notFound')
    shows.set(showId, show)
  }
  const plans = new Map((await ctx.reads.findSeatPlans(merchantId, lines.map((l) => l.seatPlanId))).map((p) => [p.seatPlanId, p]))
  const sessions = new Map<string, SessionRow>()
  for (const l of lines) {
    const session = sessions.get(l.sessionId) ?? (await ctx.reads.findSession(merchantId, l.sessionId))
    if (!session || session.showId !== l.showId) return fail('NOT_FOUND', 'session.notFound')
    sessions.set(l.sessionId, session)
    const plan = plans.get(l.seatPlanId)
    if (!plan || plan.sessionId !== l.sessionId || plan.showId !== l.showId) return fail('NOT_FOUND', 'seatPlan.notFound')
  }
  return done({ shows, plans, sessions })
}

/** Whether the show sells to this buyer now: its state, and its sale time (or priority sale for them). */
async function refuseSaleState(ctx: OrdersContext, caller: Caller, show: ShowRow): Promise<Failure | null> {
  if (!BUYABLE_SHOW_STATES.has(show.showDetailStatus)) {
    return show.showDetailStatus === 'SOLD_OUT' ? fail('SOLD_OUT', 'soldOut') : fail('NOT_ON_SALE', 'notOnSale')
  }
  const t = ctx.now()
  if (!show.saleTime || show.saleTime.getTime() <= t) return null
  const priorityOpen =
    show.prioritySaleTime !== null &&
    show.prioritySaleTime.getTime() <= t &&
    (await ctx.canUsePriority({ merchantId: caller.merchantId, userId: caller.userId, show }))
  return priorityOpen ? null : fail('SALE_NOT_STARTED', 'saleNotStarted', { time: localTime(show.saleTime, show.utcOffset) })
}

/** Sale state and window per show, and its purchase rules (per-order and per-buyer limits, settings). */
async function checkShows(
  ctx: OrdersContext,
  caller: Caller,
  shows: Map<string, ShowRow>,
  lines: LineInput[],
): Promise<Outcome<{ perShow: Map<string, ShowLimit>; maxPerOrder: number; settings: PurchaseSettings }>> {
  const perShow = new Map<string, ShowLimit>()
  let maxPerOrder = Number.MAX_SAFE_INTEGER
  const settingsList: PurchaseSettings[] = []
  for (const show of shows.values()) {
    const refused = await refuseSaleState(ctx, caller, show)
    if (refused) return refused
    const rules = await ctx.reads.findShowRules(caller.merchantId, show.showId)
    const showQty = lines.filter((l) => l.showId === show.showId).reduce((s, l) => s + l.qty, 0)
    const max = rules?.maxPerOrder ?? DEFAULT_MAX_PER_ORDER
    maxPerOrder = Math.min(maxPerOrder, max)
    if (showQty > max) return fail('BAD_QUANTITY', 'badQuantity', { max })
    perShow.set(show.showId, { qty: showQty, maxPerBuyer: rules?.maxPerBuyer ?? DEFAULT_MAX_PER_BUYER })
    settingsList.push(settingsOf(rules, caller.lang, caller.fallback))
  }
  return done({ perShow, maxPerOrder, settings: mergeSettings(settingsList) })
}

/** The delivery method: one the show offers (default: e-ticket when offered, else the first). */
function pickDeliverMethod(settings: PurchaseSettings, requested: DeliverMethod | undefined): Outcome<DeliverMethod> {
  const method = requested ?? (settings.deliverMethods.includes('E_TICKET') ? 'E_TICKET' : (settings.deliverMethods[0] ?? 'E_TICKET'))
  return settings.deliverMethods.includes(method) ? done(method) : fail('BAD_REQUEST', 'deliverUnavailable')
}

function refuseSessions(sessions: Iterable<SessionRow>): Failure | null {
  for (const session of sessions) {
    if (session.status === 'SOLD_OUT') return fail('SOLD_OUT', 'soldOut')
    if (session.status !== 'ON_SALE') return fail('NOT_ON_SALE', 'notOnSale')
  }
  return null
}

/** Stock per tier (informative here; the transaction decides) and how many shards each tier has. */
async function checkStock(
  ctx: OrdersContext,
  merchantId: string,
  lines: LineInput[],
  plans: Map<string, SeatPlanRow>,
): Promise<Outcome<{ shardsByPlan: Map<string, number>; remaining: number }>> {
  const shardsByPlan = new Map<string, number>()
  let remaining = Number.MAX_SAFE_INTEGER
  for (const l of lines) {
    const plan = plans.get(l.seatPlanId) as SeatPlanRow
    if (plan.saleState === 'SOLD_OUT') return fail('SOLD_OUT', 'soldOut')
    const stock = await ctx.reads.stockTotals(merchantId, l.seatPlanId)
    if (!stock) return fail('NOT_ON_SALE', 'notOnSale')
    const left = stock.capacity - stock.sold - stock.held
    if (left <= 0) return fail('SOLD_OUT', 'soldOut')
    if (left < l.qty) return fail('SOLD_OUT', 'notEnough', { left })
    remaining = Math.min(remaining, left)
    shardsByPlan.set(l.seatPlanId, stock.shards)
  }
  return done({ shardsByPlan, remaining })
}

/**
 * The buyer's limit: a quote tells early; create_order leaves it to the transaction, whose
 * conditional update decides anyway (one round trip less on the hot path).
 */
async function refuseOverLimit(ctx: OrdersContext, caller: Caller, perShow: Map<string, ShowLimit>): Promise<Failure | null> {
  for (const [showId, s] of perShow) {
    const had = await ctx.repo.buyerQty(caller.merchantId, caller.userId, showId)
    if (had + s.qty > s.maxPerBuyer) return fail('LIMIT_REACHED', 'limitPerBuyer', { max: s.maxPerBuyer, left: Math.max(0, s.maxPerBuyer - had) })
  }
  return null
}

/** The attendees (real-name shows) and the delivery address: the buyer's own, complete when `strict`. */
async function refuseBuyerDetails(
  ctx: OrdersContext,
  caller: Caller,
  input: QuoteInput,
  order: { qty: number; settings: PurchaseSettings; deliverMethod: DeliverMethod; strict: boolean },
): Promise<Failure | null> {
  const ids = input.audienceIds ?? []
  const found = ids.length ? await ctx.repo.findAudiences(caller.merchantId, caller.userId, [...new Set(ids)]) : []
  const required = order.strict && order.settings.realNameRequired
  const problem = checkAttendees({ ids, found, qty: order.qty, required, callerPhone: caller.phone ?? null, now: new Date(ctx.now()) })
  if (problem) return fail(problem.notFound ? 'NOT_FOUND' : 'BAD_REQUEST', problem.key, problem.vars)
  if (order.deliverMethod !== 'EXPRESS') return null
  if (!input.addressId) return order.strict ? fail('BAD_REQUEST', 'addressRequired') : null
  // Another buyer's address is the same answer as a missing one.
  return (await ctx.repo.ownsAddress(caller.merchantId, caller.userId, input.addressId)) ? null : fail('NOT_FOUND', 'address.notFound')
}

function priceLinesOf(caller: Caller, lines: LineInput[], plans: Map<string, SeatPlanRow>): PriceLine[] {
  return lines.map((l) => {
    const plan = plans.get(l.seatPlanId) as SeatPlanRow
    return {
      showId: l.showId,
      sessionId: l.sessionId,
      seatPlanId: l.seatPlanId,
      seatPlanName: pickTranslation(plan.name, caller.lang, caller.fallback),
      qty: l.qty,
      unitPrice: plan.priceCents,
      amount: plan.priceCents * l.qty,
    }
  })
}

/**
 * `strict` (create_order): a real-name show needs its attendees and EXPRESS its address. A quote
 * (pre_order) checks only what was sent, so the booking page can price before they are chosen.
 */
export async function quote(ctx: OrdersContext, caller: Caller, asked: QuoteInput, strict = false): Promise<Outcome<Quote>> {
  const promoted = await resolvePromotion(ctx, caller, asked)
  if (!promoted.ok) return promoted
  const { request, parts } = promoted.value
  const seated = await seatLines(ctx, caller, request)
  if (!seated.ok) return seated
  const input = { ...request, lines: seated.value.lines }
  if (input.lines.length === 0) return fail('BAD_REQUEST', 'itemsMismatch')
  const merged = mergeLines(input.lines)
  if (!merged.ok) return merged
  const lines = merged.value
  const rows = await loadCatalogRows(ctx, caller.merchantId, lines)
  if (!rows.ok) return rows
  const { shows, plans, sessions } = rows.value
  const rules = await checkShows(ctx, caller, shows, lines)
  if (!rules.ok) return rules
  const { perShow, maxPerOrder, settings } = rules.value
  const deliverMethod = pickDeliverMethod(settings, input.deliverMethod)
  if (!deliverMethod.ok) return deliverMethod
  const sessionRefused = refuseSessions(sessions.values())
  if (sessionRefused) return sessionRefused
  const stock = await checkStock(ctx, caller.merchantId, lines, plans)
  if (!stock.ok) return stock
  const overLimit = strict ? null : await refuseOverLimit(ctx, caller, perShow)
  if (overLimit) return overLimit
  const qty = lines.reduce((s, l) => s + l.qty, 0)
  const details = await refuseBuyerDetails(ctx, caller, input, { qty, settings, deliverMethod: deliverMethod.value, strict })
  if (details) return details
  const priceLines = priceLinesOf(caller, lines, plans)
  const addOns = parts ? { ok: true as const, value: { lines: parts.goods, cents: parts.goods.reduce((n, l) => n + l.sku.priceCents * l.qty, 0) } } : await quoteAddOns(ctx.db, caller, lines[0]?.showId ?? '', input.addOns ?? [])
  if (!addOns.ok) return addOnFailure(addOns)
  const total = priceLines.reduce((s, l) => s + l.amount, 0)
  return done({
    lines: lines.map((l) => ({ ...l, plan: plans.get(l.seatPlanId) as SeatPlanRow, show: shows.get(l.showId) as ShowRow })),
    seats: seated.value.seats,
    perShow,
    shardsByPlan: stock.value.shardsByPlan,
    priceLines,
    qty,
    total,
    remaining: stock.value.remaining,
    maxPerOrder,
    deliverMethod: deliverMethod.value,
    settings,
    addOns: addOns.value.lines,
    addOnCents: addOns.value.cents,
    promotion: parts ? pricePromotion(parts, total, addOns.value.cents) : null,
  })
}

/** An add-on refusal in the orders' words (its own keys: goods wording, never the tickets'). */
function addOnFailure(f: GoodsFailure): Failure {
  switch (f.reason) {
    case 'NOT_FOUND':
      return fail('NOT_FOUND', 'addOn.notFound')
    case 'SOLD_OUT':
    case 'NOT_ENOUGH_STOCK':
      return fail('SOLD_OUT', 'addOn.soldOut', f.vars)
    case 'NOT_ON_SALE':
      return fail('NOT_ON_SALE', 'addOn.offSale')
    case 'BAD_QUANTITY':
      return fail('BAD_QUANTITY', f.key === 'overOrderLimit' ? 'addOn.overLimit' : 'addOn.badQuantity', f.vars)
    default:
      return fail('BAD_REQUEST', 'addOn.badRequest', { max: ADD_ON_LINES_MAX })
  }
}

/** pre_order: the quote, priced, with a signed pass a create may echo. */
export async function preOrder(ctx: OrdersContext, caller: Caller, input: QuoteInput): Promise<Outcome<PreOrderResponse>> {
  const privilegeRefused = refusePrivilege(input.privilege)
  if (privilegeRefused) return privilegeRefused
  const q = await quote(ctx, caller, input)
  if (!q.ok) return q
  const v = q.value
  // A promotion stands alone: no card, coupon, member discount or points on top (orders/promotion.ts).
  const card = v.promotion ? done(null) : await cardForQuote(ctx.db, caller, v, input.privilege, ctx.now())
  if (!card.ok) return card
  const cardCents = card.value?.amount ?? 0
  const coupons = v.promotion ? done(NO_COUPONS) : await couponsForQuote(ctx.db, caller, v, input.couponId, ctx.now())
  if (!coupons.ok) return coupons
  // The card first, then member discount, coupon and points on what it left (orders/membership.ts).
  const priced = v.promotion ? promotionPricing(v.promotion) : await priceMembership(ctx.db, caller, v.total - cardCents, coupons.value.applied?.discount ?? 0, input.usePoint, ctx.now())
  const discount = cardCents + priced.discount
  const signed = ctx.pass.sign({ m: caller.merchantId, u: caller.userId, p: v.lines.map((l) => l.seatPlanId).join(','), q: v.qty, a: v.total }, ctx.now())
  return done({
    lines: v.priceLines,
    qty: v.qty,
    total: v.total,
    discount,
    deliverFee: 0,
    payAmount: v.total - discount + v.addOnCents,
    addOns: v.addOns.map((l) => addOnLine(caller, l)),
    addOnAmount: v.addOnCents,
    deliverMethod: v.deliverMethod,
    remaining: v.remaining,
    maxPerOrder: v.maxPerOrder,
    passId: signed.passId,
    passIdExpiresAt: signed.expiresAt,
    realNameRequired: v.settings.realNameRequired,
    deliverMethods: v.settings.deliverMethods,
    agreement: v.settings.agreement,
    agreementNeedReadAll: v.settings.agreementNeedReadAll,
    coupons: coupons.value.lists,
    memberDiscount: priced.member,
    points: priced.points,
    card: card.value,
    promotion: v.promotion ? orderPromotion(caller, v.promotion) : null,
  })
}

const NO_COUPONS = { lists: { usable: [], unusable: [], chosenCouponId: null }, applied: null }

/** SOLD_OUT when a tier of these lines is known to be sold out (the stock hint), else null. */
export async function soldOutNow(ctx: OrdersContext, merchantId: string, lines: LineInput[]): Promise<Failure | null> {
  for (const l of lines) {
    const stock = await ctx.reads.stockTotals(merchantId, l.seatPlanId)
    if (stock && stock.capacity - stock.sold - stock.held <= 0) return fail('SOLD_OUT', 'soldOut')
  }
  return null
}

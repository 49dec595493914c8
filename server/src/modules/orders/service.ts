/**
 * Booking and orders rules: quoting (pre_order), order creation (stock + limits + order in one
 * transaction, idempotent per buyer and key), the unpaid-order deadline (enforced on every read and by
 * the sweeper), buyer cancel, list and detail. Expected failures are typed results (Outcome), never
 * exceptions; "not found" is the same answer whether an order is missing or someone else's.
 */
import { createHash, randomInt } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import {
  ORDER_STATE,
  ORDER_STATE_NAMES,
  type BookingPrivilege,
  type CreateOrderResponse,
  type DeliverMethod,
  type OrderBrief,
  type OrderDetail,
  type OrderFailureReason,
  type OrderListPage,
  type OrderStateCode,
  type PreOrderResponse,
  type PriceLine,
} from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { posterUrl } from '../catalog/present.js'
import { actionTitle, om, operationTitle, stateTitle, type OrderMessageKey } from './messages.js'
import { createPassSigner, type PassSigner } from './pass.js'
import { issueTicketsForOrder } from '../tickets/issue.js'
import type { SeatMessageKey } from '../seating/messages.js'
import { memoize } from '../../lib/memo.js'
import { cachedCatalogReads } from './reads.js'
import { checkAttendees, mergeSettings, settingsOf, type PurchaseSettings } from './purchase-rules.js'
import { refusePrivilege } from './privilege.js'
import { ticketsOfOrder } from './order-tickets.js'
import { refuseTierOnlyForSeatMaps, resolvePickedSeats, type PickedSeats } from '../seating/order-seats.js'
import { processLocalPartnerSeatSigner, type PartnerSeatSigner } from '../seating/partner/token.js'
import { holdSeats, releaseHeldSeats, seatsOfOrder } from '../seating/stock.js'
import {
  createOrdersRepository,
  type OrderItemRow,
  type NewOrder,
  type NewOrderLine,
  type OrderRow,
  type OrdersRepository,
  type SeatPlanRow,
  type SessionRow,
  type ShowDisplay,
  type ShowRow,
} from './repository.js'

/** Defaults when a show or merchant has no rule row. */
export const DEFAULT_MAX_PER_ORDER = 6
export const DEFAULT_MAX_PER_BUYER = 6
export const DEFAULT_RESERVE_SECONDS = 15 * 60
const BUYABLE_SHOW_STATES = new Set(['ON_SALE', 'PRE_SALE'])

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  /** The merchant's default language (translations fall back to it). */
  fallback: Lang
  /** The logged-in phone number (a minor attendee must carry it); null/absent when logged in otherwise. */
  phone?: string | null
}

export interface Failure {
  ok: false
  reason: OrderFailureReason
  /** Seat orders fail with seating's wording (modules/seating/messages.ts). */
  key: OrderMessageKey | SeatMessageKey
  vars?: Record<string, string | number>
}
export type Outcome<T> = { ok: true; value: T } | Failure

const fail = (reason: OrderFailureReason, key: OrderMessageKey | SeatMessageKey, vars?: Record<string, string | number>): Failure => ({ ok: false, reason, key, vars })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

/** Thrown inside a transaction to roll it back with a typed failure (caught by `inTransaction`). */
class Abort extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason)
  }
}

/** A hook for priority sale: may this buyer buy from prioritySaleTime on? (membership wires it later.) */
export type PriorityCheck = (p: { merchantId: string; userId: string; show: ShowRow }) => Promise<boolean>

export interface OrdersOptions {
  /** Clock (ms since epoch); tests move it to expire orders. */
  now?: () => number
  passSigner?: PassSigner
  /** Verifies third-party seat results (SEAT_PARTNER_SECRET); buildApp passes the app's one signer. */
  partnerSeatSigner?: PartnerSeatSigner
  canUsePrioritySale?: PriorityCheck
  /** Sweeper period in ms; 0 disables the timer (tests call sweepExpiredOrders themselves). Default 15 s. */
  sweepIntervalMs?: number
  /**
   * Called before an unpaid order is expired (sweeper and reads): payments asks the provider about the
   * order's open attempts and settles a paid one, so a time-out never cancels an order that was paid.
   */
  beforeExpire?: ExpiryGuard
  /** How long catalog rows read by quotes are reused (reads.ts); 0 (default) reads every time. */
  readCacheTtlMs?: number
  /** How long a tier's stock totals are reused by quotes (reads.ts); 0 (default) reads every time. */
  stockHintTtlMs?: number
  /** TEST ONLY: stock taken by read-then-write, see repository.ts. */
  testOnlyUnguardedStock?: boolean
}

export interface LineInput {
  showId: string
  sessionId: string
  seatPlanId: string
  qty: number
}

export interface QuoteInput {
  lines: LineInput[]
  /**
   * Seat-picking sessions: the picked seats and the show/session the client says they are of; `lines`
   * are then made from the seats (see seatLines) and may be empty.
   */
  seats?: { seatIds: string[]; showId?: string; sessionId?: string; partnerSeatToken?: string }
  /** The booking page's privilege and card parameters; refused while there is no privilege system (privilege.ts). */
  privilege?: BookingPrivilege
  deliverMethod?: DeliverMethod
  audienceIds?: string[]
  /** EXPRESS: the buyer's own address (checked when sent; required on create). */
  addressId?: string
}

export interface CreateInput extends QuoteInput {
  payAmount: number
  promotionId?: string
  idempotencyKey: string
  passId?: string
  /** Must be true when the show has a purchase agreement. */
  agreementAccepted?: boolean
}

interface Quote {
  lines: Array<LineInput & { plan: SeatPlanRow; show: ShowRow }>
  /** The seats to take with the tier counters (seat orders only). */
  seats: PickedSeats | null
  perShow: Map<string, { qty: number; maxPerBuyer: number }>
  shardsByPlan: Map<string, number>
  priceLines: PriceLine[]
  qty: number
  total: number
  remaining: number
  maxPerOrder: number
  deliverMethod: DeliverMethod
  settings: PurchaseSettings
}

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

/** Cancel unpaid orders past their deadline at `now` and release their stock (the sweeper; tests call it). */
export async function sweepExpiredOrders(db: Db, now: Date, limit = 500, beforeExpire?: ExpiryGuard): Promise<number> {
  return sweepWith(createOrdersRepository(db), now, limit, beforeExpire)
}

export type ExpiryGuard = (order: OrderRow) => Promise<void>

/** Expire one unpaid order past its deadline, asking the guard first (it may settle a payment). */
async function expireUnpaid(repo: OrdersRepository, order: OrderRow, now: Date, guard: ExpiryGuard | undefined): Promise<boolean> {
  await guard?.(order)
  return cancelUnpaid(repo, order, 'EXPIRED', now)
}

async function sweepWith(repo: OrdersRepository, now: Date, limit: number, guard?: ExpiryGuard): Promise<number> {
  let cancelled = 0
  for (;;) {
    const expired = await repo.findExpiredUnpaid(now, limit)
    for (const order of expired) if (await expireUnpaid(repo, order, now, guard)) cancelled++
    if (expired.length < limit) return cancelled
  }
}

/**
 * Unpaid → Canceled with its stock and buyer counts given back, in one transaction. The state change is
 * conditional, so a sweeper and a read racing on the same order release its stock once. Lock order is
 * the same as order creation (order row, buyer counts, stock rows in seat-plan order).
 */
async function cancelUnpaid(repo: OrdersRepository, order: OrderRow, reason: 'BUYER' | 'EXPIRED', now: Date): Promise<boolean> {
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
    return true
  })
}

/** Stable hash of what a create asks for: a reused key must ask for the same thing. */
function requestHash(input: CreateInput): string {
  const lines = [...input.lines].map((l) => [l.showId, l.sessionId, l.seatPlanId, l.qty]).sort((a, b) => String(a[2]).localeCompare(String(b[2])))
  const parts: unknown[] = [lines, input.payAmount, input.deliverMethod ?? 'E_TICKET', input.addressId ?? null, [...(input.audienceIds ?? [])].sort()]
  // A seat order's key is bound to its seats (tier-only hashes stay as they were).
  if (input.seats?.seatIds.length) parts.push([...input.seats.seatIds].sort())
  const body = JSON.stringify(parts)
  return createHash('sha256').update(body).digest('hex')
}

function newId(prefix: string, now: number): string {
  return `${prefix}${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** 'YYYY-MM-DD HH:mm' in the show's own offset. */
function localTime(d: Date, offsetMinutes: number): string {
  return new Date(d.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ')
}

const cut = (text: string, n: number, suffix: string) => (Array.from(text).length > n ? Array.from(text).slice(0, n).join('') : text) + suffix

export function createOrdersService(db: Db, opts: OrdersOptions = {}): OrdersService {
  const repo = createOrdersRepository(db, { testOnlyUnguardedStock: opts.testOnlyUnguardedStock })
  const reads = cachedCatalogReads(repo, opts.readCacheTtlMs ?? 0, opts.stockHintTtlMs ?? 0)
  // Whether a session is sold seat by seat changes with its seat map, as rarely as the rows above.
  const tierOnlyRefusal = memoize({ ttlMs: opts.readCacheTtlMs ?? 0 }, (merchantId: string, sessionIds: string[]) => refuseTierOnlyForSeatMaps(db, merchantId, sessionIds))
  const now = opts.now ?? Date.now
  const pass = opts.passSigner ?? createPassSigner()
  const partnerSeats = opts.partnerSeatSigner ?? processLocalPartnerSeatSigner()
  const canUsePriority: PriorityCheck = opts.canUsePrioritySale ?? (async () => false)

  async function inTransaction<T>(fn: (tx: OrdersRepository) => Promise<T>): Promise<Outcome<T>> {
    try {
      return done(await repo.transaction(fn))
    } catch (err) {
      if (err instanceof Abort) return err.failure
      throw err
    }
  }

  /** Everything that makes an order buyable, checked against committed data; nothing is taken. */
  /**
   * Seat orders: the tier lines the picked seats make (their tiers price them). Tier orders: refused
   * for sessions sold seat by seat, which would otherwise hold tier stock without a seat.
   */
  async function seatLines(caller: Caller, input: QuoteInput): Promise<Outcome<{ lines: LineInput[]; seats: PickedSeats | null }>> {
    if (!input.seats?.seatIds.length) {
      const refused = await tierOnlyRefusal(caller.merchantId, input.lines.map((l) => l.sessionId))
      return refused ?? done({ lines: input.lines, seats: null })
    }
    const picked = await resolvePickedSeats(db, { ...caller, ...input.seats, partnerSeats })
    return picked.ok ? done({ lines: picked.value.lines, seats: picked.value }) : picked
  }

  /**
   * `strict` (create_order): a real-name show needs its attendees and EXPRESS its address. A quote
   * (pre_order) checks only what was sent, so the booking page can price before they are chosen.
   */
  async function quote(caller: Caller, request: QuoteInput, strict = false): Promise<Outcome<Quote>> {
    const { merchantId } = caller
    const seated = await seatLines(caller, request)
    if (!seated.ok) return seated
    const input = { ...request, lines: seated.value.lines }
    if (input.lines.length === 0) return fail('BAD_REQUEST', 'itemsMismatch')
    // One line per tier (a client may send the same tier twice).
    const merged = new Map<string, LineInput>()
    for (const l of input.lines) {
      if (!Number.isInteger(l.qty) || l.qty < 1) return fail('BAD_QUANTITY', 'badQuantity', { max: DEFAULT_MAX_PER_ORDER })
      const prev = merged.get(l.seatPlanId)
      if (prev && (prev.sessionId !== l.sessionId || prev.showId !== l.showId)) return fail('NOT_FOUND', 'seatPlan.notFound')
      merged.set(l.seatPlanId, prev ? { ...prev, qty: prev.qty + l.qty } : { ...l })
    }
    const lines = [...merged.values()].sort((a, b) => a.seatPlanId.localeCompare(b.seatPlanId))

    const shows = new Map<string, ShowRow>()
    for (const showId of new Set(lines.map((l) => l.showId))) {
      const show = await reads.findShow(merchantId, showId)
      if (!show) return fail('NOT_FOUND', 'show.notFound')
      shows.set(showId, show)
    }
    const plans = new Map((await reads.findSeatPlans(merchantId, lines.map((l) => l.seatPlanId))).map((p) => [p.seatPlanId, p]))
    const sessions = new Map<string, SessionRow>()
    for (const l of lines) {
      const session = sessions.get(l.sessionId) ?? (await reads.findSession(merchantId, l.sessionId))
      if (!session || session.showId !== l.showId) return fail('NOT_FOUND', 'session.notFound')
      sessions.set(l.sessionId, session)
      const plan = plans.get(l.seatPlanId)
      if (!plan || plan.sessionId !== l.sessionId || plan.showId !== l.showId) return fail('NOT_FOUND', 'seatPlan.notFound')
    }

    // Sale state and window per show.
    const perShow = new Map<string, { qty: number; maxPerBuyer: number }>()
    let maxPerOrder = Number.MAX_SAFE_INTEGER
    const settingsList: PurchaseSettings[] = []
    for (const show of shows.values()) {
      if (!BUYABLE_SHOW_STATES.has(show.showDetailStatus)) {
        return show.showDetailStatus === 'SOLD_OUT' ? fail('SOLD_OUT', 'soldOut') : fail('NOT_ON_SALE', 'notOnSale')
      }
      const t = now()
      if (show.saleTime && show.saleTime.getTime() > t) {
        const priorityOpen =
          show.prioritySaleTime !== null &&
          show.prioritySaleTime.getTime() <= t &&
          (await canUsePriority({ merchantId, userId: caller.userId, show }))
        if (!priorityOpen) return fail('SALE_NOT_STARTED', 'saleNotStarted', { time: localTime(show.saleTime, show.utcOffset) })
      }
      const rules = await reads.findShowRules(merchantId, show.showId)
      const showQty = lines.filter((l) => l.showId === show.showId).reduce((s, l) => s + l.qty, 0)
      const max = rules?.maxPerOrder ?? DEFAULT_MAX_PER_ORDER
      maxPerOrder = Math.min(maxPerOrder, max)
      if (showQty > max) return fail('BAD_QUANTITY', 'badQuantity', { max })
      perShow.set(show.showId, { qty: showQty, maxPerBuyer: rules?.maxPerBuyer ?? DEFAULT_MAX_PER_BUYER })
      settingsList.push(settingsOf(rules, caller.lang, caller.fallback))
    }
    const settings = mergeSettings(settingsList)
    // The delivery method: one the show offers (default: e-ticket when offered, else the first).
    const deliverMethod = input.deliverMethod ?? (settings.deliverMethods.includes('E_TICKET') ? 'E_TICKET' : (settings.deliverMethods[0] ?? 'E_TICKET'))
    if (!settings.deliverMethods.includes(deliverMethod)) return fail('BAD_REQUEST', 'deliverUnavailable')
    for (const session of sessions.values()) {
      if (session.status === 'SOLD_OUT') return fail('SOLD_OUT', 'soldOut')
      if (session.status !== 'ON_SALE') return fail('NOT_ON_SALE', 'notOnSale')
    }

    // Stock (informative here; the transaction decides) and the buyer's limit.
    const shardsByPlan = new Map<string, number>()
    let remaining = Number.MAX_SAFE_INTEGER
    for (const l of lines) {
      const plan = plans.get(l.seatPlanId) as SeatPlanRow
      if (plan.saleState === 'SOLD_OUT') return fail('SOLD_OUT', 'soldOut')
      const stock = await reads.stockTotals(merchantId, l.seatPlanId)
      if (!stock) return fail('NOT_ON_SALE', 'notOnSale')
      const left = stock.capacity - stock.sold - stock.held
      if (left <= 0) return fail('SOLD_OUT', 'soldOut')
      if (left < l.qty) return fail('SOLD_OUT', 'notEnough', { left })
      remaining = Math.min(remaining, left)
      shardsByPlan.set(l.seatPlanId, stock.shards)
    }
    // The buyer's limit: a quote tells early; create_order leaves it to the transaction, whose
    // conditional update decides anyway (one round trip less on the hot path).
    for (const [showId, s] of strict ? [] : perShow) {
      const had = await repo.buyerQty(merchantId, caller.userId, showId)
      if (had + s.qty > s.maxPerBuyer) return fail('LIMIT_REACHED', 'limitPerBuyer', { max: s.maxPerBuyer, left: Math.max(0, s.maxPerBuyer - had) })
    }

    const qty = lines.reduce((s, l) => s + l.qty, 0)
    const ids = input.audienceIds ?? []
    const found = ids.length ? await repo.findAudiences(merchantId, caller.userId, [...new Set(ids)]) : []
    const problem = checkAttendees({ ids, found, qty, required: strict && settings.realNameRequired, callerPhone: caller.phone ?? null, now: new Date(now()) })
    if (problem) return fail(problem.notFound ? 'NOT_FOUND' : 'BAD_REQUEST', problem.key, problem.vars)
    if (deliverMethod === 'EXPRESS') {
      if (!input.addressId) {
        if (strict) return fail('BAD_REQUEST', 'addressRequired')
      } else if (!(await repo.ownsAddress(merchantId, caller.userId, input.addressId))) {
        // Another buyer's address is the same answer as a missing one.
        return fail('NOT_FOUND', 'address.notFound')
      }
    }

    const priceLines = lines.map((l) => {
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
    return done({
      lines: lines.map((l) => ({ ...l, plan: plans.get(l.seatPlanId) as SeatPlanRow, show: shows.get(l.showId) as ShowRow })),
      seats: seated.value.seats,
      perShow,
      shardsByPlan,
      priceLines,
      qty,
      total: priceLines.reduce((s, l) => s + l.amount, 0),
      remaining,
      maxPerOrder,
      deliverMethod,
      settings,
    })
  }

  /** The order as it is now: an unpaid order past its deadline is cancelled first. */
  async function fresh(order: OrderRow): Promise<OrderRow> {
    if (order.state !== ORDER_STATE.Unpaid || order.reserveUntil.getTime() > now()) return order
    await expireUnpaid(repo, order, new Date(now()), opts.beforeExpire)
    return (await repo.findOrder(order.merchantId, order.orderId)) ?? order
  }

  /** The caller's order or null — the same null whether missing, another buyer's or another merchant's. */
  async function ownOrder(caller: Caller, orderId: string): Promise<OrderRow | null> {
    const order = await repo.findOrder(caller.merchantId, orderId)
    if (!order || order.userId !== caller.userId) return null
    return fresh(order)
  }

  const createResponse = (order: Pick<OrderRow, 'orderId' | 'state' | 'unpaidTransactionIds' | 'payAmountCents' | 'reserveUntil'>, replayed: boolean): CreateOrderResponse => ({
    orderId: order.orderId,
    unPaidTransactionIds: order.state === ORDER_STATE.Unpaid ? order.unpaidTransactionIds : [],
    orderState: { code: order.state as OrderStateCode, name: ORDER_STATE_NAMES[order.state as OrderStateCode] },
    payAmount: order.payAmountCents,
    reserveDeadline: order.state === ORDER_STATE.Unpaid ? order.reserveUntil.getTime() : null,
    replayed,
  })

  async function replay(caller: Caller, input: CreateInput, hash: string): Promise<Outcome<CreateOrderResponse> | null> {
    const existing = await repo.findOrderByKey(caller.merchantId, caller.userId, input.idempotencyKey)
    if (!existing) return null
    if (existing.requestHash !== hash) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
    return done(createResponse(await fresh(existing), true))
  }

  async function briefs(caller: Caller, rows: OrderRow[]): Promise<Array<{ brief: OrderBrief; items: OrderItemRow[] }>> {
    const items = await repo.findItems(rows.map((r) => r.orderId))
    const showIds = [...new Set(items.map((i) => i.showId).concat(rows.map((r) => r.firstShowId)))]
    const displays = new Map((await repo.findShowDisplays(caller.merchantId, showIds)).map((d) => [d.show.showId, d]))
    const sessionIds = [...new Set(items.map((i) => i.sessionId).concat(rows.map((r) => r.firstSessionId)))]
    const sessions = new Map((await repo.findSessionsByIds(caller.merchantId, sessionIds)).map((s) => [s.sessionId, s]))
    return rows.map((order) => {
      const own = items.filter((i) => i.orderId === order.orderId)
      return { brief: toBrief(caller, order, own, displays, sessions, now()), items: own }
    })
  }

  /**
   * One try at creating the order: the created order or the refusal (IDEMPOTENCY_CONFLICT when this
   * key's order already exists: the unique index refused the insert). createOrder answers a refusal
   * with the key's order when there is one.
   */
  async function createAttempt(caller: Caller, input: CreateInput, hash: string): Promise<Outcome<NewOrder>> {
    if (input.passId) {
      const claims = pass.verify(input.passId, now())
      if (!claims || claims.m !== caller.merchantId || claims.u !== caller.userId) return fail('PASS_INVALID', 'passInvalid')
    }
    if (input.promotionId) return fail('PROMOTION_UNAVAILABLE', 'promotionUnavailable')
    const privilegeRefused = refusePrivilege(input.privilege)
    if (privilegeRefused) return privilegeRefused

    const q = await quote(caller, input, true)
    if (!q.ok) return q
    const v = q.value
    if (input.payAmount !== v.total) return fail('PRICE_CHANGED', 'priceChanged')
    if (v.settings.agreement && input.agreementAccepted !== true) return fail('BAD_REQUEST', 'agreementRequired')

    const t = now()
    const reserveSeconds = (await reads.findReserveSeconds(caller.merchantId)) ?? DEFAULT_RESERVE_SECONDS
    const free = v.total === 0
    const orderId = newId('', t)
    const order: NewOrder = {
      orderId,
      merchantId: caller.merchantId,
      orderNumber: orderId,
      userId: caller.userId,
      state: free ? ORDER_STATE.Succeeded : ORDER_STATE.Unpaid,
      firstShowId: v.lines[0]?.showId ?? '',
      firstSessionId: v.lines[0]?.sessionId ?? '',
      qty: v.qty,
      totalCents: v.total,
      payAmountCents: v.total,
      deliverMethod: v.deliverMethod,
      // Only an express order keeps an address (it was checked to be the buyer's own above).
      addressId: v.deliverMethod === 'EXPRESS' ? (input.addressId ?? null) : null,
      audienceIds: input.audienceIds ?? [],
      unpaidTransactionIds: free ? [] : [newId('T', t)],
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      reserveUntil: new Date(t + reserveSeconds * 1000),
      paidAt: free ? new Date(t) : null,
      createdAt: new Date(t),
    }
    const takeAs = free ? 'sold' : 'held'
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
    const perShow = [...v.perShow].sort(([a], [b]) => a.localeCompare(b))
    const result = await inTransaction(async (tx) => {
      // One round trip for the common case: the statements are sent pipelined and PostgreSQL runs them
      // in this order, which is the lock order of every order transaction (repository.ts):
      // 1. the order row: the unique (merchant, buyer, key) index makes a concurrent retry wait here
      //    and then find that order (this one is rolled back and the retry answers with it);
      // 2. per-buyer limits, counted over unpaid + paid orders, raised atomically per (buyer, show);
      // 3. the stock of each line with the line itself, from a shard nobody holds (the hot row stays
      //    locked only until the commit). Seat orders take their seats (each its own unit,
      //    modules/seating/stock.ts) between 2 and 3, so a buyer who lost a seat race never touches
      //    the tier rows: their lines follow in a second round trip.
      const seatsFirst = v.seats !== null
      const [inserted, limits, fast] = await Promise.all([
        tx.insertOrderIfNew(order),
        Promise.all(perShow.map(([showId, s]) => tx.addBuyerQty(caller.merchantId, caller.userId, showId, s.qty, s.maxPerBuyer))),
        seatsFirst ? null : Promise.all(lines.map((l) => tx.takeStockIntoLine(l, takeAs, v.shardsByPlan.get(l.seatPlanId) ?? 1))),
      ])
      // The key's order exists: roll back what the pipeline did; createOrder answers with that order.
      if (!inserted) throw new Abort(fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict'))
      const over = limits.indexOf(false)
      if (over >= 0) {
        const [showId, s] = perShow[over] as [string, { maxPerBuyer: number }]
        const had = await tx.buyerQty(caller.merchantId, caller.userId, showId)
        throw new Abort(fail('LIMIT_REACHED', 'limitPerBuyer', { max: s.maxPerBuyer, left: Math.max(0, s.maxPerBuyer - had) }))
      }
      if (v.seats && !(await holdSeats(tx.db, { merchantId: caller.merchantId, orderId, sessionId: v.seats.sessionId, seats: v.seats.seats, as: free ? 'SOLD' : 'HELD' }))) {
        throw new Abort(fail('SEAT_UNAVAILABLE', 'seat.gone'))
      }
      const taken = fast ?? (await Promise.all(lines.map((l) => tx.takeStockIntoLine(l, takeAs, v.shardsByPlan.get(l.seatPlanId) ?? 1))))
      // Lines the fast take could not serve: a sharded tier whose free shards were all busy or short
      // waits for them (takeStock steps 2 and 3); a one-shard tier is sold out.
      for (const [i, allocations] of taken.entries()) {
        if (allocations) continue
        const l = lines[i] as NewOrderLine
        const shards = v.shardsByPlan.get(l.seatPlanId) ?? 1
        const slow = shards > 1 || opts.testOnlyUnguardedStock ? await tx.takeStock(caller.merchantId, l.seatPlanId, l.qty, takeAs, shards) : null
        if (!slow) throw new Abort(fail('SOLD_OUT', 'soldOut'))
        await tx.insertItems([{ ...l, allocations: slow }])
      }
      // A free order is paid at birth: its tickets are issued in the same transaction.
      if (free) await issueTicketsForOrder(tx.db, orderId, new Date(t))
      return order
    })
    return result
}


  return {
    now,

    async preOrder(caller, input) {
      const privilegeRefused = refusePrivilege(input.privilege)
      if (privilegeRefused) return privilegeRefused
      const q = await quote(caller, input)
      if (!q.ok) return q
      const v = q.value
      const signed = pass.sign({ m: caller.merchantId, u: caller.userId, p: v.lines.map((l) => l.seatPlanId).join(','), q: v.qty, a: v.total }, now())
      return done({
        lines: v.priceLines,
        qty: v.qty,
        total: v.total,
        discount: 0,
        deliverFee: 0,
        payAmount: v.total,
        deliverMethod: v.deliverMethod,
        remaining: v.remaining,
        maxPerOrder: v.maxPerOrder,
        passId: signed.passId,
        passIdExpiresAt: signed.expiresAt,
        realNameRequired: v.settings.realNameRequired,
        deliverMethods: v.settings.deliverMethods,
        agreement: v.settings.agreement,
        agreementNeedReadAll: v.settings.agreementNeedReadAll,
      })
    },

    /**
     * No lookup of the key first: the order insert's unique (merchant, buyer, key) index finds a retry
     * inside the transaction, and every refusal below asks for an existing order of this key before
     * answering (a retry of a created order gets its order, not "sold out"). That keeps the hot path
     * of an on-sale rush to the auth read plus the transaction.
     */
    async createOrder(caller, input) {
      const hash = requestHash(input)
      const attempt = await createAttempt(caller, input, hash)
      if (attempt.ok) return done(createResponse(attempt.value, false))
      // Refused, or another request with the same key committed first: answer with its order.
      return (await replay(caller, input, hash)) ?? attempt
    },

    async soldOutNow(merchantId, lines) {
      for (const l of lines) {
        const stock = await reads.stockTotals(merchantId, l.seatPlanId)
        if (stock && stock.capacity - stock.sold - stock.held <= 0) return fail('SOLD_OUT', 'soldOut')
      }
      return null
    },

    async hasOrderForKey(merchantId, userId, idempotencyKey) {
      return (await repo.findOrderByKey(merchantId, userId, idempotencyKey)) !== null
    },

    async reserveTime(caller, orderId) {
      const order = await ownOrder(caller, orderId)
      if (!order) return fail('NOT_FOUND', 'order.notFound')
      return done(order.state === ORDER_STATE.Unpaid ? Math.max(0, order.reserveUntil.getTime() - now()) : 0)
    },

    async cancelOrder(caller, orderId) {
      const order = await ownOrder(caller, orderId)
      if (!order) return fail('NOT_FOUND', 'order.notFound')
      if (order.state === ORDER_STATE.Unpaid) await cancelUnpaid(repo, order, 'BUYER', new Date(now()))
      const after = (await repo.findOrder(caller.merchantId, orderId)) ?? order
      // Cancelling twice is fine (the answer is the cancelled order); any other state cannot be cancelled.
      if (after.state !== ORDER_STATE.Canceled) return fail('NOT_CANCELABLE', 'notCancelable')
      const [b] = await briefs(caller, [after])
      return done((b as { brief: OrderBrief }).brief)
    },

    async listOrders(caller, q) {
      // Expire this buyer's overdue orders first so the list never shows a dead countdown.
      const overdue = await repo.findExpiredUnpaid(new Date(now()), 100, { merchantId: caller.merchantId, userId: caller.userId })
      for (const o of overdue) await expireUnpaid(repo, o, new Date(now()), opts.beforeExpire)
      const page = await repo.listOrders(caller.merchantId, caller.userId, q.state, q.offset, q.length)
      const list = await briefs(caller, page.rows)
      return done({ total: page.total, offset: q.offset, length: q.length, orders: list.map((b) => b.brief) })
    },

    async getOrder(caller, orderId) {
      const order = await ownOrder(caller, orderId)
      if (!order) return fail('NOT_FOUND', 'order.notFound')
      const [b] = await briefs(caller, [order])
      const { brief, items } = b as { brief: OrderBrief; items: OrderItemRow[] }
      const plans = new Map((await repo.findSeatPlans(caller.merchantId, items.map((i) => i.seatPlanId))).map((p) => [p.seatPlanId, p]))
      const seats = await seatsOfOrder(db, order.orderId)
      return done({
        orderBrief: brief,
        items: items.map((i) => ({
          showId: i.showId,
          sessionId: i.sessionId,
          seatPlanId: i.seatPlanId,
          seatPlanName: pickTranslation(plans.get(i.seatPlanId)?.name, caller.lang, caller.fallback),
          qty: i.qty,
          unitPrice: i.unitPriceCents,
        })),
        seats: seats.map((x) => ({ seatId: x.seatId, seatPlanId: x.seatPlanId, sectionName: pickTranslation(x.sectionName, caller.lang, caller.fallback), row: x.row, no: x.no })),
        audienceIds: order.audienceIds,
        addressId: order.addressId,
        // What the E_TICKET and TICKET_TAKING_CODE operations open (none until the order is paid).
        ...(await ticketsOfOrder(db, order.orderId)),
      })
    },

    sweep: () => sweepWith(repo, new Date(now()), 500, opts.beforeExpire),
  }
}

/** The spec's order brief (core §3), localised, with the display rules for cross-show orders. */
function toBrief(
  caller: Caller,
  order: OrderRow,
  items: OrderItemRow[],
  displays: Map<string, ShowDisplay>,
  sessions: Map<string, SessionRow>,
  nowMs: number,
): OrderBrief {
  const { lang, fallback } = caller
  const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, lang, fallback)
  const code = order.state as OrderStateCode
  const first = displays.get(order.firstShowId)
  const firstSession = sessions.get(order.firstSessionId)
  const showIds = new Set(items.map((i) => i.showId))
  const sessionIds = new Set(items.map((i) => i.sessionId))
  const venueIds = new Set([...showIds].map((id) => displays.get(id)?.show.venueId ?? id))
  const crossShow = showIds.size > 1
  const crossSession = sessionIds.size > 1
  const crossVenue = venueIds.size > 1
  const showName = tr(first?.show.showName)
  const venueName = tr(first?.venueName)
  const sessionName = tr(firstSession?.name)
  const unpaid = code === ORDER_STATE.Unpaid
  const reserveTime = unpaid ? Math.max(0, order.reserveUntil.getTime() - nowMs) : 0
  const isEnd = first ? first.show.lastShowTime.getTime() < nowMs : false

  const operations: OrderBrief['orderOperations'] = []
  if (unpaid && reserveTime > 0) operations.push({ name: 'TO_BE_PAID', title: operationTitle(lang, 'TO_BE_PAID') })
  if (code === ORDER_STATE.Succeeded && order.deliverMethod === 'E_TICKET') operations.push({ name: 'E_TICKET', title: operationTitle(lang, 'E_TICKET') })
  if (code === ORDER_STATE.Succeeded && order.deliverMethod === 'VENUE_PICKUP') {
    operations.push({ name: 'TICKET_TAKING_CODE', title: operationTitle(lang, 'TICKET_TAKING_CODE') })
  }
  const actions: OrderBrief['actions'] =
    code === ORDER_STATE.Succeeded
      ? [
          { kind: 'REFUND', title: actionTitle(lang, 'REFUND'), enabled: !isEnd && order.payAmountCents > 0 },
          { kind: 'REBOOK', title: actionTitle(lang, 'REBOOK'), enabled: false },
        ]
      : []

  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    bindId: order.orderId,
    userId: order.userId,
    unPaidTransactionIds: unpaid ? order.unpaidTransactionIds : [],
    firstShowId: order.firstShowId,
    firstShowName: crossShow ? cut(showName, 10, om(lang, 'multiShows')) : showName,
    firstSessionId: order.firstSessionId,
    firstSessionName: crossSession ? cut(sessionName, 20, om(lang, 'multiSessions')) : sessionName,
    firstVenueName: crossVenue ? cut(venueName, 10, om(lang, 'multiVenues')) : venueName,
    showTimeDesc: firstSession && first ? localTime(firstSession.startTime, first.show.utcOffset) : '',
    cityName: tr(first?.cityName),
    qty: order.qty,
    seatPlanUnit: om(lang, 'seatPlanUnit'),
    displayPosterURL: posterUrl({ lang, fallback, merchantId: order.merchantId }, order.firstShowId),
    createTime: order.createdAt.getTime(),
    reserveTime,
    orderState: { code, name: ORDER_STATE_NAMES[code] },
    orderStatusTitle: stateTitle(lang, code),
    orderDetailState: ORDER_STATE_NAMES[code],
    orderRefundState: order.refundState,
    paidAt: order.paidAt?.getTime() ?? null,
    total: order.totalCents,
    payAmount: order.payAmountCents,
    deliverMethod: order.deliverMethod as DeliverMethod,
    ticketForm: order.deliverMethod === 'EXPRESS' ? 'PAPER' : 'E_TICKET',
    isMixture: false,
    orderOperations: operations,
    actions,
    expressNo: '',
    express: null,
    supportRebook: false,
    crossShow,
    crossSession,
    crossVenue,
    hasChildren: false,
    parentId: '',
    isEnd,
    waitListState: '',
    waitListStateTitle: '',
    orderSourceEnum: 'NORMAL',
    hasPromotion: order.promotionId !== null,
  }
}

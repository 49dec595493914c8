/**
 * Express delivery of an order (a goods order by express, or a ticket order with paper tickets by
 * express and its add-ons in the same parcel). The merchant's venue staff ship a paid express order
 * with a carrier and the carrier's waybill number (once: the parcel row's key is the order); the
 * logistics provider (logistics/) says where the parcel is, and the buyer's read refreshes it when the
 * last look is older than `refreshMs` and the parcel is not signed for yet. A buyer sees only their own
 * order's parcel: another buyer's order answers "not found" exactly like a missing one.
 */
import type { Lang } from '../../../../types/lang.js'
import { PARCEL_STATES, type OrderExpress, type ParcelState, type ParcelView, type ShipRequest, type ToShipList } from '../../../../types/express.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { LogisticsProvider } from '../../logistics/provider.js'
import { em, emOr, type ExpressMessageKey } from './messages.js'
import type { DeliveryAddress, ExpressOrderRow, ExpressRepository, ParcelRow } from './repository.js'

export type ExpressFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'NOT_EXPRESS' | 'NOT_PAID' | 'ALREADY_SHIPPED'
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: ExpressFailureReason; key: ExpressMessageKey; vars?: Record<string, string> }
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })
const fail = (reason: ExpressFailureReason, key: ExpressMessageKey, vars?: Record<string, string>): Outcome<never> => ({ ok: false, reason, key, vars })

export interface ExpressCaller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

/** A venue staff member, known by their token (the token decides the merchant). */
export interface Shipper {
  merchantId: string
  tokenHash: string
}

export interface ExpressOptions {
  now?: () => number
  /** The provider (default: from the environment, logistics/registry.ts). */
  logistics?: LogisticsProvider
  /** How old the last look may be before a buyer's read asks the provider again (default 60 s; the sandbox 0). */
  refreshMs?: number
}

export interface ExpressService {
  /** The buyer's own express order: where it goes and its parcel's progress. */
  view(c: ExpressCaller, orderId: string): Promise<Outcome<OrderExpress>>
  /** Ship a paid express order of the staff's merchant, once. */
  ship(s: Shipper, lang: Lang, orderId: string, body: ShipRequest): Promise<Outcome<OrderExpress>>
  /** Paid express orders waiting for a parcel. */
  toShip(s: Shipper): Promise<ToShipList>
}

const WAYBILL_RE = /^[A-Za-z0-9]{6,32}$/

/** 13800138000 → 138****8000: enough for the buyer to recognise, not to copy from a screenshot. */
export function maskPhone(p: string): string {
  return p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : `${p.slice(0, 1)}****`
}

function parcelView(lang: Lang, fallback: Lang, p: ParcelRow): ParcelView {
  const stateName = (s: string) => (PARCEL_STATES.includes(s as ParcelState) ? em(lang, `state.${s as ParcelState}`) : s)
  return {
    carrier: p.carrier,
    carrierName: emOr(lang, `carrier.${p.carrier}`, p.carrier),
    waybillNo: p.waybillNo,
    state: p.state as ParcelState,
    stateName: stateName(p.state),
    shippedAt: p.shippedAt.getTime(),
    events: p.events.map((e) => ({ state: e.state as ParcelState, stateName: stateName(e.state), at: e.at, text: pickTranslation(e.text, lang, fallback) })),
  }
}

function expressView(lang: Lang, fallback: Lang, order: ExpressOrderRow, address: DeliveryAddress | null, parcel: ParcelRow | null): OrderExpress {
  return {
    orderId: order.orderId,
    orderType: order.orderType,
    address: address ? { ...address, phone: maskPhone(address.phone) } : null,
    parcel: parcel ? parcelView(lang, fallback, parcel) : null,
  }
}

export function createExpressService(repo: ExpressRepository, logistics: LogisticsProvider, opts: ExpressOptions = {}): ExpressService {
  const now = opts.now ?? Date.now
  const refreshMs = opts.refreshMs ?? (logistics.backend === 'SANDBOX' ? 0 : 60_000)

  /** The parcel as the provider knows it now (kept as it was when the provider cannot answer). */
  async function refreshed(p: ParcelRow, address: DeliveryAddress | null): Promise<ParcelRow> {
    if (p.state === 'SIGNED' || now() - p.checkedAt.getTime() < refreshMs) return p
    const at = new Date(now())
    try {
      const t = await logistics.track({ carrier: p.carrier, waybillNo: p.waybillNo, shippedAt: p.shippedAt, phone: address?.phone ?? null, now: at })
      if (!t) return p
      const set = { state: t.state, events: t.events, checkedAt: at }
      await repo.updateTracking(p.orderId, set)
      return { ...p, ...set }
    } catch {
      return p
    }
  }

  return {
    async view(c, orderId) {
      const order = await repo.findOrder(c.merchantId, orderId, c.userId)
      if (!order) return fail('NOT_FOUND', 'order.notFound')
      if (order.deliverMethod !== 'EXPRESS') return fail('NOT_EXPRESS', 'notExpress')
      const address = await repo.addressOf(order)
      const parcel = await repo.findParcel(orderId)
      return done(expressView(c.lang, c.fallback, order, address, parcel && (await refreshed(parcel, address))))
    },

    async ship(s, lang, orderId, body) {
      const carrier = body.carrier.trim()
      const waybillNo = body.waybillNo.trim()
      if (!logistics.carriers.includes(carrier)) return fail('BAD_REQUEST', 'badCarrier', { carrier: carrier.slice(0, 32) })
      if (!WAYBILL_RE.test(waybillNo)) return fail('BAD_REQUEST', 'badWaybill')
      const order = await repo.findOrder(s.merchantId, orderId)
      if (!order) return fail('NOT_FOUND', 'order.notFound')
      if (order.deliverMethod !== 'EXPRESS') return fail('NOT_EXPRESS', 'notExpress')
      if (order.state !== 9 || order.refundState !== 'NONE') return fail('NOT_PAID', 'notPaid')
      const at = new Date(now())
      const address = await repo.addressOf(order)
      const first = await logistics.track({ carrier, waybillNo, shippedAt: at, phone: address?.phone ?? null, now: at }).catch(() => null)
      const row: ParcelRow = {
        orderId,
        merchantId: s.merchantId,
        provider: logistics.backend,
        carrier,
        waybillNo,
        state: first?.state ?? 'SHIPPED',
        events: first?.events ?? [],
        shippedAt: at,
        checkedAt: at,
        shippedBy: s.tokenHash,
      }
      if (!(await repo.insertParcelIfAbsent(row))) return fail('ALREADY_SHIPPED', 'alreadyShipped')
      return done(expressView(lang, lang, order, address, row))
    },

    async toShip(s) {
      const rows = await repo.toShip(s.merchantId, 100)
      return { orders: rows.map((o) => ({ orderId: o.orderId, orderType: o.orderType, paidAt: o.paidAt?.getTime() ?? 0, qty: o.qty })) }
    },
  }
}

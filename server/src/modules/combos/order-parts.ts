/**
 * A combo bought in a ticket order: the activity's parts times the sets asked become the order's
 * ticket lines (priced and checked by the orders quote like any tier) and its goods lines (checked
 * here, then taken in the order's transaction by products/add-ons.ts takeAddOns, so payment, cancel and
 * expiry move them with the tickets). The price is the activity's: FIXED_AMOUNT × sets; what the parts
 * cost at list price minus that is the order's promotion discount. All in integer cents.
 */
import type { ComboActivityType } from '../../../../types/combos.js'
import type { Db } from '../../db/client.js'
import type { LineInput } from '../orders/inputs.js'
import type { QuotedAddOn } from '../products/add-ons.js'
import { stockLeft } from '../products/present.js'
import { createProductsRepository } from '../products/repository.js'
import { comboOpen, findCombo, partsOf, type ComboRow } from './repository.js'

export type ComboPartsFailure =
  | { key: 'promotion.notFound' }
  | { key: 'promotion.notOnSale' }
  | { key: 'promotion.badSets'; max: number }
  | { key: 'promotion.goodsSoldOut' }
  | { key: 'promotion.goodsOffSale' }

export interface ComboOrderParts {
  activity: ComboRow
  sets: number
  tickets: LineInput[]
  goods: QuotedAddOn[]
}

export interface QuotedPromotion {
  promotionId: string
  activityType: ComboActivityType
  name: ComboRow['name']
  sets: number
  /** FIXED_AMOUNT × sets, cents. */
  price: number
}

/** The parts of `sets` sets of the activity, or why it cannot be bought. */
export async function comboOrderParts(
  db: Db,
  p: { merchantId: string; promotionId: string; sets: number; now: number },
): Promise<{ ok: true; value: ComboOrderParts } | { ok: false; failure: ComboPartsFailure }> {
  const activity = await findCombo(db, p.merchantId, p.promotionId)
  if (!activity) return { ok: false, failure: { key: 'promotion.notFound' } }
  if (!comboOpen(activity, p.now)) return { ok: false, failure: { key: 'promotion.notOnSale' } }
  if (!Number.isInteger(p.sets) || p.sets < 1 || p.sets > activity.maxSetsPerOrder) return { ok: false, failure: { key: 'promotion.badSets', max: activity.maxSetsPerOrder } }
  const parts = await partsOf(db, p.merchantId, p.promotionId)
  const tickets: LineInput[] = parts
    .filter((x) => x.kind === 'TICKET')
    .map((x) => ({ showId: x.showId ?? '', sessionId: x.sessionId ?? '', seatPlanId: x.seatPlanId ?? '', qty: x.qty * p.sets }))
  const skuParts = parts.filter((x) => x.kind === 'SKU')
  const repo = createProductsRepository(db)
  const skus = new Map((await repo.findSkus(p.merchantId, skuParts.map((x) => x.skuId ?? ''))).map((s) => [s.skuId, s]))
  const products = new Map((await repo.findProducts(p.merchantId, [...new Set([...skus.values()].map((s) => s.productId))])).map((x) => [x.productId, x]))
  const goods: QuotedAddOn[] = []
  for (const part of skuParts) {
    const sku = skus.get(part.skuId ?? '')
    const product = sku && products.get(sku.productId)
    if (!sku || !product || !sku.onSale || !product.onSale) return { ok: false, failure: { key: 'promotion.goodsOffSale' } }
    const qty = part.qty * p.sets
    // Informative: the order's transaction takes the units by a conditional update and decides.
    if (stockLeft(sku) < qty) return { ok: false, failure: { key: 'promotion.goodsSoldOut' } }
    goods.push({ sku, product, qty })
  }
  // An activity without tickets is not a ticket package: nothing to sell through the ticket order path.
  if (!tickets.length) return { ok: false, failure: { key: 'promotion.notOnSale' } }
  return { ok: true, value: { activity, sets: p.sets, tickets, goods } }
}

export function quotedPromotion(parts: ComboOrderParts): QuotedPromotion {
  const a = parts.activity
  return { promotionId: a.promotionId, activityType: a.activityType, name: a.name, sets: parts.sets, price: a.priceCents * parts.sets }
}

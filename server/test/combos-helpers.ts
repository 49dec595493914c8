/** Helpers of the combo suites: fixture activities over fixture tiers and SKUs (their own stock). */
import type { ComboActivityType } from '../../types/combos.js'
import type { Db } from '../src/db/client.js'
import { comboActivities, comboParts } from '../src/db/schema.js'
import { MACAU, type Tier } from './orders-helpers.js'
import type { FixtureSku } from './products-helpers.js'

let n = 0

export interface FixtureCombo {
  promotionId: string
  price: number
}

/** An activity of `tickets` and `skus` (per set) costing `price` a set. */
export async function makeCombo(
  db: Db,
  o: { tickets: Array<{ tier: Tier; qty?: number }>; skus?: Array<{ sku: FixtureSku; qty?: number }>; price: number; type?: ComboActivityType; maxSets?: number; onSale?: boolean; merchantId?: string },
): Promise<FixtureCombo> {
  const merchantId = o.merchantId ?? MACAU
  const promotionId = `TC${process.pid}x${Date.now() % 100000}x${n++}`
  await db.insert(comboActivities).values({
    merchantId,
    promotionId,
    grantorMerchantId: merchantId,
    activityType: o.type ?? 'COMBO',
    name: { 'zh-CN': `测试套餐${promotionId}`, 'zh-MO': `測試套餐${promotionId}`, 'en-US': `Test combo ${promotionId}` },
    priceCents: o.price,
    maxSetsPerOrder: o.maxSets ?? 2,
    onSale: o.onSale ?? true,
  })
  const parts = [
    ...o.tickets.map(({ tier, qty }) => ({ kind: 'TICKET' as const, showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: qty ?? 1 })),
    ...(o.skus ?? []).map(({ sku, qty }) => ({ kind: 'SKU' as const, skuId: sku.skuId, qty: qty ?? 1 })),
  ]
  await db.insert(comboParts).values(parts.map((p, partNo) => ({ merchantId, promotionId, partNo, ...p })))
  return { promotionId, price: o.price }
}

/** The create_order body of a promotion (the server makes the lines from its parts). */
export const comboBody = (c: FixtureCombo, sets: number, key: string, extra: Record<string, unknown> = {}) => ({
  promotionId: c.promotionId,
  promotionSets: sets,
  paymentParam: { payAmount: c.price * sets },
  deliverMethod: 'E_TICKET',
  idempotencyKey: key,
  ...extra,
})

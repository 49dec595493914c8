/** Helpers of the goods suites: fixture products/SKUs with their own stock, and the SKU stock invariant. */
import assert from 'node:assert/strict'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { ORDER_STATE } from '../../types/orders.js'
import type { Db } from '../src/db/client.js'
import { orders, productOrderItems, products, productSkus } from '../src/db/schema.js'
import { MACAU } from './orders-helpers.js'

let n = 0

export interface FixtureSku {
  merchantId: string
  productId: string
  skuId: string
  price: number
}

/** A product with one SKU of `stock` units (its own, so tests never share stock). */
export async function makeSku(db: Db, o: { stock: number; price?: number; fee?: number; merchantId?: string; maxPerOrder?: number; deliver?: Array<'EXPRESS' | 'VENUE_PICKUP'> }): Promise<FixtureSku> {
  const merchantId = o.merchantId ?? MACAU
  const id = `TP${process.pid}x${Date.now() % 100000}x${n++}`
  await db.insert(products).values({
    merchantId,
    productId: id,
    categoryId: 'SOUVENIR',
    name: { 'zh-CN': `测试商品${id}`, 'zh-MO': `測試商品${id}`, 'en-US': `Test product ${id}` },
    posterUrl: '/p.svg',
    deliverMethods: o.deliver ?? ['EXPRESS', 'VENUE_PICKUP'],
    expressFeeCents: o.fee ?? 1000,
    maxPerOrder: o.maxPerOrder ?? 99,
    searchText: id.toLowerCase(),
  })
  const skuId = `${id}-S`
  await db.insert(productSkus).values({ merchantId, skuId, productId: id, priceCents: o.price ?? 1999, marketPriceCents: 2999, stock: o.stock })
  return { merchantId, productId: id, skuId, price: o.price ?? 1999 }
}

export interface SkuState {
  stock: number
  sold: number
  held: number
  /** Units in unpaid / paid goods orders of this SKU. */
  unpaidQty: number
  paidQty: number
}

export async function skuState(db: Db, sku: FixtureSku): Promise<SkuState> {
  const [row] = await db.select().from(productSkus).where(and(eq(productSkus.merchantId, sku.merchantId), eq(productSkus.skuId, sku.skuId)))
  assert.ok(row)
  const qty = async (state: number) => {
    const [r] = await db
      .select({ n: sql<number>`coalesce(sum(${productOrderItems.qty}), 0)::int` })
      .from(productOrderItems)
      .innerJoin(orders, eq(orders.orderId, productOrderItems.orderId))
      .where(and(eq(productOrderItems.skuId, sku.skuId), inArray(orders.state, [state])))
    return Number(r?.n ?? 0)
  }
  return { stock: row.stock, sold: row.sold, held: row.held, unpaidQty: await qty(ORDER_STATE.Unpaid), paidQty: await qty(ORDER_STATE.Succeeded) }
}

/** held = units in unpaid orders, sold = units in paid orders, never more than the stock. */
export async function assertSkuWhole(db: Db, sku: FixtureSku): Promise<SkuState> {
  const s = await skuState(db, sku)
  assert.ok(s.sold + s.held <= s.stock, `oversold: ${JSON.stringify(s)}`)
  assert.equal(s.held, s.unpaidQty, `held ${s.held} ≠ units in unpaid orders ${s.unpaidQty}`)
  assert.equal(s.sold, s.paidQty, `sold ${s.sold} ≠ units in paid orders ${s.paidQty}`)
  return s
}

/**
 * SKU stock of goods orders, used inside the order's transaction (the goods order's own, the
 * payments settlement's and the orders module's cancel/expiry), the way seating/stock.ts serves seats.
 *
 * Taking is ONE conditional update per SKU (`held = held + qty where stock - sold - held >= qty`): two
 * buyers on the last unit queue on the SKU row and the second sees nothing left, so a SKU is never
 * oversold. SKUs are taken in sku-id order so two orders never wait on each other's rows (deadlock).
 * `unguarded` (TEST ONLY) reads then writes, the classic lost update, so a test can show the race it
 * guards against is real.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productOrderItems, productSkus } from '../../db/schema.js'

export interface SkuTake {
  skuId: string
  qty: number
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Hold (or sell) each SKU's units; the first SKU short of units, or null when all were taken. */
export async function takeSkus(db: Db, merchantId: string, lines: SkuTake[], as: 'held' | 'sold', unguarded = false): Promise<string | null> {
  for (const l of [...lines].sort((a, b) => a.skuId.localeCompare(b.skuId))) {
    const where = and(eq(productSkus.merchantId, merchantId), eq(productSkus.skuId, l.skuId))
    if (unguarded) {
      const [row] = await db.select().from(productSkus).where(where)
      if (!row || row.stock - row.sold - row.held < l.qty) return l.skuId
      await pause(2) // the round trip between the read and the write, made visible
      await db.update(productSkus).set({ [as]: row[as] + l.qty }).where(where)
      continue
    }
    const column = as === 'held' ? productSkus.held : productSkus.sold
    const taken = await db
      .update(productSkus)
      .set({ [as]: sql`${column} + ${l.qty}` })
      .where(and(where, eq(productSkus.onSale, true), sql`${productSkus.stock} - ${productSkus.sold} - ${productSkus.held} >= ${l.qty}`))
      .returning({ skuId: productSkus.skuId })
    if (!taken.length) return l.skuId
  }
  return null
}

async function linesOf(db: Db, orderId: string): Promise<Array<SkuTake & { merchantId: string }>> {
  return db
    .select({ skuId: productOrderItems.skuId, qty: productOrderItems.qty, merchantId: productOrderItems.merchantId })
    .from(productOrderItems)
    .where(eq(productOrderItems.orderId, orderId))
    .orderBy(asc(productOrderItems.skuId))
}

/** Move counts of an order's SKUs from one column to another (or back to the shelf). */
async function move(db: Db, orderId: string, from: 'held' | 'sold', to: 'sold' | null): Promise<void> {
  for (const l of await linesOf(db, orderId)) {
    const fromCol = from === 'held' ? productSkus.held : productSkus.sold
    const set: Record<string, unknown> = { [from]: sql`${fromCol} - ${l.qty}` }
    if (to) set[to] = sql`${productSkus.sold} + ${l.qty}`
    await db
      .update(productSkus)
      .set(set)
      .where(and(eq(productSkus.merchantId, l.merchantId), eq(productSkus.skuId, l.skuId)))
  }
}

/** Cancel or expiry of an unpaid goods order: its held units go back on the shelf (no-op for ticket orders). */
export async function releaseHeldGoods(db: Db, orderId: string): Promise<void> {
  await move(db, orderId, 'held', null)
}

/** A paid order's goods given back (the last ticket of a ticket order refunded, refunds/goods.ts): sold units back on the shelf. */
export async function releaseSoldGoods(db: Db, orderId: string): Promise<void> {
  await move(db, orderId, 'sold', null)
}

/** Payment of an unpaid goods order: held units become sold (no-op for ticket orders). */
export async function sellHeldGoods(db: Db, orderId: string): Promise<void> {
  await move(db, orderId, 'held', 'sold')
}

/**
 * A payment that arrives after the order was cancelled: take its units again as sold if they are all
 * still there; false when any SKU ran short (settlement then refunds). No-op (true) for ticket orders.
 */
export async function retakeReleasedGoods(db: Db, orderId: string): Promise<boolean> {
  const lines = await linesOf(db, orderId)
  if (!lines.length) return true
  return (await takeSkus(db, lines[0]?.merchantId ?? '', lines, 'sold')) === null
}

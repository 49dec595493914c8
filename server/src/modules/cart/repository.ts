/** Cart rows (the only place cart_lines is queried); every statement is scoped to (merchant, buyer). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cartLines, products, productSkus } from '../../db/schema.js'
import { GOODS_COUNT_MAX } from '../../../../types/products.js'

export type CartRow = typeof cartLines.$inferSelect

export interface Owner {
  merchantId: string
  userId: string
}

export interface CartRepository {
  lines(o: Owner): Promise<CartRow[]>
  line(o: Owner, skuId: string): Promise<CartRow | null>
  /** Add qty to the line (created when missing); null when the line would pass 99 (nothing changes). */
  add(o: Owner, skuId: string, productId: string, qty: number): Promise<CartRow | null>
  setQty(o: Owner, skuId: string, qty: number): Promise<boolean>
  setSelected(o: Owner, skuIds: string[] | 'ALL', selected: boolean): Promise<number>
  remove(o: Owner, skuIds: string[]): Promise<number>
  /** Units in lines that can be bought now (product and SKU on sale, stock left). */
  validUnits(o: Owner): Promise<number>
}

const own = (o: Owner) => and(eq(cartLines.merchantId, o.merchantId), eq(cartLines.userId, o.userId))

export function createCartRepository(db: Db): CartRepository {
  return {
    lines: (o) => db.select().from(cartLines).where(own(o)).orderBy(asc(cartLines.createdAt), asc(cartLines.skuId)),

    async line(o, skuId) {
      const [row] = await db.select().from(cartLines).where(and(own(o), eq(cartLines.skuId, skuId)))
      return row ?? null
    },

    async add(o, skuId, productId, qty) {
      // One statement: two taps at once add up, and the 99 cap holds under concurrency.
      const rows = await db
        .insert(cartLines)
        .values({ merchantId: o.merchantId, userId: o.userId, skuId, productId, qty })
        .onConflictDoUpdate({
          target: [cartLines.merchantId, cartLines.userId, cartLines.skuId],
          set: { qty: sql`${cartLines.qty} + excluded.qty`, selected: true, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.qty} + excluded.qty <= ${GOODS_COUNT_MAX}`,
        })
        .returning()
      return rows[0] ?? null
    },

    async setQty(o, skuId, qty) {
      const rows = await db.update(cartLines).set({ qty, updatedAt: sql`now()` }).where(and(own(o), eq(cartLines.skuId, skuId))).returning({ skuId: cartLines.skuId })
      return rows.length > 0
    },

    async setSelected(o, skuIds, selected) {
      const rows = await db
        .update(cartLines)
        .set({ selected, updatedAt: sql`now()` })
        .where(and(own(o), skuIds === 'ALL' ? undefined : inArray(cartLines.skuId, skuIds.length ? skuIds : [''])))
        .returning({ skuId: cartLines.skuId })
      return rows.length
    },

    async remove(o, skuIds) {
      if (!skuIds.length) return 0
      const rows = await db.delete(cartLines).where(and(own(o), inArray(cartLines.skuId, skuIds))).returning({ skuId: cartLines.skuId })
      return rows.length
    },

    async validUnits(o) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${cartLines.qty}), 0)::int` })
        .from(cartLines)
        .innerJoin(productSkus, and(eq(productSkus.merchantId, cartLines.merchantId), eq(productSkus.skuId, cartLines.skuId)))
        .innerJoin(products, and(eq(products.merchantId, productSkus.merchantId), eq(products.productId, productSkus.productId)))
        .where(and(own(o), eq(productSkus.onSale, true), eq(products.onSale, true), sql`${productSkus.stock} - ${productSkus.sold} - ${productSkus.held} > 0`))
      return Number(row?.n ?? 0)
    },
  }
}

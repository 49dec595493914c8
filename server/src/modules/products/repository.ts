/** Products reads (the only place products, SKUs and categories are queried): search, detail, SKU rows. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { merchants, productCategories, products, productSkus } from '../../db/schema.js'

export type ProductRow = typeof products.$inferSelect
export type SkuRow = typeof productSkus.$inferSelect
export type CategoryRow = typeof productCategories.$inferSelect

export interface ProductQuery {
  /** Folded terms (catalog/search-text.ts foldTerm); every one must occur in search_text. */
  terms: string[]
  categoryId?: string
  offset: number
  length: number
}

/** SKU totals per product for the goods card: lowest price (and its market price) and units left. */
export interface ProductTotals {
  productId: string
  minPrice: number
  minMarketPrice: number
  stockLeft: number
}

export interface ProductsRepository {
  db: Db
  listCategories(merchantId: string): Promise<CategoryRow[]>
  searchProducts(merchantId: string, q: ProductQuery): Promise<{ total: number; rows: ProductRow[] }>
  totalsOf(merchantId: string, productIds: string[]): Promise<ProductTotals[]>
  findProduct(merchantId: string, productId: string): Promise<ProductRow | null>
  findProducts(merchantId: string, productIds: string[]): Promise<ProductRow[]>
  skusOf(merchantId: string, productId: string): Promise<SkuRow[]>
  findSkus(merchantId: string, skuIds: string[]): Promise<SkuRow[]>
  cartConfig(merchantId: string): Promise<{ enable: boolean; enableSpuType: string[] } | null>
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function createProductsRepository(db: Db): ProductsRepository {
  return {
    db,
    listCategories: (merchantId) => db.select().from(productCategories).where(eq(productCategories.merchantId, merchantId)).orderBy(asc(productCategories.position)),

    async searchProducts(merchantId, q) {
      const where = and(
        eq(products.merchantId, merchantId),
        eq(products.onSale, true),
        q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
        ...q.terms.map((term) => sql`${products.searchText} like ${likePattern(term)}`),
      )
      const [rows, [total]] = await Promise.all([
        db.select().from(products).where(where).orderBy(asc(products.position), asc(products.productId)).offset(q.offset).limit(q.length),
        db.select({ n: count() }).from(products).where(where),
      ])
      return { total: total?.n ?? 0, rows }
    },

    async totalsOf(merchantId, productIds) {
      if (!productIds.length) return []
      const skus = await db
        .select()
        .from(productSkus)
        .where(and(eq(productSkus.merchantId, merchantId), inArray(productSkus.productId, productIds), eq(productSkus.onSale, true)))
      const out = new Map<string, ProductTotals>()
      for (const s of skus) {
        const left = s.stock - s.sold - s.held
        const t = out.get(s.productId)
        if (!t) out.set(s.productId, { productId: s.productId, minPrice: s.priceCents, minMarketPrice: s.marketPriceCents, stockLeft: left })
        else {
          if (s.priceCents < t.minPrice) Object.assign(t, { minPrice: s.priceCents, minMarketPrice: s.marketPriceCents })
          t.stockLeft += left
        }
      }
      return [...out.values()]
    },

    async findProduct(merchantId, productId) {
      const [row] = await db.select().from(products).where(and(eq(products.merchantId, merchantId), eq(products.productId, productId)))
      return row ?? null
    },

    async findProducts(merchantId, productIds) {
      if (!productIds.length) return []
      return db.select().from(products).where(and(eq(products.merchantId, merchantId), inArray(products.productId, productIds)))
    },

    skusOf: (merchantId, productId) =>
      db.select().from(productSkus).where(and(eq(productSkus.merchantId, merchantId), eq(productSkus.productId, productId))).orderBy(asc(productSkus.position)),

    async findSkus(merchantId, skuIds) {
      if (!skuIds.length) return []
      return db.select().from(productSkus).where(and(eq(productSkus.merchantId, merchantId), inArray(productSkus.skuId, skuIds)))
    },

    async cartConfig(merchantId) {
      const [row] = await db.select({ c: merchants.productCartConfig }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return row?.c ?? null
    },
  }
}

/**
 * Product reads for buyers (public): categories, paged search in the request's language over every
 * language's names (folded like show search, so punctuation and spacing never break a match), and the
 * product detail with its SKUs. An off-sale product is "not found", the same as a missing one.
 */
import type { GoodsCategory, ProductDetail, ProductSearchPage } from '../../../../types/products.js'
import { renderPoster } from '../catalog/poster.js'
import { foldTerm } from '../catalog/search-text.js'
import { done, fail, type GoodsOutcome } from './outcome.js'
import { toCard, toDetail, tr, type Words } from './present.js'
import type { ProductsRepository } from './repository.js'

export interface ProductReader extends Words {
  merchantId: string
}

export const KEYWORD_MAX = 50

export interface ProductsService {
  categories(r: ProductReader): Promise<GoodsOutcome<GoodsCategory[]>>
  search(r: ProductReader, q: { keyword?: string; categoryId?: string; offset: number; length: number }): Promise<GoodsOutcome<ProductSearchPage>>
  detail(r: ProductReader, productId: string): Promise<GoodsOutcome<ProductDetail>>
  /** The product's generated poster (SVG): colours from its id, its name and category written on it. */
  poster(r: ProductReader, productId: string): Promise<GoodsOutcome<string>>
}

/** Whether the shop lets this product type into the cart (shop config productCartConfig). */
export function cartAllows(config: { enable: boolean; enableSpuType: string[] } | null, spuType: string): boolean {
  return Boolean(config?.enable && (config.enableSpuType.length === 0 || config.enableSpuType.includes(spuType)))
}

export function createProductsService(repo: ProductsRepository): ProductsService {
  return {
    async categories(r) {
      const rows = await repo.listCategories(r.merchantId)
      return done(rows.map((c) => ({ categoryId: c.categoryId, name: tr(r, c.name) })))
    },

    async search(r, q) {
      const keyword = (q.keyword ?? '').trim()
      if ([...keyword].length > KEYWORD_MAX) return fail('BAD_REQUEST', 'badKeyword')
      const terms = keyword.split(/\s+/).map(foldTerm).filter(Boolean)
      const page = await repo.searchProducts(r.merchantId, { terms, categoryId: q.categoryId, offset: q.offset, length: q.length })
      const totals = new Map((await repo.totalsOf(r.merchantId, page.rows.map((p) => p.productId))).map((t) => [t.productId, t]))
      return done({ total: page.total, offset: q.offset, length: q.length, list: page.rows.map((p) => toCard(r, p, totals.get(p.productId))) })
    },

    async detail(r, productId) {
      const p = await repo.findProduct(r.merchantId, productId)
      if (!p || !p.onSale) return fail('NOT_FOUND', 'product.notFound')
      const [skus, config] = await Promise.all([repo.skusOf(r.merchantId, productId), repo.cartConfig(r.merchantId)])
      return done(toDetail(r, p, skus, cartAllows(config, p.spuType)))
    },

    async poster(r, productId) {
      const p = await repo.findProduct(r.merchantId, productId)
      if (!p) return fail('NOT_FOUND', 'product.notFound')
      const category = (await repo.listCategories(r.merchantId)).find((c) => c.categoryId === p.categoryId)
      return done(renderPoster({ showId: p.productId, showName: tr(r, p.name), category: tr(r, category?.name), date: tr(r, p.subtitle) }))
    },
  }
}

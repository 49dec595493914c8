/** Products as the buyer sees them: rows → contract shapes in the caller's language. */
import type { Lang } from '../../../../types/lang.js'
import type { GoodsCard, ProductDetail, ProductSku } from '../../../../types/products.js'
import type { StoredSpec } from '../../db/schema-products.js'
import { pickTranslation, type Translations } from '../../i18n/translations.js'
import type { ProductRow, ProductTotals, SkuRow } from './repository.js'

export interface Words {
  lang: Lang
  fallback: Lang
}

export const tr = (w: Words, t: Translations | null | undefined): string => pickTranslation(t, w.lang, w.fallback)

/** A SKU's values in every language the product speaks, joined "Black / L" (kept on order lines as ordered). */
export function specTranslations(specs: StoredSpec[], valueIds: string[]): Translations {
  const out: Translations = {}
  const langs = new Set(specs.flatMap((s) => s.values.flatMap((v) => Object.keys(v.name)))) as Set<Lang>
  for (const lang of langs) {
    out[lang] = valueIds
      .map((id) => {
        const value = specs.flatMap((s) => s.values).find((v) => v.valueId === id)
        return value ? pickTranslation(value.name, lang, lang) : ''
      })
      .filter(Boolean)
      .join(' / ')
  }
  return out
}

/**
 * A generated poster (goods/pub/v1/poster) writes the product's name: an image request carries no
 * language header, so the URL names the page's language. Other poster URLs are left as they are.
 */
export function posterIn(w: Words, url: string): string {
  if (!url.includes('/goods/pub/v1/poster/') || /[?&]lang=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}lang=${w.lang}`
}

export const stockLeft = (s: SkuRow): number => Math.max(0, s.stock - s.sold - s.held)

export function toCard(w: Words, p: ProductRow, totals: ProductTotals | undefined): GoodsCard {
  return {
    productId: p.productId,
    name: tr(w, p.name),
    posterUrl: posterIn(w, p.posterUrl),
    categoryId: p.categoryId,
    spuType: p.spuType,
    minPrice: totals?.minPrice ?? 0,
    minMatchMarketPrice: totals?.minMarketPrice ?? 0,
    stockLeft: totals?.stockLeft ?? 0,
  }
}

export function toSku(w: Words, p: ProductRow, s: SkuRow): ProductSku {
  return {
    skuId: s.skuId,
    specValueIds: s.specValueIds,
    specText: tr(w, specTranslations(p.specs, s.specValueIds)),
    price: s.priceCents,
    marketPrice: s.marketPriceCents,
    stockLeft: stockLeft(s),
    onSale: s.onSale && p.onSale,
  }
}

export function toDetail(w: Words, p: ProductRow, skus: SkuRow[], cartEnabled: boolean): ProductDetail {
  return {
    productId: p.productId,
    name: tr(w, p.name),
    subtitle: tr(w, p.subtitle),
    description: tr(w, p.description),
    posterUrl: posterIn(w, p.posterUrl),
    posters: (p.posters.length ? p.posters : [p.posterUrl]).map((u) => posterIn(w, u)),
    categoryId: p.categoryId,
    spuType: p.spuType,
    specs: p.specs.map((s) => ({ specId: s.specId, name: tr(w, s.name), values: s.values.map((v) => ({ valueId: v.valueId, name: tr(w, v.name) })) })),
    skus: skus.map((s) => toSku(w, p, s)),
    deliverMethods: p.deliverMethods,
    expressFee: p.expressFeeCents,
    maxPerOrder: p.maxPerOrder,
    onSale: p.onSale,
    cartEnabled,
  }
}

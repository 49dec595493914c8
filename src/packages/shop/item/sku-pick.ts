/** The SKU picker's rules (pure: the page and its unit tests share them). */
import type { ProductDetail, ProductSku } from '../../../../types/products'

/** The chosen value id per spec, in spec order ('' where none is chosen yet). */
export type Picked = string[]

/** A product without specs has its one SKU picked from the start. */
export function initialPick(p: ProductDetail): Picked {
  return p.specs.map(() => '')
}

/** The SKU the picked values name, or null while a spec is unchosen. */
export function skuOf(p: ProductDetail, picked: Picked): ProductSku | null {
  if (picked.some((v) => !v)) return null
  return p.skus.find((s) => s.specValueIds.length === picked.length && s.specValueIds.every((id, i) => id === picked[i])) ?? null
}

/** Whether choosing `valueId` for spec `index` (others as picked) can lead to a SKU with units left. */
export function valueAvailable(p: ProductDetail, picked: Picked, index: number, valueId: string): boolean {
  return p.skus.some((s) => s.onSale && s.stockLeft > 0 && s.specValueIds[index] === valueId && picked.every((v, i) => i === index || !v || s.specValueIds[i] === v))
}

/** Units the buyer may pick of this SKU: the stock left, the product's per-order limit and 99. */
export function maxQty(p: ProductDetail, sku: ProductSku | null): number {
  if (!sku) return 1
  return Math.max(1, Math.min(sku.stockLeft, p.maxPerOrder, 99))
}

/** Lowest price over SKUs with units left (the price shown before a SKU is picked). */
export function fromPrice(p: ProductDetail): number {
  const prices = p.skus.filter((s) => s.onSale && s.stockLeft > 0).map((s) => s.price)
  return prices.length ? Math.min(...prices) : (p.skus[0]?.price ?? 0)
}

/**
 * The buyer's goods cart: add, change quantity (each line at most 99), remove, select, and the view
 * with lines that cannot be bought now (off sale, out of stock) apart. The tab badge counts units in
 * buyable lines, capped at 99 (spec core §2 NAVIGATION_OF_SHOP). A line of another buyer answers
 * not-found, like a missing one; every refusal changes nothing.
 */
import { GOODS_COUNT_MAX, type CartCount, type CartLine, type CartView } from '../../../../types/products.js'
import { done, fail, type GoodsCaller, type GoodsOutcome } from '../products/outcome.js'
import { posterIn, specTranslations, stockLeft, tr } from '../products/present.js'
import type { ProductRow, ProductsRepository, SkuRow } from '../products/repository.js'
import { cartAllows } from '../products/service.js'
import type { CartRepository, CartRow } from './repository.js'

export interface CartService {
  view(c: GoodsCaller): Promise<GoodsOutcome<CartView>>
  count(c: GoodsCaller): Promise<GoodsOutcome<CartCount>>
  add(c: GoodsCaller, skuId: string, qty: number): Promise<GoodsOutcome<CartView>>
  setQty(c: GoodsCaller, skuId: string, qty: number): Promise<GoodsOutcome<CartView>>
  select(c: GoodsCaller, skuIds: string[] | 'ALL', selected: boolean): Promise<GoodsOutcome<CartView>>
  remove(c: GoodsCaller, skuIds: string[]): Promise<GoodsOutcome<CartView>>
}

const validQty = (qty: number) => Number.isInteger(qty) && qty >= 1 && qty <= GOODS_COUNT_MAX

function toLine(c: GoodsCaller, row: CartRow, sku: SkuRow | undefined, p: ProductRow | undefined): CartLine {
  const left = sku ? stockLeft(sku) : 0
  const onSale = Boolean(sku?.onSale && p?.onSale)
  return {
    skuId: row.skuId,
    productId: row.productId,
    name: tr(c, p?.name),
    posterUrl: posterIn(c, p?.posterUrl ?? ''),
    specText: p && sku ? tr(c, specTranslations(p.specs, sku.specValueIds)) : '',
    price: sku?.priceCents ?? 0,
    qty: row.qty,
    selected: row.selected,
    stockLeft: left,
    invalidReason: !onSale ? 'OFF_SALE' : left <= 0 ? 'OUT_OF_STOCK' : null,
  }
}

export function createCartService(repo: CartRepository, products: ProductsRepository): CartService {
  async function view(c: GoodsCaller): Promise<GoodsOutcome<CartView>> {
    const rows = await repo.lines(c)
    const skus = new Map((await products.findSkus(c.merchantId, rows.map((r) => r.skuId))).map((s) => [s.skuId, s]))
    const prods = new Map((await products.findProducts(c.merchantId, [...new Set(rows.map((r) => r.productId))])).map((p) => [p.productId, p]))
    const all = rows.map((r) => toLine(c, r, skus.get(r.skuId), prods.get(r.productId)))
    const lines = all.filter((l) => !l.invalidReason)
    const chosen = lines.filter((l) => l.selected)
    const units = lines.reduce((n, l) => n + l.qty, 0)
    return done({
      lines,
      invalid: all.filter((l) => l.invalidReason),
      selectedAmount: chosen.reduce((sum, l) => sum + l.price * l.qty, 0),
      selectedQty: chosen.reduce((n, l) => n + l.qty, 0),
      count: Math.min(GOODS_COUNT_MAX, units),
    })
  }

  /** The SKU a buyer may put in the cart, with its product, or the refusal. */
  async function buyableSku(c: GoodsCaller, skuId: string): Promise<GoodsOutcome<{ sku: SkuRow; product: ProductRow }>> {
    const [sku] = await products.findSkus(c.merchantId, [skuId])
    const product = sku ? await products.findProduct(c.merchantId, sku.productId) : null
    if (!sku || !product) return fail('NOT_FOUND', 'sku.notFound')
    if (!cartAllows(await products.cartConfig(c.merchantId), product.spuType)) return fail('CART_DISABLED', 'cartDisabled')
    if (!product.onSale || !sku.onSale) return fail('NOT_ON_SALE', 'offSale')
    if (stockLeft(sku) <= 0) return fail('SOLD_OUT', 'soldOut')
    return done({ sku, product })
  }

  return {
    view,

    async count(c) {
      return done({ count: Math.min(GOODS_COUNT_MAX, await repo.validUnits(c)) })
    },

    async add(c, skuId, qty) {
      if (!validQty(qty)) return fail('BAD_QUANTITY', 'badQuantity', { max: GOODS_COUNT_MAX })
      const b = await buyableSku(c, skuId)
      if (!b.ok) return b
      const had = (await repo.line(c, skuId))?.qty ?? 0
      if (had + qty > GOODS_COUNT_MAX) return fail('CART_FULL', 'cartFull')
      if (had + qty > stockLeft(b.value.sku)) return fail('NOT_ENOUGH_STOCK', 'notEnough', { left: stockLeft(b.value.sku) })
      // The statement re-checks the cap: a concurrent add may have filled the line meanwhile.
      if (!(await repo.add(c, skuId, b.value.product.productId, qty))) return fail('CART_FULL', 'cartFull')
      return view(c)
    },

    async setQty(c, skuId, qty) {
      if (!validQty(qty)) return fail('BAD_QUANTITY', 'badQuantity', { max: GOODS_COUNT_MAX })
      const line = await repo.line(c, skuId)
      if (!line) return fail('NOT_FOUND', 'cartLine.notFound')
      const [sku] = await products.findSkus(c.merchantId, [skuId])
      // Lowering is always fine (it is how a buyer fixes a line above the stock); raising needs the units.
      if (qty > line.qty && sku && qty > stockLeft(sku)) return fail('NOT_ENOUGH_STOCK', 'notEnough', { left: stockLeft(sku) })
      await repo.setQty(c, skuId, qty)
      return view(c)
    },

    async select(c, skuIds, selected) {
      if (skuIds !== 'ALL') {
        const mine = new Set((await repo.lines(c)).map((l) => l.skuId))
        if (!skuIds.length || skuIds.some((id) => !mine.has(id))) return fail('NOT_FOUND', 'cartLine.notFound')
      }
      await repo.setSelected(c, skuIds, selected)
      return view(c)
    },

    async remove(c, skuIds) {
      const mine = new Set((await repo.lines(c)).map((l) => l.skuId))
      if (!skuIds.length || skuIds.some((id) => !mine.has(id))) return fail('NOT_FOUND', 'cartLine.notFound')
      await repo.remove(c, skuIds)
      return view(c)
    },
  }
}

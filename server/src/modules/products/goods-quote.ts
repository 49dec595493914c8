/**
 * Goods confirmation (goods-cart-confirm): which lines (the cart's selected buyable lines, or buy-now
 * items), whether each can be bought (on sale, enough units, the product's per-order limit), the
 * delivery methods every product offers, the address, and the price in cents:
 * items = Σ unit price × qty; express fee = the highest fee among the products (one parcel);
 * pay = items + fee. Nothing is written here.
 */
import { GOODS_COUNT_MAX, type GoodsConfirmLine, type GoodsConfirmRequest, type GoodsDeliverMethod } from '../../../../types/products.js'
import type { CartRepository } from '../cart/repository.js'
import type { AddressRow, GoodsOrdersRepository } from './goods-repository.js'
import { done, fail, type GoodsCaller, type GoodsOutcome } from './outcome.js'
import { posterIn, specTranslations, stockLeft, tr } from './present.js'
import type { ProductRow, ProductsRepository, SkuRow } from './repository.js'

/** Different SKUs one goods order may hold. */
export const GOODS_LINES_MAX = 20

export interface QuotedLine {
  sku: SkuRow
  product: ProductRow
  qty: number
}

export interface GoodsQuote {
  lines: QuotedLine[]
  fromCart: boolean
  deliverMethods: GoodsDeliverMethod[]
  deliverMethod: GoodsDeliverMethod
  address: AddressRow | null
  itemsCents: number
  expressFeeCents: number
  payCents: number
}

export interface QuoteDeps {
  products: ProductsRepository
  cart: CartRepository
  goods: GoodsOrdersRepository
}

async function requestedLines(d: QuoteDeps, c: GoodsCaller, req: GoodsConfirmRequest): Promise<GoodsOutcome<Array<{ skuId: string; qty: number }>>> {
  if (req.source === 'CART') {
    const chosen = (await d.cart.lines(c)).filter((l) => l.selected).map((l) => ({ skuId: l.skuId, qty: l.qty }))
    return chosen.length ? done(chosen) : fail('BAD_REQUEST', 'nothingSelected')
  }
  const items = req.items ?? []
  if (!items.length) return fail('BAD_REQUEST', 'nothingSelected')
  if (items.length > GOODS_LINES_MAX) return fail('BAD_REQUEST', 'tooManyLines', { max: GOODS_LINES_MAX })
  if (new Set(items.map((i) => i.skuId)).size !== items.length) return fail('BAD_REQUEST', 'duplicateLine')
  if (items.some((i) => !Number.isInteger(i.qty) || i.qty < 1 || i.qty > GOODS_COUNT_MAX)) return fail('BAD_QUANTITY', 'badQuantity', { max: GOODS_COUNT_MAX })
  return done(items.map((i) => ({ skuId: i.skuId, qty: i.qty })))
}

/** Each line's SKU and product, refused when one cannot be bought now. */
async function checkLines(d: QuoteDeps, c: GoodsCaller, asked: Array<{ skuId: string; qty: number }>): Promise<GoodsOutcome<QuotedLine[]>> {
  const skus = new Map((await d.products.findSkus(c.merchantId, asked.map((a) => a.skuId))).map((s) => [s.skuId, s]))
  const prods = new Map((await d.products.findProducts(c.merchantId, [...new Set([...skus.values()].map((s) => s.productId))])).map((p) => [p.productId, p]))
  const lines: QuotedLine[] = []
  const perProduct = new Map<string, number>()
  for (const a of asked) {
    const sku = skus.get(a.skuId)
    const product = sku && prods.get(sku.productId)
    if (!sku || !product) return fail('NOT_FOUND', 'sku.notFound')
    if (!sku.onSale || !product.onSale) return fail('NOT_ON_SALE', 'offSale')
    const left = stockLeft(sku)
    if (left <= 0) return fail('SOLD_OUT', 'soldOut')
    if (left < a.qty) return fail('NOT_ENOUGH_STOCK', 'notEnough', { left })
    const units = (perProduct.get(product.productId) ?? 0) + a.qty
    if (units > product.maxPerOrder) return fail('BAD_QUANTITY', 'overOrderLimit', { max: product.maxPerOrder, name: tr(c, product.name) })
    perProduct.set(product.productId, units)
    lines.push({ sku, product, qty: a.qty })
  }
  return done(lines)
}

/** Validate and price a goods order; `needAddress` (create) insists on an address for express delivery. */
export async function quoteGoods(d: QuoteDeps, c: GoodsCaller, req: GoodsConfirmRequest, needAddress: boolean): Promise<GoodsOutcome<GoodsQuote>> {
  const asked = await requestedLines(d, c, req)
  if (!asked.ok) return asked
  const checked = await checkLines(d, c, asked.value)
  if (!checked.ok) return checked
  const lines = checked.value
  // The methods every product of the order offers, in the first product's order.
  const deliverMethods = (lines[0]?.product.deliverMethods ?? []).filter((m) => lines.every((l) => l.product.deliverMethods.includes(m)))
  const deliverMethod = req.deliverMethod ?? deliverMethods[0]
  if (!deliverMethod || !deliverMethods.includes(deliverMethod)) return fail('BAD_REQUEST', 'deliverUnavailable')
  let address: AddressRow | null = null
  if (deliverMethod === 'EXPRESS') {
    address = req.addressId ? await d.goods.findOwnAddress(c.merchantId, c.userId, req.addressId) : await d.goods.defaultAddress(c.merchantId, c.userId)
    if (req.addressId && !address) return fail('NOT_FOUND', 'address.notFound')
    if (needAddress && !address) return fail('BAD_REQUEST', 'addressRequired')
  }
  const itemsCents = lines.reduce((sum, l) => sum + l.sku.priceCents * l.qty, 0)
  const expressFeeCents = deliverMethod === 'EXPRESS' ? Math.max(0, ...lines.map((l) => l.product.expressFeeCents)) : 0
  return done({ lines, fromCart: req.source === 'CART', deliverMethods, deliverMethod, address, itemsCents, expressFeeCents, payCents: itemsCents + expressFeeCents })
}

export function confirmLine(c: GoodsCaller, l: QuotedLine): GoodsConfirmLine {
  return {
    skuId: l.sku.skuId,
    productId: l.product.productId,
    name: tr(c, l.product.name),
    posterUrl: posterIn(c, l.product.posterUrl),
    specText: tr(c, specTranslations(l.product.specs, l.sku.specValueIds)),
    price: l.sku.priceCents,
    qty: l.qty,
    amount: l.sku.priceCents * l.qty,
  }
}

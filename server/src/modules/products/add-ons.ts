/**
 * Add-on purchase (加购): products a show offers with its tickets, bought in the ticket order itself.
 * The add purchase list reads them; the orders module's quote prices chosen add-ons here, and its
 * create takes their SKU units in the ticket order's transaction (takeAddOns) and writes them as the
 * order's goods lines, so the existing paths sell them on payment (payments/settle) and put them back
 * on cancel or expiry (orders/expiry) together with the tickets. They travel with the tickets: in the
 * parcel of an express order, otherwise picked up at the venue.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { ADD_ON_LINES_MAX, GOODS_COUNT_MAX, type AddOnChoice, type AddOnLine, type AddOnList } from '../../../../types/products.js'
import type { Db } from '../../db/client.js'
import { buyerAddresses, productOrderItems, productOrders, showAddOnProducts } from '../../db/schema.js'
import type { GoodsDeliverMethod, GoodsOrderAddress } from '../../../../types/products.js'
import { done, fail, type GoodsCaller, type GoodsOutcome } from './outcome.js'
import { posterIn, specTranslations, stockLeft, toSku, tr, type Words } from './present.js'
import { createProductsRepository, type ProductRow, type SkuRow } from './repository.js'
import { takeSkus } from './stock.js'

export interface QuotedAddOn {
  sku: SkuRow
  product: ProductRow
  qty: number
}

async function offeredIds(db: Db, merchantId: string, showId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: showAddOnProducts.productId })
    .from(showAddOnProducts)
    .where(and(eq(showAddOnProducts.merchantId, merchantId), eq(showAddOnProducts.showId, showId)))
    .orderBy(asc(showAddOnProducts.position), asc(showAddOnProducts.productId))
  return rows.map((r) => r.productId)
}

/** The add purchase list of a show: its offered products on sale, each with its SKUs on sale. */
export async function listAddOns(db: Db, w: Words & { merchantId: string }, showId: string): Promise<AddOnList> {
  const ids = await offeredIds(db, w.merchantId, showId)
  if (!ids.length) return { showId, products: [] }
  const repo = createProductsRepository(db)
  const products = new Map((await repo.findProducts(w.merchantId, ids)).map((p) => [p.productId, p]))
  const list: AddOnList['products'] = []
  for (const id of ids) {
    const p = products.get(id)
    if (!p?.onSale) continue
    const skus = (await repo.skusOf(w.merchantId, id)).filter((s) => s.onSale).map((s) => toSku(w, p, s))
    if (skus.length) list.push({ productId: p.productId, name: tr(w, p.name), posterUrl: posterIn(w, p.posterUrl), maxPerOrder: p.maxPerOrder, skus })
  }
  return { showId, products: list }
}

/** Price chosen add-ons of a show's order: each offered with the show, on sale, in stock, within limits. */
export async function quoteAddOns(db: Db, c: GoodsCaller, showId: string, asked: AddOnChoice[]): Promise<GoodsOutcome<{ lines: QuotedAddOn[]; cents: number }>> {
  if (!asked.length) return done({ lines: [], cents: 0 })
  if (asked.length > ADD_ON_LINES_MAX) return fail('BAD_REQUEST', 'tooManyLines', { max: ADD_ON_LINES_MAX })
  if (new Set(asked.map((a) => a.skuId)).size !== asked.length) return fail('BAD_REQUEST', 'duplicateLine')
  if (asked.some((a) => !Number.isInteger(a.qty) || a.qty < 1 || a.qty > GOODS_COUNT_MAX)) return fail('BAD_QUANTITY', 'badQuantity', { max: GOODS_COUNT_MAX })
  const repo = createProductsRepository(db)
  const offered = new Set(await offeredIds(db, c.merchantId, showId))
  const skus = new Map((await repo.findSkus(c.merchantId, asked.map((a) => a.skuId))).map((s) => [s.skuId, s]))
  const products = new Map((await repo.findProducts(c.merchantId, [...new Set([...skus.values()].map((s) => s.productId))])).map((p) => [p.productId, p]))
  const lines: QuotedAddOn[] = []
  const perProduct = new Map<string, number>()
  for (const a of asked) {
    const sku = skus.get(a.skuId)
    const product = sku && products.get(sku.productId)
    // Another show's add-on, or any other product, is "not found" here: it is not on this list.
    if (!sku || !product || !offered.has(product.productId)) return fail('NOT_FOUND', 'sku.notFound')
    if (!sku.onSale || !product.onSale) return fail('NOT_ON_SALE', 'offSale')
    const left = stockLeft(sku)
    if (left <= 0) return fail('SOLD_OUT', 'soldOut')
    if (left < a.qty) return fail('NOT_ENOUGH_STOCK', 'notEnough', { left })
    const units = (perProduct.get(product.productId) ?? 0) + a.qty
    if (units > product.maxPerOrder) return fail('BAD_QUANTITY', 'overOrderLimit', { max: product.maxPerOrder, name: tr(c, product.name) })
    perProduct.set(product.productId, units)
    lines.push({ sku, product, qty: a.qty })
  }
  return done({ lines, cents: lines.reduce((n, l) => n + l.sku.priceCents * l.qty, 0) })
}

export function addOnLine(w: Words, l: QuotedAddOn): AddOnLine {
  return {
    skuId: l.sku.skuId,
    productId: l.product.productId,
    name: tr(w, l.product.name),
    specText: tr(w, specTranslations(l.product.specs, l.sku.specValueIds)),
    posterUrl: posterIn(w, l.product.posterUrl),
    price: l.sku.priceCents,
    qty: l.qty,
    amount: l.sku.priceCents * l.qty,
  }
}

export interface AddOnWrite {
  merchantId: string
  orderId: string
  lines: QuotedAddOn[]
  as: 'held' | 'sold'
  /** The ticket order's delivery: EXPRESS puts the add-ons in its parcel; anything else is picked up at the venue. */
  deliverMethod: string
  address: GoodsOrderAddress | null
  /** TEST ONLY: read-then-write units (stock.ts), for the race test's control run. */
  unguarded?: boolean
}

/**
 * Inside the ticket order's transaction, after its tickets: take the add-ons' units and write them as
 * the order's goods lines. False when a SKU ran short (the caller rolls the whole order back).
 */
export async function takeAddOns(db: Db, w: AddOnWrite): Promise<boolean> {
  if (!w.lines.length) return true
  const short = await takeSkus(db, w.merchantId, w.lines.map((l) => ({ skuId: l.sku.skuId, qty: l.qty })), w.as, w.unguarded)
  if (short) return false
  const deliverMethod: GoodsDeliverMethod = w.deliverMethod === 'EXPRESS' ? 'EXPRESS' : 'VENUE_PICKUP'
  await db.insert(productOrders).values({
    orderId: w.orderId,
    merchantId: w.merchantId,
    deliverMethod,
    itemsCents: w.lines.reduce((n, l) => n + l.sku.priceCents * l.qty, 0),
    expressFeeCents: 0,
    address: deliverMethod === 'EXPRESS' ? w.address : null,
    fromCart: false,
  })
  await db.insert(productOrderItems).values(
    w.lines.map((l, lineNo) => ({
      orderId: w.orderId,
      lineNo,
      merchantId: w.merchantId,
      productId: l.product.productId,
      skuId: l.sku.skuId,
      qty: l.qty,
      unitPriceCents: l.sku.priceCents,
      name: l.product.name,
      specText: specTranslations(l.product.specs, l.sku.specValueIds),
      posterUrl: l.product.posterUrl,
    })),
  )
  return true
}

/** The add-on lines of ticket orders (for their detail), by order id. */
export async function addOnLinesOf(db: Db, w: Words, orderIds: string[]): Promise<Map<string, AddOnLine[]>> {
  const out = new Map<string, AddOnLine[]>()
  if (!orderIds.length) return out
  const rows = await db.select().from(productOrderItems).where(inArray(productOrderItems.orderId, orderIds)).orderBy(asc(productOrderItems.orderId), asc(productOrderItems.lineNo))
  for (const r of rows) {
    const list = out.get(r.orderId) ?? []
    list.push({ skuId: r.skuId, productId: r.productId, name: tr(w, r.name), specText: tr(w, r.specText), posterUrl: posterIn(w, r.posterUrl), price: r.unitPriceCents, qty: r.qty, amount: r.unitPriceCents * r.qty })
    out.set(r.orderId, list)
  }
  return out
}

/** The buyer's address as the parcel's copy (the address book entry may change after the order). */
export async function addOnAddress(db: Db, merchantId: string, userId: string, addressId: string): Promise<GoodsOrderAddress | null> {
  const [a] = await db
    .select({ recipient: buyerAddresses.recipient, phone: buyerAddresses.phone, area: buyerAddresses.area, detail: buyerAddresses.detail })
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId), eq(buyerAddresses.addressId, addressId)))
  return a ?? null
}

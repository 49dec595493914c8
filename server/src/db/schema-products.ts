/**
 * Goods shop tables (issue 18): product categories, products (SPU) with their SKUs and per-SKU stock,
 * the buyer's cart, and the goods side of an order (its lines and delivery). A goods order is a row of
 * `orders` with order_type PRODUCT, so the cashier, payments and settlement work on it unchanged.
 *
 * SKU stock: remaining = stock - sold - held. Taking is one conditional update per SKU
 * (modules/products/stock.ts); the check constraint is the last line of defence against overselling.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { GoodsDeliverMethod, GoodsOrderAddress } from '../../../types/products.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'
import { orders } from './schema-orders.js'

export const productCategories = pgTable(
  'product_categories',
  {
    merchantId: merchantRef(),
    categoryId: text('category_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.categoryId] })],
)

/** A spec (size, colour) and its values, merchant-authored in up to three languages. */
export interface StoredSpec {
  specId: string
  name: Translations
  values: Array<{ valueId: string; name: Translations }>
}

export const products = pgTable(
  'products',
  {
    merchantId: merchantRef(),
    productId: text('product_id').notNull(),
    categoryId: text('category_id').notNull(),
    /** Product type; the shop's productCartConfig.enableSpuType says which types go into the cart. */
    spuType: text('spu_type').notNull().default('NORMAL'),
    name: jsonb('name').$type<Translations>().notNull(),
    subtitle: jsonb('subtitle').$type<Translations>().notNull().default({}),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    posterUrl: text('poster_url').notNull(),
    posters: jsonb('posters').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<StoredSpec[]>().notNull().default([]),
    deliverMethods: jsonb('deliver_methods').$type<GoodsDeliverMethod[]>().notNull().default(['EXPRESS']),
    expressFeeCents: integer('express_fee_cents').notNull().default(0),
    /** Units of this product (all SKUs) one order may hold. */
    maxPerOrder: integer('max_per_order').notNull().default(99),
    onSale: boolean('on_sale').notNull().default(true),
    /** Every language's name folded (catalog/search-text.ts foldTerm), joined by '|'. */
    searchText: text('search_text').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.productId] }),
    index('products_list_idx').on(t.merchantId, t.onSale, t.position),
    check('products_fee_ck', sql`${t.expressFeeCents} >= 0 and ${t.maxPerOrder} between 1 and 99`),
  ],
)

export const productSkus = pgTable(
  'product_skus',
  {
    merchantId: merchantRef(),
    skuId: text('sku_id').notNull(),
    productId: text('product_id').notNull(),
    specValueIds: jsonb('spec_value_ids').$type<string[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull(),
    marketPriceCents: integer('market_price_cents').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.skuId] }),
    index('product_skus_product_idx').on(t.merchantId, t.productId),
    check('product_skus_counts_ck', sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.stock} and ${t.priceCents} >= 0`),
  ],
)

/** One row per (buyer, SKU); the quantity check is the last line of defence of the 99 cap. */
export const cartLines = pgTable(
  'cart_lines',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    skuId: text('sku_id').notNull(),
    productId: text('product_id').notNull(),
    qty: integer('qty').notNull(),
    selected: boolean('selected').notNull().default(true),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.skuId] }), check('cart_lines_qty_ck', sql`${t.qty} between 1 and 99`)],
)

/** The goods side of an order: delivery, the express fee and the address as it was when ordered. */
export const productOrders = pgTable('product_orders', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  merchantId: text('merchant_id').notNull(),
  deliverMethod: text('deliver_method').$type<GoodsDeliverMethod>().notNull(),
  itemsCents: integer('items_cents').notNull(),
  expressFeeCents: integer('express_fee_cents').notNull(),
  address: jsonb('address').$type<GoodsOrderAddress | null>(),
  /** Which cart lines to drop once paid (a cart order); empty for buy-now. */
  fromCart: boolean('from_cart').notNull().default(false),
})

/** Goods order lines with what the buyer saw (names, spec words) kept as ordered. */
export const productOrderItems = pgTable(
  'product_order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    merchantId: text('merchant_id').notNull(),
    productId: text('product_id').notNull(),
    skuId: text('sku_id').notNull(),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    specText: jsonb('spec_text').$type<Translations>().notNull(),
    posterUrl: text('poster_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] }), index('product_order_items_sku_idx').on(t.merchantId, t.skuId)],
)

/**
 * Add-on purchase (加购): the products a show offers beside its tickets (the spec's add purchase list).
 * Bought in the ticket order itself (product_order_items of that order), paid once with the tickets.
 */
export const showAddOnProducts = pgTable(
  'show_add_on_products',
  {
    merchantId: merchantRef(),
    showId: text('show_id').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.showId, t.productId] })],
)

/** One tracking event of a parcel as the logistics provider reported it. */
export interface StoredParcelEvent {
  state: string
  at: number
  /** Where, as the carrier wrote it (the sandbox writes it in three languages). */
  text: Translations
}

/**
 * The parcel of an order shipped by express (a goods order, or a ticket order with paper tickets and
 * add-ons): one per order, created when the merchant ships; its state and events are the logistics
 * provider's, refreshed when the buyer looks and the last refresh is old.
 */
export const parcels = pgTable(
  'parcels',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    merchantId: text('merchant_id').notNull(),
    provider: text('provider').notNull(),
    carrier: text('carrier').notNull(),
    waybillNo: text('waybill_no').notNull(),
    state: text('state').notNull(),
    events: jsonb('events').$type<StoredParcelEvent[]>().notNull().default([]),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** Staff token hash of who shipped it (audit). */
    shippedBy: text('shipped_by').notNull(),
  },
  (t) => [index('parcels_merchant_idx').on(t.merchantId, t.shippedAt)],
)

export const productsSchema = { productCategories, products, productSkus, cartLines, productOrders, productOrderItems, showAddOnProducts, parcels }

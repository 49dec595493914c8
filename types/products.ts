/**
 * Goods shop contract (spec core §1, §2 shop routes, goods card, goods orders): products (SPU) with
 * SKUs, the buyer's cart, and goods orders (orderType PRODUCT, paid through the same cashier as tickets).
 * Money is integer cents everywhere.
 */

/** How a product reaches the buyer: a parcel, or collected at the venue. */
export type GoodsDeliverMethod = 'EXPRESS' | 'VENUE_PICKUP'
export const GOODS_DELIVER_METHODS: readonly GoodsDeliverMethod[] = ['EXPRESS', 'VENUE_PICKUP']

/** Each cart line and the tab badge stop at 99 (spec core constants: goods count capped at 99). */
export const GOODS_COUNT_MAX = 99

/** The goods card of lists and search (spec core §3 "goods card"). */
export interface GoodsCard {
  productId: string
  name: string
  posterUrl: string
  categoryId: string
  spuType: string
  /** Lowest SKU price and the market price of that SKU, cents. */
  minPrice: number
  minMatchMarketPrice: number
  /** Units left over all SKUs. */
  stockLeft: number
}

export interface GoodsCategory {
  categoryId: string
  name: string
}

export interface ProductSearchPage {
  total: number
  offset: number
  length: number
  list: GoodsCard[]
}

export interface ProductSpecValue {
  valueId: string
  name: string
}

export interface ProductSpec {
  specId: string
  name: string
  values: ProductSpecValue[]
}

export interface ProductSku {
  skuId: string
  /** One value id per spec, in spec order. */
  specValueIds: string[]
  /** The chosen values as words ("Black / L"). */
  specText: string
  price: number
  marketPrice: number
  stockLeft: number
  onSale: boolean
}

export interface ProductDetail {
  productId: string
  name: string
  subtitle: string
  description: string
  posterUrl: string
  posters: string[]
  categoryId: string
  spuType: string
  specs: ProductSpec[]
  skus: ProductSku[]
  deliverMethods: GoodsDeliverMethod[]
  expressFee: number
  /** At most this many units of the product in one order. */
  maxPerOrder: number
  onSale: boolean
  /** Whether this product may go into the cart (the shop's productCartConfig). */
  cartEnabled: boolean
}

/** Why a cart line cannot be bought now: shown apart, below the buyable lines. */
export type CartInvalidReason = 'OFF_SALE' | 'OUT_OF_STOCK'

export interface CartLine {
  skuId: string
  productId: string
  name: string
  posterUrl: string
  specText: string
  price: number
  qty: number
  selected: boolean
  stockLeft: number
  invalidReason: CartInvalidReason | null
}

export interface CartView {
  lines: CartLine[]
  invalid: CartLine[]
  /** Sum over selected valid lines, cents. */
  selectedAmount: number
  selectedQty: number
  /** Badge count: units in valid lines, capped at 99. */
  count: number
}

export interface CartCount {
  count: number
}

export interface GoodsLineInput {
  skuId: string
  qty: number
}

export interface GoodsConfirmRequest {
  /** CART: the selected cart lines; BUY_NOW: `items`. */
  source: 'CART' | 'BUY_NOW'
  items?: GoodsLineInput[]
  deliverMethod?: GoodsDeliverMethod
  addressId?: string
  /** A coupon of biz type ITEM: an id, NO_COUPON (types/orders.ts) or null for none; absent on confirm = the automatic choice. */
  couponId?: string | null
}

export interface GoodsConfirmLine {
  skuId: string
  productId: string
  name: string
  posterUrl: string
  specText: string
  price: number
  qty: number
  amount: number
}

export interface GoodsConfirmResponse {
  lines: GoodsConfirmLine[]
  deliverMethods: GoodsDeliverMethod[]
  deliverMethod: GoodsDeliverMethod
  addressId: string | null
  itemsAmount: number
  expressFee: number
  /** The buyer's member price on the items (会员{n}折: their level's or paid membership's), taken first; null: none. */
  memberDiscount: import('./orders').PreOrderMemberDiscount | null
  /** The applied coupon's discount on the items (never on the express fee), after the member price, cents. */
  discount: number
  /** items + express fee − member discount − coupon discount, cents. */
  payAmount: number
  /** The buyer's coupons priced against these goods (biz type ITEM). */
  coupons: import('./orders').PreOrderCoupons
}

export interface GoodsCreateRequest extends GoodsConfirmRequest {
  payAmount: number
  idempotencyKey?: string
}

export interface GoodsCreateResponse {
  orderId: string
  unPaidTransactionIds: string[]
  payAmount: number
  reserveDeadline: number | null
  orderType: 'PRODUCT'
  replayed: boolean
}

/** A goods order line's own state (spec: goods detail returns orderItems.orderStatus). */
export type GoodsItemStatus = 'UNPAID' | 'CANCELED' | 'TO_SHIP' | 'TO_PICK_UP' | 'REFUNDED'

export interface GoodsOrderItem extends GoodsConfirmLine {
  orderStatus: GoodsItemStatus
}

export interface GoodsOrderAddress {
  recipient: string
  phone: string
  area: string
  detail: string
}

export interface GoodsOrderDetail {
  orderId: string
  orderType: 'PRODUCT'
  orderNumber: string
  /** OrderStateCode of types/orders.ts (1 unpaid, 9 succeeded, -1 canceled, ...). */
  state: number
  stateName: string
  createTime: number
  reserveDeadline: number | null
  unPaidTransactionIds: string[]
  deliverMethod: GoodsDeliverMethod
  address: GoodsOrderAddress | null
  itemsAmount: number
  expressFee: number
  payAmount: number
  qty: number
  orderItems: GoodsOrderItem[]
}

export interface GoodsOrderListPage {
  total: number
  offset: number
  length: number
  orders: GoodsOrderDetail[]
}

/** Goods failures reuse the order codes where the meaning is the same (sold out, limits, price changed). */
export const GOODS_STATUS = {
  /** A cart line or the whole cart would pass 99 units. */
  CART_FULL: 22032001,
  /** The SKU has fewer units left than asked. */
  NOT_ENOUGH_STOCK: 22032002,
} as const

export type GoodsFailureReason =
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'SOLD_OUT'
  | 'NOT_ENOUGH_STOCK'
  | 'NOT_ON_SALE'
  | 'BAD_QUANTITY'
  | 'CART_FULL'
  | 'CART_DISABLED'
  | 'PRICE_CHANGED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'NOT_CANCELABLE'

/** A product offered with a show's tickets (the add purchase list, 加购), its buyable SKUs. */
export interface AddOnProduct {
  productId: string
  name: string
  posterUrl: string
  /** Units of this product one order may hold. */
  maxPerOrder: number
  skus: ProductSku[]
}

/** GET /api/buyer/v1/shows/:showId/add_ons */
export interface AddOnList {
  showId: string
  products: AddOnProduct[]
}

/** An add-on chosen on the ticket confirm page: bought in the ticket order, paid once with it. */
export interface AddOnChoice {
  skuId: string
  qty: number
}

/** An add-on line of a ticket order's quote or detail. */
export interface AddOnLine {
  skuId: string
  productId: string
  name: string
  specText: string
  posterUrl: string
  price: number
  qty: number
  amount: number
}

/** Different add-on SKUs one ticket order may hold. */
export const ADD_ON_LINES_MAX = 10

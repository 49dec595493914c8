/** TypeBox request schemas of the goods routes (products, cart, goods orders); lengths only bounded here, rules in the services. */
import { Type, type Static } from '@sinclair/typebox'

const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const ProductSearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  categoryId: Type.Optional(Id),
  offset: Type.Integer({ minimum: 0, maximum: 10000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type ProductSearchQuery = Static<typeof ProductSearchQuery>

export const ProductParams = Type.Object({ productId: Id })
export type ProductParams = Static<typeof ProductParams>

export const PosterParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }) })
export type PosterParams = Static<typeof PosterParams>

export const ShowParams = Type.Object({ showId: Id })
export type ShowParams = Static<typeof ShowParams>

export const SkuParams = Type.Object({ skuId: Id })
export type SkuParams = Static<typeof SkuParams>

export const OrderParams = Type.Object({ orderId: Id })
export type OrderParams = Static<typeof OrderParams>

/** Quantities are checked by the services (localised "1 to 99"), so any integer passes here. */
export const CartAddBody = Type.Object({ skuId: Id, qty: Type.Integer({ minimum: -1000, maximum: 100000 }) })
export type CartAddBody = Static<typeof CartAddBody>

export const CartLineBody = Type.Object({ qty: Type.Integer({ minimum: -1000, maximum: 100000 }) })
export type CartLineBody = Static<typeof CartLineBody>

export const CartSelectBody = Type.Object({
  skuIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  all: Type.Optional(Type.Boolean()),
  selected: Type.Boolean(),
})
export type CartSelectBody = Static<typeof CartSelectBody>

export const CartRemoveBody = Type.Object({ skuIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) })
export type CartRemoveBody = Static<typeof CartRemoveBody>

const Items = Type.Array(Type.Object({ skuId: Id, qty: Type.Integer({ minimum: -1000, maximum: 100000 }) }), { maxItems: 100 })
const Deliver = Type.Union([Type.Literal('EXPRESS'), Type.Literal('VENUE_PICKUP')])

export const GoodsConfirmBody = Type.Object({
  source: Type.Union([Type.Literal('CART'), Type.Literal('BUY_NOW')]),
  items: Type.Optional(Items),
  deliverMethod: Type.Optional(Deliver),
  addressId: Type.Optional(Id),
  couponId: Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
})
export type GoodsConfirmBody = Static<typeof GoodsConfirmBody>

export const GoodsCreateBody = Type.Object({
  source: Type.Union([Type.Literal('CART'), Type.Literal('BUY_NOW')]),
  items: Type.Optional(Items),
  deliverMethod: Type.Optional(Deliver),
  addressId: Type.Optional(Id),
  couponId: Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
  payAmount: Type.Integer({ minimum: 0 }),
  idempotencyKey: Type.Optional(Type.String({ maxLength: 128 })),
})
export type GoodsCreateBody = Static<typeof GoodsCreateBody>

export const PageQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 10000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})
export type PageQuery = Static<typeof PageQuery>

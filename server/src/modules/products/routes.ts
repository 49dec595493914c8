/**
 * Goods routes: public product reads (a `pub` segment: categories, search, detail), and behind the auth
 * hook the cart and goods orders. Schema + delegate to the services; failures → localised envelope.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS, type ResponseMode } from '../../../../types/api.js'
import { ORDER_STATUS } from '../../../../types/orders.js'
import { GOODS_STATUS, type GoodsFailureReason } from '../../../../types/products.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { requireMerchant } from '../../http/merchant.js'
import type { Db } from '../../db/client.js'
import type { CartService } from '../cart/service.js'
import { listAddOns } from './add-ons.js'
import type { GoodsOrdersService } from './goods-orders.js'
import { gm } from './messages.js'
import type { GoodsCaller, GoodsOutcome } from './outcome.js'
import {
  CartAddBody,
  CartLineBody,
  CartRemoveBody,
  CartSelectBody,
  GoodsConfirmBody,
  GoodsCreateBody,
  OrderParams,
  PosterParams,
  PageQuery,
  ProductParams,
  ProductSearchQuery,
  ShowParams,
  SkuParams,
} from './schema.js'
import type { ProductReader, ProductsService } from './service.js'
import { headerOf } from '../../http/callers.js'

const FAILURES: Record<GoodsFailureReason, { statusCode: number; mode: ResponseMode }> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  SOLD_OUT: { statusCode: ORDER_STATUS.SOLD_OUT, mode: 'toast' },
  NOT_ENOUGH_STOCK: { statusCode: GOODS_STATUS.NOT_ENOUGH_STOCK, mode: 'toast' },
  NOT_ON_SALE: { statusCode: ORDER_STATUS.NOT_ON_SALE, mode: 'toast' },
  BAD_QUANTITY: { statusCode: ORDER_STATUS.BAD_QUANTITY, mode: 'toast' },
  CART_FULL: { statusCode: GOODS_STATUS.CART_FULL, mode: 'toast' },
  CART_DISABLED: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  PRICE_CHANGED: { statusCode: ORDER_STATUS.PRICE_CHANGED, mode: 'alert' },
  IDEMPOTENCY_CONFLICT: { statusCode: ORDER_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
  NOT_CANCELABLE: { statusCode: ORDER_STATUS.NOT_CANCELABLE, mode: 'toast' },
}

function readerOf(request: FastifyRequest): ProductReader {
  const { lang, merchant, merchantId } = request.ctx
  return { merchantId: merchantId ?? '', lang, fallback: merchant?.defaultLang ?? lang }
}

function callerOf(request: FastifyRequest): GoodsCaller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: GoodsOutcome<T>) {
  if (result.ok) return ok(result.value)
  const f = FAILURES[result.reason]
  return fail({ statusCode: f.statusCode, mode: f.mode, comments: gm(request.ctx.lang, result.key, result.vars), errorCode: `GOODS_${result.reason}` })
}

export interface GoodsRoutesOptions {
  products: ProductsService
  cart: CartService
  goodsOrders: GoodsOrdersService
  db: Db
}

export const goodsRoutes: FastifyPluginAsync<GoodsRoutesOptions> = async (app, { products, cart, goodsOrders, db }) => {
  const pre = { preHandler: requireMerchant }
  app.get('/goods/pub/v1/categories', pre, async (request) => answer(request, await products.categories(readerOf(request))))
  app.get<{ Querystring: ProductSearchQuery }>('/goods/pub/v1/products/search', { ...pre, schema: { querystring: ProductSearchQuery } }, async (request) =>
    answer(request, await products.search(readerOf(request), request.query)),
  )
  // An image: the SVG on success, the envelope (JSON) when the product is unknown.
  app.get<{ Params: PosterParams }>('/goods/pub/v1/poster/:file', { ...pre, schema: { params: PosterParams } }, async (request, reply) => {
    const result = await products.poster(readerOf(request), request.params.file.slice(0, -'.svg'.length))
    if (!result.ok) return answer(request, result)
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(result.value)
  })
  app.get<{ Params: ProductParams }>('/goods/pub/v1/products/:productId', { ...pre, schema: { params: ProductParams } }, async (request) =>
    answer(request, await products.detail(readerOf(request), request.params.productId)),
  )

  // The add purchase list of a show (加购): products offered with its tickets.
  app.get<{ Params: ShowParams }>('/buyer/v1/shows/:showId/add_ons', { schema: { params: ShowParams } }, async (request) => {
    const c = callerOf(request)
    return ok(await listAddOns(db, c, request.params.showId))
  })

  app.get('/buyer/v1/cart', async (request) => answer(request, await cart.view(callerOf(request))))
  app.get('/buyer/v1/cart/count', async (request) => answer(request, await cart.count(callerOf(request))))
  app.post<{ Body: CartAddBody }>('/buyer/v1/cart/lines', { schema: { body: CartAddBody } }, async (request) =>
    answer(request, await cart.add(callerOf(request), request.body.skuId, request.body.qty)),
  )
  app.put<{ Params: SkuParams; Body: CartLineBody }>('/buyer/v1/cart/lines/:skuId', { schema: { params: SkuParams, body: CartLineBody } }, async (request) =>
    answer(request, await cart.setQty(callerOf(request), request.params.skuId, request.body.qty)),
  )
  app.post<{ Body: CartRemoveBody }>('/buyer/v1/cart/remove', { schema: { body: CartRemoveBody } }, async (request) =>
    answer(request, await cart.remove(callerOf(request), request.body.skuIds)),
  )
  app.post<{ Body: CartSelectBody }>('/buyer/v1/cart/select', { schema: { body: CartSelectBody } }, async (request) => {
    const b = request.body
    return answer(request, await cart.select(callerOf(request), b.all ? 'ALL' : (b.skuIds ?? []), b.selected))
  })

  app.post<{ Body: GoodsConfirmBody }>('/buyer/v1/goods/confirm', { schema: { body: GoodsConfirmBody } }, async (request) =>
    answer(request, await goodsOrders.confirm(callerOf(request), request.body)),
  )
  app.post<{ Body: GoodsCreateBody }>('/buyer/v1/goods/create_order', { config: { critical: true }, schema: { body: GoodsCreateBody } }, async (request) => {
    const key = headerOf(request, 'idempotency-key') ?? request.body.idempotencyKey
    if (!key || !/^[\w.:-]{8,128}$/.test(key)) {
      return fail({ statusCode: STATUS.BAD_REQUEST, comments: gm(request.ctx.lang, 'idempotencyRequired'), errorCode: 'GOODS_BAD_REQUEST' })
    }
    return answer(request, await goodsOrders.create(callerOf(request), { ...request.body, idempotencyKey: key }))
  })
  app.get<{ Querystring: PageQuery }>('/buyer/v1/goods/orders', { schema: { querystring: PageQuery } }, async (request) =>
    answer(request, await goodsOrders.list(callerOf(request), request.query)),
  )
  app.get<{ Params: OrderParams }>('/buyer/v1/goods/orders/:orderId', { schema: { params: OrderParams } }, async (request) =>
    answer(request, await goodsOrders.detail(callerOf(request), request.params.orderId)),
  )
  app.post<{ Params: OrderParams }>('/buyer/v1/goods/orders/:orderId/cancel', { schema: { params: OrderParams } }, async (request) =>
    answer(request, await goodsOrders.cancel(callerOf(request), request.params.orderId)),
  )
}

/** The goods shop module (products, cart, goods orders): services built once per app, and their routes. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createCartRepository } from '../cart/repository.js'
import { createCartService } from '../cart/service.js'
import { createGoodsOrdersRepository } from './goods-repository.js'
import { createGoodsOrdersService, type GoodsOrdersOptions } from './goods-orders.js'
import { createProductsRepository } from './repository.js'
import { goodsRoutes } from './routes.js'
import { createProductsService } from './service.js'

export type { GoodsOrdersOptions } from './goods-orders.js'

export const goodsPlugin: FastifyPluginAsync<{ db: Db; options?: GoodsOrdersOptions }> = async (app, { db, options }) => {
  const products = createProductsRepository(db)
  const cart = createCartRepository(db)
  const goods = createGoodsOrdersRepository(db)
  await app.register(goodsRoutes, {
    products: createProductsService(products),
    cart: createCartService(cart, products),
    goodsOrders: createGoodsOrdersService(db, { products, cart, goods }, options),
    db,
  })
}

/**
 * The privilege-card module: card templates, buying one through the cashier (orderType CARD), the
 * buyer's cards (routes.ts). The order path uses a card through booking.ts; payments and the orders
 * module's cancel/expiry move a purchase order's card through stock.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { cardsRoutes } from './routes.js'
import { createCardsService, type CardsOptions } from './service.js'

export type { CardsOptions } from './service.js'

export const cardsPlugin: FastifyPluginAsync<{ db: Db; options?: CardsOptions }> = async (app, { db, options }) => {
  await app.register(cardsRoutes, { cards: createCardsService(db, options) })
}

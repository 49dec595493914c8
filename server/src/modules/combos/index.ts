/** Combos, tied sales and ticket package promotions: public reads here; pricing and buying in orders/promotion.ts. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { combosRoutes } from './routes.js'

export const combosPlugin: FastifyPluginAsync<{ db: Db; now?: () => number }> = async (app, { db, now }) => {
  await app.register(combosRoutes, { db, now: now ?? Date.now })
}

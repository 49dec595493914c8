/** The coupons module: templates, held coupons and codes (routes.ts); orders price with them through orders/coupons.ts. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createCouponsRepository } from './repository.js'
import { couponsRoutes } from './routes.js'
import { createCouponsService, type CouponsServiceOptions } from './service.js'

export type { CouponsServiceOptions } from './service.js'

export const couponsPlugin: FastifyPluginAsync<{ db: Db; options?: CouponsServiceOptions }> = async (app, { db, options }) => {
  await app.register(couponsRoutes, { coupons: createCouponsService(createCouponsRepository(db), options) })
}

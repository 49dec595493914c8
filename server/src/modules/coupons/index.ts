/** The coupons module: templates, held coupons and codes (routes.ts); orders price with them through orders/coupons.ts. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Limits } from '../../limits/index.js'
import { CODE_TRIES } from './code-tries.js'
import { createCouponsRepository } from './repository.js'
import { couponsRoutes } from './routes.js'
import { createCouponsService, type CouponsServiceOptions } from './service.js'

export type { CouponsServiceOptions } from './service.js'

export const couponsPlugin: FastifyPluginAsync<{ db: Db; limits: Limits; options?: CouponsServiceOptions }> = async (app, { db, limits, options }) => {
  const codeTries = limits.counter('coupon-code-tries', CODE_TRIES)
  await app.register(couponsRoutes, { coupons: createCouponsService(createCouponsRepository(db), { codeTries, ...options }) })
}

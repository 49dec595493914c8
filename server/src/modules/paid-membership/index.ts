/**
 * The paid-membership module: plans, buying one through the cashier (orderType MEMBER), the buyer's
 * membership (routes.ts). Payment settlement adds the days through grant.ts; the orders path prices
 * a running membership's member discount through grant.ts's paidShowDiscount.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { paidMembershipRoutes } from './routes.js'
import { createPaidMembershipService } from './service.js'

export const paidMembershipPlugin: FastifyPluginAsync<{ db: Db; now?: () => number }> = async (app, { db, now }) => {
  await app.register(paidMembershipRoutes, { service: createPaidMembershipService(db, { now }) })
}

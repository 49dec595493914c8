/**
 * The membership module: prime levels and rights, growth value, points (routes.ts). The order path
 * prices with it through orders/membership.ts; payments award through repository.awardForPaidOrder.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { membershipRoutes } from './routes.js'
import { createMembershipService, type MembershipServiceOptions } from './service.js'

export type { MembershipServiceOptions } from './service.js'

export const membershipPlugin: FastifyPluginAsync<{ db: Db; options?: MembershipServiceOptions }> = async (app, { db, options }) => {
  await app.register(membershipRoutes, { membership: createMembershipService(db, options) })
}

/** The customer-service module: the entry button's settings and its hours in the shop's time zone. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createCustomerServiceRepository } from './repository.js'
import { customerServiceRoutes } from './routes.js'
import { createCustomerServiceService } from './service.js'

export interface CustomerServiceOptions {
  /** Clock in epoch ms (tests put it inside or outside the hours); default Date.now. */
  now?: () => number
}

export const customerServicePlugin: FastifyPluginAsync<{ db: Db; options?: CustomerServiceOptions }> = async (app, { db, options }) => {
  const service = createCustomerServiceService(createCustomerServiceRepository(db))
  await app.register(customerServiceRoutes, { service, now: options?.now ?? Date.now })
}

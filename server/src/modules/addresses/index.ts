/** The address book module: the buyer routes over one service per app. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createAddressesRepository } from './repository.js'
import { addressesRoutes } from './routes.js'
import { createAddressesService } from './service.js'

export const addressesPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(addressesRoutes, { addresses: createAddressesService(createAddressesRepository(db)) })
}

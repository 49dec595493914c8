/** The express module (parcels of express orders, tracked through the logistics provider) and its routes. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createLogisticsFromEnv } from '../../logistics/registry.js'
import { createExpressRepository } from './repository.js'
import { expressRoutes } from './routes.js'
import { createExpressService, type ExpressOptions } from './service.js'

export type { ExpressOptions } from './service.js'

export const expressPlugin: FastifyPluginAsync<{ db: Db; env: NodeJS.ProcessEnv; options?: ExpressOptions }> = async (app, { db, env, options }) => {
  const repo = createExpressRepository(db)
  const logistics = options?.logistics ?? createLogisticsFromEnv(env)
  await app.register(expressRoutes, { express: createExpressService(repo, logistics, options), repo })
}

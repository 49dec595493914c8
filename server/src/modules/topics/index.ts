/** The topic-activities module: a campaign page with its shows, coupon templates and votes (modules/votes). */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createCatalogRepository } from '../catalog/repository.js'
import { createVotes, type VotesOptions } from '../votes/index.js'
import { createTopicsRepository } from './repository.js'
import { topicsRoutes } from './routes.js'
import { createTopicsService } from './service.js'

export const topicsPlugin: FastifyPluginAsync<{ db: Db; options?: VotesOptions }> = async (app, { db, options }) => {
  const now = options?.now ?? Date.now
  const topics = createTopicsService(createTopicsRepository(db), createCatalogRepository(db), createVotes(db, options), now)
  await app.register(topicsRoutes, { topics })
}

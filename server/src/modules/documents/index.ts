/** The documents module: a merchant's published texts (agreements, policies, terms) behind one public route. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createDocumentsRepository } from './repository.js'
import { documentsRoutes } from './routes.js'
import { createDocumentsService } from './service.js'

export const documentsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(documentsRoutes, { documents: createDocumentsService(createDocumentsRepository(db)) })
}

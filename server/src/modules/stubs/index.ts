/** The ticket stub module: the buyer's printable stubs and their signed images. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createStubsRepository } from './repository.js'
import { stubsRoutes } from './routes.js'
import { createStubsService } from './service.js'

export const stubsPlugin: FastifyPluginAsync<{ db: Db; key: string; now?: () => number }> = async (app, { db, key, now }) => {
  await app.register(stubsRoutes, { stubs: createStubsService(createStubsRepository(db), key, now) })
}

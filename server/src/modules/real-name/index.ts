/**
 * The real-name entry module (issue 19): tickets of real-name shows get their attendee after purchase
 * (/real-name, /real-name-single, real-idCard), once each, checked by the attendee rules.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createAudiencesService } from '../orders/audiences.js'
import { createOrdersRepository } from '../orders/repository.js'
import { createRealNameRepository } from './repository.js'
import { realNameRoutes } from './routes.js'
import { createRealNameService } from './service.js'

export interface RealNameOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
}

export const realNamePlugin: FastifyPluginAsync<{ db: Db; options?: RealNameOptions }> = async (app, { db, options }) => {
  const now = options?.now ?? Date.now
  const service = createRealNameService(createRealNameRepository(db), createAudiencesService(createOrdersRepository(db), now), now)
  await app.register(realNameRoutes, { realName: service })
}

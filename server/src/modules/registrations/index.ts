/**
 * The registrations module: open shows with merchant-defined forms, registering (a place taken like
 * ticket stock), the buyer's registrations with entrance codes signed by the merchant's ticket key
 * (so the venue devices that verify tickets verify these too), and cancelling.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createKeyWrap } from '../tickets/key-wrap.js'
import { createKeyStore } from '../tickets/keys.js'
import { createTicketsRepository } from '../tickets/repository.js'
import { createRegistrationsRepository } from './repository.js'
import { registrationsRoutes } from './routes.js'
import { createRegistrationsService, type RegistrationsService } from './service.js'

export interface RegistrationsOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  /** TICKET_KEY_SECRET, as the tickets module uses it. */
  keySecret?: string
  /** TEST ONLY: the unguarded read-then-write place taking the race test's control run uses. */
  testOnlyUnlocked?: boolean
}

export function createRegistrations(db: Db, opts: RegistrationsOptions = {}): RegistrationsService {
  const now = opts.now ?? Date.now
  return createRegistrationsService(createRegistrationsRepository(db), createKeyStore(createTicketsRepository(db), now, createKeyWrap(opts.keySecret)), { now, testOnlyUnlocked: opts.testOnlyUnlocked })
}

export const registrationsPlugin: FastifyPluginAsync<{ db: Db; options?: RegistrationsOptions }> = async (app, { db, options }) => {
  await app.register(registrationsRoutes, { registrations: createRegistrations(db, options) })
}

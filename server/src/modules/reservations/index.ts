/**
 * The reservations module: reservable places with time slots of a capacity, reserving (places taken
 * exactly under concurrency), the buyer's reservations and cancelling (places given back).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createReservationsRepository } from './repository.js'
import { reservationsRoutes } from './routes.js'
import { createReservationsService, type ReservationsService } from './service.js'

export interface ReservationsOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  /** TEST ONLY: the unguarded read-then-write place taking the race test's control run uses. */
  testOnlyUnlocked?: boolean
}

export function createReservations(db: Db, opts: ReservationsOptions = {}): ReservationsService {
  return createReservationsService(createReservationsRepository(db), { now: opts.now ?? Date.now, testOnlyUnlocked: opts.testOnlyUnlocked })
}

export const reservationsPlugin: FastifyPluginAsync<{ db: Db; options?: ReservationsOptions }> = async (app, { db, options }) => {
  await app.register(reservationsRoutes, { reservations: createReservations(db, options) })
}

/**
 * The seating module: seat maps of seat-picking sessions (routes) and the seat stock functions the
 * orders and payments code call inside their transactions (stock.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { seatingRoutes } from './routes.js'
import { partnerSandboxRoutes } from './partner/routes.js'
import { createSeatingService, type SeatingOptions } from './service.js'

export type { SeatingOptions } from './service.js'
export { holdSeats, releaseHeldSeats, retakeReleasedSeats, sellHeldSeats, seatsOfOrder } from './stock.js'

export const seatingPlugin: FastifyPluginAsync<{ db: Db; options?: SeatingOptions }> = async (app, { db, options }) => {
  const seating = createSeatingService(db, options)
  await app.register(seatingRoutes, { seating })
  // The partner sandbox third-party sessions send buyers to (see partner/routes.ts).
  await app.register(partnerSandboxRoutes, { seating })
}

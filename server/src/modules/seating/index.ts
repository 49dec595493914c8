/**
 * The seating module: seat maps of seat-picking sessions (routes) and the seat stock functions the
 * orders and payments code call inside their transactions (stock.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { seatingRoutes } from './routes.js'
import { partnerSandboxRoutes } from './partner/routes.js'
import { createSeatingService, type SeatingOptions } from './service.js'
import type { PartnerSeatSigner } from './partner/token.js'

export type { SeatingOptions } from './service.js'
export { holdSeats, releaseHeldSeats, retakeReleasedSeats, sellHeldSeats, seatsOfOrder } from './stock.js'

export interface SeatingPluginOptions {
  db: Db
  options?: SeatingOptions
  /**
   * The partner seat sandbox (development): signs results with the partner key the orders path
   * verifies with. Absent in production, where the partner is a real one and no sandbox route exists.
   */
  partnerSandbox?: { signer: PartnerSeatSigner }
}

export const seatingPlugin: FastifyPluginAsync<SeatingPluginOptions> = async (app, { db, options, partnerSandbox }) => {
  const seating = createSeatingService(db, options)
  await app.register(seatingRoutes, { seating })
  // The partner sandbox third-party sessions send buyers to (see partner/routes.ts).
  if (partnerSandbox) await app.register(partnerSandboxRoutes, { seating, signer: partnerSandbox.signer })
}

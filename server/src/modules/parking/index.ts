/**
 * The parking module: a shop's car parks and tariffs, a car's fee by its plate, paying it through the
 * cashier (orderType PARKING) with parking coupons, and the buyer's records (routes.ts); the car park's
 * gate reporting cars in and letting them out when nothing is due (gate.ts, gate-routes.ts). Payment
 * settlement adds a paid fee to the stay through service.ts settleParking.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createGateService } from './gate.js'
import { gateRoutes } from './gate-routes.js'
import { parkingRoutes } from './routes.js'
import { createParkingService } from './service.js'

export { parkingPaidMeanwhile, settleParking } from './service.js'

export const parkingPlugin: FastifyPluginAsync<{ db: Db; now?: () => number }> = async (app, { db, now }) => {
  await app.register(parkingRoutes, { service: createParkingService(db, { now }) })
  await app.register(gateRoutes, { gate: createGateService(db, { now }) })
}

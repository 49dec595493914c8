/**
 * Parking routes (the spec names the pages — parking, parking detail, parking record — not the paths;
 * these follow the other buyer modules): the shop's car parks (public), a car's fee by its plate, paying
 * it, the buyer's records and one record. Schema + delegate; failures → localised envelope.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { ORDER_STATUS } from '../../../../types/orders.js'
import { fail, ok } from '../../http/envelope.js'
import { outcomeAnswer, type FailureTable } from '../../http/outcome.js'
import { buyerOf, headerOf, viewerOf } from '../../http/callers.js'
import { requireMerchant } from '../../http/merchant.js'
import { parkingText } from './messages.js'
import type { ParkingFailureReason, ParkingService } from './service.js'

/** A car park, order or coupon id in a path or query (the gate's routes use it too). */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
// The plate as typed (the service normalises and checks it, with its own message).
const Plate = Type.String({ minLength: 1, maxLength: 20 })
const CouponId = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]))
const QuoteQuery = Type.Object({ lotId: Id, plate: Plate, couponId: CouponId })
const CreateBody = Type.Object({
  lotId: Id,
  plate: Plate,
  couponId: CouponId,
  payAmount: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  idempotencyKey: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
})
const OrderQuery = Type.Object({ orderId: Id })
type QuoteQuery = Static<typeof QuoteQuery>
type CreateBody = Static<typeof CreateBody>
type OrderQuery = Static<typeof OrderQuery>

const FAILURES: FailureTable<ParkingFailureReason> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  NO_STAY: { statusCode: STATUS.NOT_FOUND, mode: 'alert' },
  NOTHING_DUE: { statusCode: STATUS.BAD_REQUEST, mode: 'alert' },
  PRICE_CHANGED: { statusCode: ORDER_STATUS.PRICE_CHANGED, mode: 'alert' },
  COUPON_TAKEN: { statusCode: STATUS.BAD_REQUEST, mode: 'alert' },
  IDEMPOTENCY_CONFLICT: { statusCode: ORDER_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
}

const answer = outcomeAnswer(FAILURES, parkingText, 'PARKING')

export const parkingRoutes: FastifyPluginAsync<{ service: ParkingService }> = async (app, { service }) => {
  app.get('/pub/v1/parking/lots', { preHandler: requireMerchant }, async (request) => ok({ lots: await service.lots(viewerOf(request)) }))
  app.get<{ Querystring: QuoteQuery }>('/buyer/v1/parking/quote', { schema: { querystring: QuoteQuery } }, async (request) =>
    answer(request, await service.quote(buyerOf(request), request.query.lotId, request.query.plate, request.query.couponId)),
  )
  app.post<{ Body: CreateBody }>('/buyer/v1/parking/create_order', { config: { critical: true }, schema: { body: CreateBody } }, async (request) => {
    const key = headerOf(request, 'idempotency-key') ?? request.body.idempotencyKey
    if (!key) return fail({ statusCode: STATUS.BAD_REQUEST, comments: parkingText(request.ctx.lang, 'idempotencyRequired'), errorCode: 'PARKING_BAD_REQUEST' })
    return answer(request, await service.create(buyerOf(request), { ...request.body, idempotencyKey: key }))
  })
  app.get('/buyer/v1/parking/records', async (request) => ok({ records: await service.records(buyerOf(request)) }))
  app.get<{ Querystring: OrderQuery }>('/buyer/v1/parking/order', { schema: { querystring: OrderQuery } }, async (request) =>
    answer(request, await service.order(buyerOf(request), request.query.orderId)),
  )
}

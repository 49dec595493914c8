/**
 * Reservation routes. Public (pub): the reservable places and one with its slots. Behind the auth
 * hook: reserve, the caller's reservations, one reservation, cancel. Refusals answer in the request's
 * language as a toast; "full", "started", "reserved already" and "not cancellable" are 409.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { DetailResponse, ListResponse, ReservationParams, ReserveBody, VenueParams, ViewListResponse, ViewResponse } from './schema.js'
import type { Caller, Outcome, ReservationFailureReason, ReservationsService } from './service.js'
import { buyerOf } from '../../http/callers.js'

const FAILURE_STATUS: Record<ReservationFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  PAST: 409,
  FULL: 409,
  ALREADY: 409,
  NOT_CANCELLABLE: 409,
}

function publicCaller(request: FastifyRequest): Caller {
  const merchant = merchantOf(request)
  const { lang } = request.ctx
  return { merchantId: merchant.merchantId, userId: null, lang, fallback: merchant.defaultLang ?? lang }
}

function answer<T>(result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: result.message, errorCode: `RESERVATION_${result.reason}` })
}

export const reservationsRoutes: FastifyPluginAsync<{ reservations: ReservationsService }> = async (app, { reservations }) => {
  app.get('/pub/v1/reservation_venues', { preHandler: requireMerchant, schema: { response: { 200: ListResponse } } }, async (request) => ok(await reservations.venues(publicCaller(request))))

  app.get<{ Params: VenueParams }>('/pub/v1/reservation_venues/:venueId', { preHandler: requireMerchant, schema: { params: VenueParams, response: { 200: DetailResponse } } }, async (request) =>
    answer(await reservations.venue(publicCaller(request), request.params.venueId)),
  )

  app.post<{ Body: ReserveBody }>('/buyer/v1/reservations', { schema: { body: ReserveBody, response: { 200: ViewResponse } } }, async (request) => answer(await reservations.reserve(buyerOf(request), request.body)))

  app.get('/buyer/v1/reservations', { schema: { response: { 200: ViewListResponse } } }, async (request) => ok(await reservations.mine(buyerOf(request))))

  app.get<{ Params: ReservationParams }>('/buyer/v1/reservations/:reservationId', { schema: { params: ReservationParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(await reservations.one(buyerOf(request), request.params.reservationId)),
  )

  app.post<{ Params: ReservationParams }>('/buyer/v1/reservations/:reservationId/cancel', { schema: { params: ReservationParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(await reservations.cancel(buyerOf(request), request.params.reservationId)),
  )
}

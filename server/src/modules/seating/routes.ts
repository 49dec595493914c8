/** Seating routes (public, merchant scoped, localised): the seat map of a session and its live state. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { publicOrigin } from '../../http/public-origin.js'
import type { Locale } from '../catalog/present.js'
import { sm } from './messages.js'
import { SeatMapResponse, SeatMapStateResponse, SessionParams } from './schema.js'
import type { SeatingResult, SeatingService } from './service.js'

function localeOf(request: FastifyRequest): Locale {
  const m = merchantOf(request)
  return { lang: request.ctx.lang, fallback: m.defaultLang, merchantId: m.merchantId }
}

/** A partner page stored as an API path (the demo's sandbox) becomes a URL on the origin the app uses. */
function absolute(request: FastifyRequest, url: string | null): string | null {
  if (!url || !url.startsWith('/')) return url
  return new URL(url, publicOrigin(request)).toString()
}

/** A missing session, an unknown one and another merchant's all answer the same not-found. */
function answer<T>(request: FastifyRequest, result: SeatingResult<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: STATUS.NOT_FOUND, comments: sm(request.ctx.lang, result.key), errorCode: 'SEAT_MAP_NOT_FOUND' })
}

export const seatingRoutes: FastifyPluginAsync<{ seating: SeatingService }> = async (app, { seating }) => {
  app.get<{ Params: SessionParams }>(
    '/pub/v1/sessions/:sessionId/seat_map',
    { preHandler: requireMerchant, schema: { params: SessionParams, response: { 200: SeatMapResponse } } },
    async (request) => {
      const result = await seating.seatMap(localeOf(request), request.params.sessionId)
      return answer(request, result.ok ? { ok: true, value: { ...result.value, thirdPartyUrl: absolute(request, result.value.thirdPartyUrl) } } : result)
    },
  )
  app.get<{ Params: SessionParams }>(
    '/pub/v1/sessions/:sessionId/seat_map/state',
    { preHandler: requireMerchant, schema: { params: SessionParams, response: { 200: SeatMapStateResponse } } },
    async (request) => answer(request, await seating.seatState(localeOf(request), request.params.sessionId)),
  )
}

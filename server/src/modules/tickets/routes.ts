/**
 * Tickets routes: the buyer's ticket holder (behind the auth hook), the merchant's public key (public),
 * and venue check-in (public to the buyer auth hook, authenticated by the staff token header instead).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS, type Envelope, type ResponseMode } from '../../../../types/api.js'
import { TICKET_STATUS, type CheckInResponse as CheckInResult } from '../../../../types/tickets.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { tm } from './messages.js'
import {
  CheckInBody,
  CheckInResponse,
  TicketCodeResponse,
  TicketDetailResponse,
  TicketHolderPageResponse,
  TicketIdParams,
  TicketListQuery,
  TicketPublicKeyResponse,
} from './schema.js'
import type { Caller, Outcome, TicketFailureReason, TicketsService } from './service.js'
import { headerOf } from '../../http/callers.js'

/** The header venue devices send their staff token in. */
export const STAFF_TOKEN_HEADER = 'x-staff-token'

const FAILURES: Record<TicketFailureReason, { statusCode: number; mode: ResponseMode }> = {
  NOT_FOUND: { statusCode: TICKET_STATUS.NOT_FOUND, mode: 'toast' },
  NOT_REGENERABLE: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  STAFF_UNAUTHORIZED: { statusCode: TICKET_STATUS.STAFF_UNAUTHORIZED, mode: 'alert' },
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  const f = FAILURES[result.reason]
  return fail({ statusCode: f.statusCode, mode: f.mode, comments: tm(request.ctx.lang, result.key), errorCode: `TICKET_${result.reason}` })
}

/**
 * A scan's result. Refusals (already admitted, revoked, ...) are failures for the envelope (so a client
 * that only checks statusCode cannot mistake them for an admission) but still carry the result data:
 * the staff device shows the outcome and, for ALREADY_ADMITTED, the first admission time.
 */
function checkInEnvelope(result: CheckInResult): Envelope<CheckInResult> {
  if (result.outcome === 'ADMITTED') return ok(result)
  return {
    ...fail({ statusCode: TICKET_STATUS.CHECK_IN_REFUSED, mode: 'alert', comments: result.message, errorCode: `TICKET_${result.outcome}` }),
    data: result,
  }
}

export const ticketsRoutes: FastifyPluginAsync<{ tickets: TicketsService }> = async (app, { tickets }) => {
  app.get<{ Querystring: TicketListQuery }>(
    '/buyer/v1/tickets',
    { schema: { querystring: TicketListQuery, response: { 200: TicketHolderPageResponse } } },
    async (request) => {
      const q = request.query
      return ok(await tickets.list(callerOf(request), { scope: q.scope ?? 'current', offset: q.offset, length: q.length }))
    },
  )

  app.get<{ Params: TicketIdParams }>(
    '/buyer/v1/tickets/:ticketId',
    { schema: { params: TicketIdParams, response: { 200: TicketDetailResponse } } },
    async (request) => answer(request, await tickets.detail(callerOf(request), request.params.ticketId)),
  )

  app.post<{ Params: TicketIdParams }>(
    '/buyer/v1/tickets/:ticketId/code',
    { schema: { params: TicketIdParams, response: { 200: TicketCodeResponse } } },
    async (request) => answer(request, await tickets.regenerate(callerOf(request), request.params.ticketId)),
  )

  app.get(
    '/pub/v1/tickets/public_key',
    { preHandler: requireMerchant, schema: { response: { 200: TicketPublicKeyResponse } } },
    async (request) => ok(await tickets.publicKey(merchantOf(request).merchantId)),
  )

  app.post<{ Body: CheckInBody }>(
    '/staff/v1/check_in',
    // Not a buyer route: the staff token header authenticates it (checked by the service).
    { config: { auth: 'public' }, schema: { body: CheckInBody, response: { 200: CheckInResponse } } },
    async (request) => {
      const result = await tickets.checkIn(headerOf(request, STAFF_TOKEN_HEADER), request.body, request.ctx.lang)
      return result.ok ? checkInEnvelope(result.value) : answer(request, result)
    },
  )
}

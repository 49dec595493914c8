/** Real-name entry routes (behind the auth hook): an order's tickets and their holders, and naming one ticket. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { BindBody, OrderIdParams, OverviewResponse, TicketIdParams, TicketResponse } from './schema.js'
import type { Caller, Outcome, RealNameFailureReason, RealNameService } from './service.js'

const FAILURE_STATUS: Record<RealNameFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  NOT_ALLOWED: STATUS.BAD_REQUEST,
  NAMED: STATUS.BAD_REQUEST,
  NOT_VALID: STATUS.BAD_REQUEST,
  TAKEN: STATUS.BAD_REQUEST,
  BAD_REQUEST: STATUS.BAD_REQUEST,
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang, phone: user.cellphone }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: result.say(request.ctx.lang), errorCode: `REAL_NAME_${result.reason}` })
}

export const realNameRoutes: FastifyPluginAsync<{ realName: RealNameService }> = async (app, { realName }) => {
  app.get<{ Params: OrderIdParams }>(
    '/buyer/v1/orders/:orderId/real_name',
    { schema: { params: OrderIdParams, response: { 200: OverviewResponse } } },
    async (request) => answer(request, await realName.overview(callerOf(request), request.params.orderId)),
  )

  app.post<{ Params: TicketIdParams; Body: BindBody }>(
    '/buyer/v1/tickets/:ticketId/real_name',
    { schema: { params: TicketIdParams, body: BindBody, response: { 200: TicketResponse } } },
    async (request) => answer(request, await realName.bind(callerOf(request), request.params.ticketId, request.body)),
  )
}

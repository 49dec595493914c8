/** Rebooks routes (behind the auth hook): the rebook overview of an order and the rebook request. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import type { Completer } from '../refunds/complete.js'
import { bm } from './messages.js'
import type { Outcome, RebookFailureReason } from './outcome.js'
import { OrderIdParams, OverviewResponse, RebookBody, RebookResponse } from './schema.js'
import type { Caller, RebooksService } from './service.js'
import { headerOf } from '../../http/callers.js'

const FAILURE_STATUS: Record<RebookFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  NOT_PAID: STATUS.BAD_REQUEST,
  NOT_ALLOWED: STATUS.BAD_REQUEST,
  WINDOW_CLOSED: STATUS.BAD_REQUEST,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  UNAVAILABLE: STATUS.BAD_REQUEST,
  SOLD_OUT: STATUS.BAD_REQUEST,
  PAY_DIFFERENCE: STATUS.BAD_REQUEST,
  LIMIT: STATUS.BAD_REQUEST,
  KEY_REUSED: STATUS.BAD_REQUEST,
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: bm(request.ctx.lang, result.key, result.vars), errorCode: `REBOOK_${result.reason}` })
}

export const rebooksRoutes: FastifyPluginAsync<{ rebooks: RebooksService; completer: Completer }> = async (app, { rebooks, completer }) => {
  app.get<{ Params: OrderIdParams }>(
    '/buyer/v1/orders/:orderId/rebook',
    { schema: { params: OrderIdParams, response: { 200: OverviewResponse } } },
    async (request) => answer(request, await rebooks.overview(callerOf(request), request.params.orderId)),
  )

  app.post<{ Params: OrderIdParams; Body: RebookBody }>(
    '/buyer/v1/orders/:orderId/rebooks',
    { schema: { params: OrderIdParams, body: RebookBody, response: { 200: RebookResponse } } },
    async (request) => {
      const { lang } = request.ctx
      const key = request.body.idempotencyKey ?? headerOf(request, 'idempotency-key')
      if (!key || !/^[\w.:-]{8,128}$/.test(key)) {
        return fail({ statusCode: STATUS.BAD_REQUEST, mode: 'toast', comments: bm(lang, 'rebook.idempotencyRequired'), errorCode: 'REBOOK_BAD_REQUEST' })
      }
      const caller = callerOf(request)
      const result = await rebooks.request(caller, request.params.orderId, request.body, key)
      if (!result.ok) return answer(request, result)
      // The difference goes back after the commit; a slow or failed provider call is left to the refunds sweep.
      if (result.value.refundId) await completer.complete(result.value.refundId)
      const view = await rebooks.view(caller, result.value.rebookId)
      if (!view) throw new Error(`rebook ${result.value.rebookId} vanished after its commit`)
      return ok(view)
    },
  )
}

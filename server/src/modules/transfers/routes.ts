/**
 * Transfer routes (behind the auth hook): the send rule, send, the caller's sent and received
 * transfers, one transfer, accept and cancel. Failures answer with the spec's wording as a toast.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { tfm } from './messages.js'
import { ListResponse, RuleResponse, SendBody, TransferIdParams, ViewResponse } from './schema.js'
import type { Caller, Outcome, TransferFailureReason, TransfersService } from './service.js'

/** Conflicts of state (already accepted, cancelled, overtime) are 409 so the app can tell them from bad input. */
const FAILURE_STATUS: Record<TransferFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  NOT_TRANSFERABLE: STATUS.BAD_REQUEST,
  PENDING: STATUS.BAD_REQUEST,
  LIMIT: STATUS.BAD_REQUEST,
  ACCEPT_FAILED: 409,
  ACCEPTED: 409,
  OVERTIME: 409,
  CANCELLED: 409,
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: tfm(request.ctx.lang, result.key), errorCode: `TRANSFER_${result.reason}` })
}

export const transfersRoutes: FastifyPluginAsync<{ transfers: TransfersService }> = async (app, { transfers }) => {
  app.get('/buyer/v1/transfer_rule', { schema: { response: { 200: RuleResponse } } }, async (request) => ok({ lines: transfers.rule(request.ctx.lang) }))

  app.post<{ Body: SendBody }>('/buyer/v1/transfers', { schema: { body: SendBody, response: { 200: ViewResponse } } }, async (request) =>
    answer(request, await transfers.send(callerOf(request), request.body)),
  )

  app.get('/buyer/v1/transfers', { schema: { response: { 200: ListResponse } } }, async (request) => ok(await transfers.list(callerOf(request))))

  app.get<{ Params: TransferIdParams }>('/buyer/v1/transfers/:transferId', { schema: { params: TransferIdParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(request, await transfers.detail(callerOf(request), request.params.transferId)),
  )

  app.post<{ Params: TransferIdParams }>('/buyer/v1/transfers/:transferId/accept', { schema: { params: TransferIdParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(request, await transfers.accept(callerOf(request), request.params.transferId)),
  )

  app.post<{ Params: TransferIdParams }>('/buyer/v1/transfers/:transferId/cancel', { schema: { params: TransferIdParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(request, await transfers.cancel(callerOf(request), request.params.transferId)),
  )
}

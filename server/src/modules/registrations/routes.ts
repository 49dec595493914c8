/**
 * Open-show routes. Public (pub): the open shows and one show with its form. Behind the auth hook:
 * register, the caller's registrations, one registration, cancel. Refusals answer in the request's
 * language as a toast; "full", "closed" and "cancelled already" are 409 so the app tells them from bad input.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { DetailResponse, ListResponse, OpenShowParams, RegisterBody, RegistrationParams, ViewListResponse, ViewResponse } from './schema.js'
import type { Caller, Outcome, RegistrationFailureReason, RegistrationsService } from './service.js'
import { buyerOf } from '../../http/callers.js'

const FAILURE_STATUS: Record<RegistrationFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  LIMIT: STATUS.BAD_REQUEST,
  CLOSED: 409,
  FULL: 409,
  NOT_CANCELLABLE: 409,
}

function publicCaller(request: FastifyRequest): Caller {
  const merchant = merchantOf(request)
  const { lang } = request.ctx
  return { merchantId: merchant.merchantId, userId: request.user?.merchantId === merchant.merchantId ? request.user.userId : null, lang, fallback: merchant.defaultLang ?? lang }
}

function answer<T>(result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: result.message, errorCode: `REGISTRATION_${result.reason}` })
}

export const registrationsRoutes: FastifyPluginAsync<{ registrations: RegistrationsService }> = async (app, { registrations }) => {
  app.get('/pub/v1/open_shows', { preHandler: requireMerchant, schema: { response: { 200: ListResponse } } }, async (request) => ok(await registrations.list(publicCaller(request))))

  app.get<{ Params: OpenShowParams }>('/pub/v1/open_shows/:openShowId', { preHandler: requireMerchant, schema: { params: OpenShowParams, response: { 200: DetailResponse } } }, async (request) =>
    answer(await registrations.detail(publicCaller(request), request.params.openShowId)),
  )

  app.post<{ Params: OpenShowParams; Body: RegisterBody }>(
    '/buyer/v1/open_shows/:openShowId/registrations',
    { schema: { params: OpenShowParams, body: RegisterBody, response: { 200: ViewResponse } } },
    async (request) => answer(await registrations.register(buyerOf(request), request.params.openShowId, request.body)),
  )

  app.get('/buyer/v1/open_show_registrations', { schema: { response: { 200: ViewListResponse } } }, async (request) => ok(await registrations.mine(buyerOf(request))))

  app.get<{ Params: RegistrationParams }>('/buyer/v1/open_show_registrations/:registrationId', { schema: { params: RegistrationParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(await registrations.one(buyerOf(request), request.params.registrationId)),
  )

  app.post<{ Params: RegistrationParams }>('/buyer/v1/open_show_registrations/:registrationId/cancel', { schema: { params: RegistrationParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(await registrations.cancel(buyerOf(request), request.params.registrationId)),
  )
}

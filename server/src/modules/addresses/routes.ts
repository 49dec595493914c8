/** Address book routes (buyer, behind the auth hook): schema + delegate to the service; failures → envelope. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { am } from './messages.js'
import { AddressBody, AddressDeletedResponse, AddressIdParams, AddressListResponse, AddressResponse } from './schema.js'
import type { AddressCaller, AddressFailureReason, AddressOutcome, AddressesService } from './service.js'

const FAILURE_STATUS: Record<AddressFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  LIMIT_REACHED: STATUS.BAD_REQUEST,
}

function callerOf(request: FastifyRequest): AddressCaller {
  const user = userOf(request)
  return { merchantId: user.merchantId, userId: user.userId }
}

function answer<T>(request: FastifyRequest, result: AddressOutcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({
    statusCode: FAILURE_STATUS[result.reason],
    mode: 'toast',
    comments: am(request.ctx.lang, result.key, result.vars),
    errorCode: `ADDRESS_${result.reason}`,
  })
}

export const addressesRoutes: FastifyPluginAsync<{ addresses: AddressesService }> = async (app, { addresses }) => {
  app.get('/buyer/v1/addresses', { schema: { response: { 200: AddressListResponse } } }, async (request) =>
    answer(request, await addresses.list(callerOf(request))),
  )
  app.post<{ Body: AddressBody }>('/buyer/v1/addresses', { schema: { body: AddressBody, response: { 200: AddressResponse } } }, async (request) =>
    answer(request, await addresses.create(callerOf(request), request.body)),
  )
  app.put<{ Params: AddressIdParams; Body: AddressBody }>(
    '/buyer/v1/addresses/:id',
    { schema: { params: AddressIdParams, body: AddressBody, response: { 200: AddressResponse } } },
    async (request) => answer(request, await addresses.update(callerOf(request), request.params.id, request.body)),
  )
  app.delete<{ Params: AddressIdParams }>(
    '/buyer/v1/addresses/:id',
    { schema: { params: AddressIdParams, response: { 200: AddressDeletedResponse } } },
    async (request) => answer(request, await addresses.remove(callerOf(request), request.params.id)),
  )
  app.post<{ Params: AddressIdParams }>(
    '/buyer/v1/addresses/:id/default',
    { schema: { params: AddressIdParams, response: { 200: AddressResponse } } },
    async (request) => answer(request, await addresses.makeDefault(callerOf(request), request.params.id)),
  )
}

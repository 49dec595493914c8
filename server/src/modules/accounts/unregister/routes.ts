/** Unregistration routes (prefix /api, logged in): a code to the account's phone or email, then the confirmation. */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { requireUser, userOf } from '../../../http/auth.js'
import { envelopeSchema } from '../../../http/envelope.js'
import { requireMerchant } from '../../../http/merchant.js'
import { callerOf, envelopeFor } from '../http.js'
import type { AccountsModule } from '../index.js'
import { CodeTriesSchema, RetryAfterSchema } from '../schema.js'
import { UnregisterBody, UnregisterCodeSchema } from './schema.js'

export const unregisterRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { unregister } = accounts
  const authed = { preHandler: [requireMerchant, requireUser] }
  const lang = (r: FastifyRequest) => r.ctx.lang

  app.post(
    '/user/v1/unregister/send_code',
    { ...authed, schema: { response: { 200: envelopeSchema(Type.Union([UnregisterCodeSchema, RetryAfterSchema])) } } },
    async (request) => envelopeFor(lang(request), await unregister.sendCode(callerOf(request), userOf(request))),
  )
  app.post<{ Body: Static<typeof UnregisterBody> }>(
    '/user/v1/unregister',
    { ...authed, schema: { body: UnregisterBody, response: { 200: envelopeSchema(Type.Union([Type.Object({ unregistered: Type.Literal(true) }), CodeTriesSchema])) } } },
    async (request) => envelopeFor(lang(request), await unregister.confirm(callerOf(request), userOf(request), request.body)),
  )
}

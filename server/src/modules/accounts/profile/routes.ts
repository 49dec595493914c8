/** Profile routes (prefix /api, logged in): read and update the profile, member privileges, login check. */
import type { Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { requireUser, userOf } from '../../../http/auth.js'
import { envelopeSchema } from '../../../http/envelope.js'
import { requireMerchant } from '../../../http/merchant.js'
import { callerOf, envelopeFor, originOf } from '../http.js'
import type { AccountsModule } from '../index.js'
import { LoginCheckSchema, PrimePrivilegeSchema, ProfileSchema, ProfileUpdateBody } from './schema.js'

export const profileRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { profile } = accounts
  const authed = { preHandler: [requireMerchant, requireUser] }

  app.get(
    '/user/v3/profile',
    { ...authed, schema: { response: { 200: envelopeSchema(ProfileSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await profile.get(callerOf(request), userOf(request))),
  )
  app.put<{ Body: Static<typeof ProfileUpdateBody> }>(
    '/user/v3/profile',
    { ...authed, schema: { body: ProfileUpdateBody, response: { 200: envelopeSchema(ProfileSchema) } } },
    async (request) =>
      envelopeFor(request.ctx.lang, await profile.update(callerOf(request), userOf(request), request.body, originOf(request, accounts.config.linkBaseUrl))),
  )
  app.get(
    '/user/v1/prime_privilege',
    { ...authed, schema: { response: { 200: envelopeSchema(PrimePrivilegeSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await profile.primePrivilege(callerOf(request), userOf(request))),
  )
  app.get(
    '/user/v1/login_check',
    { ...authed, schema: { response: { 200: envelopeSchema(LoginCheckSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await profile.loginCheck(callerOf(request), userOf(request))),
  )
}

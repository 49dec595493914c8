/** Certification routes (prefix /api, logged in; the buyer paths of the spec): list, person, student. */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { requireUser, userOf } from '../../../http/auth.js'
import { envelopeSchema } from '../../../http/envelope.js'
import { requireMerchant } from '../../../http/merchant.js'
import { callerOf, envelopeFor } from '../http.js'
import type { AccountsModule } from '../index.js'
import { CertificationSchema, PersonCertificationBody, StudentCertificationBody } from './schema.js'

export const certificationRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { certification } = accounts
  const authed = { preHandler: [requireMerchant, requireUser] }
  const lang = (r: FastifyRequest) => r.ctx.lang

  app.get(
    '/buyer/v1/user_certification/list',
    { ...authed, schema: { response: { 200: envelopeSchema(Type.Array(CertificationSchema)) } } },
    async (request) => envelopeFor(lang(request), await certification.list(callerOf(request), userOf(request))),
  )
  app.post<{ Body: Static<typeof PersonCertificationBody> }>(
    '/buyer/v1/user_certification/person/create_or_update',
    { ...authed, schema: { body: PersonCertificationBody, response: { 200: envelopeSchema(CertificationSchema) } } },
    async (request) => envelopeFor(lang(request), await certification.person(callerOf(request), userOf(request), request.body)),
  )
  app.post<{ Body: Static<typeof StudentCertificationBody> }>(
    '/buyer/v1/user_certification/student/create',
    { ...authed, schema: { body: StudentCertificationBody, response: { 200: envelopeSchema(CertificationSchema) } } },
    async (request) => envelopeFor(lang(request), await certification.student(callerOf(request), userOf(request), request.body)),
  )
}

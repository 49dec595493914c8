/**
 * Work-permit routes of the staff member (prefix /api): public to the buyer auth hook, guarded by the
 * staff token the work-permit login hands out.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ACCOUNT_STATUS } from '../../../../../types/accounts.js'
import { envelopeSchema } from '../../../http/envelope.js'
import { requireMerchant } from '../../../http/merchant.js'
import { CaptchaFailureSchema } from '../auth/captcha/schema.js'
import { callerOf, envelopeFor } from '../http.js'
import type { AccountsModule } from '../index.js'
import { failure } from '../outcome.js'
import { CodeTriesSchema, RetryAfterSchema } from '../schema.js'
import {
  WorkPermitApplyBody,
  WorkPermitIdentityRefusalSchema,
  WorkPermitIdentitySchema,
  WorkPermitLoginBody,
  WorkPermitLoginSchema,
  WorkPermitRecordSchema,
  WorkPermitSendBody,
} from './schema.js'

export const workPermitRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { workPermit } = accounts
  const pre = { preHandler: requireMerchant }
  const lang = (r: FastifyRequest) => r.ctx.lang

  // The staff-token header; clients whose request layer sends no custom headers put staffToken in the
  // body (apply) or the query (records) instead.
  const staffOf = async (request: FastifyRequest) => {
    const raw = request.headers['staff-token']
    const header = Array.isArray(raw) ? raw[0] : raw
    const fromBody = (request.body as { staffToken?: unknown } | undefined)?.staffToken
    const fromQuery = (request.query as { staffToken?: unknown } | undefined)?.staffToken
    const token = header ?? (typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : undefined)
    return workPermit.staffOf(callerOf(request), token)
  }
  const staffRequired = () => failure(ACCOUNT_STATUS.STAFF_LOGIN_REQUIRED, 'workPermit.login', { mode: 'toast' })

  app.post<{ Body: Static<typeof WorkPermitSendBody> }>(
    '/user/pub/v1/work_permit/send_code',
    { ...pre, schema: { body: WorkPermitSendBody, response: { 200: envelopeSchema(Type.Union([RetryAfterSchema, CaptchaFailureSchema])) } } },
    async (request) => envelopeFor(lang(request), await workPermit.sendCode(callerOf(request), request.body)),
  )
  app.post<{ Body: Static<typeof WorkPermitLoginBody> }>(
    '/user/pub/v1/work_permit/login',
    { ...pre, schema: { body: WorkPermitLoginBody, response: { 200: envelopeSchema(Type.Union([WorkPermitLoginSchema, CodeTriesSchema, RetryAfterSchema])) } } },
    async (request) => envelopeFor(lang(request), await workPermit.login(callerOf(request), request.body)),
  )
  app.post<{ Body: Static<typeof WorkPermitApplyBody> }>(
    '/user/pub/v1/work_permit/apply',
    { ...pre, schema: { body: WorkPermitApplyBody, response: { 200: envelopeSchema(WorkPermitRecordSchema) } } },
    async (request) => {
      const staffId = await staffOf(request)
      if (!staffId) return envelopeFor(lang(request), staffRequired())
      return envelopeFor(lang(request), await workPermit.apply(callerOf(request), staffId, request.body))
    },
  )
  app.get(
    '/user/pub/v1/work_permit/records',
    { ...pre, schema: { querystring: Type.Object({ staffToken: Type.Optional(Type.String({ maxLength: 2048 })) }), response: { 200: envelopeSchema(Type.Array(WorkPermitRecordSchema)) } } },
    async (request) => {
      const staffId = await staffOf(request)
      if (!staffId) return envelopeFor(lang(request), staffRequired())
      return envelopeFor(lang(request), await workPermit.records(callerOf(request), staffId))
    },
  )
  app.get(
    '/user/pub/v1/work_permit/identity',
    {
      ...pre,
      schema: {
        querystring: Type.Object({ staffToken: Type.Optional(Type.String({ maxLength: 2048 })) }),
        response: { 200: envelopeSchema(Type.Union([WorkPermitIdentitySchema, WorkPermitIdentityRefusalSchema])) },
      },
    },
    async (request) => {
      const staffId = await staffOf(request)
      if (!staffId) return envelopeFor(lang(request), staffRequired())
      return envelopeFor(lang(request), await workPermit.identity(callerOf(request), staffId))
    },
  )
}

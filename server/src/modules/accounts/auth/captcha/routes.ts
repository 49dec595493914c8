/** Graphic captcha routes (prefix /api): a fresh image, and its answer checked for a one-send token. */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { envelopeSchema } from '../../../../http/envelope.js'
import { requireMerchant } from '../../../../http/merchant.js'
import { callerOf, envelopeFor } from '../../http.js'
import type { AccountsModule } from '../../index.js'
import { RetryAfterSchema } from '../../schema.js'
import { CaptchaChallengeSchema, CaptchaFailureSchema, CaptchaIssueBody, CaptchaTokenSchema, CaptchaVerifyBody } from './schema.js'

export const captchaRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { captcha } = accounts
  const pre = { preHandler: requireMerchant }

  app.post<{ Body: Static<typeof CaptchaIssueBody> }>(
    '/user/pub/v1/captcha',
    { ...pre, schema: { body: CaptchaIssueBody, response: { 200: envelopeSchema(Type.Union([CaptchaChallengeSchema, RetryAfterSchema])) } } },
    async (request, reply) => {
      // Every image is new: no cache may answer a second request with the first one.
      reply.header('cache-control', 'no-store')
      return envelopeFor(request.ctx.lang, await captcha.issue(callerOf(request), request.body.scope))
    },
  )
  app.post<{ Body: Static<typeof CaptchaVerifyBody> }>(
    '/user/pub/v1/captcha/verify',
    { ...pre, schema: { body: CaptchaVerifyBody, response: { 200: envelopeSchema(Type.Union([CaptchaTokenSchema, CaptchaFailureSchema])) } } },
    async (request) => envelopeFor(request.ctx.lang, await captcha.verify(callerOf(request), request.body)),
  )
}

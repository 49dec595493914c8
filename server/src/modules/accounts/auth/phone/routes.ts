/** Phone-code login routes (prefix /api): send_code and login_or_register (spec accounts §5, §7). */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { envelopeSchema } from '../../../../http/envelope.js'
import { requireMerchant } from '../../../../http/merchant.js'
import { callerOf, envelopeFor } from '../../http.js'
import type { AccountsModule } from '../../index.js'
import { CodeTriesSchema, LoginResultSchema, RetryAfterSchema } from '../../schema.js'
import { CaptchaFailureSchema } from '../captcha/schema.js'
import { LoginOrRegisterBody, SendCodeBody } from './schema.js'

export const phoneRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { phone } = accounts
  const pre = { preHandler: requireMerchant }

  // A risky send answers 40111 (mode none, data {captchaScope}) until it comes with a captcha token.
  app.post<{ Body: Static<typeof SendCodeBody> }>(
    '/user/pub/v1/send_code',
    { ...pre, schema: { body: SendCodeBody, response: { 200: envelopeSchema(Type.Union([RetryAfterSchema, CaptchaFailureSchema])) } } },
    async (request) => envelopeFor(request.ctx.lang, await phone.sendCode(callerOf(request), request.body)),
  )
  app.post<{ Body: Static<typeof LoginOrRegisterBody> }>(
    '/user/pub/v1/login_or_register',
    { ...pre, schema: { body: LoginOrRegisterBody, response: { 200: envelopeSchema(Type.Union([LoginResultSchema, CodeTriesSchema])) } } },
    async (request) => envelopeFor(request.ctx.lang, await phone.loginOrRegister(callerOf(request), request.body)),
  )
}

/**
 * Email-and-password routes (prefix /api): create_account → activation link, activate_email,
 * check_email, login, forgot_password → reset link, set_password, and (logged in) change_password.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { requireUser, userOf } from '../../../../http/auth.js'
import { envelopeSchema } from '../../../../http/envelope.js'
import { requireMerchant } from '../../../../http/merchant.js'
import { callerOf, envelopeFor } from '../../http.js'
import type { AccountsModule } from '../../index.js'
import { LoginResultSchema, envelopeOrWait } from '../../schema.js'
import { ActivatedSchema, ChangePasswordBody, CreateAccountBody, EmailBody, EmailLoginBody, SentSchema, SetPasswordBody, TokenBody } from './schema.js'

export const emailRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { email } = accounts
  const pre = { preHandler: requireMerchant }
  const authed = { preHandler: [requireMerchant, requireUser] }

  app.post<{ Body: Static<typeof CreateAccountBody> }>(
    '/user/pub/v1/create_account',
    { ...pre, schema: { body: CreateAccountBody, response: { 200: envelopeOrWait(SentSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await email.createAccount(callerOf(request), request.body)),
  )

  const activateSchema = envelopeSchema(ActivatedSchema)
  app.get<{ Querystring: Static<typeof TokenBody> }>(
    '/user/pub/v1/activate_email',
    { ...pre, schema: { querystring: TokenBody, response: { 200: activateSchema } } },
    async (request) => envelopeFor(request.ctx.lang, await email.activateEmail(callerOf(request), request.query.token)),
  )
  app.post<{ Body: Static<typeof TokenBody> }>(
    '/user/pub/v1/activate_email',
    { ...pre, schema: { body: TokenBody, response: { 200: activateSchema } } },
    async (request) => envelopeFor(request.ctx.lang, await email.activateEmail(callerOf(request), request.body.token)),
  )

  app.post<{ Body: Static<typeof EmailBody> }>(
    '/user/pub/v1/check_email',
    { ...pre, schema: { body: EmailBody, response: { 200: envelopeOrWait(SentSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await email.checkEmail(callerOf(request), request.body.email)),
  )

  app.post<{ Body: Static<typeof EmailLoginBody> }>(
    '/user/pub/v1/login',
    { ...pre, schema: { body: EmailLoginBody, response: { 200: envelopeOrWait(LoginResultSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await email.login(callerOf(request), request.body)),
  )

  app.post<{ Body: Static<typeof EmailBody> }>(
    '/user/pub/v1/forgot_password',
    { ...pre, schema: { body: EmailBody, response: { 200: envelopeOrWait(SentSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await email.forgotPassword(callerOf(request), request.body.email)),
  )

  app.post<{ Body: Static<typeof SetPasswordBody> }>(
    '/user/pub/v1/set_password',
    { ...pre, schema: { body: SetPasswordBody, response: { 200: envelopeSchema(Type.Object({ passwordSet: Type.Literal(true) })) } } },
    async (request) => envelopeFor(request.ctx.lang, await email.setPassword(callerOf(request), request.body)),
  )

  app.post<{ Body: Static<typeof ChangePasswordBody> }>(
    '/user/v1/change_password',
    {
      ...authed,
      schema: { body: ChangePasswordBody, response: { 200: envelopeOrWait(Type.Object({ passwordChanged: Type.Literal(true) })) } },
    },
    async (request) => envelopeFor(request.ctx.lang, await email.changePassword(callerOf(request), userOf(request), request.body)),
  )
}

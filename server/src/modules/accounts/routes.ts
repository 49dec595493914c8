/**
 * Accounts routes (prefix /api): schema + delegate. Public calls carry a `pub` segment; the rest pass
 * the auth hook (http/auth.ts) and read the caller from request.user. Every route needs a merchant.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Envelope } from '../../../../types/api.js'
import type { Lang } from '../../../../types/lang.js'
import { authFailure, requireUser, userOf } from '../../http/auth.js'
import { envelopeSchema, fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import type { AccountsModule } from './index.js'
import { ta } from './messages.js'
import { accountsMoreRoutes } from './routes-more.js'
import type { Caller, Outcome } from './outcome.js'
import {
  CaptchaChallengeSchema,
  CaptchaFailureSchema,
  CaptchaIssueBody,
  CaptchaTokenSchema,
  CaptchaVerifyBody,
  ChangePasswordBody,
  CreateAccountBody,
  EmailBody,
  EmailLoginBody,
  LoginOrRegisterBody,
  LoginResultSchema,
  LogoutBody,
  PrimePrivilegeSchema,
  ProfileSchema,
  ProfileUpdateBody,
  RefreshTokenBody,
  RetryAfterSchema,
  SendCodeBody,
  SentSchema,
  SetPasswordBody,
  TokenBody,
  TokenPairSchema,
  envelopeOrWait,
  LoginCheckSchema,
} from './schema.js'
import type { Static } from '@sinclair/typebox'

const DEVICE_ID_RE = /^[\w.:-]{1,128}$/

/** Where links and file URLs point: PUBLIC_BASE_URL, else the origin the request came to. */
export function originOf(request: FastifyRequest, configured: string): string {
  return configured || `${request.protocol}://${request.host}`
}

export function callerOf(request: FastifyRequest): Caller {
  const raw = request.headers['device-id']
  const header = Array.isArray(raw) ? raw[0] : raw
  const deviceId = header && DEVICE_ID_RE.test(header) ? header : null
  return {
    merchantId: merchantOf(request).merchantId,
    lang: request.ctx.lang,
    ip: request.ip,
    deviceId,
    deviceKey: deviceId ?? `trace:${request.ctx.traceId}`,
  }
}

/** Outcome → envelope, localised. Failures may carry data (retryAfterSeconds). */
export function envelopeFor<T>(lang: Lang, outcome: Outcome<T>): Envelope<T | unknown> {
  if (outcome.ok) {
    const env = ok(outcome.data)
    return outcome.message ? { ...env, comments: ta(lang, outcome.message) } : env
  }
  const env = fail({
    statusCode: outcome.statusCode,
    mode: outcome.mode ?? 'toast',
    comments: ta(lang, outcome.message, outcome.vars),
    actText: outcome.actText ? ta(lang, outcome.actText) : '',
  })
  return { ...env, data: outcome.data ?? null }
}

export interface AccountsRoutesOptions {
  accounts: AccountsModule
}

export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, { accounts }) => {
  const { phone, email, profile, tokens, repo, captcha } = accounts
  const pre = { preHandler: requireMerchant }
  const authed = { preHandler: [requireMerchant, requireUser] }

  // Load the signing secret before the first request: on PGlite (one connection) creating it inside a
  // login transaction would wait on itself. A failure here is retried lazily on first use.
  app.addHook('onReady', async () => {
    await accounts.ready().catch((err: unknown) => app.log.warn({ err }, 'auth secret not loaded yet'))
  })

  // --- phone code login -------------------------------------------------------------------------
  // A risky send answers 40111 (mode none, data {captchaScope}) until it comes with a captcha token.
  app.post<{ Body: Static<typeof SendCodeBody> }>(
    '/user/pub/v1/send_code',
    { ...pre, schema: { body: SendCodeBody, response: { 200: envelopeSchema(Type.Union([RetryAfterSchema, CaptchaFailureSchema])) } } },
    async (request) => envelopeFor(request.ctx.lang, await phone.sendCode(callerOf(request), request.body)),
  )

  // --- graphic captcha (the /login-captcha page) --------------------------------------------------
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

  app.post<{ Body: Static<typeof LoginOrRegisterBody> }>(
    '/user/pub/v1/login_or_register',
    { ...pre, schema: { body: LoginOrRegisterBody, response: { 200: envelopeSchema(LoginResultSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await phone.loginOrRegister(callerOf(request), request.body)),
  )

  // --- tokens -----------------------------------------------------------------------------------
  app.post<{ Body: Static<typeof RefreshTokenBody> }>(
    '/user/pub/v1/refresh_token',
    { ...pre, schema: { body: RefreshTokenBody, response: { 200: envelopeSchema(TokenPairSchema) } } },
    async (request) => {
      const result = await tokens.refresh(repo, merchantOf(request).merchantId, request.body.refreshToken)
      if (result.ok) return ok({ accessToken: result.accessToken, refreshToken: result.refreshToken, userId: result.userId })
      request.log.info({ reason: result.reason }, 'refresh refused')
      if (result.reason === 'LOGGED_IN_ELSEWHERE') return authFailure(request.ctx.lang, 'LOGGED_IN_ELSEWHERE')
      if (result.reason === 'LOGOUT') return authFailure(request.ctx.lang, 'LOGGED_OUT')
      return authFailure(request.ctx.lang, 'LOGIN_EXPIRED')
    },
  )

  app.post<{ Body: Static<typeof LogoutBody> }>(
    '/user/v1/user_logout',
    { ...authed, schema: { body: LogoutBody, response: { 200: envelopeSchema(Type.Object({ loggedOut: Type.Literal(true) })) } } },
    async (request) => {
      // Ends the refresh family and, through the session row, every access token of it (→ 10002008).
      await repo.endSession(userOf(request).sessionId, 'LOGOUT', new Date(accounts.now()))
      return ok({ loggedOut: true as const })
    },
  )

  // --- email and password -----------------------------------------------------------------------
  app.post<{ Body: Static<typeof CreateAccountBody> }>(
    '/user/pub/v1/create_account',
    { ...pre, schema: { body: CreateAccountBody, response: { 200: envelopeOrWait(SentSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await email.createAccount(callerOf(request), request.body)),
  )

  const activateSchema = envelopeSchema(Type.Object({ activated: Type.Literal(true), email: Type.String() }))
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

  // --- profile, privileges, login check ---------------------------------------------------------
  app.get(
    '/user/v3/profile',
    { ...authed, schema: { response: { 200: envelopeSchema(ProfileSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await profile.get(callerOf(request), userOf(request))),
  )

  app.put<{ Body: Static<typeof ProfileUpdateBody> }>(
    '/user/v3/profile',
    { ...authed, schema: { body: ProfileUpdateBody, response: { 200: envelopeSchema(ProfileSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await profile.update(callerOf(request), userOf(request), request.body, originOf(request, accounts.config.linkBaseUrl))),
  )

  app.get(
    '/user/v1/prime_privilege',
    { ...authed, schema: { response: { 200: envelopeSchema(PrimePrivilegeSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, profile.primePrivilege()),
  )

  // Third-party login and binding, unregistration, uploads, certification, work permits.
  await app.register(accountsMoreRoutes, { accounts })

  app.get(
    '/user/v1/login_check',
    { ...authed, schema: { response: { 200: envelopeSchema(LoginCheckSchema) } } },
    async (request) => envelopeFor(request.ctx.lang, await profile.loginCheck(callerOf(request), userOf(request))),
  )
}

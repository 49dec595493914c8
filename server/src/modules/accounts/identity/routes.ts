/**
 * Third-party and channel login routes (prefix /api) with account binding: google_login, apple_login,
 * channel_oauth, the mini-program pre-login and phone binding, bind; in development with the sandbox
 * verifiers also the mint route, and (sign-in.ts) the browser redirect and the sandbox consent page.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { envelopeSchema } from '../../../http/envelope.js'
import { requireMerchant } from '../../../http/merchant.js'
import { callerOf, envelopeFor } from '../http.js'
import type { AccountsModule } from '../index.js'
import { CodeTriesSchema, LoginResultSchema, RetryAfterSchema } from '../schema.js'
import type { SandboxIdentity } from './sandbox.js'
import {
  AppleLoginBody,
  BindAccountBody,
  ChannelOauthBody,
  GoogleLoginBody,
  MiniBindPhoneBody,
  MiniPreLoginBody,
  MiniPreLoginSchema,
  NeedBindSchema,
  SandboxMintBody,
} from './schema.js'
import { identitySignInRoutes } from './sign-in.js'

/** Login answers: tokens, or (15012020) a bind ticket, or (429) how long to wait. */
const loginOrBind = envelopeSchema(Type.Union([LoginResultSchema, NeedBindSchema, CodeTriesSchema, RetryAfterSchema]))

export const identityRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { identity } = accounts
  const pre = { preHandler: requireMerchant }
  const lang = (r: FastifyRequest) => r.ctx.lang

  app.post<{ Body: Static<typeof GoogleLoginBody> }>(
    '/user/pub/v1/google_login',
    { ...pre, schema: { body: GoogleLoginBody, response: { 200: loginOrBind } } },
    async (request) => envelopeFor(lang(request), await identity.google(callerOf(request), request.body.googleCsrfToken)),
  )
  app.post<{ Body: Static<typeof AppleLoginBody> }>(
    '/user/pub/v1/apple_login',
    { ...pre, schema: { body: AppleLoginBody, response: { 200: loginOrBind } } },
    async (request) => envelopeFor(lang(request), await identity.apple(callerOf(request), request.body.identityToken)),
  )
  app.post<{ Body: Static<typeof ChannelOauthBody> }>(
    '/user/pub/v1/channel_oauth',
    { ...pre, schema: { body: ChannelOauthBody, response: { 200: loginOrBind } } },
    async (request) => envelopeFor(lang(request), await identity.channel(callerOf(request), request.body.authCode, request.body.channelCode)),
  )
  app.post<{ Body: Static<typeof MiniPreLoginBody> }>(
    '/user/pub/v1/mini/pre_login',
    { ...pre, schema: { body: MiniPreLoginBody, response: { 200: envelopeSchema(MiniPreLoginSchema) } } },
    async (request) => envelopeFor(lang(request), await identity.miniPreLogin(callerOf(request), request.body.authCode, request.body.appId)),
  )
  app.post<{ Body: Static<typeof MiniBindPhoneBody> }>(
    '/user/pub/v1/mini/bind_phone',
    { ...pre, schema: { body: MiniBindPhoneBody, response: { 200: loginOrBind } } },
    async (request) => envelopeFor(lang(request), await identity.miniBindPhone(callerOf(request), request.body)),
  )
  app.post<{ Body: Static<typeof BindAccountBody> }>(
    '/user/pub/v1/bind',
    { ...pre, schema: { body: BindAccountBody, response: { 200: loginOrBind } } },
    async (request) => envelopeFor(lang(request), await identity.bind(callerOf(request), request.body)),
  )

  // The demo's stand-in for Google, Apple, a channel or a mini-program host: development only, and
  // only while the sandbox verifiers are in use (tests mint in process, never through HTTP).
  if (process.env.NODE_ENV === 'development' && accounts.sandboxes && accounts.verifiers.name === 'sandbox') {
    const sandbox = accounts.verifiers as SandboxIdentity
    app.post<{ Body: Static<typeof SandboxMintBody> }>('/user/pub/v1/sandbox/identity', { ...pre, schema: { body: SandboxMintBody } }, async (request) => {
      const b = request.body
      const person = { subject: b.subject, email: b.email }
      if (b.provider === 'GOOGLE') return { token: await sandbox.mintGoogle(person) }
      if (b.provider === 'APPLE') return { token: await sandbox.mintApple(person) }
      if (b.provider === 'CHANNEL') return { token: await sandbox.mintChannel(b.channelCode ?? 'DEMO', person) }
      const mini = await sandbox.mintMini(b.appId ?? 'demo-app', { openId: b.subject })
      return { token: mini.authCode }
    })
  }

  // Google and Apple sign-in in the browser: the authorize redirect and the sandbox consent page.
  await app.register(identitySignInRoutes, { accounts })
}

/**
 * Routes (prefix /api, registered by routes.ts) for third-party and channel login with binding,
 * unregistration, signed avatar uploads, certification and work permits. Schema + delegate, like
 * routes.ts; `pub` routes are public (core §6), the rest pass the auth hook.
 */
import multipart from '@fastify/multipart'
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ACCOUNT_STATUS } from '../../../../types/accounts.js'
import { requireUser, userOf } from '../../http/auth.js'
import { envelopeSchema } from '../../http/envelope.js'
import { requireMerchant } from '../../http/merchant.js'
import type { AccountsModule } from './index.js'
import { failure } from './outcome.js'
import { callerOf, envelopeFor, originOf } from './routes.js'
import { CaptchaFailureSchema, LoginResultSchema, RetryAfterSchema } from './schema.js'
import {
  AppleLoginBody,
  BindAccountBody,
  CertificationSchema,
  ChannelOauthBody,
  GoogleLoginBody,
  MiniBindPhoneBody,
  MiniPreLoginBody,
  MiniPreLoginSchema,
  NeedBindSchema,
  PersonCertificationBody,
  SandboxMintBody,
  StudentCertificationBody,
  UnregisterBody,
  UnregisterCodeSchema,
  UploadAuthQuery,
  UploadAuthSchema,
  UploadResultSchema,
  WorkPermitApplyBody,
  WorkPermitIdentityRefusalSchema,
  WorkPermitIdentitySchema,
  WorkPermitLoginBody,
  WorkPermitLoginSchema,
  WorkPermitRecordSchema,
  WorkPermitReviewBody,
  WorkPermitReviewItemSchema,
  WorkPermitReviewListSchema,
  WorkPermitReviewParams,
  WorkPermitReviewQuery,
  WorkPermitSendBody,
} from './schema-more.js'
import type { SandboxIdentity } from './identity/sandbox.js'
import { identitySignInRoutes } from './identity/sign-in.js'
import { UPLOAD_MAX_BYTES } from './uploads/service.js'

/** Login answers: tokens, or (15012020) a bind ticket, or (429) how long to wait. */
const loginOrBind = envelopeSchema(Type.Union([LoginResultSchema, NeedBindSchema, RetryAfterSchema]))

export const accountsMoreRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { identity, unregister, uploads, certification, workPermit, workPermitReview } = accounts
  const pre = { preHandler: requireMerchant }
  const authed = { preHandler: [requireMerchant, requireUser] }
  const lang = (r: FastifyRequest) => r.ctx.lang

  // --- third-party and channel login ------------------------------------------------------------
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

  // --- unregistration ---------------------------------------------------------------------------
  app.post(
    '/user/v1/unregister/send_code',
    { ...authed, schema: { response: { 200: envelopeSchema(Type.Union([UnregisterCodeSchema, RetryAfterSchema])) } } },
    async (request) => envelopeFor(lang(request), await unregister.sendCode(callerOf(request), userOf(request))),
  )
  app.post<{ Body: Static<typeof UnregisterBody> }>(
    '/user/v1/unregister',
    { ...authed, schema: { body: UnregisterBody, response: { 200: envelopeSchema(Type.Object({ unregistered: Type.Literal(true) })) } } },
    async (request) => envelopeFor(lang(request), await unregister.confirm(callerOf(request), userOf(request), request.body)),
  )

  // --- uploads ----------------------------------------------------------------------------------
  app.get<{ Querystring: Static<typeof UploadAuthQuery> }>(
    '/user/v1/oss/upload/auth',
    { ...authed, schema: { querystring: UploadAuthQuery, response: { 200: envelopeSchema(UploadAuthSchema) } } },
    async (request) =>
      envelopeFor(lang(request), await uploads.authorize(callerOf(request), userOf(request), request.query, originOf(request, accounts.config.linkBaseUrl))),
  )

  await app.register(async (files) => {
    // Multipart only in this scope; one file, one byte past the limit so "too large" is detectable.
    await files.register(multipart, { limits: { files: 1, fields: 8, fileSize: UPLOAD_MAX_BYTES + 1, fieldSize: 2048 } })
    files.post(
      '/user/pub/v1/oss/upload',
      { ...pre, schema: { response: { 200: envelopeSchema(UploadResultSchema) } } },
      async (request) => {
        const caller = callerOf(request)
        const origin = originOf(request, accounts.config.linkBaseUrl)
        if (!request.isMultipart()) return envelopeFor(lang(request), failure(ACCOUNT_STATUS.UPLOAD_REFUSED, 'upload.failed'))
        const part = await request.file().catch(() => undefined)
        if (!part) return envelopeFor(lang(request), failure(ACCOUNT_STATUS.UPLOAD_REFUSED, 'upload.failed'))
        const field = (name: string) => {
          const f = part.fields[name]
          const one = Array.isArray(f) ? f[0] : f
          return one && 'value' in one && typeof one.value === 'string' ? one.value : undefined
        }
        let body: Buffer | 'TOO_LARGE'
        try {
          body = await part.toBuffer()
        } catch (err) {
          if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err
          body = 'TOO_LARGE'
        }
        const form = { policy: field('policy'), signature: field('signature'), token: field('token') }
        return envelopeFor(lang(request), await uploads.store(caller, form, body, origin))
      },
    )
  })

  app.get<{ Params: { key: string } }>(
    '/user/pub/v1/oss/file/:key',
    { ...pre, schema: { params: Type.Object({ key: Type.String({ maxLength: 80 }) }) } },
    async (request, reply) => {
      const file = await uploads.read(callerOf(request), request.params.key)
      if (!file) return envelopeFor(lang(request), failure(404, 'notFound'))
      // The stored type is the sniffed one; nosniff keeps browsers from guessing otherwise.
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31540000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.body)
    },
  )

  // --- certification (buyer paths of the spec) --------------------------------------------------
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

  // --- work permit: staff identity (public to the buyer auth hook; the staff token guards) --------
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
    { ...pre, schema: { body: WorkPermitLoginBody, response: { 200: envelopeSchema(Type.Union([WorkPermitLoginSchema, RetryAfterSchema])) } } },
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

  // --- work-permit review: the merchant's venue staff, x-staff-token as at check-in ---------------
  // Not buyer routes and not `pub` ones: the staff token header authenticates them and decides the
  // merchant (a merchant-id header cannot widen what a token sees).
  const reviewerOf = (request: FastifyRequest) => {
    const raw = request.headers['x-staff-token']
    const header = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    return workPermitReview.reviewerOf(header || undefined)
  }
  const reviewerRequired = () => failure(ACCOUNT_STATUS.REVIEWER_UNAUTHORIZED, 'review.unauthorized', { mode: 'alert' })

  app.get<{ Querystring: Static<typeof WorkPermitReviewQuery> }>(
    '/staff/v1/work_permits',
    { config: { auth: 'public' }, schema: { querystring: WorkPermitReviewQuery, response: { 200: envelopeSchema(WorkPermitReviewListSchema) } } },
    async (request) => {
      const reviewer = await reviewerOf(request)
      if (!reviewer) return envelopeFor(lang(request), reviewerRequired())
      return envelopeFor(lang(request), await workPermitReview.list(reviewer, request.query))
    },
  )
  app.post<{ Params: Static<typeof WorkPermitReviewParams>; Body: Static<typeof WorkPermitReviewBody> }>(
    '/staff/v1/work_permits/:applicationId/review',
    {
      config: { auth: 'public' },
      schema: { params: WorkPermitReviewParams, body: WorkPermitReviewBody, response: { 200: envelopeSchema(WorkPermitReviewItemSchema) } },
    },
    async (request) => {
      const reviewer = await reviewerOf(request)
      if (!reviewer) return envelopeFor(lang(request), reviewerRequired())
      return envelopeFor(lang(request), await workPermitReview.decide(reviewer, request.params.applicationId, request.body))
    },
  )
}

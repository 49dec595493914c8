/**
 * Signed upload routes (prefix /api): the logged-in buyer's upload grant, the multipart upload that
 * needs only the grant, and reading a stored file.
 */
import multipart from '@fastify/multipart'
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ACCOUNT_STATUS } from '../../../../../types/accounts.js'
import { requireUser, userOf } from '../../../http/auth.js'
import { controlCharRefusal } from '../../../http/input-hygiene.js'
import { requireMerchant } from '../../../http/merchant.js'
import { callerOf, envelopeFor, originOf } from '../http.js'
import type { AccountsModule } from '../index.js'
import { envelopeOrWait } from '../schema.js'
import { failure } from '../outcome.js'
import { UploadAuthQuery, UploadAuthSchema, UploadResultSchema } from './schema.js'
import { UPLOAD_MAX_BYTES } from './service.js'

export const uploadRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { uploads } = accounts
  const pre = { preHandler: requireMerchant }
  const authed = { preHandler: [requireMerchant, requireUser] }
  const lang = (r: FastifyRequest) => r.ctx.lang

  app.get<{ Querystring: Static<typeof UploadAuthQuery> }>(
    '/user/v1/oss/upload/auth',
    { ...authed, schema: { querystring: UploadAuthQuery, response: { 200: envelopeOrWait(UploadAuthSchema) } } },
    async (request) =>
      envelopeFor(lang(request), await uploads.authorize(callerOf(request), userOf(request), request.query, originOf(request, accounts.config.linkBaseUrl))),
  )

  await app.register(async (files) => {
    // Multipart only in this scope; one file, one byte past the limit so "too large" is detectable.
    await files.register(multipart, { limits: { files: 1, fields: 8, fileSize: UPLOAD_MAX_BYTES + 1, fieldSize: 2048 } })
    files.post(
      '/user/pub/v1/oss/upload',
      { ...pre, schema: { response: { 200: envelopeOrWait(UploadResultSchema) } } },
      async (request) => {
        const caller = callerOf(request)
        const origin = originOf(request, accounts.config.linkBaseUrl)
        // Counted before the body is read: a flood of large posts costs the server little.
        const limited = await uploads.admit(caller)
        if (limited) return envelopeFor(lang(request), limited)
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
        // Multipart fields bypass the schema layer: the same control-character refusal, by hand.
        const refused = controlCharRefusal(form)
        if (refused) throw refused
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
}

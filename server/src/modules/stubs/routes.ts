/**
 * Ticket stub routes: the buyer's stub list (behind the auth hook) and the stub image by its signed
 * link (public: an image component sends no login header; the signature stands for it).
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { em } from '../express/messages.js'
import type { StubsService } from './service.js'

const ImageParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }) })
const ImageQuery = Type.Object({
  l: Type.String({ maxLength: 8 }),
  z: Type.Integer({ minimum: -840, maximum: 840 }),
  e: Type.Integer({ minimum: 0 }),
  s: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
})

const offsetOf = (request: FastifyRequest): number => {
  const z = request.ctx.utcOffset
  return z !== null && Number.isInteger(z) && Math.abs(z) <= 840 ? z : 480
}

export const stubsRoutes: FastifyPluginAsync<{ stubs: StubsService }> = async (app, { stubs }) => {
  app.get('/buyer/v1/ticket_stubs', async (request) => {
    const user = userOf(request)
    const { lang, merchant } = request.ctx
    return ok(await stubs.list({ merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang, utcOffset: offsetOf(request) }))
  })

  app.get<{ Params: Static<typeof ImageParams>; Querystring: Static<typeof ImageQuery> }>(
    '/stubs/v1/:file',
    { config: { auth: 'public' }, schema: { params: ImageParams, querystring: ImageQuery } },
    async (request, reply) => {
      const svg = await stubs.image(request.params.file.slice(0, -'.svg'.length), request.query)
      if (!svg) return fail({ statusCode: STATUS.NOT_FOUND, mode: 'toast', comments: em(request.ctx.lang, 'stub.notFound'), errorCode: 'STUB_NOT_FOUND' })
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, max-age=600').send(svg)
    },
  )
}

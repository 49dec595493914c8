/** GET /api/health (liveness) and GET /api/ready (readiness) — not merchant scoped, public. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { envelopeSchema, fail, ok } from '../../http/envelope.js'
import { t } from '../../i18n/messages.js'
import type { HealthService } from './service.js'

const HealthResponse = envelopeSchema(
  Type.Object({ status: Type.Literal('ok'), db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) }),
)
const Check = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('not_configured')])
const Readiness = Type.Object({ ready: Type.Boolean(), checks: Type.Object({ db: Check, redis: Check, accepting: Check }) })
const ReadyResponse = envelopeSchema(Readiness)

export interface HealthRoutesOptions {
  healthService: HealthService
}

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { healthService }) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => ok(await healthService.check()))

  // HTTP 503 when not ready, so a load balancer or Kubernetes probe needs no envelope parsing.
  app.get('/ready', { config: { auth: 'public' }, schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } }, async (request, reply) => {
    const r = await healthService.readiness()
    if (r.ready) return ok(r)
    return reply.code(503).send({ ...fail({ statusCode: STATUS.INTERNAL, mode: 'retry', comments: t(request.ctx.lang, 'error.notReady') }), data: r })
  })
}

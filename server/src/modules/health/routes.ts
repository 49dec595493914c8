/** GET /api/health — not merchant scoped. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { envelopeSchema, ok } from '../../http/envelope.js'
import type { HealthService } from './service.js'

const HealthResponse = envelopeSchema(
  Type.Object({ status: Type.Literal('ok'), db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) }),
)

export interface HealthRoutesOptions {
  healthService: HealthService
}

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { healthService }) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => ok(await healthService.check()))
}

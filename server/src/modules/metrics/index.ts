/**
 * The metrics module: records every route's requests (an onRoute hook gives each route its own
 * onResponse recorder, so a request costs one lookup of its status code and no allocation) and serves
 * GET /metrics for Prometheus. With METRICS_TOKEN set (required in production) a scrape must present
 * `Authorization: Bearer <token>`; anything else is answered 401 and shows nothing. /metrics sits
 * outside /api, beside the shop, so a reverse proxy can also keep it off the public internet.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { AppMetrics } from './service.js'

export { createAppMetrics, type AppMetrics } from './service.js'
export { createMetricsRepository } from './repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request carries the bearer token (compared in constant time). */
function authorised(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  return timingSafeEqual(digest(given), digest(token))
}

type OnResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void

/** Install before any route is registered: every route registered afterwards is measured. */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, opts: { token: string | undefined }): void {
  app.decorate('metrics', metrics)

  app.addHook('onRoute', (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method
    const seriesFor = metrics.routeSeries(method, route.url)
    // Callback style: a promise per request would cost more than the recording itself.
    const record: OnResponse = (_request, reply, done) => {
      seriesFor(reply.statusCode).observe(reply.elapsedTime / 1000)
      done()
    }
    const existing = route.onResponse
    route.onResponse = (existing ? [...(Array.isArray(existing) ? existing : [existing]), record] : [record]) as RouteOptions['onResponse']
  })

  app.get('/metrics', { config: { auth: 'public' } }, async (request, reply) => {
    if (opts.token && !authorised(request, opts.token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('unauthorised\n')
    }
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(await metrics.scrape())
  })
}

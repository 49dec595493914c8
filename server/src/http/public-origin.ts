/**
 * The shop's public origin: PUBLIC_BASE_URL (required in production, config/production.ts), else —
 * development only — the origin the request came to. Links and return addresses are built from it,
 * never from a production request's Host header (which a client chooses).
 */
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (config/index.ts). */
    config: ServerConfig
  }
}

export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicBaseUrl || `${request.protocol}://${request.host}`
}

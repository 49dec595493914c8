/**
 * Signed server-to-server callbacks (payment notifications, a car park's gate) verify a signature
 * over the body's exact bytes: in the plugin scope this is called in, bodies of these types arrive
 * as the string received instead of parsed JSON.
 */
import type { FastifyInstance } from 'fastify'

export function keepRawBody(app: FastifyInstance, types: string[], bodyLimit: number): void {
  app.removeContentTypeParser(types.filter((t) => t === 'application/json' || t === 'text/plain'))
  app.addContentTypeParser(types, { parseAs: 'string', bodyLimit }, (_req, body, done) => done(null, body))
}

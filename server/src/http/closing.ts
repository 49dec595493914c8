/**
 * While the server shuts down, in-flight requests finish but new ones (on kept-alive sockets) are told
 * to retry — with the envelope and HTTP 503, so the client's retry handling applies. Responses sent
 * while closing say `Connection: close`, otherwise a kept-alive socket would hold close() open until its
 * keep-alive timeout (about 70 s).
 */
import type { FastifyInstance } from 'fastify'
import { STATUS } from '../../../types/api.js'
import { t } from '../i18n/messages.js'
import { contextOf } from './context.js'
import { fail } from './envelope.js'

/** Returns whether the server is closing (readiness reports it). */
export function registerClosingGuard(app: FastifyInstance): () => boolean {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done()
    const lang = contextOf(request).lang
    reply
      .code(503)
      .header('connection', 'close')
      .send(fail({ statusCode: STATUS.INTERNAL, mode: 'retry', comments: t(lang, 'error.generic') }))
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  return () => closing
}

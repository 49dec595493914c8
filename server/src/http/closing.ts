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

export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return
    const lang = contextOf(request).lang
    return reply
      .code(503)
      .header('connection', 'close')
      .send(fail({ statusCode: STATUS.INTERNAL, mode: 'retry', comments: t(lang, 'error.generic') }))
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}

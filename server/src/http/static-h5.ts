/**
 * Serves the H5 build. Files are answered as they are; every other GET outside /api gets index.html so
 * the app's browser-history router can take over (TOOLCHAIN: H5 router mode browser). /api paths that
 * match no route still get the 404 envelope.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { API_PREFIX } from '../../../types/api.js'
import { sendNotFound } from './errors.js'
import { applyHeaders, h5Headers } from './security-headers.js'

export async function registerH5(app: FastifyInstance, root: string): Promise<void> {
  // The app's content security policy allows the inline scripts of this build by their hashes.
  const pageHeaders = h5Headers(readFileSync(path.join(root, 'index.html'), 'utf8'))
  // index: false so "/" is answered by the route below with the same no-cache header as page routes.
  await app.register(fastifyStatic, { root, wildcard: true, index: false })
  // index.html must not be cached: it names the hashed bundles of the current build.
  const sendIndex = (reply: FastifyReply) =>
    applyHeaders(reply, pageHeaders).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
  app.get('/', (_request, reply) => sendIndex(reply))
  // The file by its own name too, so it is never served without the app's policy.
  app.get('/index.html', (_request, reply) => sendIndex(reply))
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi) return sendIndex(reply)
    return sendNotFound(request, reply)
  })
}

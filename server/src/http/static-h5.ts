/**
 * Serves the H5 build. Files are answered as they are; every other GET outside /api gets index.html so
 * the app's browser-history router can take over (TOOLCHAIN: H5 router mode browser). /api paths that
 * match no route still get the 404 envelope.
 *
 * Caching and encoding (the same rules a CDN in front must keep, README "H5 delivery"):
 * - a file whose name carries its content hash (`app.1a2b3c4d.js`) never changes: `public,
 *   max-age=31536000, immutable`;
 * - everything else (index.html, asset-manifest.json, icons) is revalidated on every use: `no-cache`
 *   (a 304 with the ETag costs a round trip, never stale bundles);
 * - the build writes brotli and gzip twins of every text asset (config/h5-webpack.ts); the one the
 *   client accepts is sent as it is with `content-encoding`, and `vary: accept-encoding` tells caches
 *   that the answer depends on that header.
 * A page URL's index.html also carries `Link: rel=preload` hints for that page's own chunks (from the
 * build's asset-manifest.json), so the browser fetches them beside the entry instead of after it.
 * The home, show detail and booking pages also carry their first screen, drawn by the server, and the
 * home its first API answers (first-screen/); that answer is built per page, merchant and language, so
 * it goes without an ETag, gzipped (it is ~60 KB with the boot data), and without the Link hints: the
 * page's chunks are named for the page's loader, which fetches them after the screen has painted.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../../../types/api.js'
import { sendNotFound } from './errors.js'
import { createFirstScreens, withFirstScreen, type FirstScreen } from './first-screen/index.js'
import { pageHintsFromManifest, type PageHints } from './h5-page-hints.js'
import { applyHeaders, h5Headers } from './security-headers.js'
import { acceptsGzip } from './serialize-once.js'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

// `name.<8+ hex>.ext` (webpack's [contenthash:8]), optionally with the precompressed suffix.
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i
// Text assets the build precompresses; their answer varies with Accept-Encoding.
const COMPRESSIBLE = /\.(?:js|css|svg|json|html|txt)(?:\.(?:br|gz))?$/i

export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE
}

export interface H5Options {
  /** The merchant the build opens without ?merchantId= (the MERCHANT_ID it was built with). */
  defaultMerchantId?: string
}

export async function registerH5(app: FastifyInstance, root: string, opts: H5Options = {}): Promise<void> {
  const hints = loadPageHints(root, app)
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8')
  // The app's content security policy allows the inline scripts of this build by their hashes (the
  // boot data is a JSON data block, which the policy does not govern: it is never run).
  const pageHeaders = h5Headers(indexHtml)
  const firstScreens = createFirstScreens(app, { defaultMerchantId: opts.defaultMerchantId ?? '10001' })
  // index: false so "/" is answered by the route below with the same headers as page routes.
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Our own cache-control per file (below) instead of the plugin's one max-age for all.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath))
      if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding')
    },
  })
  // A drawn page is written and gzipped once per screen (screens are shared for a few seconds).
  const pages = new WeakMap<FirstScreen, { html: string; gzip: Buffer }>()
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/'
    const screen = request.method === 'GET' ? await firstScreens.forRequest(request) : undefined
    // index.html must not be cached: it names the hashed bundles of the current build.
    applyHeaders(reply, pageHeaders).header('cache-control', REVALIDATE).type('text/html; charset=utf-8')
    if (!screen) {
      const link = hints.linkFor(urlPath)
      if (link) reply.header('link', link)
      return reply.sendFile('index.html')
    }
    // No Link hints here: the page's chunks start with the app, after its first screen has painted.
    let page = pages.get(screen)
    if (!page) {
      const html = withFirstScreen(indexHtml, screen, hints.filesFor(urlPath))
      page = { html, gzip: gzipSync(html) }
      pages.set(screen, page)
    }
    reply.header('vary', 'accept-encoding')
    return acceptsGzip(request.headers['accept-encoding']) ? reply.header('content-encoding', 'gzip').send(page.gzip) : reply.send(page.html)
  }
  app.get('/', sendIndex)
  // The file by its own name too, so it is never served without the app's policy.
  app.get('/index.html', sendIndex)
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? ''
    const isApi = urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`)
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi) return sendIndex(request, reply)
    return sendNotFound(request, reply)
  })
}

/** The build's page hints; a build without a manifest (older, or hand-made) just gets none. */
function loadPageHints(root: string, app: FastifyInstance): PageHints {
  const file = path.join(root, 'asset-manifest.json')
  if (!existsSync(file)) return pageHintsFromManifest(undefined)
  try {
    return pageHintsFromManifest(JSON.parse(readFileSync(file, 'utf8')))
  } catch (err) {
    app.log.warn({ err, file }, 'H5 asset manifest unreadable: pages are served without preload hints')
    return pageHintsFromManifest(undefined)
  }
}

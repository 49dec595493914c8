/**
 * Security headers on every response, worked out once by `helmet` and applied by one cheap hook.
 *
 * @fastify/helmet rebuilds helmet's middleware (and parses its CSP) on every request through an async
 * hook; the browse and rush paths answer in microseconds, so here helmet runs once per policy at
 * start, its headers are captured, and a callback hook copies them onto each reply.
 *
 * Two policies:
 * - everything but the H5 app (the JSON API and the server's own HTML: the sandbox cashier, the
 *   identity consent page, the partner seat page): nothing loads but inline styles and own images,
 *   forms post only to this origin, and no one may frame them (`frame-ancestors 'none'`: the cashier's
 *   pay button cannot be clickjacked);
 * - the H5 app's index.html: its own scripts plus the inline scripts the build wrote, by hash (read
 *   from the built file at start, so a rebuild needs no code change), styles inline (Taro's components
 *   inject <style> elements at run time), images from this origin or any https host (merchant posters),
 *   calls to this origin only, framed only by itself.
 * HSTS is sent only on HTTPS, which includes x-forwarded-proto from a trusted proxy (TRUST_PROXY),
 * so a plain-HTTP development server never pins a browser to HTTPS.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

export type HeaderSet = Readonly<Record<string, string>>

/** The headers helmet would set with these options (run once against a recording response). */
export function helmetHeaders(options: Readonly<HelmetOptions>): HeaderSet {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return Object.freeze(headers)
}

const COMMON = {
  strictTransportSecurity: false, // per request, HTTPS only (below)
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const

/** The API and the server's own pages. */
export const API_HEADERS: HeaderSet = helmetHeaders({
  ...COMMON,
  xFrameOptions: { action: 'deny' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
  },
})

/** sha256 CSP sources of the inline scripts of an HTML document (scripts with a src are 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue
    const body = m[2] ?? ''
    if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The H5 app's index.html, given the inline scripts of the built file. */
export function h5Headers(indexHtml: string): HeaderSet {
  return helmetHeaders({
    ...COMMON,
    xFrameOptions: { action: 'sameorigin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // blob: Taro's H5 uploadFile reads the chosen image back from its blob: URL with XHR.
        connectSrc: ["'self'", 'blob:'],
        // The web-view page shows merchant pages (https) in a frame.
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  })
}

const HSTS = 'max-age=31536000; includeSubDomains'

/** Put the API headers on every reply (routes that serve the H5 app replace them with applyHeaders). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Callback style and a prepared header object: this runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_HEADERS)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    done()
  })
}

/** Replace the reply's policy headers with another set (the H5 app's). */
export function applyHeaders(reply: FastifyReply, headers: HeaderSet): FastifyReply {
  return reply.headers(headers)
}

/**
 * Serialise an answer once per value object. Memoised reads (lib/memo.ts) hand every caller the very
 * same result object for seconds; when a popular page is asked for thousands of times a second, turning
 * that object into JSON again for each request is most of the cost. The route's own response schema
 * serialiser (reply.serialize) still shapes the body, so the bytes are what Fastify would have sent.
 * Keys are weak: a body lives exactly as long as the memo keeps its result.
 *
 * Large bodies are also gzipped once, for the clients that accept it (every browser and mini-program
 * does): the home layout is ~50 KB of JSON and ~6 KB gzipped, and writing 50 KB per request was what
 * held the home page back under load, on the server and on a phone's network alike.
 */
import { gzipSync } from 'node:zlib'
import type { FastifyReply } from 'fastify'

type Body = ReturnType<FastifyReply['serialize']>
interface Encoded {
  body: Body
  /** Present when the body is worth compressing. */
  gzip?: Buffer
}
const encodings = new WeakMap<object, Encoded>()

/** Below this many bytes compression saves less than it costs. */
const GZIP_MIN_BYTES = 1024

export function sendSerializedOnce(reply: FastifyReply, key: object, envelope: () => unknown): FastifyReply {
  let encoded = encodings.get(key)
  if (encoded === undefined) {
    const body = reply.serialize(envelope())
    const bytes = Buffer.byteLength(body)
    encoded = bytes >= GZIP_MIN_BYTES ? { body, gzip: gzipSync(body) } : { body }
    encodings.set(key, encoded)
  }
  reply.type('application/json; charset=utf-8')
  if (encoded.gzip) {
    reply.header('vary', 'accept-encoding')
    if (acceptsGzip(reply.request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(encoded.gzip)
  }
  return reply.send(encoded.body)
}

// Clients send a handful of distinct Accept-Encoding values; each is read once.
const gzipByHeader = new Map<string, boolean>()

/** Whether an Accept-Encoding header allows gzip (a `gzip;q=0` refusal counts as no). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  let known = gzipByHeader.get(value)
  if (known === undefined) {
    known = readsGzip(value)
    if (gzipByHeader.size < 256) gzipByHeader.set(value, known)
  }
  return known
}

function readsGzip(value: string): boolean {
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (name !== 'gzip' && name !== '*') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}

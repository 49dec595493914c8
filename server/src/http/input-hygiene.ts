/**
 * Input hygiene at the schema layer: no control character gets into the app through any route.
 *
 * A NUL in a search keyword, an address or an attendee name used to reach PostgreSQL, which refuses
 * 0x00 in text — an HTTP 500. Other controls (bell, escape, C1 codes) are never part of a name or an
 * address either, and they confuse logs and terminals. One AJV keyword, `noControlChars`, checks every
 * string (and object key) of the value it sits on, at any depth, and names the first bad field; an
 * onRoute hook puts it on the root of each route's params, querystring and body schema — creating the
 * schema where a route has none — so every route, including the ones written tomorrow, is covered,
 * and unknown query parameters (channelId, src, ...) too. The error mapper (errors.ts) turns its error
 * into the usual localised 400 envelope.
 *
 * Allowed: tab, line feed and carriage return (multi-line text such as an invoice remark).
 * Headers: Node's HTTP parser already refuses every control character but tab in a header value
 * (answered by clientErrorHandler below); bytes 0x80-0x9F do arrive there, but they are how UTF-8
 * text looks when a header is read as latin1, so they are not refused, and the headers that reach SQL
 * (merchant-id, device-id) are pattern-checked and the tokens only hashed or verified.
 */
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify'
import type { Socket } from 'node:net'
import { STATUS } from '../../../types/api.js'
import { t } from '../i18n/messages.js'
import { fail } from './envelope.js'
import { FALLBACK_LANG } from './lang.js'
import { API_HEADERS } from './security-headers.js'

export const NO_CONTROL_CHARS = 'noControlChars'

/** C0 controls but tab, LF and CR; DEL; the C1 controls. Matching them is the point of this file. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/** Text safe to echo (a field name that is itself the bad key): each control character shown as U+FFFD. */
export const withoutControlChars = (text: string): string => text.replace(new RegExp(CONTROL.source, 'g'), '\uFFFD')

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/** JSON pointer of the first string (or key) holding a control character, else null. Depth-capped. */
export function findControlChar(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null
  if (depth > 32 || value === null || typeof value !== 'object') return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChar(value[i], `${path}/${i}`, depth + 1)
      if (found !== null) return found
    }
    return null
  }
  // Data only: bytes (a Buffer) and streams (a multipart file) are not text. Parsed query strings
  // are objects of their own prototype (fast-querystring), so the prototype is not the test.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null
  for (const key in value as Record<string, unknown>) {
    const at = `${path}/${escapePointer(key)}`
    if (CONTROL.test(key)) return at
    const found = findControlChar((value as Record<string, unknown>)[key], at, depth + 1)
    if (found !== null) return found
  }
  return null
}

/**
 * For text the schema layer never sees (the fields of a multipart upload): a validation error that
 * errors.ts answers exactly like the keyword's (400 envelope naming the field), or null when clean.
 */
export function controlCharRefusal(value: unknown): (Error & { statusCode: number; validation: object[]; validationContext: string }) | null {
  const at = findControlChar(value)
  if (at === null) return null
  const validation = [{ keyword: NO_CONTROL_CHARS, instancePath: at, schemaPath: '', params: {}, message: 'must not contain control characters' }]
  return Object.assign(new Error('body must not contain control characters'), { statusCode: 400, validation, validationContext: 'body' })
}

type KeywordValidate = ((schema: boolean, data: unknown) => boolean) & { errors?: unknown[] | null }

/** The AJV keyword, added to Fastify's validator through `ajv.plugins`. */
function noControlCharsKeyword(ajv: { addKeyword(def: object): unknown }): unknown {
  const validate: KeywordValidate = (enabled, data) => {
    if (!enabled) return true
    const at = findControlChar(data)
    if (at === null) return true
    validate.errors = [{ keyword: NO_CONTROL_CHARS, instancePath: at, params: {}, message: 'must not contain control characters' }]
    return false
  }
  ajv.addKeyword({ keyword: NO_CONTROL_CHARS, schemaType: 'boolean', validate, errors: true })
  return ajv
}

/** Fastify's `ajv` option with the keyword added to the given custom options. */
export function ajvWithHygiene(customOptions: Record<string, unknown>): NonNullable<FastifyServerOptions['ajv']> {
  return { customOptions, plugins: [noControlCharsKeyword as never] }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The route's schema part with the keyword at its root (a shallow copy: shared TypeBox objects stay untouched). */
function guarded(part: unknown, bare: Record<string, unknown> = {}): Record<string, unknown> {
  return part && typeof part === 'object' ? { ...(part as Record<string, unknown>), [NO_CONTROL_CHARS]: true } : { ...bare, [NO_CONTROL_CHARS]: true }
}

/** Install the onRoute hook (before any route is registered, so it applies to all). */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = { ...(route.schema ?? {}) } as Record<string, unknown>
    // Params and query strings are always objects; a body may be anything (a raw string, an array).
    if (route.url.includes(':') || schema.params) schema.params = guarded(schema.params, { type: 'object' })
    schema.querystring = guarded(schema.querystring, { type: 'object' })
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (schema.body || methods.some((m) => BODY_METHODS.has(m))) schema.body = guarded(schema.body)
    route.schema = schema
  })
}

/** The API's security headers as raw lines: this answer is written to the socket, past Fastify's hooks. */
const RAW_SECURITY_HEADERS = Object.entries(API_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/**
 * A request Node's parser refuses (a control character in a header, a malformed request line) gets the
 * 400 envelope too, in the fallback language: nothing of the request could be read to choose another.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer; a time-out and oversized headers keep their own status.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  if (!socket.writable) return void socket.destroy(err)
  const [code, reason] = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request']
  const body = JSON.stringify(fail({ statusCode: code === 408 ? STATUS.INTERNAL : STATUS.BAD_REQUEST, mode: code === 408 ? 'retry' : 'toast', comments: t(FALLBACK_LANG, code === 408 ? 'error.generic' : 'error.badRequest') }))
  socket.end(
    `HTTP/1.1 ${code} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${RAW_SECURITY_HEADERS}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * The error mapper: whatever goes wrong, the client gets an envelope.
 * - schema validation failure → HTTP 200, statusCode 400, a localised sentence naming the field;
 * - other client errors Fastify raises (bad JSON, wrong content type, too large) → HTTP 200, statusCode 400;
 * - unknown route → HTTP 404, statusCode 404 (H5 page routes are answered by the static fallback first);
 * - anything else is a crash → HTTP 500, generic localised text; the stack goes to the log, never the body.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import { STATUS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import { t } from '../i18n/messages.js'
import { contextOf } from './context.js'
import { fail } from './envelope.js'
import { NO_CONTROL_CHARS, withoutControlChars } from './input-hygiene.js'

/** `notFound: false` when the H5 fallback installs its own not-found handler (it reuses sendNotFound). */
export function registerErrorHandlers(app: FastifyInstance, opts: { notFound: boolean } = { notFound: true }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = contextOf(request).lang
    if (error.validation) {
      request.log.info({ validation: error.validation, context: error.validationContext }, 'request failed validation')
      return reply.code(200).send(fail({ statusCode: STATUS.BAD_REQUEST, comments: validationMessage(lang, error.validation) }))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error')
      const statusCode = status === 404 ? STATUS.NOT_FOUND : STATUS.BAD_REQUEST
      const key = status === 404 ? 'error.notFound' : error.code?.startsWith('FST_ERR_CTP_') ? 'error.bodyInvalid' : 'error.badRequest'
      return reply.code(200).send(fail({ statusCode, comments: t(lang, key) }))
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendCrash(reply, lang)
  })

  if (opts.notFound) app.setNotFoundHandler((request, reply) => sendNotFound(request, reply))
}

/** HTTP 404 with the envelope; used by the not-found handler and the H5 fallback for /api paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = contextOf(request).lang
  return reply.code(404).send(fail({ statusCode: STATUS.NOT_FOUND, comments: t(lang, 'error.notFound') }))
}

export function sendCrash(reply: FastifyReply, lang: Lang): FastifyReply {
  return reply
    .code(500)
    .send(fail({ statusCode: STATUS.INTERNAL, mode: 'alert', comments: t(lang, 'error.generic'), actText: t(lang, 'action.back') }))
}

/** First ajv error in plain words: which field is missing or wrong. */
export function validationMessage(lang: Lang, errors: FastifySchemaValidationError[]): string {
  const e = errors[0]
  if (!e) return t(lang, 'error.badRequest')
  const params = e.params as Record<string, unknown>
  if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
    return t(lang, 'error.fieldRequired', { field: joinPath(e.instancePath, params.missingProperty) })
  }
  if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return t(lang, 'error.fieldInvalid', { field: joinPath(e.instancePath, params.additionalProperty) })
  }
  if (e.keyword === NO_CONTROL_CHARS) {
    const field = withoutControlChars(joinPath(e.instancePath))
    return field ? t(lang, 'error.fieldControlChars', { field }) : t(lang, 'error.textControlChars')
  }
  const field = joinPath(e.instancePath)
  return field ? t(lang, 'error.fieldInvalid', { field }) : t(lang, 'error.bodyInvalid')
}

/** "/items/0/name" (+ "qty") → "items[0].name.qty" — readable by a person, unlike a JSON pointer. */
function joinPath(pointer: string, leaf?: string): string {
  const parts = pointer
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (leaf) parts.push(leaf)
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '')
}

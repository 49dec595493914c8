/**
 * What every accounts route shares: who is calling (callerOf), where links point (originOf) and how an
 * Outcome becomes the localised envelope (envelopeFor). Routes stay schema + delegate.
 */
import type { FastifyRequest } from 'fastify'
import type { Envelope } from '../../../../types/api.js'
import type { Lang } from '../../../../types/lang.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf } from '../../http/merchant.js'
import { ta } from './messages.js'
import type { Caller, Outcome } from './outcome.js'

const DEVICE_ID_RE = /^[\w.:-]{1,128}$/

/** Where links and file URLs point: PUBLIC_BASE_URL, else the origin the request came to. */
export function originOf(request: FastifyRequest, configured: string): string {
  return configured || `${request.protocol}://${request.host}`
}

export function callerOf(request: FastifyRequest): Caller {
  const raw = request.headers['device-id']
  const header = Array.isArray(raw) ? raw[0] : raw
  const deviceId = header && DEVICE_ID_RE.test(header) ? header : null
  return {
    merchantId: merchantOf(request).merchantId,
    lang: request.ctx.lang,
    ip: request.ip,
    deviceId,
    deviceKey: deviceId ?? `trace:${request.ctx.traceId}`,
  }
}

/** Outcome → envelope, localised. Failures may carry data (retryAfterSeconds). */
export function envelopeFor<T>(lang: Lang, outcome: Outcome<T>): Envelope<T | unknown> {
  if (outcome.ok) {
    const env = ok(outcome.data)
    return outcome.message ? { ...env, comments: ta(lang, outcome.message) } : env
  }
  const env = fail({
    statusCode: outcome.statusCode,
    mode: outcome.mode ?? 'toast',
    comments: ta(lang, outcome.message, outcome.vars),
    actText: outcome.actText ? ta(lang, outcome.actText) : '',
  })
  return { ...env, data: outcome.data ?? null }
}

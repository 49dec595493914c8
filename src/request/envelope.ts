/**
 * The response envelope (core §3, §8): what counts as success and how a failed envelope becomes a
 * RequestError. Also the Outcome of one transport attempt, which the rest of the module branches on.
 */
import { isSuccessStatus, RESPONSE_MODES, type Envelope, type ResponseMode } from '../../types/api'
import { t } from '../i18n'
import { RequestError } from './errors'

/** One transport attempt: either a response (any HTTP status) or no response at all. */
export type Outcome =
  | { kind: 'response'; httpCode: number; body: unknown; header: Record<string, string>; traceId: string }
  | { kind: 'network'; errMsg: string; timeout: boolean; traceId: string }

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).statusCode === 'number'
}

/** A real envelope with HTTP 200 and a success statusCode (200 or 510). */
export function isSuccessOutcome(outcome: Outcome): boolean {
  return (
    outcome.kind === 'response' &&
    outcome.httpCode === 200 &&
    isEnvelope(outcome.body) &&
    isSuccessStatus(outcome.body.statusCode)
  )
}

export function envelopeOf(outcome: Outcome): Envelope | undefined {
  return outcome.kind === 'response' && isEnvelope(outcome.body) ? outcome.body : undefined
}

/** The mode the server asked for; an unknown value stays as given so the caller can spot it. */
export function modeOf(envelope: Envelope): ResponseMode | string {
  return envelope.mode ?? 'none'
}

export function isKnownMode(mode: string): mode is ResponseMode {
  return (RESPONSE_MODES as readonly string[]).includes(mode)
}

export function isLimitingOutcome(outcome: Outcome): boolean {
  const envelope = envelopeOf(outcome)
  return (
    !!envelope && outcome.kind === 'response' && outcome.httpCode === 200 &&
    !isSuccessStatus(envelope.statusCode) && envelope.mode === 'limiting'
  )
}

/** What limiting and risk-controlled calls resolve with when the gateway answers a bare HTTP error. */
export function emptySuccess(): Envelope<null> {
  return {
    statusCode: 200,
    mode: 'none',
    comments: '',
    subComments: '',
    actText: '',
    iconUrl: '',
    errorCode: '',
    data: null,
  }
}

/** comments is the server's localised message; without one the generic busy wording (accounts §8) stands in. */
export function envelopeError(envelope: Envelope, httpCode: number): RequestError {
  const data = envelope.data as { orderId?: unknown } | null | undefined
  const orderId = data && typeof data === 'object' && data.orderId != null ? String(data.orderId) : undefined
  return new RequestError({
    message: envelope.comments || t('error.busy'),
    httpCode,
    statusCode: envelope.statusCode,
    subComments: envelope.subComments ?? '',
    actText: envelope.actText ?? '',
    mode: isKnownMode(String(envelope.mode)) ? envelope.mode : 'none',
    errorCode: envelope.errorCode ?? '',
    orderId,
    data: envelope.data,
  })
}

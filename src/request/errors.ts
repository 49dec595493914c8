/**
 * The client error object (core §3, §8): every failed request rejects with a RequestError so callers
 * can branch on statusCode/errorCode and show `message` without knowing where the failure came from.
 */
import type { ResponseMode } from '../../types/api'

export interface RequestErrorInit {
  message: string
  statusCode: number
  httpCode?: number
  subComments?: string
  actText?: string
  mode?: ResponseMode
  errorCode?: string
  orderId?: string
  /** The failed envelope's data, when it had any (e.g. the bind ticket of a 15012020 answer). */
  data?: unknown
  cause?: unknown
}

export class RequestError extends Error {
  name = 'RequestError'
  /** HTTP status of the response; 0 when no response arrived (network error, time-out, rejected before sending). */
  httpCode: number
  /** Envelope statusCode, or -1 when there was no envelope (HTTP failure, network error). */
  statusCode: number
  subComments: string
  actText: string
  mode: ResponseMode
  errorCode: string
  /** Payment failures carry the order they belong to (core §8). */
  orderId?: string
  /**
   * The envelope's `data` on a failure, as sent: some failures carry what the caller needs next
   * (the need-bind ticket of 15012020, the order of a payment failure). Absent without an envelope.
   */
  data?: unknown
  cause?: unknown

  constructor(init: RequestErrorInit) {
    super(init.message)
    // Babel's class transform loses the prototype of Error subclasses; restore it so instanceof works.
    Object.setPrototypeOf(this, new.target.prototype)
    this.httpCode = init.httpCode ?? 0
    this.statusCode = init.statusCode
    this.subComments = init.subComments ?? ''
    this.actText = init.actText ?? ''
    this.mode = init.mode ?? 'none'
    this.errorCode = init.errorCode ?? ''
    if (init.orderId !== undefined) this.orderId = init.orderId
    if (init.data !== undefined && init.data !== null) this.data = init.data
    if (init.cause !== undefined) this.cause = init.cause
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError
}

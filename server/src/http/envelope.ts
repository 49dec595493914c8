/**
 * The response envelope (spec core §3, §8): every answer, success or failure, has the same eight fields.
 * Business and validation failures travel as HTTP 200 with a non-200 statusCode; the client reads `mode`.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { RESPONSE_MODES, STATUS, type Envelope, type ResponseMode } from '../../../types/api.js'

/** A successful envelope around `data`. */
export function ok<T>(data: T): Envelope<T> {
  return { statusCode: STATUS.SUCCESS, mode: 'none', comments: '', subComments: '', actText: '', iconUrl: '', errorCode: '', data }
}

export interface FailureInit {
  statusCode: number
  comments: string
  mode?: ResponseMode
  subComments?: string
  actText?: string
  iconUrl?: string
  errorCode?: string
}

/** A failure envelope; data is null so no partial state leaks to the client. */
export function fail(init: FailureInit): Envelope<null> {
  return {
    statusCode: init.statusCode,
    mode: init.mode ?? 'toast',
    comments: init.comments,
    subComments: init.subComments ?? '',
    actText: init.actText ?? '',
    iconUrl: init.iconUrl ?? '',
    errorCode: init.errorCode ?? '',
    data: null,
  }
}

/**
 * TypeBox response schema for an envelope carrying `data`. Data is nullable because the same route
 * answers failures (HTTP 200, non-200 statusCode) with data null.
 */
export function envelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    mode: Type.Union(RESPONSE_MODES.map((m) => Type.Literal(m))),
    comments: Type.String(),
    subComments: Type.String(),
    actText: Type.String(),
    iconUrl: Type.String(),
    errorCode: Type.String(),
    data: Type.Union([data, Type.Null()]),
  })
}

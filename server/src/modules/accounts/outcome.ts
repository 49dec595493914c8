/** Typed results of the accounts services: expected failures are values, not exceptions. */
import type { ResponseMode } from '../../../../types/api.js'
import type { Lang } from '../../../../types/lang.js'
import type { AccountMessageKey } from './messages.js'

export interface Failure {
  ok: false
  statusCode: number
  message: AccountMessageKey
  vars?: Record<string, string | number>
  mode?: ResponseMode
  actText?: AccountMessageKey
  /** Data that travels with the failure (e.g. retryAfterSeconds). */
  data?: unknown
}

export type Outcome<T> = { ok: true; data: T; message?: AccountMessageKey } | Failure

export const done = <T>(data: T, message?: AccountMessageKey): Outcome<T> => ({ ok: true, data, message })

export const failure = (statusCode: number, message: AccountMessageKey, extra: Omit<Failure, 'ok' | 'statusCode' | 'message'> = {}): Failure => ({
  ok: false,
  statusCode,
  message,
  ...extra,
})

/** Who is calling, as the services need it (all from the request, nothing trusted beyond the socket). */
export interface Caller {
  merchantId: string
  lang: Lang
  /** Socket address (x-forwarded-for is not trusted unless Fastify's trustProxy is configured). */
  ip: string
  /** device-id header when the client sent a plausible one, else null. */
  deviceId: string | null
  /** For send limits: device-id, else front-trace-id. */
  deviceKey: string
}

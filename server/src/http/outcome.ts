/**
 * A module's typed outcome as the envelope: the value on success; on failure the status code and mode
 * the module's failure table gives its reason, the comment in the caller's language from its own
 * dictionary, and the error code `<PREFIX>_<REASON>`. Each module keeps its table and its wording;
 * this is only the shared turning of one into the other.
 */
import type { FastifyRequest } from 'fastify'
import type { ResponseMode } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import { fail, ok } from './envelope.js'

export type Outcome<T, R extends string, K> = { ok: true; value: T } | { ok: false; reason: R; key: K; vars?: Record<string, string | number> }

export type FailureTable<R extends string> = Record<R, { statusCode: number; mode: ResponseMode }>

export function outcomeAnswer<R extends string, K>(failures: FailureTable<R>, text: (lang: Lang, key: K, vars?: Record<string, string | number>) => string, errorPrefix: string) {
  return function answer<T>(request: FastifyRequest, result: Outcome<T, R, K>) {
    if (result.ok) return ok(result.value)
    const f = failures[result.reason]
    return fail({ statusCode: f.statusCode, mode: f.mode, comments: text(request.ctx.lang, result.key, result.vars), errorCode: `${errorPrefix}_${result.reason}` })
  }
}

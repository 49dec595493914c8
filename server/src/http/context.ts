/**
 * Per-request context built from the common query parameters and headers every client call carries
 * (spec core §7). One value is refused: a `lang` we cannot map (http/lang.ts) answers an API call with a
 * 400 envelope rather than silently speaking another language. Other unknown or malformed values are
 * simply absent. Merchant-scoped routes add `requireMerchant` (http/merchant.ts) to demand a known merchant.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Lang } from '../../../types/lang.js'
import { API_PREFIX, STATUS } from '../../../types/api.js'
import { t } from '../i18n/messages.js'
import { fail } from './envelope.js'
import { withoutControlChars } from './input-hygiene.js'
import { FALLBACK_LANG, mapLang } from './lang.js'
import { isPlausibleMerchantId, type MerchantLookup, type MerchantSummary } from './merchant.js'

export interface RequestContext {
  /** From the merchant-id header, else the merchantId query parameter; null when neither is given. */
  merchantId: string | null
  /** The merchant's settings when merchantId names a known merchant. */
  merchant: MerchantSummary | null
  /** Language for everything localised in this response. */
  lang: Lang
  /** The language the client asked for (already mapped), null when it asked for none. */
  requestedLang: Lang | null
  /** A `lang` value given but not one we map (API calls are refused with it); null otherwise. */
  unknownLang: string | null
  /** front-trace-id header (or a generated id): tags every log line of this request. */
  traceId: string
  channelId: string | null
  terminalSrc: string | null
  src: string | null
  ver: string | null
  appId: string | null
  /** Client's offset from UTC in minutes (e.g. 480 for UTC+8), null when absent or unreadable. */
  utcOffset: number | null
  accessToken: string | null
  privilegeToken: string | null
  /** H5 preview mode: backend-preview header with source backend / terminal PREVIEW. */
  preview: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}

const TRACE_ID_RE = /^[\w.:-]{1,128}$/

/** genReqId for Fastify: reuse the client's front-trace-id so logs on both sides line up. */
export function traceIdFromHeaders(headers: Record<string, string | string[] | undefined>): string {
  const value = first(headers['front-trace-id'])
  return value && TRACE_ID_RE.test(value) ? value : randomUUID()
}

/** Install the context hook; `lookup` reads merchant settings (injected so http/ does not know the db). */
export function registerRequestContext(app: FastifyInstance, lookup: MerchantLookup): void {
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.addHook('onRequest', async (request, reply) => {
    // Provisional context first, so even a failing merchant lookup is answered in the asked language.
    const ctx = readContext(request)
    request.ctx = ctx
    reply.header('front-trace-id', ctx.traceId)
    if (ctx.merchantId && isPlausibleMerchantId(ctx.merchantId)) {
      ctx.merchant = await lookup(ctx.merchantId)
    }
    ctx.lang = ctx.requestedLang ?? ctx.merchant?.defaultLang ?? FALLBACK_LANG
    if (ctx.unknownLang !== null && isApiPath(request.url)) {
      const lang = withoutControlChars(ctx.unknownLang.slice(0, 32))
      return reply.send(fail({ statusCode: STATUS.BAD_REQUEST, comments: t(ctx.lang, 'error.langUnsupported', { lang }), errorCode: 'LANG_UNSUPPORTED' }))
    }
  })
  // Server-Timing: how long the server itself took (shown by browser dev tools; the rush bench
  // separates it from time spent queueing in the network and the accept queue).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`)
    done(null, payload)
  })
}

/** Parse the common parameters without touching the database. */
export function readContext(request: FastifyRequest): RequestContext {
  const q = (request.query ?? {}) as Record<string, unknown>
  const h = request.headers
  const asked = str(q.lang) ?? str(h.lang)
  const requestedLang = asked === null ? null : (mapLang(asked) ?? null)
  return {
    merchantId: str(h['merchant-id']) ?? str(q.merchantId),
    merchant: null,
    lang: requestedLang ?? FALLBACK_LANG,
    requestedLang,
    unknownLang: asked !== null && requestedLang === null ? asked : null,
    traceId: request.id,
    channelId: str(h['channel-id']) ?? str(q.channelId),
    terminalSrc: str(h['terminal-src']) ?? str(q.terminalSrc),
    src: str(h.src) ?? str(q.src),
    ver: str(h.ver) ?? str(q.ver),
    appId: str(q.appId),
    utcOffset: parseUtcOffset(str(h['utc-offset']) ?? str(q.utcOffset)),
    accessToken: str(h['access-token']),
    privilegeToken: str(h['privilege-token']),
    preview: isPreviewHeader(str(h['backend-preview'])),
  }
}

const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || url.startsWith(`${API_PREFIX}?`)

/** Context of a request even when the hook did not run (e.g. a crash in an earlier hook). */
export function contextOf(request: FastifyRequest): RequestContext {
  return (request.ctx as RequestContext | null) ?? readContext(request)
}

/**
 * utcOffset arrives as minutes ("480"), hours ("8", "-5", "5.5") or "+08:00" / "+0800" / "UTC+8".
 * Values whose magnitude is at most 14 are hours (no zone is further than 14 h from UTC).
 */
export function parseUtcOffset(raw: string | null): number | null {
  if (!raw) return null
  const value = raw.trim().replace(/^(utc|gmt)/i, '')
  // "+08:00", "+8:00" or "+0800"; a bare signed number such as "-300" is minutes, not -3:00.
  const hm = /^([+-])(\d{1,2}):(\d{2})$/.exec(value) ?? /^([+-])(\d{2})(\d{2})$/.exec(value)
  if (hm) {
    const minutes = Number(hm[2]) * 60 + Number(hm[3])
    return minutes <= 14 * 60 ? (hm[1] === '-' ? -minutes : minutes) : null
  }
  if (!/^[+-]?\d+(\.\d+)?$/.test(value)) return null
  const n = Number(value)
  const minutes = Math.abs(n) <= 14 ? Math.round(n * 60) : Math.round(n)
  return Math.abs(minutes) <= 14 * 60 ? minutes : null
}

/** backend-preview is sent as JSON {"source":"backend","terminal":"PREVIEW"} or as the plain word backend. */
export function isPreviewHeader(raw: string | null): boolean {
  if (!raw) return false
  const value = raw.trim()
  if (value.toLowerCase() === 'backend') return true
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed === 'string') return parsed.toLowerCase() === 'backend'
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>
      return o.source === 'backend' || o.terminal === 'PREVIEW'
    }
  } catch {
    // not JSON and not the plain word: no preview
  }
  return false
}

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' ? v : undefined
}

/** A usable string value; the app drops null/'null'/'undefined' (spec §5) but older clients may not. */
function str(value: unknown): string | null {
  const v = first(value)?.trim()
  return v && v !== 'null' && v !== 'undefined' ? v : null
}

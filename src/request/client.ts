/**
 * The request pipeline: gate → delay by importance → send (with automatic retries) → settle.
 * Settling turns an Outcome into data or a RequestError, after the session, error-code and mode
 * reactions the spec asks for. Everything platform-specific comes in through RequestDeps.
 */
import { ERROR_CODE, isSuccessStatus, STATUS, type Envelope } from '../../types/api'
import { t } from '../i18n'
import { isLoggedIn, isPublicUrl } from './auth'
import { BOOKING_BACK_MODE, DEFAULT_IMPORTANCE, RETRY_INTERVAL, STORAGE_KEYS, type Importance } from './constants'
import { emptySuccess, envelopeError, isEnvelope, type Outcome } from './envelope'
import { RequestError } from './errors'
import { createDeviceId } from './device-id'
import { buildHeaders, commonQuery, defaultUuid } from './headers'
import { describeHttpFailure, describeNetworkFailure } from './http-errors'
import { isCritical, isHighOrCritical, sendDelay, timeoutFor } from './importance'
import { runLimiting } from './limiting'
import { createLoadingMask } from './loading-mask'
import { dialogText, genericErrorDialog, presentMode, retryDialog } from './modes'
import { apiUrl, callKey, cleanParams, privilegeIdOf, withQuery } from './params'
import { createSessionManager } from './session'
import {
  createCookies,
  createPassId,
  createPrivilegeTokens,
  createRiskTokens,
  headerValue,
} from './stored-tokens'
import type { BookingParams, HttpMethod, RequestContext, RequestDeps, RequestExtras, RequestOptions } from './types'
import { createVoucherCache, shouldUseVoucherCache } from './voucher-cache'

/** One logical call with the one-shot allowances it has left. */
interface Call {
  options: RequestOptions
  path: string
  method: HttpMethod
  importance: Importance
  timeout: number
  extras: RequestExtras
  silent: boolean
  routeKey: string
  params: Record<string, unknown>
  data: unknown
  /** A token refresh + replay is still allowed (once per request). */
  canRefresh: boolean
  /** The retry dialog may still offer Retry (one retry). */
  canRetry: boolean
  /** The limiting loop may still run for this call. */
  canLimit: boolean
  /** False for the module's own refresh/logout calls, so they never recurse into session handling. */
  sessionHandling: boolean
}

const SESSION_ENDED = new Set<number>([
  STATUS.LOGIN_EXPIRED,
  STATUS.TOKEN_EXCEPTION,
  STATUS.LOGGED_OUT,
  STATUS.NOT_LOGGED_IN,
])

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createClient(deps: RequestDeps) {
  const now = deps.now ?? (() => Date.now())
  const uuid = deps.uuid ?? defaultUuid
  const riskTokens = createRiskTokens(deps.storage)
  const passIds = createPassId(deps.storage)
  const privilegeTokens = createPrivilegeTokens(deps.storage)
  const cookies = createCookies(deps.storage)
  const deviceId = createDeviceId(deps.storage, deps.random)
  const mask = createLoadingMask(() => deps.ui)
  const vouchers = createVoucherCache(deps.storage, now, () => deps.session.getUserId())
  const session = createSessionManager({
    deps,
    riskTokens,
    send: (options) => execute(prepare(options, false)),
  })

  function prepare(options: RequestOptions, sessionHandling = true): Call {
    const extras = options.extras ?? {}
    const importance = options.importance ?? DEFAULT_IMPORTANCE
    return {
      options,
      path: options.url,
      method: options.method ?? 'GET',
      importance,
      timeout: options.timeout ?? timeoutFor(options.url, options.transfer),
      extras,
      silent: !!extras.silent,
      routeKey: deps.nav.currentRouteKey(),
      params: cleanParams(options.params ?? {}),
      data: cleanParams(options.data),
      canRefresh: sessionHandling,
      canRetry: true,
      canLimit: true,
      sessionHandling,
    }
  }

  function riskScope(call: Call): string {
    return call.extras.riskScope ?? String(deps.context().merchantId ?? 'default')
  }

  /** Remember what the server handed out for later calls (risk token, passId, mini-program cookie). */
  function absorb(call: Call, header: Record<string, string>, body: unknown): void {
    const riskToken = headerValue(header, 'risk-token')
    if (riskToken) riskTokens.set(riskScope(call), riskToken)
    if (call.extras.passIdSource) {
      const fromBody = isEnvelope(body) ? (body.data as { passId?: unknown } | null)?.passId : undefined
      const passId = headerValue(header, 'passId') ?? (fromBody != null ? String(fromBody) : undefined)
      if (passId) passIds.set(passId)
    }
    if (deps.context().isMiniProgram) cookies.absorb(headerValue(header, 'set-cookie'))
  }

  /** The answer the page arrived with for this very call (public GETs only, never in preview). */
  function prefetchedAnswer(call: Call, ctx: RequestContext, traceId: string): Outcome | undefined {
    if (!deps.prefetched || call.method !== 'GET' || ctx.preview || !isPublicUrl(call.path, call.extras.public)) return undefined
    const body = deps.prefetched.take(`${ctx.merchantId}|${ctx.lang}|${callKey(call.path, call.params)}`)
    return body === undefined ? undefined : { kind: 'response', httpCode: 200, body, header: {}, traceId }
  }

  async function sendOnce(call: Call, withMask = true): Promise<Outcome> {
    const ctx = deps.context()
    const traceId = uuid()
    const prefetched = prefetchedAnswer(call, ctx, traceId)
    if (prefetched) return prefetched
    const query = cleanParams({ ...commonQuery(ctx), ...call.params })
    const privilegeId = privilegeIdOf(call.params, call.data) ?? call.options.privilegeId
    const header = buildHeaders(ctx, {
      traceId,
      deviceId: deviceId(),
      accessToken: deps.session.getAccessToken() || undefined,
      privilegeToken: privilegeId ? call.options.privilegeToken ?? privilegeTokens.get(privilegeId) : undefined,
      passId: call.extras.needsPassId ? passIds.get() : undefined,
      riskToken: call.extras.needsRiskToken ? riskTokens.get(riskScope(call)) : undefined,
      cookie: ctx.isMiniProgram ? cookies.header() : undefined,
      hasBody: call.data !== undefined,
    })
    const watch = withMask && !call.silent && isHighOrCritical(call.importance) ? mask.begin(call.routeKey) : undefined
    try {
      const response = await deps.transport({
        url: withQuery(apiUrl(deps.baseUrl, call.path), query),
        method: call.method,
        data: call.data,
        header,
        timeout: call.timeout,
      })
      absorb(call, response.header ?? {}, response.data)
      return { kind: 'response', httpCode: response.statusCode, body: response.data, header: response.header ?? {}, traceId }
    } catch (failure) {
      const errMsg = String((failure as { errMsg?: unknown })?.errMsg ?? (failure as Error)?.message ?? failure)
      return { kind: 'network', errMsg, timeout: /time ?out/i.test(errMsg), traceId }
    } finally {
      watch?.done()
    }
  }

  /** Limiting and risk-controlled calls read a bare HTTP error as "nothing for you" (core §8). */
  const emptyOnHttpError = (call: Call) => !!(call.extras.limiting || call.extras.riskControlled)

  /** extras.retries re-sends a call that got no usable HTTP answer, RETRY_INTERVAL apart. */
  async function sendWithRetries(call: Call): Promise<Outcome> {
    let outcome = await sendOnce(call)
    const retryable = (o: Outcome) => o.kind === 'network' || (o.httpCode !== 200 && !emptyOnHttpError(call))
    for (let left = call.extras.retries ?? 0; left > 0 && retryable(outcome); left--) {
      await sleep(RETRY_INTERVAL)
      outcome = await sendOnce(call)
    }
    return outcome
  }

  function logFailure(call: Call, outcome: Outcome, error: RequestError): void {
    deps.log?.({
      level: 'error',
      event: 'request_failed',
      url: call.path,
      method: call.method,
      traceId: outcome.traceId,
      httpCode: error.httpCode,
      statusCode: error.statusCode,
      errorCode: error.errorCode,
      message: error.message,
    })
  }

  /** The gate: an anonymous visitor's call to a private URL never leaves the device. */
  function rejectUnauthenticated(call: Call): RequestError | undefined {
    if (isPublicUrl(call.path, call.extras.public)) return undefined
    if (deps.session.getAccessToken() || isLoggedIn(deps.session.getUserId())) return undefined
    return new RequestError({ message: t('error.notLoggedIn'), statusCode: STATUS.NOT_LOGGED_IN })
  }

  async function execute(call: Call): Promise<any> {
    const rejected = rejectUnauthenticated(call)
    if (rejected) {
      if (call.sessionHandling) void session.loginExpired(STATUS.NOT_LOGGED_IN)
      throw rejected
    }
    const delay = sendDelay(call.importance)
    if (delay) await sleep(delay)
    return settle(call, await sendWithRetries(call))
  }

  const replayOf = (call: Call) => (call.canRetry ? () => execute({ ...call, canRetry: false }) : undefined)

  async function settle(call: Call, outcome: Outcome): Promise<any> {
    if (outcome.kind === 'response' && outcome.httpCode === 200) {
      if (!isEnvelope(outcome.body)) return failMalformed(call, outcome)
      const envelope = outcome.body
      if (isSuccessStatus(envelope.statusCode)) {
        if (call.extras.voucherCache) vouchers.save(call.path, callKey(call.path, call.params), envelope.data)
        return envelope.data
      }
      return failEnvelope(call, outcome, envelope)
    }
    return failTransport(call, outcome)
  }

  async function failMalformed(call: Call, outcome: Outcome): Promise<never> {
    const error = new RequestError({ message: t('error.generic'), statusCode: -1, httpCode: 200, cause: { body: (outcome as { body?: unknown }).body } })
    logFailure(call, outcome, error)
    if (call.silent) throw error
    return genericErrorDialog(deps.ui, deps.nav, error)
  }

  /** No envelope: HTTP error status or no response at all (core §8 "HTTP handling"). */
  async function failTransport(call: Call, outcome: Outcome): Promise<any> {
    if (outcome.kind === 'response' && emptyOnHttpError(call)) return emptySuccess().data
    if (call.extras.voucherCache && shouldUseVoucherCache(outcome)) {
      const cached = vouchers.lookup(call.path, callKey(call.path, call.params))
      if (cached) return cached.data
    }
    const high = isHighOrCritical(call.importance)
    const view =
      outcome.kind === 'network'
        ? describeNetworkFailure(outcome.errMsg, outcome.timeout, high)
        : describeHttpFailure(outcome.httpCode, outcome.body, high)
    logFailure(call, outcome, view.error)
    if (!view.retryDialog || call.silent) throw view.error
    return retryDialog(
      deps.ui,
      deps.nav,
      { title: t('dialog.title'), content: view.retryDialog },
      view.error,
      replayOf(call),
    )
  }

  async function failEnvelope(call: Call, outcome: Outcome, envelope: Envelope): Promise<any> {
    const error = envelopeError(envelope, 200)
    logFailure(call, outcome, error)

    if (call.sessionHandling) {
      const code = envelope.statusCode
      if (code === STATUS.TOKEN_EXPIRED) {
        if (call.canRefresh && (await session.refresh())) return execute({ ...call, canRefresh: false })
        void session.loginExpired(code)
      } else if (SESSION_ENDED.has(code)) {
        void session.loginExpired(code)
      } else if (code === STATUS.LOGGED_IN_ELSEWHERE) {
        await session.loggedInElsewhere(call.silent)
        throw error
      } else if (code === STATUS.NEED_BIND) {
        await session.needBind(call.silent, envelope)
        throw error
      } else if (code === STATUS.LANGUAGE_POPUP_A || code === STATUS.LANGUAGE_POPUP_B) {
        await session.languagePopup(call.silent)
        throw error
      }
    }

    if (envelope.errorCode === ERROR_CODE.SHOP_NOT_OPEN) {
      // The shop-state page reads the stored message, so it survives the redirect and a reload.
      deps.storage.set(STORAGE_KEYS.shopStateMessage, envelope.comments)
      deps.nav.toShopState(envelope.comments)
      throw error
    }
    if (
      envelope.mode === 'booking' &&
      (envelope.errorCode === ERROR_CODE.BOOKING_BACK_A || envelope.errorCode === ERROR_CODE.BOOKING_BACK_B)
    ) {
      deps.storage.set(STORAGE_KEYS.bookingBackMode, BOOKING_BACK_MODE)
    }

    if (call.silent) throw error
    return presentMode(envelope, error, {
      ui: deps.ui,
      nav: deps.nav,
      replay: replayOf(call),
      limiting: call.canLimit && isCritical(call.importance) ? () => limit(call, envelope, error) : undefined,
      bookingParams: bookingParamsOf(call),
    })
  }

  async function limit(call: Call, envelope: Envelope, error: RequestError): Promise<any> {
    // The progress dialog already covers the page, so the automatic tries skip the loading mask.
    const result = await runLimiting(deps.ui, deps.nav, () => sendOnce(call, false))
    if (result.kind === 'answered') return settle(call, result.outcome)
    if (result.kind === 'cancelled') throw error
    // Tries ran out: the mode becomes retry, and a replay must not restart the loop.
    const exhausted = { ...call, canLimit: false }
    return retryDialog(
      deps.ui,
      deps.nav,
      { ...dialogText(envelope), confirmText: envelope.actText },
      error,
      replayOf(exhausted),
    )
  }

  /** Booking mode sends the user to the booking page of the call's show, with its privilege context. */
  function bookingParamsOf(call: Call): BookingParams {
    const given = call.options.bookingParams ?? {}
    const fromCall = (name: string): string | undefined => {
      for (const source of [call.params, call.data]) {
        const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined
        if (value != null) return String(value)
      }
      return undefined
    }
    const params: BookingParams = { ...given, showId: given.showId ?? fromCall('showId') }
    return cleanParams(params as Record<string, unknown>) as BookingParams
  }

  return {
    request<T = unknown>(options: RequestOptions): Promise<T> {
      return execute(prepare(options))
    },
    logout: () => session.logout(),
    setPrivilegeToken: (privilegeId: string, token: string) => privilegeTokens.set(privilegeId, token),
    getPassId: () => passIds.get(),
    getRiskToken: (scope?: string) => riskTokens.get(scope ?? String(deps.context().merchantId ?? 'default')),
    dispose: () => mask.dispose(),
  }
}

export type Client = ReturnType<typeof createClient>

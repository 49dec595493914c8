/**
 * The auth hook (spec core §4, §6, §8). Public endpoints: a `pub` path segment, config endpoints
 * (a segment containing "config"), /api/health, or a route with `config: { auth: 'public' }`. Every
 * other /api route needs the `access-token` header; the answer on failure is the envelope with:
 * - missing token → 15012007 not logged in;
 * - expired JWT → 15012010 token expired (the client refreshes once and replays);
 * - bad signature, garbage, or a token of another merchant → 15012008 token exception (nothing about
 *   the other merchant is revealed);
 * - session ended by logout → 10002008 logged out;
 * - session ended by a login elsewhere on a single-device merchant → 15012009;
 * - session ended otherwise (refresh replay, password change, unregistered) → 15012002 login expired.
 * On success `request.user` is set. Verification itself is injected (modules/accounts) so http/ does not
 * know the database. Routes outside these rules (or public routes that need a user) add `requireUser`.
 *
 * Checking a token is two steps: the token itself (signature, expiry, merchant: CPU only) and its
 * session (ended? the account closed? and the user's fields: a database read). Critical routes (order
 * creation, payment; http/admission.ts) get only the first step here: their session is read after
 * admission control has given them a slot, so a crowd turned away or told "sold out" costs no database
 * reads. Every other route gets both here.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { LoginMethod } from '../../../types/accounts.js'
import { API_PREFIX, STATUS } from '../../../types/api.js'
import type { Envelope, ResponseMode } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import { fail } from './envelope.js'

/** What a route learns about the caller. */
export interface AuthUser {
  userId: string
  merchantId: string
  /** The login session (refresh family) this access token belongs to. */
  sessionId: string
  loginMethod: LoginMethod
  countryCode: string
  cellphone: string | null
  email: string | null
}

export type AuthFailureReason =
  | 'MISSING'
  | 'EXPIRED'
  | 'INVALID'
  | 'LOGGED_OUT'
  | 'LOGGED_IN_ELSEWHERE'
  | 'LOGIN_EXPIRED'
  | 'NEED_BIND'

export type AuthOutcome = { ok: true; user: AuthUser } | { ok: false; reason: AuthFailureReason }

/** What a valid access token says (its signature, expiry and merchant checked; its session not yet). */
export interface TokenClaims {
  userId: string
  merchantId: string
  sessionId: string
}
export type TokenOutcome = { ok: true; claims: TokenClaims } | { ok: false; reason: AuthFailureReason }

/** The two steps of checking an access token (see the file comment). */
export interface Authenticator {
  /** The token of a request to `merchantId` (null when the request names no merchant): CPU only. */
  verifyToken(token: string, merchantId: string | null): Promise<TokenOutcome>
  /** The session behind verified claims, and the user: a database read. */
  loadSession(claims: TokenClaims): Promise<AuthOutcome>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller; null on public routes and before the hook ran. */
    user: AuthUser | null
    /** A critical route's verified token, before its session is read (completeAuthentication). */
    tokenClaims: TokenClaims | null
  }
  interface FastifyInstance {
    authenticator: Authenticator
  }
  interface FastifyContextConfig {
    /** 'public' opens a route that the path rules would protect. */
    auth?: 'public'
  }
}

const FAILURES: Record<AuthFailureReason, { statusCode: number; mode: ResponseMode; text: Record<Lang, string> }> = {
  MISSING: {
    statusCode: STATUS.NOT_LOGGED_IN,
    mode: 'login',
    text: { 'zh-CN': '请先登录', 'zh-MO': '請先登入', 'en-US': 'Please log in first' },
  },
  EXPIRED: {
    statusCode: STATUS.TOKEN_EXPIRED,
    mode: 'none',
    text: { 'zh-CN': '登录凭证已过期', 'zh-MO': '登入憑證已過期', 'en-US': 'The login token has expired' },
  },
  INVALID: {
    statusCode: STATUS.TOKEN_EXCEPTION,
    mode: 'login',
    text: { 'zh-CN': '登录状态异常，请重新登录', 'zh-MO': '登入狀態異常，請重新登入', 'en-US': 'Login state is not valid, please log in again' },
  },
  LOGGED_OUT: {
    statusCode: STATUS.LOGGED_OUT,
    mode: 'login',
    text: { 'zh-CN': '您已退出登录，请重新登录', 'zh-MO': '您已登出，請重新登入', 'en-US': 'You have logged out, please log in again' },
  },
  LOGGED_IN_ELSEWHERE: {
    statusCode: STATUS.LOGGED_IN_ELSEWHERE,
    mode: 'alert',
    text: { 'zh-CN': '登录失效，请重新登录', 'zh-MO': '登入失效，請重新登入', 'en-US': 'Login invalid, please log in again' },
  },
  LOGIN_EXPIRED: {
    statusCode: STATUS.LOGIN_EXPIRED,
    mode: 'login',
    text: { 'zh-CN': '登录已过期，请重新登录', 'zh-MO': '登入已過期，請重新登入', 'en-US': 'Your login has expired, please log in again' },
  },
  NEED_BIND: {
    statusCode: STATUS.NEED_BIND,
    mode: 'alert',
    text: { 'zh-CN': '请先绑定账号', 'zh-MO': '請先綁定帳號', 'en-US': 'Please bind your account first' },
  },
}

const LOGIN_ACTION: Record<Lang, string> = { 'zh-CN': '去登录', 'zh-MO': '去登入', 'en-US': 'Log in' }

/** The envelope of an auth failure, localised; also used by the refresh endpoint. */
export function authFailure(lang: Lang, reason: AuthFailureReason): Envelope<null> {
  const f = FAILURES[reason]
  return fail({ statusCode: f.statusCode, mode: f.mode, comments: f.text[lang], actText: f.mode === 'login' ? LOGIN_ACTION[lang] : '' })
}

/** Whether a route pattern is public by the spec's rules (core §6). */
export function isPublicRoute(url: string): boolean {
  if (url === `${API_PREFIX}/health`) return true
  return url.split('/').some((segment) => segment === 'pub' || segment.toLowerCase().includes('config'))
}

// Route patterns are few and fixed: the answer is worked out once per pattern, not per request.
const publicByPattern = new Map<string, boolean>()
const isPublicPattern = (url: string): boolean => {
  let known = publicByPattern.get(url)
  if (known === undefined) publicByPattern.set(url, (known = isPublicRoute(url)))
  return known
}

async function verifyRequestToken(request: FastifyRequest, authenticator: Authenticator): Promise<TokenOutcome> {
  const token = request.ctx.accessToken
  if (!token) return { ok: false, reason: 'MISSING' }
  if (token.length > 4096) return { ok: false, reason: 'INVALID' }
  return authenticator.verifyToken(token, request.ctx.merchantId)
}

async function authenticateRequest(request: FastifyRequest, authenticator: Authenticator): Promise<AuthOutcome> {
  const verified = await verifyRequestToken(request, authenticator)
  return verified.ok ? authenticator.loadSession(verified.claims) : verified
}

/**
 * The plugin: decorates request.user and guards every non-public /api route. Registered at the root
 * (skip-override, like fastify-plugin does) after the request context, so it sees request.ctx.
 */
const plugin: FastifyPluginAsync<{ authenticator: Authenticator }> = async (app, { authenticator }) => {
  app.decorateRequest('user', null)
  app.decorateRequest('tokenClaims', null)
  app.decorate('authenticator', authenticator)
  // Callback style: public routes (most of the traffic) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url
    // Unknown routes keep their 404; non-API paths (H5 pages, files) are not ours to guard.
    if (!url || !(url === API_PREFIX || url.startsWith(`${API_PREFIX}/`))) return done()
    if (request.routeOptions.config.auth === 'public' || isPublicPattern(url)) return done()
    const tokenOnly = request.routeOptions.config.critical === true
    ;(tokenOnly ? verifyRequestToken(request, authenticator) : authenticateRequest(request, authenticator)).then(
      (outcome) => {
        if (outcome.ok) {
          if ('claims' in outcome) request.tokenClaims = outcome.claims
          else request.user = outcome.user
          return done()
        }
        request.log.info({ reason: outcome.reason }, 'auth refused')
        reply.send(authFailure(request.ctx.lang, outcome.reason))
      },
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    )
  })
}
;(plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true
export const authPlugin = plugin

/**
 * preHandler for other modules: passes when the hook already authenticated the caller, otherwise checks
 * the access token itself (routes outside /api, or public routes that need a user for one action).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user) return
  const outcome = await authenticateRequest(request, request.server.authenticator)
  if (!outcome.ok) return reply.send(authFailure(request.ctx.lang, outcome.reason))
  request.user = outcome.user
}

/**
 * The session step for a critical route whose token the hook has verified: true when `request.user` is
 * set, false when the refusal was sent. Admission control calls it once the request has its slot.
 */
export async function completeAuthentication(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.user) return true
  const outcome = request.tokenClaims ? await request.server.authenticator.loadSession(request.tokenClaims) : await authenticateRequest(request, request.server.authenticator)
  if (outcome.ok) {
    request.user = outcome.user
    return true
  }
  request.log.info({ reason: outcome.reason }, 'auth refused')
  reply.send(authFailure(request.ctx.lang, outcome.reason))
  return false
}

/** The caller of a route behind the hook or requireUser. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('userOf() on a route without authentication')
  return request.user
}


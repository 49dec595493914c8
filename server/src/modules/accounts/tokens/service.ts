/**
 * Sessions and tokens. Access token: HS256 JWT {sub: userId, mid: merchantId, sid: sessionId, exp 15 min}.
 * Refresh token: 32 random bytes (base64url), stored as SHA-256, used once; each use issues the next
 * token of the same family (session). A used token presented again ends the family (theft signal).
 * Signed email links are JWTs too, with their own `typ` so one kind can never pass for another.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { LoginMethod } from '../../../../../types/accounts.js'
import type { SessionEndReason } from '../../../db/schema-accounts.js'
import type { AccountsConfig } from '../config.js'
import type { AccountsRepository, UserRow } from '../repository.js'
import type { AuthSessionRow } from './repository.js'
import { generateSecret, storedSecretKey } from '../../../config/secrets.js'
import { createHs256Tokens, type Hs256Tokens } from './hs256.js'

/**
 * The keys this service signs and hashes with, one per purpose (config/secrets.ts): access tokens and
 * staff sessions (`auth`), email links (`link`), and the HMACs of one-time codes, captcha answers and
 * upload policies. A key not given is generated once and kept in the database (development).
 */
export type TokenKeyName = 'auth' | 'link' | 'code' | 'captcha' | 'upload'
export type TokenKeys = Partial<Record<TokenKeyName, string>>
/** The HMAC purposes of `mac`. */
export type MacPurpose = 'code' | 'captcha' | 'upload'
const ACCESS_TYP = 'access+jwt'
const ISSUER = 'storefront'

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}

/** The outcome of checking an access token, mapped to a status code by the auth hook. */
export type AccessCheck =
  | { ok: true; user: AuthSessionRow['user']; sessionId: string; loginMethod: LoginMethod }
  | { ok: false; reason: 'EXPIRED' | 'INVALID' | 'WRONG_MERCHANT' | SessionEndReason | 'SESSION_EXPIRED' }

/** What a verified access token says. */
export interface AccessClaims {
  userId: string
  merchantId: string
  sessionId: string
}
export type AccessClaimsCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'EXPIRED' | 'INVALID' | 'WRONG_MERCHANT' }

export type RefreshResult =
  | { ok: true; accessToken: string; refreshToken: string; userId: string }
  | { ok: false; reason: 'UNKNOWN' | 'REUSED' | 'EXPIRED' | SessionEndReason }

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  sessionId: string
}

export interface TokenService {
  /** Load (or create) the signing secret; run before any transaction on PGlite's single connection. */
  ready(): Promise<void>
  /** Start a session (a new refresh family) and issue its first pair. Single-device merchants end the others. */
  startSession(
    repo: AccountsRepository,
    user: UserRow,
    init: { deviceId: string; loginMethod: LoginMethod; singleDevice: boolean },
  ): Promise<IssuedTokens>
  /** Rotate a refresh token of `merchantId`'s session. */
  refresh(repo: AccountsRepository, merchantId: string, refreshToken: string): Promise<RefreshResult>
  /** An access token for a request to `merchantId`: signature, expiry and merchant (no database). */
  verifyAccess(merchantId: string | null, token: string): Promise<AccessClaimsCheck>
  /** The session of verified claims: still open, the account not closed (a database read). */
  checkSession(repo: AccountsRepository, claims: AccessClaims): Promise<AccessCheck>
  /** Both: verifyAccess, then checkSession. */
  checkAccess(repo: AccountsRepository, merchantId: string | null, token: string): Promise<AccessCheck>
  /** HMAC-SHA256 with the purpose's key: short secrets (6-digit codes, captcha answers) kept at rest, policies signed. */
  mac(purpose: MacPurpose, value: string): Promise<string>
  signLink(claims: { typ: 'activate' | 'reset'; mid: string; jti: string }, ttlSeconds: number): Promise<string>
  /** The link's jti when the signature, type, merchant and expiry hold; null otherwise. */
  verifyLink(token: string, typ: 'activate' | 'reset', merchantId: string): Promise<string | null>
  /** A token of another kind (staff): its own `typ`, so it never passes where an access token is asked. */
  signTyped(typ: 'staff', claims: { mid: string }, subject: string, ttlSeconds: number): Promise<string>
  verifyTyped(typ: 'staff', token: string): Promise<{ sub: string; mid: string } | null>
}

export function createTokenService(
  repoForSecret: AccountsRepository,
  config: AccountsConfig,
  now: () => number,
  keys: TokenKeys,
): TokenService {
  // Each key: given (configuration), else generated once per deployment and kept in the database so
  // every process of the deployment (and every restart) signs with the same key.
  const loaded = new Map<TokenKeyName, Promise<Uint8Array>>()
  const key = (name: TokenKeyName): Promise<Uint8Array> => {
    let promise = loaded.get(name)
    if (!promise) {
      promise = (async () => {
        const secret = keys[name] || (await repoForSecret.getOrCreateSetting(storedSecretKey(name), generateSecret))
        if (secret.length < 32) throw new Error(`the ${name} key must be at least 32 characters`)
        return new TextEncoder().encode(secret)
      })()
      promise.catch(() => loaded.delete(name))
      loaded.set(name, promise)
    }
    return promise
  }

  // Signers and verifiers made once, when their key is known (tokens/hs256.ts).
  const jwt = new Map<'auth' | 'link', Promise<Hs256Tokens>>()
  const hs256 = (name: 'auth' | 'link' = 'auth'): Promise<Hs256Tokens> => {
    let promise = jwt.get(name)
    if (!promise) {
      promise = key(name).then((raw) => createHs256Tokens(raw, ISSUER, now))
      promise.catch(() => jwt.delete(name))
      jwt.set(name, promise)
    }
    return promise
  }

  async function signAccess(userId: string, merchantId: string, sessionId: string): Promise<string> {
    return (await hs256()).sign(ACCESS_TYP, { sub: userId, mid: merchantId, sid: sessionId }, config.accessTokenTtlSeconds)
  }

  async function verifyAccess(merchantId: string | null, token: string): Promise<AccessClaimsCheck> {
    const verified = (await hs256()).verify(ACCESS_TYP, token)
    if (!verified.ok) return verified
    const { sub, mid, sid } = verified.payload
    if (typeof sub !== 'string' || typeof mid !== 'string' || typeof sid !== 'string') return { ok: false, reason: 'INVALID' }
    if (mid !== merchantId) return { ok: false, reason: 'WRONG_MERCHANT' }
    return { ok: true, claims: { userId: sub, merchantId: mid, sessionId: sid } }
  }

  async function checkSession(repo: AccountsRepository, claims: AccessClaims): Promise<AccessCheck> {
    const found = await repo.findSessionForAuth(claims.sessionId)
    if (!found || found.session.userId !== claims.userId || found.session.merchantId !== claims.merchantId) {
      return { ok: false, reason: 'INVALID' }
    }
    if (found.session.endedAt) return { ok: false, reason: found.session.endReason ?? 'LOGOUT' }
    if (found.user.unregisteredAt) return { ok: false, reason: 'UNREGISTERED' }
    return { ok: true, user: found.user, sessionId: found.session.sessionId, loginMethod: found.session.loginMethod }
  }

  async function newRefreshToken(repo: AccountsRepository, sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await repo.insertRefreshToken({
      tokenHash: sha256(token),
      sessionId,
      createdAt: new Date(now()),
      expiresAt: new Date(now() + config.refreshTokenTtlSeconds * 1000),
    })
    return token
  }

  return {
    async ready() {
      await Promise.all((['auth', 'link', 'code', 'captcha', 'upload'] as const).map(key))
    },

    async startSession(repo, user, init) {
      const at = new Date(now())
      if (init.singleDevice) await repo.endUserSessions(user.userId, 'LOGGED_IN_ELSEWHERE', at)
      const sessionId = randomUUID()
      await repo.insertSession({
        sessionId,
        merchantId: user.merchantId,
        userId: user.userId,
        deviceId: init.deviceId,
        loginMethod: init.loginMethod,
        createdAt: at,
        expiresAt: new Date(now() + config.refreshTokenTtlSeconds * 1000),
      })
      const refreshToken = await newRefreshToken(repo, sessionId)
      const accessToken = await signAccess(user.userId, user.merchantId, sessionId)
      return { accessToken, refreshToken, sessionId }
    },

    async refresh(repo, merchantId, refreshToken) {
      const hash = sha256(refreshToken)
      const found = await repo.findRefreshToken(hash)
      // A token of another merchant is "unknown" there: it neither works nor harms its own family.
      if (!found || found.session.merchantId !== merchantId) return { ok: false, reason: 'UNKNOWN' }
      const at = new Date(now())
      if (found.session.endedAt) return { ok: false, reason: found.session.endReason ?? 'LOGOUT' }
      if (found.token.usedAt || !(await repo.useRefreshToken(hash, at))) {
        // Replay of a used token: whoever holds the newer one may be a thief — end the whole family.
        await repo.endSession(found.session.sessionId, 'REFRESH_REUSED', at)
        return { ok: false, reason: 'REUSED' }
      }
      if (found.token.expiresAt.getTime() <= at.getTime() || found.session.expiresAt.getTime() <= at.getTime()) {
        return { ok: false, reason: 'EXPIRED' }
      }
      const next = await newRefreshToken(repo, found.session.sessionId)
      const accessToken = await signAccess(found.session.userId, merchantId, found.session.sessionId)
      return { ok: true, accessToken, refreshToken: next, userId: found.session.userId }
    },

    verifyAccess,
    checkSession,
    async checkAccess(repo, merchantId, token) {
      const verified = await verifyAccess(merchantId, token)
      return verified.ok ? checkSession(repo, verified.claims) : verified
    },

    async mac(purpose, value) {
      return createHmac('sha256', await key(purpose)).update(value).digest('base64url')
    },

    async signLink({ typ, mid, jti }, ttlSeconds) {
      return (await hs256('link')).sign(`${typ}+jwt`, { mid, jti }, ttlSeconds)
    },

    async signTyped(typ, claims, subject, ttlSeconds) {
      return (await hs256()).sign(`${typ}+jwt`, { ...claims, sub: subject }, ttlSeconds)
    },

    async verifyTyped(typ, token) {
      const verified = (await hs256()).verify(`${typ}+jwt`, token)
      if (!verified.ok) return null
      const { sub, mid } = verified.payload
      return typeof sub === 'string' && typeof mid === 'string' ? { sub, mid } : null
    },

    async verifyLink(token, typ, merchantId) {
      const verified = (await hs256('link')).verify(`${typ}+jwt`, token)
      if (!verified.ok) return null
      const { mid, jti } = verified.payload
      return mid === merchantId && typeof jti === 'string' ? jti : null
    },
  }
}

/**
 * Third-party identity verification behind one interface, one method per provider. The accounts
 * services never parse a provider token themselves: they ask a verifier and get the person's stable id
 * (and what else the provider vouches for), or a refusal. IDENTITY_PROVIDER picks the set:
 * - `sandbox` (default): tokens signed by the sandbox (identity/sandbox.ts), for the demo and tests;
 * - `live`: Google and Apple ID tokens checked against their published keys (GOOGLE_CLIENT_ID,
 *   APPLE_CLIENT_ID), WeChat mini-program codes exchanged with code2session (WX_MINI_APPS as
 *   `appId:secret,appId:secret`), Alipay mini-program codes with alipay.system.oauth.token and their
 *   phone numbers opened with the app's keys (ALIPAY_MINI_APPS as
 *   `appId:aesKey:appPrivateKey:alipayPublicKey,...`; ALIPAY_GATEWAY overrides the gateway URL).
 *   Partner channels have no public protocol: a live deployment adds its channel's exchange in
 *   `channel`, until then channel logins are refused as unavailable.
 * The mini-program's phone number goes through `miniPhone`: which host's scheme applies is decided by
 * the configured app id, never by anything the client says.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import { ALIPAY_GATEWAY, exchangeAlipayCode, parseAlipayApps, readAlipayPhone } from './alipay.js'
import { wechatMiniPhone, type MiniPhone } from './mini-crypto.js'
import { sandboxIdentity } from './sandbox.js'

export interface VerifiedIdentity {
  /** The provider's stable id of the person (sub, channel user id, openId). */
  subject: string
  unionId?: string
  /** Only an address the provider marks verified. */
  email?: string
  name?: string
  /** Mini-programs: the session key that decrypts the phone number (kept server side). */
  sessionKey?: string
}

export type VerifyResult = { ok: true; identity: VerifiedIdentity } | { ok: false; reason: 'INVALID' | 'EXPIRED' | 'UNAVAILABLE' }

export interface VerifyContext {
  merchantId: string
  /** The module clock (ms), so expiry follows the tests' clock too. */
  now: number
}

/** What the page sends from the host's phone button (WeChat/Douyin: encryptedData + iv; Alipay: response + sign). */
export interface MiniPhonePayload {
  encryptedData: string
  initVector: string
  sign?: string
}

export type MiniPhoneResult =
  | { ok: true; phone: MiniPhone }
  /** Forged, tampered, for another app, or not readable. */
  | { ok: false; reason: 'INVALID' | 'UNAVAILABLE' }
  /** The host's genuine answer carries no number, only its refusal code (Alipay's non-10000 codes). */
  | { ok: false; reason: 'REFUSED'; hostCode: string }

export interface IdentityVerifiers {
  readonly name: string
  google(credential: string, ctx: VerifyContext): Promise<VerifyResult>
  apple(identityToken: string, ctx: VerifyContext): Promise<VerifyResult>
  channel(authCode: string, channelCode: string, ctx: VerifyContext): Promise<VerifyResult>
  /** Exchange a mini-program login code of `appId` for openId, unionId and (WeChat, Douyin) the session key. */
  mini(authCode: string, appId: string, ctx: VerifyContext): Promise<VerifyResult>
  /**
   * Open the phone number the host handed the page for `appId`: WeChat's scheme with the session key
   * kept at pre-login, or Alipay's with the app's own keys.
   */
  miniPhone(appId: string, payload: MiniPhonePayload, ctx: VerifyContext & { sessionKey?: string }): Promise<MiniPhoneResult>
}

const refused = (err: unknown): VerifyResult => ({ ok: false, reason: err instanceof joseErrors.JWTExpired ? 'EXPIRED' : 'INVALID' })

/** An OpenID Connect ID token checked against the provider's key set, issuer and our client id. */
function oidcVerifier(jwksUrl: string, issuer: string | string[], audience: string | undefined) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl))
  return async (token: string, ctx: VerifyContext): Promise<VerifyResult> => {
    if (!audience) return { ok: false, reason: 'UNAVAILABLE' }
    let payload: JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown }
    try {
      payload = (await jwtVerify(token, jwks, { issuer, audience, currentDate: new Date(ctx.now) })).payload
    } catch (err) {
      return refused(err)
    }
    if (typeof payload.sub !== 'string' || !payload.sub) return { ok: false, reason: 'INVALID' }
    const verifiedEmail = payload.email_verified === true || payload.email_verified === 'true'
    return {
      ok: true,
      identity: {
        subject: payload.sub,
        email: verifiedEmail && typeof payload.email === 'string' ? payload.email : undefined,
        name: typeof payload.name === 'string' ? payload.name : undefined,
      },
    }
  }
}

/** WeChat code2session: the code is single use and valid 5 minutes on WeChat's side. */
function wechatMini(apps: Map<string, string>) {
  return async (authCode: string, appId: string): Promise<VerifyResult> => {
    const secret = apps.get(appId)
    if (!secret) return { ok: false, reason: 'UNAVAILABLE' }
    const url = new URL('https://api.weixin.qq.com/sns/jscode2session')
    url.search = new URLSearchParams({ appid: appId, secret, js_code: authCode, grant_type: 'authorization_code' }).toString()
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null)
    if (!res?.ok) return { ok: false, reason: 'UNAVAILABLE' }
    const body = (await res.json().catch(() => ({}))) as { openid?: string; unionid?: string; session_key?: string; errcode?: number }
    if (!body.openid || !body.session_key) return { ok: false, reason: 'INVALID' }
    return { ok: true, identity: { subject: body.openid, unionId: body.unionid, sessionKey: body.session_key } }
  }
}

export function createLiveVerifiers(env: NodeJS.ProcessEnv): IdentityVerifiers {
  const google = oidcVerifier('https://www.googleapis.com/oauth2/v3/certs', ['accounts.google.com', 'https://accounts.google.com'], env.GOOGLE_CLIENT_ID)
  const apple = oidcVerifier('https://appleid.apple.com/auth/keys', 'https://appleid.apple.com', env.APPLE_CLIENT_ID)
  const apps = new Map(
    (env.WX_MINI_APPS ?? '')
      .split(',')
      .map((pair) => pair.trim().split(':'))
      .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]) && Boolean(p[1])),
  )
  const mini = wechatMini(apps)
  const alipayApps = parseAlipayApps(env.ALIPAY_MINI_APPS)
  const gateway = env.ALIPAY_GATEWAY || ALIPAY_GATEWAY
  return {
    name: 'live',
    google,
    apple,
    channel: async () => ({ ok: false, reason: 'UNAVAILABLE' }),
    async mini(code, appId, ctx) {
      const alipay = alipayApps.get(appId)
      if (!alipay) return mini(code, appId)
      const exchanged = await exchangeAlipayCode(alipay, code, ctx.now, gateway)
      return exchanged.ok ? { ok: true, identity: { subject: exchanged.subject } } : exchanged
    },
    async miniPhone(appId, payload, ctx) {
      const alipay = alipayApps.get(appId)
      if (alipay) return readAlipayPhone(payload.encryptedData, payload.sign, alipay)
      if (apps.has(appId)) return wechatMiniPhone(appId, payload, ctx.sessionKey)
      return { ok: false, reason: 'UNAVAILABLE' }
    },
  }
}

/** IDENTITY_PROVIDER=sandbox (default) or live. */
export function createIdentityVerifiersFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityVerifiers {
  const provider = env.IDENTITY_PROVIDER ?? 'sandbox'
  if (provider === 'sandbox') return sandboxIdentity
  if (provider === 'live') return createLiveVerifiers(env)
  throw new Error(`IDENTITY_PROVIDER=${provider} is not supported (known: sandbox, live)`)
}

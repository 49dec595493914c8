/**
 * The sandbox identity provider: stands in for Google, Apple, partner channels and the mini-program
 * hosts in the demo and the tests. Its tokens are HS256 JWTs signed with a sandbox key
 * (SANDBOX_IDENTITY_SECRET, else random per process), one token type per provider, so a token of one
 * provider never passes for another, a forged one fails its signature and an expired one is refused.
 * Tests (and in-process e2e) mint with `sandboxIdentity` or their own `createSandboxIdentity()`; the
 * development-only route in identity/routes.ts lets the demo pages mint one.
 *
 * Mini-programs follow their host's real scheme: WeChat-style apps get a session key per login code
 * and an encrypted phone number the verifier opens with it; Alipay apps (registered with
 * `alipayApp(appId)` or minted with host ALIPAY) get a test AES key and a test Alipay RSA key pair, and
 * their phone answers are encrypted and signed exactly as Alipay does (identity/alipay.ts).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { encryptAlipayContent, readAlipayPhone, signAlipay, signedContentOf, type AlipayAppKeys } from './alipay.js'
import { encryptMiniPhone, wechatMiniPhone, type MiniPhone } from './mini-crypto.js'
import type { IdentityVerifiers, MiniPhonePayload, VerifyContext, VerifyResult } from './verifiers.js'

/** The sandbox's Alipay test app (Alipay app ids are 16 digits). */
export const SANDBOX_ALIPAY_APP_ID = '2021000000000001'

type Kind = 'google' | 'apple' | 'channel' | 'mini'
const ISSUER = 'sandbox-identity'

export interface SandboxPerson {
  subject: string
  email?: string
  name?: string
}

export interface SandboxMini {
  authCode: string
  openId: string
  unionId: string
  /** What the page sends after the host's get-phone-number button (Alipay: ciphertext, zero IV, sign). */
  phone(phone: MiniPhone): MiniPhonePayload
}

/** An Alipay test app: its AES key, and Alipay's side of the phone-number scheme. */
export interface SandboxAlipayApp {
  appId: string
  aesKey: string
  /**
   * my.getPhoneNumber's `res.response` for `content` (normally {code: '10000', msg, mobile}): the JSON
   * message with the ciphertext and Alipay's signature. `aesKey` encrypts with another key (a
   * misconfigured app).
   */
  response(content: Record<string, unknown>, o?: { aesKey?: string }): string
  /** The fields the app sends from that message to mini/bind_phone. */
  payload(content: Record<string, unknown>, o?: { aesKey?: string }): MiniPhonePayload
}

export interface SandboxIdentity extends IdentityVerifiers {
  mintGoogle(person: SandboxPerson, o?: MintOptions): Promise<string>
  mintApple(person: SandboxPerson, o?: MintOptions): Promise<string>
  mintChannel(channelCode: string, person: SandboxPerson, o?: MintOptions): Promise<string>
  mintMini(appId: string, person: { openId: string; unionId?: string }, o?: MintOptions): Promise<SandboxMini>
  /** Register (once) and return the Alipay test app `appId` (default SANDBOX_ALIPAY_APP_ID). */
  alipayApp(appId?: string): SandboxAlipayApp
}

export interface MintOptions {
  /** Default 300 s; negative mints an already expired token. */
  ttlSeconds?: number
  /** Issued-at clock (ms); default Date.now(). */
  now?: number
  /** Mini-programs: whose scheme the app follows (default WECHAT; ALIPAY registers the app as Alipay's). */
  host?: 'WECHAT' | 'ALIPAY'
}

/** Alipay's mobile field: bare for mainland numbers, +cc-number otherwise. */
const alipayMobile = (p: MiniPhone) => (p.countryCode === '86' ? p.purePhoneNumber : `+${p.countryCode}-${p.purePhoneNumber}`)

export function createSandboxIdentity(secret: string | Uint8Array = process.env.SANDBOX_IDENTITY_SECRET || randomBytes(32)): SandboxIdentity {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret
  /** Alipay apps by id, each with a test AES key and a test "Alipay" RSA key pair (made on first use). */
  const alipayApps = new Map<string, { keys: AlipayAppKeys; app: SandboxAlipayApp }>()

  function alipayApp(appId: string = SANDBOX_ALIPAY_APP_ID): SandboxAlipayApp {
    const known = alipayApps.get(appId)
    if (known) return known.app
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const keys: AlipayAppKeys = { appId, aesKey: randomBytes(16).toString('base64'), alipayPublicKey: pair.publicKey }
    const message = (content: Record<string, unknown>, o: { aesKey?: string } = {}) => {
      const response = encryptAlipayContent(JSON.stringify(content), o.aesKey ?? keys.aesKey)
      return { response, sign: signAlipay(signedContentOf(response), pair.privateKey), sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' }
    }
    const app: SandboxAlipayApp = {
      appId,
      aesKey: keys.aesKey,
      response: (content, o) => JSON.stringify(message(content, o)),
      payload(content, o) {
        const m = message(content, o)
        return { encryptedData: m.response, initVector: 'AAAAAAAAAAAAAAAAAAAAAA==', sign: m.sign }
      },
    }
    alipayApps.set(appId, { keys, app })
    return app
  }

  async function mint(kind: Kind, claims: Record<string, unknown>, subject: string, o: MintOptions = {}): Promise<string> {
    const iat = Math.floor((o.now ?? Date.now()) / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: `sandbox-${kind}+jwt` })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (o.ttlSeconds ?? 300))
      .sign(key)
  }

  async function verify(kind: Kind, token: string, ctx: VerifyContext) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        typ: `sandbox-${kind}+jwt`,
        issuer: ISSUER,
        currentDate: new Date(ctx.now),
      })
      if (typeof payload.sub !== 'string' || !payload.sub) return { ok: false as const, reason: 'INVALID' as const }
      return { ok: true as const, payload: payload as typeof payload & Record<string, unknown>, sub: payload.sub }
    } catch (err) {
      return { ok: false as const, reason: err instanceof joseErrors.JWTExpired ? ('EXPIRED' as const) : ('INVALID' as const) }
    }
  }

  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

  async function person(kind: 'google' | 'apple', token: string, ctx: VerifyContext): Promise<VerifyResult> {
    const v = await verify(kind, token, ctx)
    if (!v.ok) return v
    return { ok: true, identity: { subject: v.sub, email: str(v.payload.email), name: str(v.payload.name) } }
  }

  return {
    name: 'sandbox',
    mintGoogle: (p, o) => mint('google', { email: p.email, name: p.name }, p.subject, o),
    mintApple: (p, o) => mint('apple', { email: p.email, name: p.name }, p.subject, o),
    mintChannel: (channelCode, p, o) => mint('channel', { channelCode, email: p.email, name: p.name }, p.subject, o),
    alipayApp,
    async mintMini(appId, p, o) {
      const unionId = p.unionId ?? ''
      if (o?.host === 'ALIPAY' || alipayApps.has(appId)) {
        // Alipay keeps no session key: the number is encrypted with the app's own AES key.
        const app = alipayApp(appId)
        const authCode = await mint('mini', { appId, unionId, host: 'ALIPAY' }, p.openId, o)
        return {
          authCode,
          openId: p.openId,
          unionId,
          phone: (phone) => app.payload({ code: '10000', msg: 'Success', mobile: alipayMobile(phone) }),
        }
      }
      // A fresh session key per login code, as the hosts do; the page never learns it in the real flow.
      const sessionKey = randomBytes(16).toString('base64')
      const authCode = await mint('mini', { appId, unionId, sessionKey }, p.openId, o)
      return {
        authCode,
        openId: p.openId,
        unionId,
        phone(phone) {
          const initVector = randomBytes(16).toString('base64')
          return { encryptedData: encryptMiniPhone(phone, sessionKey, initVector, appId, Math.floor(Date.now() / 1000)), initVector }
        },
      }
    },
    google: (token, ctx) => person('google', token, ctx),
    apple: (token, ctx) => person('apple', token, ctx),
    async channel(authCode, channelCode, ctx) {
      const v = await verify('channel', authCode, ctx)
      if (!v.ok) return v
      // A code of one channel never logs in through another.
      if (v.payload.channelCode !== channelCode) return { ok: false, reason: 'INVALID' }
      return { ok: true, identity: { subject: v.sub, email: str(v.payload.email), name: str(v.payload.name) } }
    },
    async mini(authCode, appId, ctx) {
      const v = await verify('mini', authCode, ctx)
      if (!v.ok) return v
      if (v.payload.appId !== appId) return { ok: false, reason: 'INVALID' }
      if (alipayApps.has(appId)) {
        if (v.payload.host !== 'ALIPAY') return { ok: false, reason: 'INVALID' }
        return { ok: true, identity: { subject: v.sub, unionId: str(v.payload.unionId) } }
      }
      if (!str(v.payload.sessionKey)) return { ok: false, reason: 'INVALID' }
      return { ok: true, identity: { subject: v.sub, unionId: str(v.payload.unionId), sessionKey: str(v.payload.sessionKey) } }
    },
    async miniPhone(appId, payload, ctx) {
      const alipay = alipayApps.get(appId)
      if (alipay) return readAlipayPhone(payload.encryptedData, payload.sign, alipay.keys)
      return wechatMiniPhone(appId, payload, ctx.sessionKey)
    },
  }
}

/** The process-wide sandbox used when IDENTITY_PROVIDER is unset or `sandbox`. */
export const sandboxIdentity = createSandboxIdentity()

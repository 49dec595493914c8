/**
 * The sandbox identity provider: stands in for Google, Apple, partner channels and the mini-program
 * hosts in the demo and the tests. Its tokens are HS256 JWTs signed with a sandbox key
 * (SANDBOX_IDENTITY_SECRET, else random per process), one token type per provider, so a token of one
 * provider never passes for another, a forged one fails its signature and an expired one is refused.
 * Tests (and in-process e2e) mint with `sandboxIdentity` or their own `createSandboxIdentity()`; the
 * development-only route in identity/routes.ts lets the demo pages mint one.
 */
import { randomBytes } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { encryptMiniPhone, type MiniPhone } from './mini-crypto.js'
import type { IdentityVerifiers, VerifyContext, VerifyResult } from './verifiers.js'

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
  /** What the host would hand the page with the get-phone-number button. */
  phone(phone: MiniPhone): { encryptedData: string; initVector: string }
}

export interface SandboxIdentity extends IdentityVerifiers {
  mintGoogle(person: SandboxPerson, o?: MintOptions): Promise<string>
  mintApple(person: SandboxPerson, o?: MintOptions): Promise<string>
  mintChannel(channelCode: string, person: SandboxPerson, o?: MintOptions): Promise<string>
  mintMini(appId: string, person: { openId: string; unionId?: string }, o?: MintOptions): Promise<SandboxMini>
}

export interface MintOptions {
  /** Default 300 s; negative mints an already expired token. */
  ttlSeconds?: number
  /** Issued-at clock (ms); default Date.now(). */
  now?: number
}

export function createSandboxIdentity(secret: string | Uint8Array = process.env.SANDBOX_IDENTITY_SECRET || randomBytes(32)): SandboxIdentity {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret

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
    async mintMini(appId, p, o) {
      // A fresh session key per login code, as the hosts do; the page never learns it in the real flow.
      const sessionKey = randomBytes(16).toString('base64')
      const unionId = p.unionId ?? ''
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
      if (v.payload.appId !== appId || !str(v.payload.sessionKey)) return { ok: false, reason: 'INVALID' }
      return { ok: true, identity: { subject: v.sub, unionId: str(v.payload.unionId), sessionKey: str(v.payload.sessionKey) } }
    },
  }
}

/** The process-wide sandbox used when IDENTITY_PROVIDER is unset or `sandbox`. */
export const sandboxIdentity = createSandboxIdentity()

/**
 * Third-party and channel login (spec accounts §7): google_login, apple_login, channel_oauth, the
 * mini-program pre-login and phone binding, and account binding. A verified identity that is bound in
 * this merchant logs in; one that is not gets the 15012020 need-bind answer with a single-use ticket,
 * which the bind call spends after the buyer proves a phone (code of purpose BIND) or an email
 * account; the identity is then bound and the buyer logged in. Identities are per merchant.
 */
import { randomBytes } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type BindAccountBody,
  type IdentityProvider,
  type LoginMethod,
  type LoginResult,
  type MiniBindPhoneBody,
  type MiniPreLoginResult,
  type NeedBindData,
} from '../../../../../types/accounts.js'
import { STATUS } from '../../../../../types/api.js'
import type { EmailAuthService } from '../auth/email/service.js'
import { findOrCreatePhoneUser, type PhoneAuthService } from '../auth/phone/service.js'
import { createCodeService } from '../codes/service.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../outcome.js'
import type { AccountsRepository, UserRow } from '../repository.js'
import { sha256 } from '../tokens/service.js'
import type { IdentityVerifiers, VerifiedIdentity, VerifyResult } from './verifiers.js'

/** How long a need-bind ticket may wait for the buyer to prove a phone or an email account. */
export const BIND_TICKET_TTL_SECONDS = 15 * 60

const CHANNEL_CODE_RE = /^[A-Za-z0-9_-]{1,64}$/
const APP_ID_RE = /^[A-Za-z0-9_-]{1,64}$/

/** Thrown inside a transaction to roll it back and answer `failure`. */
class Abort extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

export interface IdentityService {
  /** Need-bind answers carry a server-made ticket in their data (NeedBindData); the app reads it there. */
  google(caller: Caller, credential: string): Promise<Outcome<LoginResult>>
  apple(caller: Caller, identityToken: string): Promise<Outcome<LoginResult>>
  channel(caller: Caller, authCode: string, channelCode: string): Promise<Outcome<LoginResult>>
  /** Mini-program: logged in when the openId is bound, else a ticket for the phone binding. */
  miniPreLogin(caller: Caller, authCode: string, appId: string): Promise<Outcome<MiniPreLoginResult>>
  /** Mini-program phone binding: decrypt the host's phone number, log in or register by it, bind. */
  miniBindPhone(caller: Caller, body: MiniBindPhoneBody): Promise<Outcome<LoginResult>>
  /** Spend a need-bind ticket on a proven phone or email account; binds and logs in. */
  bind(caller: Caller, body: BindAccountBody): Promise<Outcome<LoginResult>>
}

interface Services {
  phone: PhoneAuthService
  email: EmailAuthService
  verifiers: IdentityVerifiers
}

export function createIdentityService(deps: AccountsDeps, { phone, email, verifiers }: Services): IdentityService {
  const { repo, tokens, now } = deps
  const codes = createCodeService(deps)
  const ctx = (caller: Caller) => ({ merchantId: caller.merchantId, now: now() })

  const refusal = (r: Exclude<VerifyResult, { ok: true }>): Failure =>
    r.reason === 'UNAVAILABLE'
      ? failure(ACCOUNT_STATUS.IDENTITY_UNAVAILABLE, 'identity.unavailable')
      : failure(ACCOUNT_STATUS.IDENTITY_INVALID, 'identity.invalid')

  async function session(tx: AccountsRepository, caller: Caller, user: UserRow, method: LoginMethod, isNewUser = false): Promise<LoginResult> {
    const cfg = await tx.loginConfig(caller.merchantId)
    const issued = await tokens.startSession(tx, user, { deviceId: caller.deviceKey, loginMethod: method, singleDevice: cfg.singleDevice })
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken, userId: user.userId, isNewUser }
  }

  /** A fresh random ticket (256 bits); only its hash is stored. */
  async function issueTicket(caller: Caller, provider: IdentityProvider, id: VerifiedIdentity, appId?: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url')
    const inserted = await repo.insertBindTicket({
      ticketHash: sha256(ticket),
      merchantId: caller.merchantId,
      provider,
      subject: id.subject,
      unionId: id.unionId ?? null,
      email: id.email?.toLowerCase() ?? null,
      displayName: id.name ?? null,
      appId: appId ?? null,
      sessionKey: id.sessionKey ?? null,
      createdAt: new Date(now()),
      expiresAt: new Date(now() + BIND_TICKET_TTL_SECONDS * 1000),
    })
    // A hash collision of 256 random bits does not happen in practice; draw again rather than fail.
    return inserted ? ticket : issueTicket(caller, provider, id, appId)
  }

  /** Log in a bound identity, or answer 15012020 with a fresh ticket. */
  async function loginOrNeedBind(
    caller: Caller,
    provider: IdentityProvider,
    method: LoginMethod,
    result: VerifyResult,
  ): Promise<Outcome<LoginResult>> {
    if (!result.ok) return refusal(result)
    const user = await repo.findIdentityUser(caller.merchantId, provider, result.identity.subject)
    if (user) return done(await repo.transaction((tx) => session(tx, caller, user, method)))
    const bindTicket = await issueTicket(caller, provider, result.identity)
    const data: NeedBindData = { bindTicket, provider, email: result.identity.email ?? '', expiresInSeconds: BIND_TICKET_TTL_SECONDS }
    return failure(STATUS.NEED_BIND, 'bind.needed', { mode: 'alert', actText: 'bind.action', data })
  }

  /** A live, unused ticket of this merchant (not spent yet: the bind transaction spends it). */
  async function openTicket(caller: Caller, ticket: string) {
    const row = await repo.findBindTicket(caller.merchantId, sha256(ticket))
    if (!row || row.usedAt || row.expiresAt.getTime() <= now()) return null
    return row
  }

  const methodOf = (provider: IdentityProvider): LoginMethod =>
    provider === 'GOOGLE' ? 'GOOGLE' : provider === 'APPLE' ? 'APPLE' : provider.startsWith('MINI:') ? 'MINI_PROGRAM' : 'CHANNEL'

  /**
   * In one transaction: spend the ticket, pick the buyer (which may consume a code and register),
   * bind the identity, start the session. Any refusal rolls the whole of it back (Abort).
   */
  async function bindAndLogin(
    caller: Caller,
    ticket: { ticketHash: string; provider: IdentityProvider; subject: string; unionId: string | null },
    pick: (tx: AccountsRepository) => Promise<{ user: UserRow; isNewUser: boolean }>,
  ): Promise<Outcome<LoginResult>> {
    const at = new Date(now())
    try {
      return await repo.transaction(async (tx) => {
        if (!(await tx.useBindTicket(ticket.ticketHash, at))) throw new Abort(failure(ACCOUNT_STATUS.BIND_TICKET_INVALID, 'bind.ticketInvalid'))
        const { user, isNewUser } = await pick(tx)
        const bound = await tx.insertIdentity({
          merchantId: caller.merchantId,
          provider: ticket.provider,
          subject: ticket.subject,
          unionId: ticket.unionId,
          userId: user.userId,
          createdAt: at,
        })
        if (!bound) {
          // Bound meanwhile (a second tab, a retried call): log in only if it went to this very buyer.
          const owner = await tx.findIdentityUser(caller.merchantId, ticket.provider, ticket.subject)
          if (owner?.userId !== user.userId) throw new Abort(failure(ACCOUNT_STATUS.BIND_TICKET_INVALID, 'bind.taken'))
        }
        return done(await session(tx, caller, user, methodOf(ticket.provider), isNewUser))
      })
    } catch (err) {
      if (err instanceof Abort) return err.failure
      throw err
    }
  }

  async function miniPreLogin(caller: Caller, authCode: string, appId: string): Promise<Outcome<MiniPreLoginResult>> {
    if (!APP_ID_RE.test(appId)) return failure(ACCOUNT_STATUS.IDENTITY_INVALID, 'identity.invalid')
    const result = await verifiers.mini(authCode, appId, ctx(caller))
    if (!result.ok) return refusal(result)
    const provider: IdentityProvider = `MINI:${appId}`
    const user = await repo.findIdentityUser(caller.merchantId, provider, result.identity.subject)
    if (user) {
      const tokensOut = await repo.transaction((tx) => session(tx, caller, user, 'MINI_PROGRAM'))
      return done({ loggedIn: true as const, ...tokensOut })
    }
    const bindTicket = await issueTicket(caller, provider, result.identity, appId)
    return done({ loggedIn: false as const, bindTicket, openId: result.identity.subject, unionId: result.identity.unionId ?? '' })
  }

  /** Google and Apple only where the shop offers them (shop config features). */
  async function offered(caller: Caller, provider: 'GOOGLE' | 'APPLE'): Promise<boolean> {
    return (await repo.loginConfig(caller.merchantId)).identityLogins[provider]
  }
  const notOffered = () => failure(ACCOUNT_STATUS.IDENTITY_UNAVAILABLE, 'identity.unavailable')

  return {
    async google(caller, credential) {
      if (!(await offered(caller, 'GOOGLE'))) return notOffered()
      return loginOrNeedBind(caller, 'GOOGLE', 'GOOGLE', await verifiers.google(credential, ctx(caller)))
    },

    async apple(caller, identityToken) {
      if (!(await offered(caller, 'APPLE'))) return notOffered()
      return loginOrNeedBind(caller, 'APPLE', 'APPLE', await verifiers.apple(identityToken, ctx(caller)))
    },

    async channel(caller, authCode, channelCode) {
      if (!CHANNEL_CODE_RE.test(channelCode)) return failure(ACCOUNT_STATUS.IDENTITY_INVALID, 'identity.invalid')
      return loginOrNeedBind(caller, `CHANNEL:${channelCode}`, 'CHANNEL', await verifiers.channel(authCode, channelCode, ctx(caller)))
    },

    miniPreLogin,

    async miniBindPhone(caller, body) {
      let ticketValue = body.bindTicket
      // Without a ticket the login code may be sent along (one round trip instead of two).
      if (!ticketValue && body.authCode) {
        const pre = await miniPreLogin(caller, body.authCode, body.appId)
        if (!pre.ok) return pre
        if (pre.data.loggedIn) {
          const { loggedIn: _l, ...result } = pre.data
          return done(result)
        }
        ticketValue = pre.data.bindTicket
      }
      const ticket = ticketValue ? await openTicket(caller, ticketValue) : null
      if (!ticket || !ticket.provider.startsWith('MINI:') || ticket.appId !== body.appId) {
        return failure(ACCOUNT_STATUS.BIND_TICKET_INVALID, 'bind.ticketInvalid')
      }
      // WeChat-style hosts: the session key stored at pre-login decrypts (a client-sent sessionKey is
      // never used); Alipay: the app's own keys. The verifier picks by the configured app id.
      const opened = await verifiers.miniPhone(
        body.appId,
        { encryptedData: body.encryptedData, initVector: body.initVector, sign: body.sign },
        { ...ctx(caller), sessionKey: ticket.sessionKey ?? undefined },
      )
      if (!opened.ok) {
        if (opened.reason === 'REFUSED') return failure(ACCOUNT_STATUS.IDENTITY_INVALID, 'mini.alipayRefused', { vars: { code: opened.hostCode } })
        if (opened.reason === 'UNAVAILABLE') return failure(ACCOUNT_STATUS.IDENTITY_UNAVAILABLE, 'identity.unavailable')
        return failure(ACCOUNT_STATUS.IDENTITY_INVALID, 'mini.phoneInvalid')
      }
      const checked = await phone.checkPhone(caller, opened.phone.countryCode, opened.phone.purePhoneNumber)
      if (checked.problem) return checked.problem
      return bindAndLogin(caller, ticket, (tx) => findOrCreatePhoneUser(deps, tx, caller, checked.countryCode, checked.cellphone))
    },

    async bind(caller, body) {
      const ticket = await openTicket(caller, body.bindTicket)
      if (!ticket) return failure(ACCOUNT_STATUS.BIND_TICKET_INVALID, 'bind.ticketInvalid')
      // A ticket issued while the shop offered the sign-in is not spent after it stopped offering it.
      if ((ticket.provider === 'GOOGLE' || ticket.provider === 'APPLE') && !(await offered(caller, ticket.provider))) return notOffered()
      if ('email' in body) {
        const checked = await email.verifyPassword(caller, { email: body.email, password: body.password })
        if (!checked.ok) return checked
        const user = checked.data
        return bindAndLogin(caller, ticket, async () => ({ user, isNewUser: false }))
      }
      const checked = await phone.checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const target = { kind: 'SMS' as const, countryCode: checked.countryCode, cellphone: checked.cellphone }
      const code = await codes.check(caller, target, 'BIND', body.verifyCode)
      if (!code.ok) return code
      return bindAndLogin(caller, ticket, async (tx) => {
        if (!(await codes.consume(tx, code.codeId))) throw new Abort(failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid'))
        return findOrCreatePhoneUser(deps, tx, caller, checked.countryCode, checked.cellphone)
      })
    },
  }
}

/**
 * Email and password: create_account → activation link, activate_email, check_email, login,
 * forgot_password → reset link, set_password, change_password. None of the public answers depends on
 * whether an address has an account; only the mailbox owner learns it (from the message they receive).
 */
import { randomUUID } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type ActivateResult,
  type ChangePasswordBody,
  type CreateAccountBody,
  type EmailLoginBody,
  type LoginResult,
  type MessageSent,
  type SetPasswordBody,
} from '../../../../../../types/accounts.js'
import type { AuthUser } from '../../../../http/auth.js'
import { DeliveryError } from '../../delivery/http.js'
import type { AccountsDeps } from '../../deps.js'
import type { EmailMessage } from '../../email/sender.js'
import { ta } from '../../messages.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../../outcome.js'
import { methodAllowed } from '../../login-methods.js'
import { isValidEmail, normaliseEmail, passwordProblem } from '../../validation.js'
import { newUserId } from '../phone/service.js'
import type { UserRow } from '../../repository.js'

export interface EmailAuthService {
  createAccount(caller: Caller, body: CreateAccountBody): Promise<Outcome<MessageSent>>
  activateEmail(caller: Caller, token: string): Promise<Outcome<ActivateResult>>
  checkEmail(caller: Caller, email: string): Promise<Outcome<MessageSent>>
  login(caller: Caller, body: EmailLoginBody): Promise<Outcome<LoginResult>>
  /** The account behind an email and password, with the same throttle as login (no session started). */
  verifyPassword(caller: Caller, body: EmailLoginBody): Promise<Outcome<UserRow>>
  forgotPassword(caller: Caller, email: string): Promise<Outcome<MessageSent>>
  setPassword(caller: Caller, body: SetPasswordBody): Promise<Outcome<{ passwordSet: true }>>
  /** Re-authenticate with the old password, set the new one, end every other session. */
  changePassword(caller: Caller, user: AuthUser, body: ChangePasswordBody): Promise<Outcome<{ passwordChanged: true }>>
}

const SENT: MessageSent = { sent: true }

const throttled = (wait: number) =>
  failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'login.throttled', { vars: { seconds: wait }, data: { retryAfterSeconds: wait } })

export function createEmailAuthService(deps: AccountsDeps): EmailAuthService {
  const { repo, tokens, hasher, throttle, sends, config, now } = deps

  /**
   * Account emails answer alike whether or not the address has an account (forgot-password sends
   * nothing to an unknown one), so a provider failure must not change the answer either: the sender
   * has logged it, and the buyer may ask again once the resend wait is over. Unlike a code send, the
   * send stays counted: unknown addresses get no message at all, so giving back only the failed ones
   * would let the wait tell which addresses have an account.
   */
  async function mail(message: EmailMessage): Promise<void> {
    try {
      await deps.email.send(message)
    } catch (err) {
      if (!(err instanceof DeliveryError)) throw err
    }
  }

  const link = (page: string, query: Record<string, string>, caller: Caller) =>
    `${config.linkBaseUrl}/${page}?${new URLSearchParams({ ...query, merchantId: caller.merchantId, lang: caller.lang })}`

  async function checkAddress(caller: Caller, raw: string): Promise<{ email: string } | { problem: Failure }> {
    const email = normaliseEmail(raw)
    if (!isValidEmail(email)) return { problem: failure(ACCOUNT_STATUS.INVALID_INPUT, 'email.invalid') }
    const cfg = await repo.loginConfig(caller.merchantId)
    if (!methodAllowed(cfg, caller.lang, 'EMAIL')) return { problem: failure(ACCOUNT_STATUS.METHOD_UNSUPPORTED, 'method.unsupported') }
    return { email }
  }

  /** Send limits are keyed by the address and counted before any lookup, so they answer alike for every address. */
  const emailTarget = (email: string) => `email:${email}`

  async function sendExistsNotice(caller: Caller, email: string): Promise<void> {
    const url = link('forgot-password', { email }, caller)
    await mail({
      merchantId: caller.merchantId,
      to: email,
      subject: ta(caller.lang, 'mail.exists.subject'),
      text: ta(caller.lang, 'mail.exists.body', { link: url }),
      link: url,
      kind: 'ACCOUNT_EXISTS',
      sentAt: new Date(now()),
    })
  }

  async function startLink(
    caller: Caller,
    purpose: 'ACTIVATE' | 'RESET',
    email: string,
    extra: { userId?: string; passwordHash?: string; nickname?: string },
  ): Promise<string> {
    const jti = randomUUID()
    const ttl = purpose === 'ACTIVATE' ? config.activationTtlSeconds : config.resetTtlSeconds
    await repo.insertEmailLink({
      jti,
      merchantId: caller.merchantId,
      purpose,
      email,
      userId: extra.userId ?? null,
      passwordHash: extra.passwordHash ?? null,
      nickname: extra.nickname ?? null,
      expiresAt: new Date(now() + ttl * 1000),
      createdAt: new Date(now()),
    })
    return tokens.signLink({ typ: purpose === 'ACTIVATE' ? 'activate' : 'reset', mid: caller.merchantId, jti }, ttl)
  }

  /** The link row behind a token when it is genuine, of this merchant and kind, unused and unexpired. */
  async function openLink(caller: Caller, token: string, purpose: 'ACTIVATE' | 'RESET') {
    const jti = await tokens.verifyLink(token, purpose === 'ACTIVATE' ? 'activate' : 'reset', caller.merchantId)
    if (!jti) return undefined
    const row = await repo.findEmailLink(jti)
    if (!row || row.purpose !== purpose || row.merchantId !== caller.merchantId || row.usedAt) return undefined
    if (row.expiresAt.getTime() <= now()) return undefined
    return row
  }

  async function verifyPassword(caller: Caller, body: EmailLoginBody): Promise<Outcome<UserRow>> {
    const checked = await checkAddress(caller, body.email)
    if ('problem' in checked) return checked.problem
    const { email } = checked
    const key = { merchantId: caller.merchantId, account: email, ip: caller.ip, deviceId: caller.deviceId ?? '' }
    const attempt = await throttle.begin(repo, key)
    if (!attempt.ok) return throttled(attempt.waitSeconds)
    const user = await repo.findUserByEmail(caller.merchantId, email)
    let valid = false
    if (user?.passwordHash) valid = await hasher.verify(user.passwordHash, body.password)
    else await hasher.dummyVerify(body.password)
    if (!user || !valid) {
      await attempt.failed()
      return failure(ACCOUNT_STATUS.CREDENTIALS_INVALID, 'credentials.invalid')
    }
    await attempt.succeeded()
    return done(user)
  }

  return {
    async createAccount(caller, body) {
      const checked = await checkAddress(caller, body.email)
      if ('problem' in checked) return checked.problem
      const { email } = checked
      const weak = passwordProblem(body.password)
      if (weak) return failure(ACCOUNT_STATUS.INVALID_INPUT, weak)
      const reserved = await sends.reserve('EMAIL', emailTarget(email), caller)
      if (!reserved.ok) return reserved
      // Hash in every case so the answer takes as long whether or not the address is taken.
      const passwordHash = await hasher.hash(body.password)
      const existing = await repo.findUserByEmail(caller.merchantId, email)
      if (existing) {
        await sendExistsNotice(caller, email)
      } else {
        // No user row until activation: a pending sign-up lives in its link, so a stranger cannot
        // pre-register someone else's address with a password of their choosing.
        const token = await startLink(caller, 'ACTIVATE', email, { passwordHash, nickname: body.nickname?.trim() || undefined })
        const url = link('activate-email', { token }, caller)
        await mail({
          merchantId: caller.merchantId,
          to: email,
          subject: ta(caller.lang, 'mail.activate.subject'),
          text: ta(caller.lang, 'mail.activate.body', { link: url }),
          link: url,
          kind: 'ACTIVATE',
          sentAt: new Date(now()),
        })
      }
      return done(SENT, 'email.sent')
    },

    async activateEmail(caller, token) {
      const row = await openLink(caller, token, 'ACTIVATE')
      if (!row || !row.passwordHash) return failure(ACCOUNT_STATUS.LINK_INVALID, 'link.invalid')
      const at = new Date(now())
      const result = await repo.transaction(async (tx) => {
        if (!(await tx.useEmailLink(row.jti, at))) return 'used' as const
        if (await tx.findUserByEmail(caller.merchantId, row.email)) return 'taken' as const
        const user = await tx.insertUser({
          userId: newUserId(),
          merchantId: caller.merchantId,
          email: row.email,
          passwordHash: row.passwordHash,
          nickname: row.nickname ?? '',
          registeredBy: 'EMAIL',
          language: caller.lang,
          messageLanguage: caller.lang,
          createdAt: at,
          updatedAt: at,
        })
        return user ? ('created' as const) : ('taken' as const)
      })
      if (result === 'used') return failure(ACCOUNT_STATUS.LINK_INVALID, 'link.invalid')
      if (result === 'taken') return failure(ACCOUNT_STATUS.LINK_INVALID, 'email.taken')
      return done({ activated: true, email: row.email })
    },

    async checkEmail(caller, rawEmail) {
      const checked = await checkAddress(caller, rawEmail)
      if ('problem' in checked) return checked.problem
      const { email } = checked
      const reserved = await sends.reserve('EMAIL', emailTarget(email), caller)
      if (!reserved.ok) return reserved
      if (await repo.findUserByEmail(caller.merchantId, email)) {
        await sendExistsNotice(caller, email)
      } else {
        const url = link('create-account', { email }, caller)
        await mail({
          merchantId: caller.merchantId,
          to: email,
          subject: ta(caller.lang, 'mail.signup.subject'),
          text: ta(caller.lang, 'mail.signup.body', { link: url }),
          link: url,
          kind: 'SIGN_UP',
          sentAt: new Date(now()),
        })
      }
      return done(SENT, 'email.sent')
    },

    verifyPassword,

    async login(caller, body) {
      const checked = await verifyPassword(caller, body)
      if (!checked.ok) return checked
      const user = checked.data
      const cfg = await repo.loginConfig(caller.merchantId)
      const issued = await repo.transaction((tx) =>
        tokens.startSession(tx, user, { deviceId: caller.deviceKey, loginMethod: 'EMAIL', singleDevice: cfg.singleDevice }),
      )
      return done({ accessToken: issued.accessToken, refreshToken: issued.refreshToken, userId: user.userId, isNewUser: false })
    },

    async forgotPassword(caller, rawEmail) {
      const checked = await checkAddress(caller, rawEmail)
      if ('problem' in checked) return checked.problem
      const { email } = checked
      const reserved = await sends.reserve('EMAIL', emailTarget(email), caller)
      if (!reserved.ok) return reserved
      const user = await repo.findUserByEmail(caller.merchantId, email)
      if (user) {
        const token = await startLink(caller, 'RESET', email, { userId: user.userId })
        const url = link('set-password', { token }, caller)
        await mail({
          merchantId: caller.merchantId,
          to: email,
          subject: ta(caller.lang, 'mail.reset.subject'),
          text: ta(caller.lang, 'mail.reset.body', { link: url }),
          link: url,
          kind: 'RESET',
          sentAt: new Date(now()),
        })
      }
      return done(SENT, 'email.sent')
    },

    async setPassword(caller, body) {
      const weak = passwordProblem(body.password)
      if (weak) return failure(ACCOUNT_STATUS.INVALID_INPUT, weak)
      const row = await openLink(caller, body.token, 'RESET')
      if (!row || !row.userId) return failure(ACCOUNT_STATUS.LINK_INVALID, 'link.invalid')
      const userId = row.userId
      const passwordHash = await hasher.hash(body.password)
      const at = new Date(now())
      const ok = await repo.transaction(async (tx) => {
        if (!(await tx.useEmailLink(row.jti, at))) return false
        const user = await tx.findUserById(caller.merchantId, userId)
        if (!user || user.email !== row.email) return false
        await tx.updateUser(caller.merchantId, userId, { passwordHash }, at)
        // Whoever knew the old password is logged out everywhere.
        await tx.endUserSessions(userId, 'PASSWORD_CHANGED', at)
        return true
      })
      if (!ok) return failure(ACCOUNT_STATUS.LINK_INVALID, 'link.invalid')
      return done({ passwordSet: true })
    },

    async changePassword(caller, authUser, body) {
      const user = await repo.findUserById(caller.merchantId, authUser.userId)
      if (!user?.passwordHash) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'password.notSet')
      const weak = passwordProblem(body.newPassword)
      if (weak) return failure(ACCOUNT_STATUS.INVALID_INPUT, weak)
      const key = { merchantId: caller.merchantId, account: `user:${user.userId}`, ip: caller.ip, deviceId: caller.deviceId ?? '' }
      const attempt = await throttle.begin(repo, key)
      if (!attempt.ok) return throttled(attempt.waitSeconds)
      if (!(await hasher.verify(user.passwordHash, body.oldPassword))) {
        await attempt.failed()
        return failure(ACCOUNT_STATUS.CREDENTIALS_INVALID, 'password.wrongOld')
      }
      await attempt.succeeded()
      if (body.newPassword === body.oldPassword) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'password.same')
      const passwordHash = await hasher.hash(body.newPassword)
      const at = new Date(now())
      await repo.transaction(async (tx) => {
        await tx.updateUser(caller.merchantId, user.userId, { passwordHash }, at)
        await tx.endUserSessions(user.userId, 'PASSWORD_CHANGED', at, authUser.sessionId)
      })
      return done({ passwordChanged: true }, 'password.changed')
    },
  }
}

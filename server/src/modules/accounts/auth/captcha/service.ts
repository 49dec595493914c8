/**
 * Graphic captcha in front of risky one-time-code sends (spec: /login-captcha; core §3 "captcha
 * tokens are stored per scope", §5 "captcha is valid only when every needed captcha type has an
 * unexpired token").
 *
 * - issue: a fresh image (4 characters) whose answer is kept only as an HMAC bound to merchant, scope
 *   and challenge id; valid `challengeTtlSeconds`; one address may ask for `issuePerIp` per window.
 * - verify: a right answer closes the challenge (single use) and returns a random token (kept as
 *   SHA-256) bound to the merchant and scope, valid `tokenTtlSeconds`; wrong answers count on the
 *   challenge and close it after `maxAttempts`.
 * - guard: every public code send is counted, atomically and before anything is sent, against the
 *   free allowances of the window (config.captcha.freeSends) of the phone, the IP and the device
 *   (device-id header); the send that goes past any of them is risky and needs a token. The guard
 *   spends the token inside the transaction that stores the new code, so a refused send spends
 *   nothing, and gives its counts back, and a token lets exactly one send pass. Of 40 simultaneous
 *   sends from one address with an allowance of 20, exactly 20 pass without a captcha.
 * - images per address: `issuePerIp` per window, counted before the image is drawn.
 * - answer tries: a try is taken on the challenge BEFORE the answer is compared (one conditional
 *   UPDATE), so simultaneous answers get at most `maxAttempts` comparisons.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type CaptchaChallenge,
  type CaptchaInvalidData,
  type CaptchaRequiredData,
  type CaptchaScope,
  type CaptchaToken,
  type CaptchaVerifyBody,
} from '../../../../../../types/accounts.js'
import type { Limits } from '../../../../limits/index.js'
import type { AccountsDeps } from '../../deps.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../../outcome.js'
import type { AccountsRepository } from '../../repository.js'
import { sha256 } from '../../tokens/service.js'
import { captchaPng, type CaptchaImages } from './images.js'

const DAY_MS = 24 * 3600 * 1000
const CAPTCHA_ID_RE = /^[A-Za-z0-9_-]{16,64}$/
const TOKEN_RE = /^[A-Za-z0-9_-]{20,128}$/

/** The captcha's say on one code send: counted before the send, checked inside its transaction. */
export interface SendGuard {
  /** Count the send against the free allowances (outside any transaction); whether it is risky. */
  count(): Promise<{ risky: boolean; giveBack(): Promise<void> }>
  /** Inside the send's transaction, for a risky send: spend the token; null lets the send go ahead. */
  spend(tx: AccountsRepository): Promise<Failure | null>
}

export interface CaptchaService {
  issue(caller: Caller, scope: CaptchaScope): Promise<Outcome<CaptchaChallenge>>
  verify(caller: Caller, body: CaptchaVerifyBody): Promise<Outcome<CaptchaToken>>
  /** The guard of a public code send to `target` (the send-log key of the phone). */
  sendGuard(caller: Caller, scope: CaptchaScope, target: string, captchaToken: string | undefined): SendGuard
}

/** What the answer box accepts: letters and digits, any case, spaces ignored. */
export function normaliseAnswer(raw: string): string | null {
  const v = raw.replace(/\s+/g, '').toUpperCase()
  return /^[A-Z0-9]{1,12}$/.test(v) ? v : null
}

export function createCaptchaService(deps: AccountsDeps, limits: Limits, images: CaptchaImages): CaptchaService {
  const { repo, tokens, config, now } = deps
  const cfg = config.captcha
  const window = (points: number) => ({ points, windowSeconds: cfg.windowSeconds })
  const free = {
    target: limits.counter('captcha-free-target', window(cfg.freeSends.target)),
    ip: limits.counter('captcha-free-ip', window(cfg.freeSends.ip)),
    device: limits.counter('captcha-free-device', window(cfg.freeSends.device)),
  }
  const issuePerIp = limits.counter('captcha-issue-ip', window(cfg.issuePerIp))
  const mac = (caller: Caller, scope: CaptchaScope, captchaId: string, answer: string) =>
    tokens.mac('captcha', `captcha|${caller.merchantId}|${scope}|${captchaId}|${answer}`)

  const invalid = (message: 'captcha.wrong' | 'captcha.tooManyTries' | 'captcha.expired', attemptsLeft: number): Failure => {
    const data: CaptchaInvalidData = { attemptsLeft, refresh: attemptsLeft === 0 }
    return failure(ACCOUNT_STATUS.CAPTCHA_INVALID, message, { mode: 'none', vars: { left: attemptsLeft }, data })
  }

  /** Count a send to `target` from this caller against every free allowance of the window. */
  async function countSend(caller: Caller, target: string) {
    const takes = [free.target.take(target), free.ip.take(caller.ip)]
    // Without a device-id header the device key is the request's trace id, which never repeats.
    if (caller.deviceId) takes.push(free.device.take(caller.deviceId))
    const taken = await Promise.all(takes)
    return { risky: taken.some((t) => !t.allowed), giveBack: () => Promise.all(taken.map((t) => t.giveBack())).then(() => undefined) }
  }

  return {
    async issue(caller, scope) {
      const at = now()
      const issued = await issuePerIp.take(caller.ip)
      if (!issued.allowed) {
        await issued.giveBack()
        const wait = issued.retryAfterSeconds
        return failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'captcha.tooMany', { vars: { minutes: Math.ceil(wait / 60) }, data: { retryAfterSeconds: wait } })
      }
      await repo.purgeCaptchas(new Date(at - DAY_MS))
      const image = images.create()
      const captchaId = randomBytes(16).toString('base64url')
      await repo.insertCaptcha({
        captchaId,
        merchantId: caller.merchantId,
        scope,
        answerHash: await mac(caller, scope, captchaId, image.answer.toUpperCase()),
        ip: caller.ip,
        expiresAt: new Date(at + cfg.challengeTtlSeconds * 1000),
        createdAt: new Date(at),
      })
      return done({
        captchaId,
        scope,
        image: `data:image/png;base64,${(await captchaPng(image.svg)).toString('base64')}`,
        answerLength: image.answer.length,
        expiresInSeconds: cfg.challengeTtlSeconds,
      })
    },

    async verify(caller, body) {
      const answer = normaliseAnswer(body.answer)
      if (!answer) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'captcha.format', { mode: 'none' })
      const at = new Date(now())
      // Unknown, another merchant's, expired and closed challenges all read the same.
      const row = CAPTCHA_ID_RE.test(body.captchaId) ? await repo.findCaptcha(caller.merchantId, body.captchaId) : undefined
      if (!row || row.closedAt || row.expiresAt.getTime() <= at.getTime()) return invalid('captcha.expired', 0)
      // The try is taken first; only an answer that got one is compared.
      const attempts = await repo.claimCaptchaTry(row.captchaId, cfg.maxAttempts, at)
      if (attempts === null) return invalid('captcha.tooManyTries', 0)
      const expected = Buffer.from(row.answerHash)
      const given = Buffer.from(await mac(caller, row.scope, row.captchaId, answer))
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const left = Math.max(0, cfg.maxAttempts - attempts)
        if (left === 0) await repo.closeCaptcha(row.captchaId, at)
        return invalid(left === 0 ? 'captcha.tooManyTries' : 'captcha.wrong', left)
      }
      const captchaToken = randomBytes(32).toString('base64url')
      const solved = await repo.solveCaptcha(row.captchaId, sha256(captchaToken), new Date(at.getTime() + cfg.tokenTtlSeconds * 1000), at)
      if (!solved) return invalid('captcha.expired', 0)
      return done({ captchaToken, scope: row.scope, expiresInSeconds: cfg.tokenTtlSeconds }, 'captcha.passed')
    },

    sendGuard(caller, scope, target, captchaToken) {
      return {
        count: () => countSend(caller, target),
        async spend(tx) {
          const data: CaptchaRequiredData = { captchaScope: scope }
          if (!captchaToken) return failure(ACCOUNT_STATUS.CAPTCHA_REQUIRED, 'captcha.required', { mode: 'none', data })
          const spent = TOKEN_RE.test(captchaToken) && (await tx.spendCaptchaToken(caller.merchantId, scope, sha256(captchaToken), new Date(now())))
          return spent ? null : failure(ACCOUNT_STATUS.CAPTCHA_REQUIRED, 'captcha.tokenInvalid', { mode: 'none', data })
        },
      }
    },
  }
}

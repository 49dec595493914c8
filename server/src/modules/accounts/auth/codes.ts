/**
 * One-time codes for every purpose (login, bind, unregister, work permit): 6 digits, HMAC-hashed at
 * rest, bound to merchant + target + purpose, single use, valid codeTtlSeconds, closed after
 * codeMaxAttempts wrong tries (counted on the code, so rotating addresses gains nothing). A target is a
 * phone (countryCode + cellphone) or, for unregistering an email-only account, an email address kept
 * in the same columns as countryCode 'EMAIL'.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { ACCOUNT_STATUS, type CodePurpose } from '../../../../../types/accounts.js'
import type { AccountsDeps } from '../deps.js'
import { ta, type AccountMessageKey } from '../messages.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../outcome.js'
import { checkSendLimits, logSend } from '../policy.js'
import type { SendGuard } from './captcha.js'

export type CodeTarget = { kind: 'SMS'; countryCode: string; cellphone: string } | { kind: 'EMAIL'; email: string }

const EMAIL_CC = 'EMAIL'

const columns = (t: CodeTarget) => (t.kind === 'SMS' ? { countryCode: t.countryCode, cellphone: t.cellphone } : { countryCode: EMAIL_CC, cellphone: t.email })
/** Send-limit key: the same as phone.ts and email.ts use, so limits are shared across purposes. */
export const sendTarget = (t: CodeTarget) => (t.kind === 'SMS' ? `+${t.countryCode} ${t.cellphone}` : `email:${t.email}`)

export interface CodeService {
  /**
   * Limits first (never looking up an account), then the guard (a captcha when the send looks risky),
   * then a fresh code replaces any open one. A refusal at any step sends and stores nothing.
   */
  send(
    caller: Caller,
    target: CodeTarget,
    purpose: CodePurpose,
    text?: AccountMessageKey,
    guard?: SendGuard,
  ): Promise<Outcome<{ retryAfterSeconds: number }>>
  /** Check a code without using it up: the caller consumes it inside its own transaction. */
  check(caller: Caller, target: CodeTarget, purpose: CodePurpose, code: string): Promise<{ ok: true; codeId: string } | Failure>
}

export function createCodeService(deps: AccountsDeps): CodeService {
  const { repo, tokens, config, now } = deps
  const mac = (caller: Caller, t: CodeTarget, purpose: CodePurpose, code: string) => {
    const c = columns(t)
    return tokens.mac(`code|${caller.merchantId}|${c.countryCode}|${c.cellphone}|${purpose}|${code}`)
  }

  return {
    async send(caller, target, purpose, text = 'sms.code', guard) {
      const channel = target.kind
      const limited = await checkSendLimits(deps, channel, sendTarget(target), caller)
      if (limited) return limited
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const at = new Date(now())
      const codeHash = await mac(caller, target, purpose, code)
      const refused = await repo.transaction(async (tx) => {
        const refusal = guard ? await guard(tx) : null
        if (refusal) return refusal
        await tx.replaceCode(
          { merchantId: caller.merchantId, ...columns(target), purpose, codeHash, expiresAt: new Date(now() + config.codeTtlSeconds * 1000), createdAt: at },
          at,
        )
        return null
      })
      if (refused) return refused
      await logSend(deps, channel, sendTarget(target), caller)
      const body = ta(caller.lang, text, { code })
      if (target.kind === 'SMS') {
        await deps.sms.send({ merchantId: caller.merchantId, countryCode: target.countryCode, cellphone: target.cellphone, text: body, code, sentAt: at })
      } else {
        await deps.email.send({
          merchantId: caller.merchantId,
          to: target.email,
          subject: ta(caller.lang, 'mail.code.subject'),
          text: body,
          code,
          kind: 'CODE',
          sentAt: at,
        })
      }
      return done({ retryAfterSeconds: config.codeResendSeconds }, 'code.sent')
    },

    async check(caller, target, purpose, code) {
      if (!/^\d{6}$/.test(code)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'code.format')
      const at = new Date(now())
      const c = columns(target)
      const open = await repo.findOpenCode(caller.merchantId, c.countryCode, c.cellphone, purpose, at)
      if (!open) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      const expected = Buffer.from(open.codeHash)
      const given = Buffer.from(await mac(caller, target, purpose, code))
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await repo.recordWrongCode(open.id, config.codeMaxAttempts, at)
        return failure(ACCOUNT_STATUS.CODE_INVALID, attempts >= config.codeMaxAttempts ? 'code.tooManyTries' : 'code.invalid')
      }
      return { ok: true, codeId: open.id }
    },
  }
}

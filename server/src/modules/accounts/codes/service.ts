/**
 * One-time codes for every purpose (login, bind, unregister, work permit): 6 digits, HMAC-hashed at
 * rest, bound to merchant + target + purpose, single use, valid codeTtlSeconds, and good for
 * codeMaxAttempts tries. A try is counted on the code (so rotating addresses gains nothing) and counted
 * BEFORE the guess is compared, by one conditional UPDATE: simultaneous guesses queue on the row, so a
 * burst of any size gets at most codeMaxAttempts comparisons, and a right code arriving after the tries
 * are used up is refused unseen. A wrong guess is told how many tries are left; one after the last try
 * how long until a new code can be sent (data attemptsLeft, retryAfterSeconds). A target is a
 * phone (countryCode + cellphone) or, for unregistering an email-only account, an email address kept
 * in the same columns as countryCode 'EMAIL'.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { ACCOUNT_STATUS, type CodePurpose } from '../../../../../types/accounts.js'
import { DeliveryError, surelyUndelivered } from '../delivery/http.js'
import type { AccountsDeps } from '../deps.js'
import type { AccountsRepository } from '../repository.js'
import { ta, type AccountMessageKey } from '../messages.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../outcome.js'
import type { SendGuard } from '../auth/captcha/service.js'

export type CodeTarget = { kind: 'SMS'; countryCode: string; cellphone: string } | { kind: 'EMAIL'; email: string }

const EMAIL_CC = 'EMAIL'

const columns = (t: CodeTarget) => (t.kind === 'SMS' ? { countryCode: t.countryCode, cellphone: t.cellphone } : { countryCode: EMAIL_CC, cellphone: t.email })
/** Send-limit key: the same as phone.ts and email.ts use, so limits are shared across purposes. */
export const sendTarget = (t: CodeTarget) => (t.kind === 'SMS' ? `+${t.countryCode} ${t.cellphone}` : `email:${t.email}`)

export interface CodeService {
  /**
   * Limits first, counted atomically (never looking up an account), then the guard (a captcha when the
   * send looks risky), then a fresh code replaces any open one. A refusal at any step sends and stores
   * nothing and gives the counts back; so does a provider that surely did not deliver.
   */
  send(
    caller: Caller,
    target: CodeTarget,
    purpose: CodePurpose,
    text?: AccountMessageKey,
    guard?: SendGuard,
  ): Promise<Outcome<{ retryAfterSeconds: number }>>
  /** Check a code (spending one of its tries) without using it up: the caller then calls consume. */
  check(caller: Caller, target: CodeTarget, purpose: CodePurpose, code: string): Promise<{ ok: true; codeId: string } | Failure>
  /** Use up a checked code inside the caller's transaction; false when it was used or closed meanwhile. */
  consume(tx: AccountsRepository, codeId: string): Promise<boolean>
}

export function createCodeService(deps: AccountsDeps): CodeService {
  const { repo, tokens, config, now, sends } = deps

  /** Hand the message to the SMS or email provider (throws DeliveryError when it does not take it). */
  async function deliver(caller: Caller, target: CodeTarget, purpose: CodePurpose, body: string, code: string, at: Date): Promise<void> {
    if (target.kind === 'SMS') {
      await deps.sms.send({ merchantId: caller.merchantId, countryCode: target.countryCode, cellphone: target.cellphone, text: body, code, purpose, sentAt: at })
      return
    }
    await deps.email.send({
      merchantId: caller.merchantId,
      to: target.email,
      subject: ta(caller.lang, 'mail.code.subject'),
      text: body,
      code,
      kind: 'CODE',
      purpose,
      sentAt: at,
    })
  }
  const mac = (caller: Caller, t: CodeTarget, purpose: CodePurpose, code: string) => {
    const c = columns(t)
    return tokens.mac('code', `code|${caller.merchantId}|${c.countryCode}|${c.cellphone}|${purpose}|${code}`)
  }

  /**
   * The code's tries are used up: a new code is the way on, as soon as the resend wait of the one sent
   * (codeResendSeconds from its sending) is over. The answer says how long that is (issue 13: the
   * buyer must learn when the lock ends), in words and as data.
   */
  const locked = (sentAt: Date, at: Date): Failure => {
    const retryAfterSeconds = Math.max(0, Math.ceil((sentAt.getTime() + config.codeResendSeconds * 1000 - at.getTime()) / 1000))
    const data = { attemptsLeft: 0, retryAfterSeconds }
    if (retryAfterSeconds === 0) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.tooManyTries', { data })
    return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.lockedFor', { vars: { seconds: retryAfterSeconds }, data })
  }

  return {
    async send(caller, target, purpose, text = 'sms.code', guard) {
      const reserved = await sends.reserve(target.kind, sendTarget(target), caller)
      if (!reserved.ok) return reserved
      const counted = guard ? await guard.count() : null
      const giveBack = () => Promise.all([reserved.giveBack(), counted?.giveBack()]).then(() => undefined)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const at = new Date(now())
      const codeHash = await mac(caller, target, purpose, code)
      const refused = await repo.transaction(async (tx) => {
        const refusal = guard && counted?.risky ? await guard.spend(tx) : null
        if (refusal) return refusal
        await tx.replaceCode(
          { merchantId: caller.merchantId, ...columns(target), purpose, codeHash, expiresAt: new Date(now() + config.codeTtlSeconds * 1000), createdAt: at },
          at,
        )
        return null
      })
      if (refused) {
        await giveBack()
        return refused
      }
      try {
        await deliver(caller, target, purpose, ta(caller.lang, text, { code }), code, at)
      } catch (err) {
        if (!(err instanceof DeliveryError)) throw err
        // The provider did not take it. Surely undelivered: the send is given back and the buyer may
        // ask again now. A time-out may still deliver, so it keeps counting and the wait applies.
        const undelivered = surelyUndelivered(err)
        if (undelivered) await giveBack()
        return failure(ACCOUNT_STATUS.DELIVERY_FAILED, 'send.failed', { data: { retryAfterSeconds: undelivered ? 0 : config.codeResendSeconds } })
      }
      return done({ retryAfterSeconds: config.codeResendSeconds }, 'code.sent')
    },

    async check(caller, target, purpose, code) {
      if (!/^\d{6}$/.test(code)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'code.format')
      const at = new Date(now())
      const c = columns(target)
      const open = await repo.findOpenCode(caller.merchantId, c.countryCode, c.cellphone, purpose, at)
      if (!open) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      // The try is taken first; only a guess that got one is compared.
      const tries = await repo.claimCodeTry(open.id, config.codeMaxAttempts, at)
      if (tries === null) return locked(open.createdAt, at)
      const expected = Buffer.from(open.codeHash)
      const given = Buffer.from(await mac(caller, target, purpose, code))
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attemptsLeft = config.codeMaxAttempts - tries
        if (attemptsLeft <= 0) return locked(open.createdAt, at)
        return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.wrongTriesLeft', { vars: { tries: attemptsLeft }, data: { attemptsLeft } })
      }
      return { ok: true, codeId: open.id }
    },

    consume: (tx, codeId) => tx.consumeCode(codeId, config.codeMaxAttempts, new Date(now())),
  }
}

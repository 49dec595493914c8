/** Login by SMS code: send_code and login_or_register (spec accounts §5, §7). */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type CodePurpose,
  type LoginOrRegisterBody,
  type LoginResult,
  type RetryAfter,
  type SendCodeBody,
} from '../../../../../types/accounts.js'
import type { AccountsDeps } from '../deps.js'
import { ta } from '../messages.js'
import { done, failure, type Caller, type Outcome } from '../outcome.js'
import { checkSendLimits, logSend, phoneLoginProblem } from '../policy.js'
import { isValidPhone, normaliseCountryCode } from '../validation.js'

const phoneTarget = (countryCode: string, cellphone: string) => `+${countryCode} ${cellphone}`

export function newUserId(): string {
  return `U${randomBytes(10).toString('hex')}`
}

export interface PhoneAuthService {
  /** Send a 6-digit code; never looks up whether the phone has an account. */
  sendCode(caller: Caller, body: SendCodeBody): Promise<Outcome<RetryAfter>>
  /** Check the code; log in, creating the account on first use. */
  loginOrRegister(caller: Caller, body: LoginOrRegisterBody): Promise<Outcome<LoginResult>>
}

export function createPhoneAuthService(deps: AccountsDeps): PhoneAuthService {
  const { repo, tokens, config, now } = deps

  const codeMac = (caller: Caller, cc: string, phone: string, purpose: CodePurpose, code: string) =>
    tokens.mac(`code|${caller.merchantId}|${cc}|${phone}|${purpose}|${code}`)

  async function checkPhone(caller: Caller, rawCc: string | undefined, rawPhone: string) {
    const countryCode = normaliseCountryCode(rawCc)
    const cellphone = rawPhone.trim()
    const cfg = await repo.loginConfig(caller.merchantId)
    const problem = phoneLoginProblem(cfg, caller.lang, countryCode)
    if (problem) return { problem }
    if (!isValidPhone(countryCode, cellphone)) return { problem: failure(ACCOUNT_STATUS.INVALID_INPUT, 'phone.invalid') }
    return { countryCode, cellphone, cfg }
  }

  return {
    async sendCode(caller, body) {
      const checked = await checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const { countryCode, cellphone } = checked
      const purpose = body.purpose ?? 'LOGIN'
      const target = phoneTarget(countryCode, cellphone)
      const limited = await checkSendLimits(deps, 'SMS', target, caller)
      if (limited) return limited

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const at = new Date(now())
      const codeHash = await codeMac(caller, countryCode, cellphone, purpose, code)
      await repo.transaction((tx) =>
        tx.replaceCode(
          {
            merchantId: caller.merchantId,
            countryCode,
            cellphone,
            purpose,
            codeHash,
            expiresAt: new Date(now() + config.codeTtlSeconds * 1000),
            createdAt: at,
          },
          at,
        ),
      )
      await logSend(deps, 'SMS', target, caller)
      await deps.sms.send({
        merchantId: caller.merchantId,
        countryCode,
        cellphone,
        text: ta(caller.lang, 'sms.code', { code }),
        code,
        sentAt: at,
      })
      return done({ retryAfterSeconds: config.codeResendSeconds }, 'code.sent')
    },

    async loginOrRegister(caller, body) {
      const checked = await checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const { countryCode, cellphone, cfg } = checked
      if (!/^\d{6}$/.test(body.verifyCode)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'code.format')

      const at = new Date(now())
      const open = await repo.findOpenCode(caller.merchantId, countryCode, cellphone, 'LOGIN', at)
      if (!open) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      const expected = Buffer.from(open.codeHash)
      const given = Buffer.from(await codeMac(caller, countryCode, cellphone, 'LOGIN', body.verifyCode))
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        // Tries are counted on the code (bound to the phone), so rotating IPs or devices gains nothing.
        const attempts = await repo.recordWrongCode(open.id, config.codeMaxAttempts, at)
        return failure(ACCOUNT_STATUS.CODE_INVALID, attempts >= config.codeMaxAttempts ? 'code.tooManyTries' : 'code.invalid')
      }

      const result = await repo.transaction(async (tx) => {
        if (!(await tx.consumeCode(open.id, at))) return null
        let user = await tx.findUserByPhone(caller.merchantId, countryCode, cellphone)
        let isNewUser = false
        if (!user) {
          user = await tx.insertUser({
            userId: newUserId(),
            merchantId: caller.merchantId,
            countryCode,
            cellphone,
            registeredBy: 'CELLPHONE',
            language: caller.lang,
            messageLanguage: caller.lang,
            createdAt: at,
            updatedAt: at,
          })
          isNewUser = Boolean(user)
          // Lost a race with a concurrent registration of the same phone: use that account.
          user ??= await tx.findUserByPhone(caller.merchantId, countryCode, cellphone)
        }
        if (!user) throw new Error('user vanished during login')
        const issued = await tokens.startSession(tx, user, {
          deviceId: caller.deviceKey,
          loginMethod: 'CELLPHONE',
          singleDevice: cfg.singleDevice,
        })
        return { accessToken: issued.accessToken, refreshToken: issued.refreshToken, userId: user.userId, isNewUser }
      })
      if (!result) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      return done(result)
    },
  }
}

/** Login by SMS code: send_code and login_or_register (spec accounts §5, §7). */
import { randomBytes } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type LoginOrRegisterBody,
  type LoginResult,
  type RetryAfter,
  type SendCodeBody,
} from '../../../../../../types/accounts.js'
import type { AccountsDeps } from '../../deps.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../../outcome.js'
import { phoneLoginProblem } from '../../login-methods.js'
import type { AccountsRepository, MerchantLoginConfig, UserRow } from '../../repository.js'
import { isValidPhone, normaliseCountryCode } from '../../validation.js'
import type { CaptchaService } from '../captcha/service.js'
import { createCodeService, sendTarget } from '../../codes/service.js'

export function newUserId(): string {
  return `U${randomBytes(10).toString('hex')}`
}

export interface PhoneAuthService {
  /**
   * Send a 6-digit code; never looks up whether the phone has an account. A send that looks risky
   * needs a solved LOGIN_SMS captcha (40111 otherwise).
   */
  sendCode(caller: Caller, body: SendCodeBody): Promise<Outcome<RetryAfter>>
  /** Check the code; log in, creating the account on first use. */
  loginOrRegister(caller: Caller, body: LoginOrRegisterBody): Promise<Outcome<LoginResult>>
  /** Normalise a phone and check it against the shop's login areas, the language and the phone rules. */
  checkPhone(
    caller: Caller,
    rawCc: string | undefined,
    rawPhone: string,
  ): Promise<{ problem: Failure } | { problem?: undefined; countryCode: string; cellphone: string; cfg: MerchantLoginConfig }>
}

export function createPhoneAuthService(deps: AccountsDeps, captcha: CaptchaService): PhoneAuthService {
  const { repo, tokens } = deps
  const codes = createCodeService(deps)

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
    checkPhone,

    async sendCode(caller, body) {
      const checked = await checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const purpose = body.purpose ?? 'LOGIN'
      const target = { kind: 'SMS' as const, countryCode: checked.countryCode, cellphone: checked.cellphone }
      return codes.send(caller, target, purpose, 'sms.code', captcha.sendGuard(caller, 'LOGIN_SMS', sendTarget(target), body.captchaToken))
    },

    async loginOrRegister(caller, body) {
      const checked = await checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const { countryCode, cellphone, cfg } = checked
      const code = await codes.check(caller, { kind: 'SMS', countryCode, cellphone }, 'LOGIN', body.verifyCode)
      if (!code.ok) return code

      const result = await repo.transaction(async (tx) => {
        if (!(await codes.consume(tx, code.codeId))) return null
        const { user, isNewUser } = await findOrCreatePhoneUser(deps, tx, caller, countryCode, cellphone)
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

/** The buyer of a phone in this merchant, registered on first use (inside the caller's transaction). */
export async function findOrCreatePhoneUser(
  deps: AccountsDeps,
  tx: AccountsRepository,
  caller: Caller,
  countryCode: string,
  cellphone: string,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const at = new Date(deps.now())
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
  return { user, isNewUser }
}

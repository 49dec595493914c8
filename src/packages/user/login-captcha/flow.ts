/**
 * The app's one captcha flow for the login family: the pages that send one-time codes (login, code
 * entry, account binding, work-permit login) send through `sendWithCaptcha`, and the /login-captcha
 * page reports to `loginCaptcha` when it is solved or closed. Kept in the user package, where every
 * one of those pages lives.
 */
import type { CaptchaScope } from '../../../../types/accounts'
import { toast } from '../../../components/form'
import { storage } from '../../../platform/storage'
import { router } from '../../../router'
import { CaptchaFlow, CaptchaTokens } from '../../../stores/account-captcha'

export const loginCaptcha = new CaptchaFlow({
  tokens: new CaptchaTokens(storage),
  open: async (scope) => (await router.open('loginCaptcha', { scope })).ok,
  notify: toast,
})

/** A code send of the login family: asks for the LOGIN_SMS captcha when the server wants one. */
export function sendWithCaptcha<T>(attempt: (captchaToken: string | undefined) => Promise<T>, scope: CaptchaScope = 'LOGIN_SMS'): Promise<T> {
  return loginCaptcha.send(scope, attempt)
}

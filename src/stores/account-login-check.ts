/**
 * The language and login-area check at launch (spec accounts §4): a logged-in buyer whose phone
 * country code is outside the shop's login areas, or whose login method the current language does
 * not offer, must log out. GET user/v1/login_check answers 22046007 (language) or 22046008 (area)
 * with the facts (LoginCheckProblem); this module picks the login_warn_tips dialog (1, 2, 4, 5, 7,
 * 8, 9, 10) and carries out the buyer's answer: log out, or switch to a language that keeps the login.
 */
import type { LoginCheckProblem } from '../../types/accounts'
import { STATUS } from '../../types/api'
import { LANGS, addMessages, t, type Lang } from '../i18n'
import { loginCheckMessages } from '../i18n/messages/login-check'
import { isRequestError } from '../request'

// The check's wording comes with it (on H5 it loads only for a logged-in buyer).
addMessages(loginCheckMessages)

export type LoginWarnTip = 1 | 2 | 4 | 5 | 7 | 8 | 9 | 10
/** logout: end the session; switch: change to `switchTo`; languages: open the language page. */
export type LoginWarnAction = 'logout' | 'switch' | 'languages'

export interface LoginWarning {
  tip: LoginWarnTip
  /** The dialog's buttons, the last one primary. */
  actions: LoginWarnAction[]
  switchTo?: Lang
  countryCode: string
}

const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v)

function problemOf(data: unknown): LoginCheckProblem | undefined {
  const p = data as Partial<LoginCheckProblem> | null | undefined
  if (!p || typeof p !== 'object' || typeof p.areaSupported !== 'boolean' || typeof p.methodSupported !== 'boolean') return undefined
  return {
    loginMethod: p.loginMethod ?? 'CELLPHONE',
    countryCode: typeof p.countryCode === 'string' ? p.countryCode : '',
    areaSupported: p.areaSupported,
    methodSupported: p.methodSupported,
    methodsInLanguage: Array.isArray(p.methodsInLanguage) ? p.methodsInLanguage : [],
    languagesWithMethod: Array.isArray(p.languagesWithMethod) ? p.languagesWithMethod.filter(isLang) : [],
  }
}

/**
 * Which tip, from the server's facts:
 *  1  phone area unsupported → log out, use a number of a supported area
 *  2  phone area unsupported, this language offers email → log out, use email
 *  4  phone login not in this language, another language has it → switch or log out
 *  5  phone login in no language of the shop → log out
 *  7  email login not in this language, another language has it → switch or log out
 *  8  email login in no language of the shop → log out
 *  9  both the area and the language refuse the phone login (a switch cannot help) → log out
 * 10  refused without usable facts → open the languages or log out
 */
export function decideLoginWarning(data: unknown): LoginWarning {
  const p = problemOf(data)
  if (!p || (p.areaSupported && p.methodSupported)) return { tip: 10, actions: ['languages', 'logout'], countryCode: p?.countryCode ?? '' }
  const base = { countryCode: p.countryCode }
  if (!p.areaSupported && !p.methodSupported) return { ...base, tip: 9, actions: ['logout'] }
  if (!p.areaSupported) return { ...base, tip: p.methodsInLanguage.includes('EMAIL') ? 2 : 1, actions: ['logout'] }
  const switchTo = p.languagesWithMethod[0]
  const email = p.loginMethod === 'EMAIL'
  if (switchTo) return { ...base, tip: email ? 7 : 4, actions: ['switch', 'logout'], switchTo }
  return { ...base, tip: email ? 8 : 5, actions: ['logout'] }
}

const OWN_NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', 'zh-MO': '繁體中文', 'en-US': 'English' }
/** A language named in itself, for a shop config that does not name it. */
export const ownLangName = (lang: Lang): string => OWN_NAMES[lang] ?? lang

/** The dialog of a warning in the current language; `langName` names a language the shop's way. */
export function loginWarningDialog(w: LoginWarning, langName: (lang: Lang) => string = ownLangName) {
  const lang = w.switchTo ? langName(w.switchTo) : ''
  const label: Record<LoginWarnAction, string> = {
    logout: t('account.loginWarn.logout'),
    switch: t('account.loginWarn.switchTo', { lang }),
    languages: t('account.loginWarn.languages'),
  }
  return {
    title: t('account.loginWarn.title'),
    content: t(`account.login_warn_tips${w.tip}`, { code: w.countryCode, lang }),
    countdown: 0,
    buttons: w.actions.map((a, i) => ({ text: label[a], value: a, primary: i === w.actions.length - 1 })),
  }
}

export interface LoginCheckDeps {
  isLoggedIn(): boolean
  /** GET user/v1/login_check without the request module's own popup. */
  check(): Promise<unknown>
  /** Shows the dialog; resolves with the pressed button's action. */
  ask(w: LoginWarning): Promise<LoginWarnAction>
  logout(): Promise<void>
  switchLanguage(lang: Lang): Promise<void>
  openLanguages(): Promise<void> | void
  /** After the forced logout (e.g. open the login page). */
  afterLogout(): Promise<void> | void
}

/**
 * Runs the check for a logged-in buyer and acts on the answer. A switch re-checks in the new
 * language (the shop may refuse there too, e.g. the area), at most twice. Other failures (network,
 * expired session) are left to the request module and the next launch. Resolves with the tips shown.
 */
export async function runLoginCheck(deps: LoginCheckDeps): Promise<LoginWarnTip[]> {
  const shown: LoginWarnTip[] = []
  for (let round = 0; round < 3 && deps.isLoggedIn(); round++) {
    try {
      await deps.check()
      return shown
    } catch (err) {
      if (!isRequestError(err) || (err.statusCode !== STATUS.LANGUAGE_POPUP_A && err.statusCode !== STATUS.LANGUAGE_POPUP_B)) return shown
      const warning = decideLoginWarning(err.data)
      shown.push(warning.tip)
      const action = await deps.ask(warning)
      if (action === 'switch' && warning.switchTo) {
        await deps.switchLanguage(warning.switchTo)
        continue
      }
      if (action === 'languages') {
        await deps.openLanguages()
        return shown
      }
      await deps.logout()
      await deps.afterLogout()
      return shown
    }
  }
  return shown
}

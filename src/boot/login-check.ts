/**
 * The launch check for a buyer already logged in (spec accounts §4): is the login's area and method
 * still offered in this language? Runs only for a logged-in buyer, after the shop config arrives, so
 * on H5 it loads then (./login-check-lazy.h5.ts) with the account store, not with the first screen.
 */
import type { Lang } from '../i18n'
import { router } from '../router'
import { loginCheck } from '../services/account'
import { stores } from '../stores'
import { account } from '../stores/account-instance'
import { loginWarningDialog, ownLangName, runLoginCheck, type LoginWarnAction } from '../stores/account-login-check'

/** Login area and language check for a buyer already logged in at launch (spec accounts §4). */
export function launchLoginCheck(): Promise<unknown> {
  const { app, session, shop, dialog } = stores
  const langName = (lang: Lang) => shop.config?.supportLanguages?.find((l) => l.langTag === lang)?.langName || ownLangName(lang)
  return runLoginCheck({
    isLoggedIn: () => session.isLoggedIn,
    check: () => loginCheck(),
    ask: async (w) => (await dialog.open(loginWarningDialog(w, langName))) as LoginWarnAction,
    logout: () => account.logout(),
    switchLanguage: async (lang) => {
      app.chooseLang(lang)
      await shop.load()
    },
    openLanguages: () => void router.open('language'),
    afterLogout: () => void router.open(router.loginRoute()),
  })
}

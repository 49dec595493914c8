/**
 * Session reactions to status codes (core §4, accounts §8): token refresh shared by concurrent
 * expiries, logout on login-expired, the once-only "logged in elsewhere" alert, account binding and
 * the language popup. It sends its own calls (refresh, logout) through the client's `send`, which
 * skips session handling so a failing logout can never trigger another logout.
 */
import type { Envelope } from '../../types/api'
import { t } from '../i18n'
import { ENDPOINTS } from './constants'
import type { RiskTokens } from './stored-tokens'
import type { RequestDeps, RequestOptions, Tokens } from './types'

export interface SessionManagerDeps {
  deps: RequestDeps
  riskTokens: RiskTokens
  send: (options: RequestOptions) => Promise<unknown>
}

export function createSessionManager({ deps, riskTokens, send }: SessionManagerDeps) {
  let refreshing: Promise<boolean> | null = null
  let loggingOut: Promise<void> | null = null
  /** The access token the "logged in elsewhere" alert was shown for: one alert per session. */
  let elsewhereShownFor: string | null = null

  async function doRefresh(): Promise<boolean> {
    const refreshToken = deps.session.getRefreshToken()
    if (!refreshToken) return false
    try {
      const tokens = (await send({
        url: ENDPOINTS.refreshToken,
        method: 'POST',
        data: { refreshToken },
        importance: 'critical',
        extras: { silent: true, public: true },
      })) as Partial<Tokens> | null
      if (!tokens?.accessToken) return false
      deps.session.setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken || refreshToken })
      deps.events?.emit('tokenRefreshed')
      return true
    } catch (error) {
      deps.log?.({
        level: 'warn',
        event: 'token_refresh_failed',
        url: ENDPOINTS.refreshToken,
        method: 'POST',
        message: error instanceof Error ? error.message : String(error),
      })
      return false
    }
  }

  async function doLogout(): Promise<void> {
    // Tell the server only when there is a session to end; its answer does not change the outcome.
    if (deps.session.getAccessToken()) {
      try {
        await send({
          url: ENDPOINTS.logout,
          method: 'POST',
          data: { appId: deps.context().appId },
          importance: 'high',
          extras: { silent: true },
        })
      } catch (error) {
        deps.log?.({
          level: 'warn',
          event: 'logout_failed',
          url: ENDPOINTS.logout,
          method: 'POST',
          message: error instanceof Error ? error.message : String(error),
        })
      }
    }
    deps.session.clear()
    riskTokens.clear()
  }

  /** Concurrent callers share one logout. */
  function logout(): Promise<void> {
    if (!loggingOut) {
      loggingOut = doLogout().finally(() => {
        loggingOut = null
      })
    }
    return loggingOut
  }

  return {
    /** Concurrent expiries share one refresh call; resolves true when new tokens are stored. */
    refresh(): Promise<boolean> {
      if (!refreshing) {
        refreshing = doRefresh().finally(() => {
          refreshing = null
        })
      }
      return refreshing
    },

    logout,

    /** Stores and the router listen to 'loginExpired'; the module itself ends the session. */
    loginExpired(statusCode: number): Promise<void> {
      deps.events?.emit('loginExpired', { statusCode })
      return logout()
    },

    async loggedInElsewhere(silent: boolean): Promise<void> {
      const token = deps.session.getAccessToken()
      const alreadyShown = elsewhereShownFor !== null && (token === elsewhereShownFor || !token)
      if (alreadyShown) return
      elsewhereShownFor = token
      deps.events?.emit('loggedInElsewhere')
      const loggedOut = logout()
      if (!silent) {
        await deps.ui.alert({ title: '', content: t('error.loginInvalid'), confirmText: t('dialog.confirm') })
        deps.nav.toLogin()
      }
      await loggedOut
    },

    async needBind(silent: boolean, envelope: Envelope): Promise<void> {
      if (silent) return
      await deps.ui.alert({
        title: '',
        content: envelope.comments || t('error.needBind'),
        confirmText: envelope.actText || t('dialog.bind'),
      })
      deps.nav.toAccountBind()
    },

    /** The server offers a language switch or a re-login; re-login ends the session first. */
    async languagePopup(silent: boolean): Promise<void> {
      if (silent) return
      const choice = await deps.ui.languagePopup()
      deps.events?.emit('languagePopup', { choice })
      if (choice === 'relogin') {
        await logout()
        deps.nav.toLogin()
      }
    },
  }
}

export type SessionManager = ReturnType<typeof createSessionManager>

/**
 * What the router needs to know about the session, the shop and the host. The app shell implements
 * it over its stores (session, shop config) and platform/host; tests pass a plain object.
 */
import type { LoginMethod } from '../../types/shop'

export interface RouterEnv {
  isLoggedIn(): boolean
  /** Login methods of the current language in the shop config (EMAIL and/or CELLPHONE). */
  loginMethods(): LoginMethod[]
  /** The buyer must bind a phone number before logging in (the login-way page). */
  needsPhoneBinding(): boolean
  /** Whether this host can bind a phone; defaults to platform/phone-binding. */
  supportsPhoneBinding?(): boolean
  /** Shop config lets topic-activity URLs open as web pages. */
  shopEnablesWebActivities(): boolean
  /** Partner channel; propagated into every route's params and the H5 URL. */
  channelId?: string
  /** The shop of this visit when it is not the build's own; propagated as merchantId into every H5 URL. */
  merchantId?: string
  /** Forbid-share flag; propagated as forbidShare=1. */
  forbidShare?: boolean
  isH5: boolean
  /** Inside the native app shell: pages are handed to the app by mapped name. */
  isNativeAppShell: boolean
  /** Route name → the native app's page name. */
  nativeNameMap: Record<string, string>
}

/** Before the app shell configures the router: anonymous visitor, phone login, plain host. */
export const DEFAULT_ROUTER_ENV: RouterEnv = {
  isLoggedIn: () => false,
  loginMethods: () => ['CELLPHONE'],
  needsPhoneBinding: () => false,
  shopEnablesWebActivities: () => false,
  isH5: false,
  isNativeAppShell: false,
  nativeNameMap: {},
}

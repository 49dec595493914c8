/**
 * The composition root: runs once at launch. Reads the launch query, wires the request module to
 * the platform (transport, storage), the stores (session, dialogs) and the router, then loads the
 * shop config. The only module that knows every layer; nothing imports it but app.tsx.
 */
import { autorun } from 'mobx'
import { configureRequest, type NavPort, type RequestContext } from '../request'
import { dialogUi } from '../stores/dialog'
import { langFromSystemTag, getLang } from '../i18n'
import { langFromQuery } from '../i18n/langs'
import { getHost } from '../platform/host'
import { primeRandom } from '../platform/random'
import { navigation } from '../platform/navigation'
import { storage } from '../platform/storage'
import { transport } from '../platform/transport'
import { pagePrefetched } from '../platform/boot-data'
import { firstScreenLang, watchFirstScreen } from '../platform/first-screen'
import { keepTopPageVisible } from '../platform/page-shade'
import { PAGE_ANIMATION_MS } from '../router/page-animation'
import { rememberedVisit, rememberVisit } from '../platform/visit-memory'
import { currentTheme, forceTheme, watchTheme } from '../platform/theme'
import { getSystemInfo } from '../platform/system'
import { installKeyboardActivation } from '../platform/keyboard'
import { readPageQuery, router, routeOfPagePath } from '../router'
import { stores } from '../stores'
import { loadLoginCheck } from './login-check-lazy'
import { routeChanges } from '../stores/route-changes'
import { configureAssetBase } from '../utils/asset-url'
import { exposeDebugConsole } from './debug'

const APP_VERSION = '4.39.0'
const TERMINAL: Record<string, string> = { weapp: 'WEAPP', alipay: 'ALIPAY', tt: 'TT', h5: 'H5' }

let booted = false

export async function boot(query: Record<string, string>): Promise<void> {
  if (booted) return
  booted = true
  // The host's random bytes arrive asynchronously on mini-programs: ask before anything needs a key.
  primeRandom()
  const host = getHost()
  const launch = readPageQuery(query)
  const { app, session, shop, dialog } = stores

  // What the URL does not say, this tab's earlier page said (an H5 reload, a tab page's bare URL).
  const remembered = rememberedVisit()
  const defaultMerchantId = app.merchantId
  app.setLaunchOptions({
    merchantId: query.merchantId || remembered.merchantId,
    channelId: query.channelId,
    preview: query.preview === '1' || query.preview === 'true',
    desktop: host.isDesktopMode,
  })
  const chosenLang = launch.lang ?? langFromQuery(remembered.lang)
  // Not chosen: the language of the server-drawn first screen (the shop's default), else the phone's
  // until the shop config names the shop's.
  const lang = chosenLang ?? langFromSystemTag(firstScreenLang()) ?? langFromSystemTag(getSystemInfo().language)
  if (chosenLang) app.chooseLang(chosenLang)
  else if (lang) app.applyShopDefaultLang(lang)
  autorun(() => rememberVisit({ merchantId: app.merchantId, lang: app.langChosen ? app.lang : undefined }))

  forceTheme(launch.theme)
  app.setTheme(currentTheme())
  watchTheme((theme) => app.setTheme(theme))

  if (host.isH5) {
    autorun(() => document.documentElement.classList.toggle('is-desktop', app.desktop))
    // The server-drawn first screen goes when the page has drawn its own, at once when it speaks
    // another language than the app, or after a safety delay. Before <html lang> becomes the app's.
    watchFirstScreen(app.lang)
    // A quick back must not leave the page blank (a race in Taro's H5 router, page-shade.h5.ts).
    keepTopPageVisible(PAGE_ANIMATION_MS)
    // Screen readers pick their voice and the browser its fonts and hyphenation by <html lang>.
    autorun(() => document.documentElement.setAttribute('lang', app.lang))
  }
  installKeyboardActivation()

  const apiBase = typeof STOREFRONT_API_BASE === 'string' ? STOREFRONT_API_BASE : ''
  configureRequest({
    transport,
    storage,
    session,
    ui: dialogUi(dialog),
    nav: requestNav(),
    context: (): RequestContext => ({
      lang: getLang(),
      utcOffset: -new Date().getTimezoneOffset(),
      channelId: app.channelId,
      ver: APP_VERSION,
      terminalSrc: TERMINAL[host.target] ?? 'H5',
      src: launch.src ?? TERMINAL[host.target] ?? 'H5',
      merchantId: app.merchantId,
      appId: '',
      preview: app.preview,
      isH5: host.isH5,
      isMiniProgram: host.isMiniProgram,
    }),
    baseUrl: apiBase,
    prefetched: pagePrefetched(),
  })
  configureAssetBase(apiBase)

  router.setEnv({
    isLoggedIn: () => session.isLoggedIn,
    loginMethods: () => shop.config?.supportLanguages?.find((l) => l.langTag === getLang())?.loginMethod ?? ['CELLPHONE'],
    needsPhoneBinding: () => false,
    shopEnablesWebActivities: () => shop.config?.features?.webActivities ?? false,
    channelId: app.channelId || undefined,
    // Another shop than the build's own: H5 links and reloads must open it again (core §2 propagation).
    merchantId: host.isH5 && app.merchantId !== defaultMerchantId ? app.merchantId : undefined,
    isH5: host.isH5,
    isNativeAppShell: host.isNativeAppShell,
    nativeNameMap: {},
  })

  guardEntryPage()
  if (launch.debug && host.isH5) exposeDebugConsole()

  const config = await shop.load()
  if (config) {
    app.applyShopDefaultLang(config.defaultLang)
    if (config.shopStatus !== 'OPEN') void router.relaunch('shopState')
    else if (session.isLoggedIn) void loadLoginCheck().then((launchLoginCheck) => launchLoginCheck())
  }
}

/**
 * A page marked auth that the app was opened on (H5 address bar, shared link, mini-program path)
 * is guarded like a navigation to it (core §6): when it first shows, an anonymous buyer is sent to
 * login with the page remembered as the target. The router guards only navigations it makes.
 */
function guardEntryPage(): void {
  const stop = routeChanges.onChange(() => {
    stop()
    const pages = navigation.getCurrentPages()
    const entry = pages.length === 1 ? pages[0] : undefined
    const route = entry ? routeOfPagePath(entry.route) : undefined
    if (entry && route?.auth && !stores.session.isLoggedIn) void router.redirect(route.name, entry.options)
  })
}

/** The request module's navigation port over the router. */
function requestNav(): NavPort {
  const currentName = () => {
    const pages = navigation.getCurrentPages()
    return pages.length ? routeOfPagePath(pages[pages.length - 1].route)?.name : undefined
  }
  return {
    toLogin: () => void router.open('login'),
    back: (options) => {
      void router.back(1).then(() => options?.refresh && routeChanges.requestRefresh())
    },
    toBooking: (params) => void router.redirect('booking', { ...params }),
    isOnBooking: () => currentName() === 'booking',
    refreshCurrent: () => routeChanges.requestRefresh(),
    toAccountBind: () => void router.open('accountBind'),
    toShopState: () => void router.relaunch('shopState'),
    currentRouteKey: () => {
      const pages = navigation.getCurrentPages()
      return pages.length ? pages[pages.length - 1].route : ''
    },
    onRouteChange: (cb) => routeChanges.onChange(cb),
  }
}

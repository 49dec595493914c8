/**
 * The router (spec core §2 navigation rules): open, redirect, switchTab, relaunch, clearTo and back
 * with a result, over the platform navigation port. Rules applied on every navigation:
 * show-group redirect, repeat guard, native app shell hand-off, H5 direct URLs, login redirect and
 * return, unique pages, stack cap, param propagation and the payment panel event.
 */
import type { NavigationPort } from '../platform/navigation'
import { supportsPhoneBinding as platformSupportsPhoneBinding } from '../platform/phone-binding'
import { showToast } from '../platform/ui'
import { aliasUrl, buildQuery, resolveAlias, type RouteParams } from './alias'
import { jumpBanner, type BannerJump } from './banner'
import { ownDocumentOf } from './document-link'
import {
  CHANNEL_ID_PARAM,
  MERCHANT_ID_PARAM,
  FORBID_SHARE_PARAM,
  LOGIN_FAMILY,
  LOGIN_RETURN_DELAY_MS,
  loginBackSteps,
  PAGE_STACK_CAP,
  ROUTE_REPEAT_GUARD_MS,
  SHOW_GROUP_MARK,
} from './constants'
import type { RouterEnv } from './env'
import { routerEvents, type RouterEvents } from './events'
import { pagePathOf, ROUTE_BY_NAME, routeOfPagePath, type RouteDef } from './routes'
import { rt } from './text'

export type NavKind = 'open' | 'redirect' | 'switchTab' | 'relaunch'

export type NavAction =
  | 'navigateTo'
  | 'redirectTo'
  | 'switchTab'
  | 'reLaunch'
  | 'navigateBack'
  | 'assignLocation'
  | 'native'
  | 'miniProgram'
  | 'login'
  | 'toast'
  | 'none'

export interface NavResult {
  ok: boolean
  action: NavAction
  /** Route name actually targeted (after the show-group rule, login choice, ...). */
  route?: string
  /** URL handed to the host (page URL, external URL) when there is one. */
  url?: string
  reason?: 'repeat' | 'unknown-route' | 'native-unmapped' | 'failed' | 'no-url'
}

export interface PendingTarget {
  kind: NavKind
  name: string
  params: RouteParams
}

const LOGIN_NAMES: ReadonlySet<string> = new Set(LOGIN_FAMILY)
const TOPIC_ACTIVITY_MARK = '/topic-activity'
const DIRECT_URL_ROUTES = new Set(['webView', 'agreement'])

function stringParams(params: RouteParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out[k] = String(v)
  return out
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export class Router {
  private pending: PendingTarget | undefined
  private lastNav: { key: string; at: number } | undefined
  private readonly results = new Map<string, unknown>()
  private readonly resultListeners = new Map<string, Set<(result: unknown) => void>>()
  private readonly tabParams = new Map<string, Record<string, string>>()

  constructor(
    private currentEnv: RouterEnv,
    readonly port: NavigationPort,
    readonly events: RouterEvents = routerEvents,
  ) {}

  get env(): RouterEnv {
    return this.currentEnv
  }

  setEnv(env: RouterEnv): void {
    this.currentEnv = env
  }

  /** Open a page on top of the current one. */
  open(name: string, params: RouteParams = {}): Promise<NavResult> {
    return this.go('open', name, params)
  }

  /** Replace the current page. */
  redirect(name: string, params: RouteParams = {}): Promise<NavResult> {
    return this.go('redirect', name, params)
  }

  /** Switch to a tab page; params wait in takeTabParams(name) because tab URLs carry no query. */
  switchTab(name: string, params: RouteParams = {}): Promise<NavResult> {
    return this.go('switchTab', name, params)
  }

  /** Close every page and open this one. */
  relaunch(name: string, params: RouteParams = {}): Promise<NavResult> {
    return this.go('relaunch', name, params)
  }

  /** Go back to the topmost page of this route if it is in the stack, else relaunch it. */
  async clearTo(name: string, params: RouteParams = {}): Promise<NavResult> {
    const stack = this.port.getCurrentPages()
    for (let i = stack.length - 1; i >= 0; i--) {
      if (routeOfPagePath(stack[i].route)?.name !== name) continue
      const delta = stack.length - 1 - i
      if (delta === 0) return { ok: true, action: 'none', route: name }
      return this.back(delta)
    }
    return this.relaunch(name, params)
  }

  /**
   * Go back `delta` pages. A `result` is delivered to the page revealed: its onResult listeners are
   * called, or it reads takeResult(name) when it shows again. With nothing to go back to, home opens.
   */
  async back(delta = 1, result?: unknown): Promise<NavResult> {
    if (this.guarded('back')) return { ok: false, action: 'none', reason: 'repeat' }
    const stack = this.port.getCurrentPages()
    const from = stack.length ? routeOfPagePath(stack[stack.length - 1].route)?.name : undefined
    const steps = Math.max(1, Math.floor(delta))
    if (stack.length <= steps) {
      // Deep link or a stack shorter than asked: there is no page to reveal, so start over at home.
      this.hidePaymentPanel(from, 'home')
      if (result !== undefined) this.results.set('home', result)
      return this.dispatch('relaunch', ROUTE_BY_NAME.home, {})
    }
    const revealed = routeOfPagePath(stack[stack.length - 1 - steps].route)?.name
    this.hidePaymentPanel(from, revealed)
    if (result !== undefined && revealed) this.results.set(revealed, result)
    try {
      await this.port.navigateBack(steps)
    } catch {
      showToast(rt('router.jumpFailed'))
      return { ok: false, action: 'navigateBack', reason: 'failed' }
    }
    if (result !== undefined && revealed) this.deliver(revealed)
    return { ok: true, action: 'navigateBack', route: revealed }
  }

  /** The result left for this page by back(…, result), consumed on read. */
  takeResult<T = unknown>(name: string): T | undefined {
    const value = this.results.get(name) as T | undefined
    this.results.delete(name)
    return value
  }

  /** Called with each result back() delivers to this page; returns the unsubscribe function. */
  onResult(name: string, listener: (result: unknown) => void): () => void {
    let set = this.resultListeners.get(name)
    if (!set) this.resultListeners.set(name, (set = new Set()))
    set.add(listener)
    return () => set!.delete(listener)
  }

  /** Params given to switchTab(name, params), consumed on read. */
  takeTabParams(name: string): Record<string, string> | undefined {
    const value = this.tabParams.get(name)
    this.tabParams.delete(name)
    return value
  }

  /** The target waiting for a login, if any. */
  pendingTarget(): PendingTarget | undefined {
    return this.pending
  }

  /** The login page for this buyer: login way (phone binding), email login (email-only language) or phone login. */
  loginRoute(): string {
    const env = this.currentEnv
    const canBind = env.supportsPhoneBinding ? env.supportsPhoneBinding() : platformSupportsPhoneBinding()
    if (canBind && env.needsPhoneBinding()) return 'loginWay'
    const methods = env.loginMethods()
    if (methods.includes('EMAIL') && !methods.includes('CELLPHONE')) return 'loginEmail'
    return 'login'
  }

  /**
   * Login succeeded: about 500 ms later the login pages are popped (up to 3, 2 on H5) and the target
   * that sent the buyer to login opens.
   */
  async onLoginSuccess(): Promise<NavResult> {
    await delay(LOGIN_RETURN_DELAY_MS)
    const pending = this.pending
    this.pending = undefined
    const stack = this.port.getCurrentPages()
    let loginPages = 0
    for (let i = stack.length - 1; i >= 0; i--) {
      if (!LOGIN_NAMES.has(routeOfPagePath(stack[i].route)?.name ?? '')) break
      loginPages++
    }
    const steps = Math.min(loginBackSteps(this.currentEnv.isH5), loginPages)
    if (steps > 0 && steps >= stack.length) {
      // Login was the first page (H5 deep link): replace it.
      return pending ? this.go(pending.kind === 'open' ? 'redirect' : pending.kind, pending.name, pending.params, true) : this.go('relaunch', 'home', {}, true)
    }
    if (steps > 0) {
      try {
        await this.port.navigateBack(steps)
      } catch {
        // fall through: still try to open the target
      }
    }
    if (!pending) return { ok: true, action: steps > 0 ? 'navigateBack' : 'none' }
    return this.go(pending.kind, pending.name, pending.params, true)
  }

  /**
   * Put back the target that was waiting for a login before the app was left and reloaded (H5: the
   * Google or Apple sign-in page). Only a known route is taken back.
   */
  resumeLogin(target: PendingTarget): void {
    const kinds: readonly NavKind[] = ['open', 'redirect', 'switchTab', 'relaunch']
    if (!ROUTE_BY_NAME[target.name] || !kinds.includes(target.kind)) return
    this.pending = { kind: target.kind, name: target.name, params: { ...target.params } }
  }

  /**
   * Before an action that needs a session (confirming a booking or seats): true when logged in;
   * otherwise the login page opens with no target (core §2), so the way back after login is this very
   * page, with the session, tier, quantity or seats the buyer chose, and false is returned.
   */
  async requireLogin(): Promise<boolean> {
    if (this.currentEnv.isLoggedIn()) return true
    this.pending = undefined
    await this.go('open', this.loginRoute(), {}, true)
    return false
  }

  /** Forget a pending login target (the buyer left the login pages). */
  cancelLogin(): void {
    this.pending = undefined
  }

  /** The route's H5 URL with the propagated params (share links, copy link). */
  urlOf(name: string, params: RouteParams = {}): string {
    const route = this.targetRoute(name, params)
    if (!route) throw new Error(`unknown route: ${name}`)
    return aliasUrl(route, this.propagate(params))
  }

  /**
   * Open a URL from content (banners, rich text): app aliases open their page; topic-activity URLs open
   * the topic page unless the shop enables web activities; other URLs leave for the browser on H5 and
   * open the web-view page in mini-programs.
   */
  async openUrl(url: string): Promise<NavResult> {
    const target = String(url ?? '').trim()
    if (!target) return { ok: false, action: 'none', reason: 'no-url' }
    const topic = this.topicActivityOf(target)
    if (topic) return this.open(topic.route, topic.params)
    if (target.startsWith('/') && !target.startsWith('//')) {
      const q = target.indexOf('?')
      const resolved = resolveAlias(q < 0 ? target : target.slice(0, q), q < 0 ? '' : target.slice(q))
      if (resolved) return this.open(resolved.route.name, resolved.params)
    }
    return this.open('webView', { url: target })
  }

  /** Banner and content jumps (spec core §2); unknown kinds toast 'stay tuned'. */
  jumpBanner(banner: BannerJump): Promise<NavResult> {
    return jumpBanner(this, banner)
  }

  /** Test helper: forget guard, pending target, results and tab params. */
  reset(): void {
    this.pending = undefined
    this.lastNav = undefined
    this.results.clear()
    this.resultListeners.clear()
    this.tabParams.clear()
  }

  // ---- internals -------------------------------------------------------------------------------

  private guarded(key: string): boolean {
    const now = Date.now()
    if (this.lastNav && this.lastNav.key === key && now - this.lastNav.at < ROUTE_REPEAT_GUARD_MS) return true
    this.lastNav = { key, at: now }
    return false
  }

  private targetRoute(name: string, params: RouteParams): RouteDef | undefined {
    if (name === 'showDetail' && String(params.showId ?? '').includes(SHOW_GROUP_MARK)) return ROUTE_BY_NAME.groupShowDetail
    return ROUTE_BY_NAME[name]
  }

  private propagate(params: RouteParams): RouteParams {
    const env = this.currentEnv
    const out: RouteParams = { ...params }
    if (env.channelId && !out[CHANNEL_ID_PARAM]) out[CHANNEL_ID_PARAM] = env.channelId
    if (env.merchantId && !out[MERCHANT_ID_PARAM]) out[MERCHANT_ID_PARAM] = env.merchantId
    if (env.forbidShare && out[FORBID_SHARE_PARAM] === undefined) out[FORBID_SHARE_PARAM] = '1'
    return out
  }

  private currentName(): string | undefined {
    const stack = this.port.getCurrentPages()
    return stack.length ? routeOfPagePath(stack[stack.length - 1].route)?.name : undefined
  }

  private hidePaymentPanel(from: string | undefined, to: string | undefined): void {
    if (from === 'agreement' || to === 'agreement') return
    this.events.emit('paymentPanelHide', { from, to })
  }

  private topicActivityOf(url: string): { route: string; params: RouteParams } | undefined {
    const at = url.indexOf(TOPIC_ACTIVITY_MARK)
    if (at < 0 || this.currentEnv.shopEnablesWebActivities()) return undefined
    const rest = url.slice(at)
    const q = rest.indexOf('?')
    const resolved = resolveAlias(q < 0 ? rest : rest.slice(0, q), q < 0 ? '' : rest.slice(q))
    if (resolved) return { route: resolved.route.name, params: resolved.params }
    // `/topic-activity?topicId=…` and other shapes: the query carries the topic.
    const query = q < 0 ? '' : rest.slice(q)
    const params: RouteParams = {}
    for (const part of query.replace(/^\?/, '').split('&')) {
      const [k, v = ''] = part.split('=')
      if (k) params[decodeURIComponent(k)] = decodeURIComponent(v)
    }
    return { route: 'topicActivity', params }
  }

  private async go(kind: NavKind, name: string, params: RouteParams, internal = false): Promise<NavResult> {
    const route = this.targetRoute(name, params)
    if (!route) {
      showToast(rt('router.jumpFailed'))
      return { ok: false, action: 'none', reason: 'unknown-route', route: name }
    }
    if (!internal && this.guarded(`${route.name}`)) return { ok: false, action: 'none', reason: 'repeat', route: route.name }
    const env = this.currentEnv
    const from = this.currentName()

    // Content URLs: topic-activity URLs become the topic page; on H5 web pages open directly.
    const url = typeof params.url === 'string' ? params.url : undefined
    if (DIRECT_URL_ROUTES.has(route.name) && url) {
      const topic = this.topicActivityOf(url)
      if (topic) return this.go(kind, topic.route, topic.params, true)
      // A link to our own agreement page (a merchant document) opens that page, on every target.
      const own = route.name === 'agreement' ? ownDocumentOf(url) : undefined
      if (own) {
        const { url: _url, ...rest } = params
        return this.go(kind, 'agreement', { ...rest, title: rest.title ?? own.title, id: own.id }, true)
      }
      if (env.isH5) {
        this.hidePaymentPanel(from, route.name)
        return this.port.assignLocation(url)
          ? { ok: true, action: 'assignLocation', route: route.name, url }
          : { ok: false, action: 'assignLocation', route: route.name, url, reason: 'failed' }
      }
    }

    // The native app shell shows its own pages for mapped names.
    if (env.isNativeAppShell) {
      const nativeName = env.nativeNameMap[route.name]
      if (!nativeName) {
        showToast(rt('router.nativeUnsupported'))
        return { ok: false, action: 'toast', route: route.name, reason: 'native-unmapped' }
      }
      this.hidePaymentPanel(from, route.name)
      const handed = this.port.openNativePage(nativeName, stringParams(this.propagate(params)))
      return { ok: handed, action: 'native', route: route.name, ...(handed ? {} : { reason: 'failed' as const }) }
    }

    if (route.auth && !env.isLoggedIn()) {
      this.pending = { kind, name: route.name, params }
      const login = this.loginRoute()
      const res = await this.go('open', login, {}, true)
      return { ...res, action: res.ok ? 'login' : res.action }
    }

    this.hidePaymentPanel(from, route.name)
    return this.dispatch(kind, route, this.propagate(params))
  }

  private async dispatch(kind: NavKind, route: RouteDef, params: RouteParams): Promise<NavResult> {
    const path = `/${pagePathOf(route)}`
    const query = buildQuery(params)
    const url = query ? `${path}?${query}` : path
    let action: NavAction
    let target = url
    const stack = this.port.getCurrentPages()
    try {
      if (route.tab !== undefined && kind !== 'relaunch') {
        // Tab pages are reached by switchTab only, and their URL cannot carry a query.
        this.tabParams.set(route.name, stringParams(params))
        action = 'switchTab'
        target = path
        await this.port.switchTab(path)
      } else if (kind === 'relaunch') {
        if (route.tab !== undefined) this.tabParams.set(route.name, stringParams(params))
        action = 'reLaunch'
        await this.port.reLaunch(url)
      } else if (kind === 'switchTab') {
        // Not a tab page: behave like an open.
        return this.dispatch('open', route, params)
      } else {
        if (kind === 'open' && route.unique) {
          const index = stack.map((p) => routeOfPagePath(p.route)?.name).lastIndexOf(route.name)
          if (index >= 0) {
            const delta = stack.length - 1 - index
            if (delta === 0) return { ok: true, action: 'none', route: route.name }
            await this.port.navigateBack(delta)
            return { ok: true, action: 'navigateBack', route: route.name }
          }
        }
        if (kind === 'redirect' || (!this.currentEnv.isH5 && stack.length >= PAGE_STACK_CAP)) {
          action = 'redirectTo'
          await this.port.redirectTo(url)
        } else {
          action = 'navigateTo'
          await this.port.navigateTo(url)
        }
      }
    } catch {
      showToast(rt('router.jumpFailed'))
      return { ok: false, action: 'none', route: route.name, url, reason: 'failed' }
    }
    return { ok: true, action, route: route.name, url: target }
  }

  private deliver(name: string): void {
    const result = this.results.get(name)
    this.events.emit('result', { name, result })
    const listeners = this.resultListeners.get(name)
    if (!listeners || listeners.size === 0) return // kept for takeResult(name)
    this.results.delete(name)
    for (const l of [...listeners]) l(result)
  }
}

export function createRouter(env: RouterEnv, port: NavigationPort, events?: RouterEvents): Router {
  return new Router(env, port, events)
}

/**
 * Runs the WeChat build (dist/weapp) under miniprogram-simulate with the official template compiler
 * (TOOLCHAIN.md): the `wcc` binary miniprogram-compiler ships is made executable here; App, getApp,
 * getCurrentPages and a minimal `wx` are stubbed; dist/weapp/app.js is loaded and launched; each
 * Page(...) the bundle registers becomes a Component(...) that simulate can render, with its onLoad
 * and onShow called when it attaches. A page path is loaded once per jest file (simulate cannot load one
 * twice); opening it again renders a new instance. The bundle runs without the globals hosts lack
 * (host-sandbox.js).
 */
import fs from 'node:fs'
import path from 'node:path'

/** The test's global object, kept here so the harness works while a test hides `globalThis` from the bundle. */
const GLOBAL = globalThis as any

export const ROOT = path.resolve(__dirname, '..', '..')
/** WEAPP_DIR: test another WeChat build (made with TARO_OUTPUT_ROOT); default dist/weapp. */
export const WEAPP = process.env.WEAPP_DIR ? path.resolve(process.env.WEAPP_DIR) : path.join(ROOT, 'dist', 'weapp')

export function weappBuilt(): boolean {
  return fs.existsSync(path.join(WEAPP, 'app.js')) && fs.existsSync(path.join(WEAPP, 'pages', 'list', 'list.wxml'))
}

/** The package ships `wcc` without the executable bit (npm drops it when install scripts are skipped). */
export function makeWccExecutable(): void {
  const pkg = path.dirname(require.resolve('miniprogram-compiler/package.json'))
  const dir = process.platform === 'darwin' ? 'mac' : process.platform === 'linux' ? 'linux' : 'windows'
  for (const bin of ['wcc', 'wcsc']) {
    const file = path.join(pkg, 'bin', dir, process.platform === 'win32' ? `${bin}.exe` : bin)
    if (fs.existsSync(file)) fs.chmodSync(file, 0o755)
  }
}

export interface WxCall {
  api: string
  options: any
}

export interface RequestAnswer {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

export interface WxStub {
  wx: Record<string, any>
  calls: WxCall[]
  callsOf(api: string): any[]
  storage: Map<string, unknown>
  /** Answers wx.request (now or later); default: an empty success envelope. */
  answer: (options: any) => RequestAnswer | Promise<RequestAnswer>
}

/** Async wx APIs the Taro runtime may promisify; each records its call and succeeds. */
const ASYNC_APIS = [
  'request', 'navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack',
  'setNavigationBarTitle', 'setNavigationBarColor', 'showToast', 'hideToast', 'showModal', 'showLoading',
  'hideLoading', 'showTabBar', 'hideTabBar', 'setTabBarItem', 'setTabBarStyle', 'setTabBarBadge', 'removeTabBarBadge', 'stopPullDownRefresh',
  'getStorage', 'setStorage', 'removeStorage', 'getSystemInfo', 'getSetting', 'openSetting', 'authorize',
  'login', 'checkSession', 'getLocation', 'openLocation', 'chooseImage', 'compressImage', 'getImageInfo',
  'saveImageToPhotosAlbum', 'downloadFile', 'uploadFile', 'requestPayment', 'requestSubscribeMessage',
  'setClipboardData', 'getClipboardData', 'navigateToMiniProgram', 'chooseMessageFile', 'nextTick',
  'pageScrollTo', 'vibrateShort', 'getNetworkType', 'setBackgroundColor', 'setBackgroundTextStyle',
]

const SYSTEM_INFO = {
  brand: 'devtools',
  model: 'iPhone X',
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 812,
  windowWidth: 375,
  windowHeight: 724,
  statusBarHeight: 44,
  language: 'zh_CN',
  version: '8.0.50',
  system: 'iOS 16.0',
  platform: 'devtools',
  SDKVersion: '3.5.0',
  theme: 'light',
  safeArea: { top: 44, left: 0, right: 375, bottom: 778, width: 375, height: 734 },
}

export function createWx(): WxStub {
  const calls: WxCall[] = []
  const storage = new Map<string, unknown>()
  const stub: WxStub = {
    wx: {},
    calls,
    callsOf: (api) => calls.filter((c) => c.api === api).map((c) => c.options),
    storage,
    answer: () => ({ statusCode: 200, data: { statusCode: 200, data: null } }),
  }
  const wx = stub.wx
  const later = (fn: () => void) => setTimeout(fn, 0)

  for (const api of ASYNC_APIS) {
    wx[api] = (options: any = {}) => {
      calls.push({ api, options })
      if (api === 'request') {
        // Answered as asked (the answer may come later, e.g. from a real server), delivered a task later.
        let answer: RequestAnswer | Promise<RequestAnswer>
        try {
          answer = stub.answer(options)
        } catch (err) {
          answer = Promise.reject(err)
        }
        Promise.resolve(answer).then(
          (res) => later(() => {
            const result = { ...res, errMsg: 'request:ok' }
            options.success?.(result)
            options.complete?.(result)
          }),
          (err: unknown) => later(() => {
            const result = { errMsg: `request:fail ${String((err as Error)?.message ?? err)}` }
            options.fail?.(result)
            options.complete?.(result)
          }),
        )
        return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
      }
      let result: any = { errMsg: `${api}:ok` }
      if (api === 'getStorage') result = { data: storage.get(options.key), errMsg: 'getStorage:ok' }
      if (api === 'setStorage') storage.set(options.key, options.data)
      if (api === 'removeStorage') storage.delete(options.key)
      if (api === 'getSystemInfo') result = { ...SYSTEM_INFO, errMsg: 'getSystemInfo:ok' }
      if (api === 'getSetting') result = { authSetting: {}, errMsg: 'getSetting:ok' }
      // The buyer accepts every template the prompt shows (WeChat answers per template id).
      if (api === 'requestSubscribeMessage') result = { ...Object.fromEntries((options.tmplIds ?? []).map((id: string) => [id, 'accept'])), errMsg: 'requestSubscribeMessage:ok' }
      if (api === 'nextTick') return later(options)
      later(() => {
        options.success?.(result)
        options.complete?.(result)
      })
      return undefined
    }
  }

  Object.assign(wx, {
    getSystemInfoSync: () => ({ ...SYSTEM_INFO }),
    getWindowInfo: () => ({ ...SYSTEM_INFO }),
    getDeviceInfo: () => ({ ...SYSTEM_INFO }),
    getAppBaseInfo: () => ({ ...SYSTEM_INFO }),
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 48, right: 368, bottom: 80, left: 281 }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx0000000000000000', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => ({ path: 'pages/list/list', query: {}, scene: 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => ({ path: 'pages/list/list', query: {}, scene: 1001, referrerInfo: {} }),
    canIUse: () => true,
    onThemeChange: () => undefined,
    offThemeChange: () => undefined,
    onAppShow: () => undefined,
    onAppHide: () => undefined,
    onNetworkStatusChange: () => undefined,
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    createSelectorQuery: () => {
      const query: any = {
        in: () => query,
        select: () => query,
        selectAll: () => query,
        selectViewport: () => query,
        boundingClientRect: () => query,
        scrollOffset: () => query,
        fields: () => query,
        exec: (cb?: (r: unknown[]) => void) => later(() => cb?.([])),
      }
      return query
    },
    createIntersectionObserver: () => ({ relativeToViewport: () => ({ observe() {} }), observe() {}, disconnect() {} }),
    nextTick: (fn: () => void) => later(fn),
  })
  return stub
}

export interface PageEntry {
  route: string
  options: Record<string, string>
  instance: any
}

export interface MiniApp {
  stub: WxStub
  app: any
  pages: PageEntry[]
  /**
   * Opens a page of the build (e.g. 'pages/list/list') with its query: a new page instance each call
   * (the page's code and template are loaded once); `comp.detach()` closes it (onUnload).
   */
  renderPage(pagePath: string, query?: Record<string, string>): any
}

/**
 * Installs the globals, loads dist/weapp/app.js and launches the app on `entry`. Call once per jest
 * file (the bundle's module registry and the simulate component cache are per file). Web Crypto is
 * removed from the test's global object first: no mini-program host has it.
 */
export function launchWeapp(stub: WxStub, entry = 'pages/list/list', query: Record<string, string> = {}): MiniApp {
  makeWccExecutable()
  const g = GLOBAL
  delete g.crypto
  g.wx = stub.wx
  g.__wxConfig = { envVersion: 'develop', platform: 'devtools' }
  const pages: PageEntry[] = []
  let app: any
  g.App = (options: any) => {
    app = options
  }
  g.getApp = () => app
  g.getCurrentPages = () => pages.map((p) => p.instance)

  // Loaded after the globals: it defines the global Component and Behavior constructors.
  const simulate = require('miniprogram-simulate')
  const component = g.Component

  // The page whose JS simulate is running (Page() registers it), and the query of the page being opened.
  let loadingRoute: string | undefined
  let openingQuery: Record<string, string> = {}
  g.Page = (options: Record<string, any>) => {
    const route = loadingRoute
    if (!route) throw new Error('Page() called outside renderPage()')
    const methods: Record<string, (...args: any[]) => any> = {}
    for (const [key, value] of Object.entries(options)) if (typeof value === 'function') methods[key] = value
    component({
      data: options.data ?? {},
      options: { addGlobalClass: true },
      methods,
      lifetimes: {
        attached(this: any) {
          const query = { ...openingQuery }
          this.route = route
          this.__route__ = route
          this.options = query
          pages.push({ route, options: { ...query }, instance: this })
          this.onLoad?.({ ...query })
          this.onShow?.()
        },
        ready(this: any) {
          this.onReady?.()
        },
        detached(this: any) {
          // Closed like a page navigated back from: off the page stack, then unloaded.
          const at = pages.findIndex((p) => p.instance === this)
          if (at >= 0) pages.splice(at, 1)
          this.onUnload?.()
        },
      },
    })
  }
  // simulate compiles and registers a path once; later opens of the same page render a new instance.
  const loaded = new Map<string, string>()
  const load = (pagePath: string): string => {
    let id = loaded.get(pagePath)
    if (!id) {
      loadingRoute = pagePath
      try {
        id = simulate.load(path.join(WEAPP, pagePath), { rootPath: WEAPP, compiler: 'official' }) as string
      } finally {
        loadingRoute = undefined
      }
      loaded.set(pagePath, id)
    }
    return id
  }

  require(path.join(WEAPP, 'app.js'))
  if (!app) throw new Error('dist/weapp/app.js did not call App()')
  const launch = { path: entry, query, scene: 1001, referrerInfo: {} }
  app.onLaunch?.call(app, launch)
  app.onShow?.call(app, launch)

  return {
    stub,
    get app() {
      return app
    },
    pages,
    renderPage(pagePath, pageQuery = {}) {
      const comp = simulate.render(load(pagePath))
      const parent = document.createElement('parent-wrapper')
      openingQuery = pageQuery
      try {
        comp.attach(parent)
      } finally {
        openingQuery = {}
      }
      return comp
    },
  }
}

/** Waits until `check` returns a truthy value (polling the event loop; real timers). */
export async function waitFor<T>(check: () => T, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

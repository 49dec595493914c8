/**
 * Runs the WeChat build (dist/weapp) under miniprogram-simulate with the official template compiler
 * (TOOLCHAIN.md): the `wcc` binary miniprogram-compiler ships is made executable here; App, getApp,
 * getCurrentPages and a minimal `wx` are stubbed; dist/weapp/app.js is loaded and launched; each
 * Page(...) the bundle registers becomes a Component(...) that simulate can render, with its onLoad
 * and onShow called when it attaches. Load each page path once per jest file (simulate caches by path).
 */
import fs from 'node:fs'
import path from 'node:path'

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
  /** Answers wx.request; default: an empty success envelope. */
  answer: (options: any) => RequestAnswer
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
      let result: any = { errMsg: `${api}:ok` }
      if (api === 'request') result = { ...stub.answer(options), errMsg: 'request:ok' }
      if (api === 'getStorage') result = { data: storage.get(options.key), errMsg: 'getStorage:ok' }
      if (api === 'setStorage') storage.set(options.key, options.data)
      if (api === 'removeStorage') storage.delete(options.key)
      if (api === 'getSystemInfo') result = { ...SYSTEM_INFO, errMsg: 'getSystemInfo:ok' }
      if (api === 'getSetting') result = { authSetting: {}, errMsg: 'getSetting:ok' }
      if (api === 'nextTick') return later(options)
      later(() => {
        options.success?.(result)
        options.complete?.(result)
      })
      return api === 'request' ? { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} } : undefined
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
  /** Loads and renders a page of the build (e.g. 'pages/list/list') with its launch query. */
  renderPage(pagePath: string, query?: Record<string, string>): any
}

/**
 * Installs the globals, loads dist/weapp/app.js and launches the app on `entry`. Call once per jest
 * file (the bundle's module registry and the simulate component cache are per file).
 */
export function launchWeapp(stub: WxStub, entry = 'pages/list/list', query: Record<string, string> = {}): MiniApp {
  makeWccExecutable()
  const g = globalThis as any
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

  // The page being loaded; simulate runs the page's JS while loading its path.
  let loading: { route: string; query: Record<string, string> } | undefined
  g.Page = (options: Record<string, any>) => {
    const target = loading
    if (!target) throw new Error('Page() called outside renderPage()')
    const methods: Record<string, (...args: any[]) => any> = {}
    for (const [key, value] of Object.entries(options)) if (typeof value === 'function') methods[key] = value
    component({
      data: options.data ?? {},
      options: { addGlobalClass: true },
      methods,
      lifetimes: {
        attached(this: any) {
          this.route = target.route
          this.__route__ = target.route
          this.options = { ...target.query }
          pages.push({ route: target.route, options: { ...target.query }, instance: this })
          this.onLoad?.({ ...target.query })
          this.onShow?.()
        },
        ready(this: any) {
          this.onReady?.()
        },
        detached(this: any) {
          this.onUnload?.()
        },
      },
    })
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
      loading = { route: pagePath, query: pageQuery }
      const id = simulate.load(path.join(WEAPP, pagePath), { rootPath: WEAPP, compiler: 'official' })
      const comp = simulate.render(id)
      const parent = document.createElement('parent-wrapper')
      comp.attach(parent)
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

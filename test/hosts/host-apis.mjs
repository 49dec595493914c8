/**
 * What each mini-program host offers, read from the platforms' own API typings (WeChat's
 * miniprogram-api-typings, Alipay's @mini-types/my, Douyin's @douyin-microapp/typings), plus the APIs
 * each platform documents that its typings package lacks — each with the documentation it was
 * checked against. A name in neither list is not an API of that host.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const pkgDir = (name) => path.dirname(require.resolve(`${name}/package.json`))

/** Documented by the platform, missing from its typings package (checked with the platform's docs). */
export const DOCUMENTED_EXTRA = {
  weapp: {},
  alipay: {
    canIUse: 'https://opendocs.alipay.com/mini/api/can-i-use',
    // Deprecated in favour of my.request (so noted in @mini-types/my); Taro's runtime falls back to it
    // only where my.canIUse('request') is false.
    httpRequest: 'https://opendocs.alipay.com/mini/api/owycmh',
  },
  tt: {
    requestOrder: 'https://developer.open-douyin.com/docs/resource/zh-CN/mini-app/develop/api/industry/general_trade/create_order/request-order',
    getOrderPayment: 'https://developer.open-douyin.com/docs/resource/zh-CN/mini-app/develop/api/industry/general_trade/create_order (tt.getOrderPayment)',
    getRandomValues: 'https://developer.open-douyin.com/docs/resource/zh-CN/mini-app/develop/api/device/crypto/tt-get-random-valus',
  },
}

function weappApis() {
  const text = fs.readFileSync(path.join(pkgDir('miniprogram-api-typings'), 'types/wx/lib.wx.api.d.ts'), 'utf8')
  const start = text.indexOf('interface Wx {')
  // The interface ends where the next declaration starts (its comments hold code samples with braces).
  const end = text.slice(start + 1).search(/\n {4}(?:interface|type|namespace) /)
  const body = text.slice(start, end < 0 ? undefined : start + 1 + end)
  const names = new Set()
  for (const m of body.matchAll(/^ {8}(\w+)(?:<[^>]*>)?\(/gm)) names.add(m[1])
  for (const m of body.matchAll(/^ {8}(\w+)\??: /gm)) names.add(m[1])
  return names
}

function alipayApis() {
  const text = fs.readFileSync(path.join(pkgDir('@mini-types/my'), 'types/lib.my.d.ts'), 'utf8')
  return new Set([...text.matchAll(/^ {2}export (?:function|const) (\w+)/gm)].map((m) => m[1]))
}

function ttApis() {
  const dir = pkgDir('@douyin-microapp/typings')
  const files = [...fs.readdirSync(path.join(dir, 'api')).map((f) => path.join(dir, 'api', f)), path.join(dir, 'types/api.d.ts')]
  const names = new Set()
  for (const file of files) {
    if (!file.endsWith('.d.ts')) continue
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)) names.add(m[1])
  }
  return names
}

const cache = {}
/** Every API name the host documents. */
export function hostApis(target) {
  if (!cache[target]) {
    const base = target === 'weapp' ? weappApis() : target === 'alipay' ? alipayApis() : ttApis()
    cache[target] = new Set([...base, ...Object.keys(DOCUMENTED_EXTRA[target])])
  }
  return cache[target]
}

/** The host object's global name. */
export const HOST_OBJECT = { weapp: 'wx', alipay: 'my', tt: 'tt' }

/** Taro.name → the host API Taro's platform runtime calls (apiDiff aliases; showModal is my.confirm/alert). */
export function taroAliases(target) {
  if (target !== 'alipay') return {}
  const runtime = fs.readFileSync(path.join(pkgDir('@tarojs/plugin-platform-alipay'), 'dist/runtime.js'), 'utf8')
  const aliases = Object.fromEntries([...runtime.matchAll(/\n {4}(\w+): \{\n {8}alias: '(\w+)'/g)].map((m) => [m[1], m[2]]))
  return { ...aliases, showModal: 'confirm' }
}

/** Members of Taro that Taro implements itself (no host API behind them). */
export const TARO_OWN = new Set([
  'getCurrentInstance', 'getEnv', 'ENV_TYPE', 'eventCenter', 'Events', 'nextTick', 'pxTransform', 'initPxTransform',
  'getAppInfo', 'Current', 'options', 'getCurrentPages', 'getTabBar', 'getRenderer', 'requirePlugin', 'interceptors',
  'addInterceptor', 'cleanInterceptors', 'preload', 'setGlobalDataPlugin', 'Link', 'General', 'default',
])

/** WeChat's private-info APIs, which app.json's requiredPrivateInfos must declare exactly as called. */
export const WEAPP_PRIVATE_INFO_APIS = new Set([
  'getFuzzyLocation', 'getLocation', 'onLocationChange', 'startLocationUpdate', 'startLocationUpdateBackground', 'chooseLocation', 'choosePoi', 'chooseAddress',
])

/**
 * Members Taro's own platform runtime reads off the host object to detect a rendering mode, each
 * behind a typeof/existence test (seen in @tarojs/plugin-platform-tt's runtime): probes, not API calls
 * of the app, and harmless where the host lacks them.
 */
export const TARO_RUNTIME_PROBES = {
  weapp: new Set(),
  alipay: new Set(),
  tt: new Set(['__$enableTTDom$__', 'appDocument', 'getBuiltInComponents', 'getRenderMode']),
}

/**
 * Host detection — the one place that asks which target and which host we run in (spec core §1).
 * Everything else in the app reads the answer from here (or, better, from a capability adapter).
 */

export type Target = 'weapp' | 'alipay' | 'tt' | 'h5'

export type HostKind =
  | 'weapp'
  | 'alipay-mini'
  | 'tt-mini'
  /** In-app browser of the messaging app (WeChat). */
  | 'messaging-browser'
  | 'alipay-browser'
  | 'bank-browser'
  /** The cross-platform app's web view. */
  | 'app-ios'
  | 'app-android'
  | 'mobile-browser'
  | 'desktop-browser'

export interface HostInfo {
  target: Target
  kind: HostKind
  isH5: boolean
  isMiniProgram: boolean
  /** Inside the native app shell (app web view, or ?isFlutter=1). */
  isNativeAppShell: boolean
  /** Desktop layout (page width 960): window wider than 960 or ?desktop=1. */
  isDesktopMode: boolean
}

export interface HostInput {
  target?: string
  userAgent?: string
  windowWidth?: number
  /** location.search of the H5 page. */
  search?: string
}

/** UA marker the cross-platform app adds to its web view, e.g. `ShowStoreApp/4.39.0 (iOS)`. */
export const APP_UA_MARKER = 'ShowStoreApp'
/** Bank apps whose browsers we recognise (ICBC, CMB) plus the generic marker. */
export const BANK_UA_PATTERN = /ICBC|CMBChina|\bCMB\b|BankApp/i
export const DESKTOP_MIN_WIDTH = 960

function targetOf(value: string | undefined): Target {
  return value === 'weapp' || value === 'alipay' || value === 'tt' ? value : 'h5'
}

function flag(search: string | undefined, name: string): boolean {
  if (!search) return false
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(name)
  return value === '1' || value === 'true'
}

export function detectHost(input: HostInput = {}): HostInfo {
  const target = targetOf(input.target)
  if (target !== 'h5') {
    const kind: HostKind = target === 'weapp' ? 'weapp' : target === 'alipay' ? 'alipay-mini' : 'tt-mini'
    return { target, kind, isH5: false, isMiniProgram: true, isNativeAppShell: false, isDesktopMode: false }
  }
  const ua = input.userAgent ?? ''
  const flutter = flag(input.search, 'isFlutter')
  let kind: HostKind
  if (ua.includes(APP_UA_MARKER) || flutter) kind = /Android/i.test(ua) ? 'app-android' : 'app-ios'
  else if (/MicroMessenger/i.test(ua)) kind = 'messaging-browser'
  else if (/AlipayClient/i.test(ua)) kind = 'alipay-browser'
  else if (BANK_UA_PATTERN.test(ua)) kind = 'bank-browser'
  else if (/Mobile|Android|iPhone|iPad|iPod|HarmonyOS/i.test(ua)) kind = 'mobile-browser'
  else kind = 'desktop-browser'
  const isNativeAppShell = kind === 'app-ios' || kind === 'app-android'
  const isDesktopMode = !isNativeAppShell && (flag(input.search, 'desktop') || (input.windowWidth ?? 0) > DESKTOP_MIN_WIDTH)
  return { target, kind, isH5: true, isMiniProgram: false, isNativeAppShell, isDesktopMode }
}

function currentInput(): HostInput {
  const w = typeof window !== 'undefined' ? window : undefined
  return {
    target: process.env.TARO_ENV,
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    windowWidth: w?.innerWidth,
    search: w?.location?.search,
  }
}

let cached: HostInfo | undefined

/** The host this app runs in (computed once; window width is read at the first call). */
export function getHost(): HostInfo {
  if (!cached) cached = detectHost(currentInput())
  return cached
}

/** Re-detect (after a resize that may toggle desktop mode; tests). */
export function refreshHost(input?: HostInput): HostInfo {
  cached = detectHost(input ?? currentInput())
  return cached
}

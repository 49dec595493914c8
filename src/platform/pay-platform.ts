/**
 * What the payment API needs to know about the host (spec core §7 payments/cashiers): the platform
 * name (WEAPP, ALIPAY, TT, H5, or WEB for desktop browsers), the H5 browser type, and the origin a
 * hosted cashier sends the buyer back to. Read from host.ts so nothing else asks about the target.
 */
import type { BrowserType, PayPlatform } from '../../types/payments'
import { getHost, type HostInfo } from './host'

export function payPlatformOf(host: HostInfo): PayPlatform {
  if (host.target === 'weapp') return 'WEAPP'
  if (host.target === 'alipay') return 'ALIPAY'
  if (host.target === 'tt') return 'TT'
  // Desktop means the app's desktop mode (wide window or ?desktop=1), the same rule as its layout.
  return host.isDesktopMode ? 'WEB' : 'H5'
}

/** Only H5 sends a browser type: the messaging app's and Alipay's browsers have their own products. */
export function browserTypeOf(host: HostInfo): BrowserType | undefined {
  if (!host.isH5) return undefined
  if (host.kind === 'messaging-browser') return 'WEIXIN'
  if (host.kind === 'alipay-browser') return 'ALIPAY'
  return 'OTHER'
}

export function payPlatform(): PayPlatform {
  return payPlatformOf(getHost())
}

export function browserType(): BrowserType | undefined {
  return browserTypeOf(getHost())
}

/** Origin of the H5 app for return URLs; '' in mini-programs (the provider returns to the app itself). */
export function payReturnOrigin(): string {
  if (!getHost().isH5 || typeof window === 'undefined' || !window.location) return ''
  return window.location.origin
}

/**
 * Facts about each payment product: how the app completes it (PayKind), which hosts offer it, and its
 * short name. The per-merchant part (enabled, order, currency, tips, key) lives in
 * payment_provider_configs.
 */
import type { BrowserType, PayKind, PaymentProduct, PayPlatform } from '../../../types/payments.js'

export const PRODUCT_KIND: Record<PaymentProduct, PayKind> = {
  ALIPAY_CN_WAP: 'REDIRECT',
  ALIPAY_CN_WEB: 'REDIRECT',
  ALIPAY_HK_WAP: 'REDIRECT',
  ALIPAY_HK_WEB: 'REDIRECT',
  WEIXIN_HK_H5: 'REDIRECT',
  ICBC_PAY: 'REDIRECT',
  ALLIN_JFQ_PAY: 'REDIRECT',
  WEIXIN_HK_MINI_PROGRAM: 'HOST_PAY',
  WEIXIN_HK_JSAPI: 'HOST_PAY',
  CHINA_UMS_MINI: 'MINI_PROGRAM',
  DOOOLY: 'CODE',
  DOUYIN_MINI_PROGRAM: 'HOST_PAY',
}

/** Short product names (brand names, the same in every language). */
export const PRODUCT_NAME: Record<PaymentProduct, string> = {
  ALIPAY_CN_WAP: 'Alipay',
  ALIPAY_CN_WEB: 'Alipay',
  ALIPAY_HK_WAP: 'AlipayHK',
  ALIPAY_HK_WEB: 'AlipayHK',
  WEIXIN_HK_H5: 'WeChat Pay HK',
  WEIXIN_HK_MINI_PROGRAM: 'WeChat Pay HK',
  WEIXIN_HK_JSAPI: 'WeChat Pay HK',
  ICBC_PAY: 'ICBC',
  ALLIN_JFQ_PAY: 'Allinpay',
  CHINA_UMS_MINI: 'UnionPay',
  DOOOLY: 'Doooly',
  DOUYIN_MINI_PROGRAM: 'Douyin Pay',
}

/** Products settled in HKD (the cashier shows the exchanged amount). */
export const HK_PRODUCTS: ReadonlySet<PaymentProduct> = new Set([
  'ALIPAY_HK_WAP',
  'ALIPAY_HK_WEB',
  'WEIXIN_HK_H5',
  'WEIXIN_HK_MINI_PROGRAM',
  'WEIXIN_HK_JSAPI',
])

/** The order currency (the product prices in RMB, spec core §9). */
export const ORDER_CURRENCY = 'CNY'

/**
 * What each host can run, in the order the cashier lists them (before the merchant's own order):
 * mini-programs run their own wallet (both Alipays in the Alipay one) or another mini-program; H5 inside WeChat only JSAPI; H5 inside
 * Alipay the Alipay wallets; other phone browsers the redirect products; desktop the web cashiers.
 */
export function hostProducts(platform: PayPlatform, browserType: BrowserType | undefined): PaymentProduct[] {
  switch (platform) {
    case 'WEAPP':
      return ['WEIXIN_HK_MINI_PROGRAM', 'CHINA_UMS_MINI', 'DOOOLY']
    case 'ALIPAY':
      // The mini-program runs in AlipayHK or mainland Alipay: either wallet pays with my.tradePay.
      return ['ALIPAY_HK_WAP', 'ALIPAY_CN_WAP', 'DOOOLY']
    case 'TT':
      return ['DOUYIN_MINI_PROGRAM', 'CHINA_UMS_MINI', 'DOOOLY']
    case 'WEB':
      return ['ALIPAY_CN_WEB', 'ALIPAY_HK_WEB']
    case 'H5':
      if (browserType === 'WEIXIN') return ['WEIXIN_HK_JSAPI']
      if (browserType === 'ALIPAY') return ['ALIPAY_HK_WAP', 'ALIPAY_CN_WAP']
      return ['ALIPAY_HK_WAP', 'ALIPAY_CN_WAP', 'WEIXIN_HK_H5', 'ICBC_PAY', 'ALLIN_JFQ_PAY', 'DOOOLY']
  }
}

/** The product a host would use on its own (spec core §4 step 2); null when it has none. */
export function hostOwnProduct(platform: PayPlatform, browserType: BrowserType | undefined): PaymentProduct | null {
  if (platform === 'WEAPP') return 'WEIXIN_HK_MINI_PROGRAM'
  if (platform === 'ALIPAY') return 'ALIPAY_HK_WAP'
  if (platform === 'TT') return 'DOUYIN_MINI_PROGRAM'
  if (platform === 'H5' && browserType === 'WEIXIN') return 'WEIXIN_HK_JSAPI'
  if (platform === 'H5' && browserType === 'ALIPAY') return 'ALIPAY_HK_WAP'
  return null
}

/** Amount in the provider's currency: order cents × rate, rounded half up. */
export function exchange(amountCents: number, ratePpm: number | null): number {
  if (!ratePpm) return amountCents
  return Math.round((amountCents * ratePpm) / 1_000_000)
}

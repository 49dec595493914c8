/**
 * Alipay OpenAPI settings: one Alipay open-platform app (mainland Alipay, CNY) collects for the
 * deployment, for ALIPAY_CN_WAP (phone browsers: alipay.trade.wap.pay; the Alipay mini-program:
 * alipay.trade.create for my.tradePay) and ALIPAY_CN_WEB (desktop: alipay.trade.page.pay).
 * ALIPAY_MINI_APP_ID names the mini-program buyers pay in when it is not the app itself (sent as
 * op_app_id; the buyer is the open id of their login in that mini-program). ALIPAY_SELLER_ID (the
 * merchant's PID), when set, must be the seller of every notified trade. ALIPAY_GATEWAY (shared with
 * the mini-program login) points the SDK elsewhere, e.g. at Alipay's sandbox or a test fake.
 */
import type { PaymentProduct } from '../../../../types/payments.js'
import { privateKeyOf, publicKeyOf, unescapePem } from '../../lib/rsa-keys.js'
import { parsed, setting, sharedSettings, type ProviderSettings } from '../settings.js'

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do'

export type AlipayProduct = 'ALIPAY_CN_WAP' | 'ALIPAY_CN_WEB'
export const ALIPAY_PRODUCTS: readonly AlipayProduct[] = ['ALIPAY_CN_WAP', 'ALIPAY_CN_WEB']

/** Settings every Alipay product needs. */
export const ALIPAY_SHARED_SETTINGS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const

export interface AlipayConfig {
  appId: string
  /** The app's private key as PKCS#8 PEM (the SDK signs with it). */
  privateKeyPem: string
  /** Alipay's public key as SPKI PEM (the SDK checks answers and notifications with it). */
  alipayPublicKeyPem: string
  /** The mini-program whose buyers pay with my.tradePay (default: the app itself). */
  miniAppId: string
  sellerId?: string
  gateway: string
}

export const isAlipayProduct = (p: PaymentProduct): p is AlipayProduct => (ALIPAY_PRODUCTS as readonly string[]).includes(p)

export function readAlipayConfig(env: NodeJS.ProcessEnv): ProviderSettings<AlipayConfig> {
  const shared = sharedSettings(env, 'Alipay', ALIPAY_SHARED_SETTINGS)
  const missing = new Map<PaymentProduct, string[]>(ALIPAY_PRODUCTS.map((p) => [p, [...shared.missing]]))
  const errors = [...shared.errors]
  if (!shared.values) return { config: null, products: [], missing, errors }

  const v = shared.values
  const privateKeyPem = parsed(
    'ALIPAY_PRIVATE_KEY',
    'a readable RSA private key (PEM or base64 DER)',
    () => privateKeyOf(unescapePem(v.ALIPAY_PRIVATE_KEY)).export({ type: 'pkcs8', format: 'pem' }).toString(),
    errors,
  )
  const alipayPublicKeyPem = parsed(
    'ALIPAY_PUBLIC_KEY',
    "Alipay's RSA public key (PEM or base64 DER)",
    () => publicKeyOf(unescapePem(v.ALIPAY_PUBLIC_KEY)).export({ type: 'spki', format: 'pem' }).toString(),
    errors,
  )
  const gateway = setting(env, 'ALIPAY_GATEWAY') ?? ALIPAY_DEFAULT_GATEWAY
  if (!/^https?:\/\//.test(gateway)) errors.push('ALIPAY_GATEWAY must be an http(s) URL')
  if (errors.length || !privateKeyPem || !alipayPublicKeyPem) return { config: null, products: [], missing, errors }
  return {
    config: {
      appId: v.ALIPAY_APP_ID,
      privateKeyPem,
      alipayPublicKeyPem,
      miniAppId: setting(env, 'ALIPAY_MINI_APP_ID') ?? v.ALIPAY_APP_ID,
      sellerId: setting(env, 'ALIPAY_SELLER_ID'),
      gateway,
    },
    products: [...ALIPAY_PRODUCTS],
    missing,
    errors,
  }
}

/**
 * WeChat Pay settings. One WeChat Pay merchant account (Hong Kong / cross-border, API v3 on the
 * `/v3/global` endpoints, settled in the product's currency, HKD for these products) collects for the
 * deployment; each product pays in its own app:
 * - WEIXIN_HK_JSAPI (H5 inside WeChat) and WEIXIN_HK_H5 (other phone browsers) in the official
 *   account WECHATPAY_APP_ID;
 * - WEIXIN_HK_MINI_PROGRAM in the mini-program WECHATPAY_MINI_APP_ID.
 * Keys as PEM (literal `\n` accepted) or bare base64 DER. The platform key is the "WeChat Pay public
 * key" with its id (PUB_KEY_ID_...) in WECHATPAY_PLATFORM_SERIAL, or a platform certificate in PEM
 * whose serial is read from it. Notifications and answers signed under any other serial are refused.
 */
import { X509Certificate, type KeyObject } from 'node:crypto'
import type { PaymentProduct } from '../../../../types/payments.js'
import { privateKeyOf, publicKeyOf, unescapePem } from '../../lib/rsa-keys.js'
import { parsed, setting, sharedSettings, type ProviderSettings } from '../settings.js'

export const WECHATPAY_DEFAULT_BASE_URL = 'https://apihk.mch.weixin.qq.com'
/** Theatrical producers and ticket agencies: the merchant category code the global API asks for. */
export const DEFAULT_MERCHANT_CATEGORY_CODE = '7922'

export type WechatProduct = 'WEIXIN_HK_JSAPI' | 'WEIXIN_HK_MINI_PROGRAM' | 'WEIXIN_HK_H5'

/** The setting that holds the app id each product pays in. */
export const WECHATPAY_APP_SETTING: Record<WechatProduct, 'WECHATPAY_APP_ID' | 'WECHATPAY_MINI_APP_ID'> = {
  WEIXIN_HK_JSAPI: 'WECHATPAY_APP_ID',
  WEIXIN_HK_H5: 'WECHATPAY_APP_ID',
  WEIXIN_HK_MINI_PROGRAM: 'WECHATPAY_MINI_APP_ID',
}
export const WECHAT_PRODUCTS = Object.keys(WECHATPAY_APP_SETTING) as WechatProduct[]

/** Settings every WeChat Pay product needs (each product also needs its app id, WECHATPAY_APP_SETTING). */
export const WECHATPAY_SHARED_SETTINGS = ['WECHATPAY_MCH_ID', 'WECHATPAY_MCH_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY'] as const

export interface WechatPayConfig {
  mchId: string
  /** Serial of the merchant API certificate (the Authorization header's serial_no). */
  merchantSerial: string
  /** The merchant API private key: signs requests and the app's paySign. */
  privateKey: KeyObject
  /** APIv3 key: opens notification resources (AES-256-GCM). */
  apiV3Key: Buffer
  /** The platform key that signs answers and notifications, by its serial. */
  platformSerial: string
  platformKey: KeyObject
  appIds: Partial<Record<WechatProduct, string>>
  baseUrl: string
  merchantCategoryCode: string
}

export const isWechatProduct = (p: PaymentProduct): p is WechatProduct => p in WECHATPAY_APP_SETTING

function platformKeyOf(text: string, serialSetting: string | undefined): { key: KeyObject; serial: string } {
  const pem = unescapePem(text)
  if (pem.includes('BEGIN CERTIFICATE')) {
    const cert = new X509Certificate(pem)
    return { key: cert.publicKey, serial: serialSetting ?? cert.serialNumber.toUpperCase() }
  }
  if (!serialSetting) throw new Error('a platform public key needs its id')
  return { key: publicKeyOf(pem), serial: serialSetting }
}

export function readWechatPayConfig(env: NodeJS.ProcessEnv): ProviderSettings<WechatPayConfig> {
  const shared = sharedSettings(env, 'WeChat Pay', WECHATPAY_SHARED_SETTINGS)
  const missing = new Map<PaymentProduct, string[]>()
  for (const p of WECHAT_PRODUCTS) {
    const own = setting(env, WECHATPAY_APP_SETTING[p]) ? [] : [WECHATPAY_APP_SETTING[p]]
    missing.set(p, [...shared.missing, ...own])
  }
  const errors = [...shared.errors]
  const products = WECHAT_PRODUCTS.filter((p) => missing.get(p)?.length === 0)
  if (!shared.values) return { config: null, products: [], missing, errors }

  const v = shared.values
  const privateKey = parsed('WECHATPAY_PRIVATE_KEY', 'a readable RSA private key (PEM or base64 DER)', () => privateKeyOf(unescapePem(v.WECHATPAY_PRIVATE_KEY)), errors)
  const platform = parsed(
    'WECHATPAY_PLATFORM_PUBLIC_KEY',
    'a platform certificate, or a public key with its id in WECHATPAY_PLATFORM_SERIAL',
    () => platformKeyOf(v.WECHATPAY_PLATFORM_PUBLIC_KEY, setting(env, 'WECHATPAY_PLATFORM_SERIAL')),
    errors,
  )
  const apiV3Key = Buffer.from(v.WECHATPAY_API_V3_KEY, 'utf8')
  if (apiV3Key.length !== 32) errors.push('WECHATPAY_API_V3_KEY must be the 32-character APIv3 key')
  if (platform && platform.serial === v.WECHATPAY_MCH_SERIAL) errors.push('WECHATPAY_PLATFORM_SERIAL must be the platform key id, not the merchant certificate serial')
  const baseUrl = (setting(env, 'WECHATPAY_BASE_URL') ?? WECHATPAY_DEFAULT_BASE_URL).replace(/\/+$/, '')
  if (!/^https?:\/\//.test(baseUrl)) errors.push('WECHATPAY_BASE_URL must be an http(s) URL')
  if (errors.length || !privateKey || !platform) return { config: null, products: [], missing, errors }

  return {
    config: {
      mchId: v.WECHATPAY_MCH_ID,
      merchantSerial: v.WECHATPAY_MCH_SERIAL,
      privateKey,
      apiV3Key,
      platformSerial: platform.serial,
      platformKey: platform.key,
      appIds: Object.fromEntries(products.map((p) => [p, setting(env, WECHATPAY_APP_SETTING[p])])),
      baseUrl,
      merchantCategoryCode: setting(env, 'WECHATPAY_MERCHANT_CATEGORY_CODE') ?? DEFAULT_MERCHANT_CATEGORY_CODE,
    },
    products,
    missing,
    errors,
  }
}

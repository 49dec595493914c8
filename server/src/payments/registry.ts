/**
 * Which adapter serves each payment product of the spec:
 *
 * | product                 | real adapter (when configured)                                   |
 * |-------------------------|------------------------------------------------------------------|
 * | WEIXIN_HK_MINI_PROGRAM  | WeChat Pay API v3: JSAPI order in the mini-program's app id      |
 * | WEIXIN_HK_JSAPI         | WeChat Pay API v3: JSAPI order in the official account's app id  |
 * | WEIXIN_HK_H5            | WeChat Pay API v3: H5 (MWEB) order, redirect to its h5_url        |
 * | ALIPAY_CN_WAP           | Alipay OpenAPI: wap.pay (browser) / trade.create (mini-program)  |
 * | ALIPAY_CN_WEB           | Alipay OpenAPI: page.pay                                         |
 * | ALIPAY_HK_WAP, ALIPAY_HK_WEB, ICBC_PAY, ALLIN_JFQ_PAY, CHINA_UMS_MINI, DOOOLY | sandbox only |
 *
 * PAYMENT_PRODUCTS (comma separated) limits what the deployment offers. Development offers every
 * product: the configured ones on their real adapter, the rest on the sandbox. Production offers only
 * products on a real adapter, never the sandbox (paymentProductionProblems refuses the start when an
 * offered product is not configured). A provider's settings that are there but wrong stop the start.
 */
import { PAYMENT_PRODUCTS, type PaymentProduct } from '../../../types/payments.js'
import { createSandboxProviders, type ProviderRegistry } from './adapters.js'
import { createAlipayProviders } from './alipay/adapter.js'
import { isAlipayProduct, readAlipayConfig, type AlipayConfig } from './alipay/config.js'
import type { PaymentProvider } from './provider.js'
import type { SandboxGateway, SigningKeyLookup } from './sandbox/gateway.js'
import type { ProviderSettings } from './settings.js'
import { createWechatPayProviders } from './wechatpay/adapter.js'
import { readWechatPayConfig, type WechatPayConfig } from './wechatpay/config.js'

export interface LiveSettings {
  wechatPay: ProviderSettings<WechatPayConfig>
  alipay: ProviderSettings<AlipayConfig>
  /** Products on a real adapter. */
  live: PaymentProduct[]
  /** Every product a real adapter could serve → the settings it lacks (empty when configured). */
  missing: Map<PaymentProduct, string[]>
  errors: string[]
}

export function readLiveSettings(env: NodeJS.ProcessEnv): LiveSettings {
  const wechatPay = readWechatPayConfig(env)
  const alipay = readAlipayConfig(env)
  return {
    wechatPay,
    alipay,
    live: [...wechatPay.products, ...alipay.products],
    missing: new Map([...wechatPay.missing, ...alipay.missing]),
    errors: [...wechatPay.errors, ...alipay.errors],
  }
}

/** PAYMENT_PRODUCTS as products, with the names it lists that are no product; undefined when unset. */
export function offeredSetting(env: NodeJS.ProcessEnv): { products: PaymentProduct[]; unknown: string[] } | undefined {
  const raw = env.PAYMENT_PRODUCTS?.trim()
  if (!raw) return undefined
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean)
  const known = new Set<string>(PAYMENT_PRODUCTS)
  return { products: names.filter((n): n is PaymentProduct => known.has(n)), unknown: names.filter((n) => !known.has(n)) }
}

export interface RegistryOptions {
  env: NodeJS.ProcessEnv
  sandbox: { gateway: SandboxGateway; keyOf: SigningKeyLookup }
}

/** One adapter per offered product (production: real ones only). */
export function createProviderRegistry({ env, sandbox }: RegistryOptions): ProviderRegistry {
  const settings = readLiveSettings(env)
  if (settings.errors.length) throw new Error(`payment providers: ${settings.errors.join('; ')}`)
  const production = env.NODE_ENV === 'production'
  const offered = offeredSetting(env)?.products ?? (production ? settings.live : [...PAYMENT_PRODUCTS])
  const live: PaymentProvider[] = [
    ...(settings.wechatPay.config ? createWechatPayProviders(settings.wechatPay.config) : []),
    ...(settings.alipay.config ? createAlipayProviders(settings.alipay.config, settings.alipay.products.filter(isAlipayProduct)) : []),
  ]
  const registry = new Map<PaymentProduct, PaymentProvider>()
  const onSandbox = production ? [] : offered.filter((p) => !settings.live.includes(p))
  for (const [p, adapter] of createSandboxProviders(sandbox.gateway, sandbox.keyOf, onSandbox)) registry.set(p, adapter)
  for (const adapter of live) if (offered.includes(adapter.product)) registry.set(adapter.product, adapter)
  return registry
}

/**
 * What stops a production start on the payments side (NODE_ENV=production; empty otherwise). In
 * production the sandbox is never offered (registry.ts), so each problem names what keeps buyers from
 * paying for real:
 * - a provider's settings that are present but unusable (partial, unreadable key);
 * - every offered product (PAYMENT_PRODUCTS) still on the sandbox, with the settings it lacks, or
 *   the fact that it has no real adapter yet;
 * - no real product at all;
 * - PUBLIC_BASE_URL not an https origin: providers post notifications to it (WeChat Pay and Alipay
 *   call https only) and send buyers back to it.
 * ALLOW_SANDBOX_PROVIDERS does not lift these: a sandbox payment in production is a free ticket.
 */
import { ALIPAY_SHARED_SETTINGS } from './alipay/config.js'
import { offeredSetting, readLiveSettings } from './registry.js'
import { WECHATPAY_APP_SETTING, WECHATPAY_SHARED_SETTINGS } from './wechatpay/config.js'

export function paymentProductionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return []
  const settings = readLiveSettings(env)
  const problems = [...settings.errors]
  const offered = offeredSetting(env)
  for (const name of offered?.unknown ?? []) problems.push(`PAYMENT_PRODUCTS names ${name}, which is no payment product`)
  for (const product of offered?.products ?? []) {
    if (settings.live.includes(product)) continue
    const missing = settings.missing.get(product)
    problems.push(
      missing
        ? `${product} is offered (PAYMENT_PRODUCTS) but still on the payment sandbox: set ${missing.join(', ')}`
        : `${product} is offered (PAYMENT_PRODUCTS) but has only the payment sandbox: remove it from PAYMENT_PRODUCTS`,
    )
  }
  const offeredLive = offered ? offered.products.filter((p) => settings.live.includes(p)) : settings.live
  if (offeredLive.length === 0 && settings.errors.length === 0) {
    const wechatAppIds = [...new Set(Object.values(WECHATPAY_APP_SETTING))].join(' and/or ')
    problems.push(
      `no payment product is configured for real: set the WeChat Pay settings (${WECHATPAY_SHARED_SETTINGS.join(', ')}, with ${wechatAppIds}) ` +
        `or the Alipay settings (${ALIPAY_SHARED_SETTINGS.join(', ')}), see README "Payments"`,
    )
  }
  const base = env.PUBLIC_BASE_URL?.trim()
  if (!base || !/^https:\/\/[^/?#]+\/?$/.test(base)) {
    problems.push('PUBLIC_BASE_URL must be the https origin buyers reach (e.g. https://shop.example.com): payment providers post notifications to it')
  }
  return problems
}

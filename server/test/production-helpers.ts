/**
 * A production environment for tests: NODE_ENV=production with every external part configured (SMS and
 * email over HTTP to addresses that are never called, live identity, one strong secret per purpose,
 * the public address, the metrics token). productionEnv leaves the payment providers out, so the start
 * is refused on them alone (production-mode.test.ts checks that); completeProductionEnv adds a real
 * Alipay account with keys generated here, with which a production server starts.
 */
import { randomBytes } from 'node:crypto'
import { rsaPair } from './fakes/common.js'

/** The secrets' variables (config/secrets.ts; production-mode.test.ts keeps this list in step with it). */
export const SECRET_VARIABLES = [
  'AUTH_SECRET',
  'LINK_TOKEN_SECRET',
  'CODE_HASH_SECRET',
  'CAPTCHA_SECRET',
  'UPLOAD_POLICY_SECRET',
  'ORDER_PASS_SECRET',
  'SEAT_PARTNER_SECRET',
  'TICKET_KEY_SECRET',
]

export const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'

export function productionEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const secrets = Object.fromEntries(SECRET_VARIABLES.map((name) => [name, randomBytes(36).toString('base64url')]))
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://storefront@db.internal:5432/storefront',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.provider.invalid/send',
    SMS_HTTP_TOKEN: 'sms-token',
    EMAIL_PROVIDER: 'http',
    EMAIL_HTTP_URL: 'https://mail.provider.invalid/send',
    EMAIL_HTTP_TOKEN: 'mail-token',
    SUBSCRIBE_PROVIDER: 'http',
    SUBSCRIBE_HTTP_URL: 'https://notify.provider.invalid/subscribe',
    SUBSCRIBE_HTTP_TOKEN: 'subscribe-token',
    IDENTITY_PROVIDER: 'live',
    GOOGLE_CLIENT_ID: 'storefront.apps.googleusercontent.com',
    PUBLIC_BASE_URL: 'https://shop.example.com',
    METRICS_TOKEN,
    KUAIDI100_CUSTOMER: 'kuaidi100-customer',
    KUAIDI100_KEY: 'kuaidi100-key',
    ...secrets,
    ...overrides,
  }
}

/**
 * productionEnv plus an Alipay account (app id, the app's private key, Alipay's public key) with keys
 * generated for this run: everything a production start needs. Alipay is never called by a start.
 */
export function completeProductionEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const app = rsaPair()
  const gateway = rsaPair()
  return productionEnv({ ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: app.privatePem, ALIPAY_PUBLIC_KEY: gateway.publicPem, ...overrides })
}

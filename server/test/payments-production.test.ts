/**
 * Production never offers the payment sandbox: paymentProductionProblems names every offered product
 * still on it (with the settings it lacks), unusable provider settings and a missing https
 * PUBLIC_BASE_URL; the registry builds only real adapters in production; and a production app's
 * cashier lists only products on a real provider while pay refuses the others.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { PAYMENT_PRODUCTS, PAYMENT_STATUS, type CashierResponse } from '../../types/payments.js'
import type { SandboxGateway } from '../src/payments/sandbox/gateway.js'
import { paymentProductionProblems } from '../src/payments/production.js'
import { createProviderRegistry, readLiveSettings } from '../src/payments/registry.js'
import { rsaPair } from './fakes/common.js'
import { as, createUnpaid, loginBuyer, makeTier, pay, type Buyer } from './payments-helpers.js'
import { describeLivePayments } from './payments-live-helpers.js'

const keys = { wx: rsaPair(), platform: rsaPair(), ali: rsaPair(), alipay: rsaPair() }
const WECHAT = {
  WECHATPAY_MCH_ID: '1900000109',
  WECHATPAY_MCH_SERIAL: 'ABCDEF0123456789',
  WECHATPAY_PRIVATE_KEY: keys.wx.privatePem,
  WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platform.publicPem,
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0000000000000001',
  WECHATPAY_APP_ID: 'wx8888888888888888',
  WECHATPAY_MINI_APP_ID: 'wx7777777777777777',
}
const ALIPAY = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: keys.ali.privatePem, ALIPAY_PUBLIC_KEY: keys.alipay.publicPem }
const PROD = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example.com' }
/** The registry never calls the sandbox in these tests; production must not even build its adapters. */
const sandbox = { gateway: {} as SandboxGateway, keyOf: async () => 'k' }

describe('paymentProductionProblems', () => {
  it('says nothing outside production', () => {
    assert.deepEqual(paymentProductionProblems({}), [])
    assert.deepEqual(paymentProductionProblems({ NODE_ENV: 'development', PAYMENT_PRODUCTS: 'ICBC_PAY' }), [])
  })

  it('refuses production with no real provider and no https public origin', () => {
    const problems = paymentProductionProblems({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://shop.example.com' })
    assert.equal(problems.length, 2)
    assert.match(problems[0] as string, /^no payment product is configured for real: set the WeChat Pay settings \(.*\) or the Alipay settings \(.*\)/)
    // Each variable a provider needs is named.
    for (const name of ['WECHATPAY_MCH_ID', 'WECHATPAY_MCH_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_APP_ID', 'WECHATPAY_MINI_APP_ID', 'ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']) {
      assert.match(problems[0] as string, new RegExp(`\\b${name}\\b`), name)
    }
    assert.match(problems[1] as string, /PUBLIC_BASE_URL must be the https origin/)
  })

  it('names each offered product still on the sandbox with the settings it lacks', () => {
    const problems = paymentProductionProblems({ ...PROD, ...ALIPAY, WECHATPAY_APP_ID: 'wx1', PAYMENT_PRODUCTS: 'ALIPAY_CN_WAP, WEIXIN_HK_MINI_PROGRAM,WEIXIN_HK_JSAPI,ICBC_PAY,DOOOLY,PAYPAL' })
    assert.deepEqual(problems, [
      'PAYMENT_PRODUCTS names PAYPAL, which is no payment product',
      'WEIXIN_HK_MINI_PROGRAM is offered (PAYMENT_PRODUCTS) but still on the payment sandbox: set WECHATPAY_MCH_ID, WECHATPAY_MCH_SERIAL, WECHATPAY_PRIVATE_KEY, WECHATPAY_API_V3_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_MINI_APP_ID',
      'WEIXIN_HK_JSAPI is offered (PAYMENT_PRODUCTS) but still on the payment sandbox: set WECHATPAY_MCH_ID, WECHATPAY_MCH_SERIAL, WECHATPAY_PRIVATE_KEY, WECHATPAY_API_V3_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY',
      'ICBC_PAY is offered (PAYMENT_PRODUCTS) but has only the payment sandbox: remove it from PAYMENT_PRODUCTS',
      'DOOOLY is offered (PAYMENT_PRODUCTS) but has only the payment sandbox: remove it from PAYMENT_PRODUCTS',
    ])
  })

  it('names settings that are there but unusable', () => {
    const partial = paymentProductionProblems({ ...PROD, ...ALIPAY, WECHATPAY_MCH_ID: '1900000109', WECHATPAY_APP_ID: 'wx1' })
    assert.deepEqual(partial, ['WeChat Pay is partly configured: also set WECHATPAY_MCH_SERIAL, WECHATPAY_PRIVATE_KEY, WECHATPAY_API_V3_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY'])
    const broken = paymentProductionProblems({ ...PROD, ...WECHAT, WECHATPAY_PRIVATE_KEY: 'bm90IGEga2V5', WECHATPAY_API_V3_KEY: 'short', ALIPAY_APP_ID: '1', ALIPAY_PRIVATE_KEY: 'x', ALIPAY_PUBLIC_KEY: 'y' })
    assert.deepEqual(broken, [
      'WECHATPAY_PRIVATE_KEY is not a readable RSA private key (PEM or base64 DER)',
      'WECHATPAY_API_V3_KEY must be the 32-character APIv3 key',
      'ALIPAY_PRIVATE_KEY is not a readable RSA private key (PEM or base64 DER)',
      "ALIPAY_PUBLIC_KEY is not Alipay's RSA public key (PEM or base64 DER)",
    ])
  })

  it('is satisfied when every offered product is on a real provider', () => {
    assert.deepEqual(paymentProductionProblems({ ...PROD, ...WECHAT, ...ALIPAY }), [])
    assert.deepEqual(paymentProductionProblems({ ...PROD, ...ALIPAY, PAYMENT_PRODUCTS: 'ALIPAY_CN_WAP' }), [])
  })

  it('reads a WeChat Pay platform certificate and its serial', { skip: hasOpenssl() ? undefined : 'no openssl to make a certificate' }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wxcert-'))
    try {
      const pem = path.join(dir, 'cert.pem')
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', pem, '-days', '1', '-subj', '/CN=Tenpay.com Root CA', '-set_serial', '0x5157F09D88084280'], { stdio: 'ignore' })
      const env = { ...WECHAT, WECHATPAY_PLATFORM_PUBLIC_KEY: readFileSync(pem, 'utf8'), WECHATPAY_PLATFORM_SERIAL: '' }
      const settings = readLiveSettings(env)
      assert.deepEqual(settings.errors, [])
      assert.equal(settings.wechatPay.config?.platformSerial, '5157F09D88084280')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('provider registry', () => {
  it('development: every product, the configured ones on their real adapter and the rest on the sandbox', () => {
    const registry = createProviderRegistry({ env: { ...ALIPAY }, sandbox })
    assert.equal(registry.size, PAYMENT_PRODUCTS.length)
    assert.equal(registry.get('ALIPAY_CN_WAP')?.backend, 'ALIPAY')
    assert.equal(registry.get('ALIPAY_CN_WEB')?.backend, 'ALIPAY')
    assert.equal(registry.get('ALIPAY_HK_WAP')?.backend, 'SANDBOX')
    assert.equal(registry.get('WEIXIN_HK_JSAPI')?.backend, 'SANDBOX')
    assert.equal(registry.get('ALIPAY_CN_WAP')?.kindOn('ALIPAY'), 'HOST_PAY')
    assert.equal(registry.get('ALIPAY_CN_WAP')?.kindOn('H5'), 'REDIRECT')
    assert.deepEqual([...createProviderRegistry({ env: { PAYMENT_PRODUCTS: 'DOOOLY,ICBC_PAY' }, sandbox }).keys()].sort(), ['DOOOLY', 'ICBC_PAY'])
  })

  it('production: only real adapters, whatever PAYMENT_PRODUCTS says', () => {
    const registry = createProviderRegistry({ env: { ...PROD, ...WECHAT, PAYMENT_PRODUCTS: 'WEIXIN_HK_MINI_PROGRAM,ICBC_PAY' }, sandbox })
    assert.deepEqual([...registry.keys()], ['WEIXIN_HK_MINI_PROGRAM'])
    assert.equal(registry.get('WEIXIN_HK_MINI_PROGRAM')?.backend, 'WECHAT_PAY')
    assert.deepEqual([...createProviderRegistry({ env: { ...PROD }, sandbox }).keys()], [])
  })

  it('a half-configured provider stops the start', () => {
    assert.throws(() => createProviderRegistry({ env: { ALIPAY_APP_ID: '2021' }, sandbox }), /Alipay is partly configured: also set ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/)
  })
})

await describeLivePayments('a production app', (env, live) => {
  let alice: Buyer

  it('offers only products on a real provider, and pay refuses the others', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    const prod = await env().restart({ env: { ...live().env, ...PROD } })
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const { txId } = await createUnpaid(prod, alice, tier)
    const h5 = await as(prod, alice).post('/buyer/v3/payments/cashiers', { transactionIds: [txId], platform: 'H5', browserType: 'OTHER' })
    assert.deepEqual((h5.data as CashierResponse).options.map((o) => o.paymentProduct).sort(), ['ALIPAY_CN_WAP', 'WEIXIN_HK_H5'])
    const mini = await as(prod, alice).post('/buyer/v3/payments/cashiers', { transactionIds: [txId], platform: 'ALIPAY' })
    assert.deepEqual(
      (mini.data as CashierResponse).options.map((o) => [o.paymentProduct, o.kind]),
      [['ALIPAY_CN_WAP', 'HOST_PAY']],
    )
    for (const product of ['ICBC_PAY', 'ALIPAY_HK_WAP', 'DOOOLY'] as const) {
      assert.equal((await pay(prod, alice, txId, product)).statusCode, PAYMENT_STATUS.PRODUCT_UNAVAILABLE, product)
    }
    await prod.close()
  })
})

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

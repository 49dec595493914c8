/**
 * The payments suites against the real protocols: a fake WeChat Pay and a fake Alipay gateway
 * (test/fakes), each with its own key pairs, the merchant's keys generated here and handed to the app
 * as WECHATPAY_* / ALIPAY_* settings exactly as an operator would. The fakes post their notifications
 * into the suite's app (inject), and after every test the providers' books must agree with ours: a
 * trade the provider captured has one CAPTURE, a refund one REFUND, in the same amounts.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ORDER_STATE } from '../../types/orders.js'
import type { PayInfoResponse, PaymentProduct } from '../../types/payments.js'
import type { Db } from '../src/db/client.js'
import { paymentLedger, payments, userIdentities } from '../src/db/schema.js'
import { rsaPair, type FakeDelivery, type RsaPair, type Transport } from './fakes/common.js'
import { startFakeAlipay, type FakeAlipay } from './fakes/alipay.js'
import { startFakeWechatPay, type FakeWechatPay } from './fakes/wechatpay.js'
import {
  createUnpaid,
  describePayments,
  makeTier,
  orderState,
  pay,
  ticketCount,
  type Buyer,
  type PayCallOptions,
  type PaymentsEnv,
  type SuiteExtension,
} from './payments-helpers.js'

export const WX = {
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  miniAppId: 'wx7777777777777777',
  merchantSerial: '3775B6A45ACD588826D15E583A95F5DD00000001',
  apiV3Key: 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY',
}
export const ALI = { appId: '2021000000000001', sellerId: '2088000000000001' }

export interface LiveProviders extends SuiteExtension {
  wechat: FakeWechatPay
  alipay: FakeAlipay
  /** The settings the app runs with. */
  env: NodeJS.ProcessEnv
  /** The merchant's own keys (WeChat Pay API key, Alipay app key). */
  keys: { wechatMerchant: RsaPair; alipayApp: RsaPair }
}

/** POST a provider's notification into `app` as the provider would over HTTP. */
export function injectTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const u = new URL(url)
    const res = await app.inject({ method: 'POST', url: `${u.pathname}${u.search}`, headers: init.headers, payload: init.body })
    return { status: res.statusCode, body: res.body }
  }
}

export async function postDelivery(app: FastifyInstance, d: FakeDelivery): Promise<{ status: number; body: string }> {
  return injectTransport(app)(d.url, { headers: d.headers, body: d.body })
}

export function liveEnvOf(wechat: FakeWechatPay, alipay: FakeAlipay, keys: LiveProviders['keys']): NodeJS.ProcessEnv {
  return {
    WECHATPAY_MCH_ID: WX.mchId,
    WECHATPAY_MCH_SERIAL: WX.merchantSerial,
    // As operators paste them: one line with literal \n.
    WECHATPAY_PRIVATE_KEY: keys.wechatMerchant.privatePem.replace(/\n/g, '\\n'),
    WECHATPAY_API_V3_KEY: WX.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKeyPem,
    WECHATPAY_PLATFORM_SERIAL: wechat.platformSerial,
    WECHATPAY_APP_ID: WX.appId,
    WECHATPAY_MINI_APP_ID: WX.miniAppId,
    WECHATPAY_BASE_URL: wechat.baseUrl,
    ALIPAY_APP_ID: ALI.appId,
    // As Alipay's console shows them: bare base64.
    ALIPAY_PRIVATE_KEY: keys.alipayApp.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyPem.replace(/-----[^-]+-----|\s/g, ''),
    ALIPAY_SELLER_ID: ALI.sellerId,
    ALIPAY_GATEWAY: alipay.gatewayUrl,
  }
}

export async function startLiveProviders(): Promise<LiveProviders> {
  const keys = { wechatMerchant: rsaPair(), alipayApp: rsaPair() }
  const wechat = await startFakeWechatPay({ mchId: WX.mchId, appIds: [WX.appId, WX.miniAppId], merchantSerial: WX.merchantSerial, merchantPublicKey: keys.wechatMerchant.publicKey, apiV3Key: WX.apiV3Key })
  const alipay = await startFakeAlipay({ appId: ALI.appId, appPublicKey: keys.alipayApp.publicKey, sellerId: ALI.sellerId })
  const env = liveEnvOf(wechat, alipay, keys)
  return {
    wechat,
    alipay,
    env,
    keys,
    options: { env },
    attach(app) {
      wechat.setTransport(injectTransport(app))
      alipay.setTransport(injectTransport(app))
    },
    check: (db) => assertProvidersAgree(db, wechat, alipay),
    async close() {
      await wechat.close()
      await alipay.close()
    },
  }
}

/** A payments suite (PGlite, and PostgreSQL when reachable) whose app runs on the fakes. */
export async function describeLivePayments(name: string, body: (env: () => PaymentsEnv, live: () => LiveProviders) => void, o: { postgresOnly?: boolean } = {}): Promise<void> {
  let current: LiveProviders | undefined
  await describePayments(
    name,
    (env) =>
      body(env, () => {
        if (!current) throw new Error('live providers not started')
        return current
      }),
    { ...o, extend: async () => (current = await startLiveProviders()) },
  )
}

/** The buyer logged in to a mini-program of `appId` as `openId` (what the mini-program login records). */
export async function bindWallet(db: Db, buyer: Buyer, appId: string, openId = `o${randomUUID().replace(/-/g, '').slice(0, 27)}`): Promise<string> {
  await db.insert(userIdentities).values({ id: randomUUID(), merchantId: buyer.merchant, provider: `MINI:${appId}`, subject: openId, userId: buyer.userId })
  return openId
}

/** Every attempt on a real provider agrees with the provider's own record of its trade. */
export async function assertProvidersAgree(db: Db, wechat: FakeWechatPay, alipay: FakeAlipay): Promise<void> {
  const live = ['WEIXIN_HK_JSAPI', 'WEIXIN_HK_MINI_PROGRAM', 'WEIXIN_HK_H5', 'ALIPAY_CN_WAP', 'ALIPAY_CN_WEB'] as const
  const rows = await db.select().from(payments).where(inArray(payments.product, [...live]))
  for (const p of rows) {
    const entries = await db.select().from(paymentLedger).where(eq(paymentLedger.paymentId, p.paymentId))
    const captured = entries.filter((e) => e.kind === 'CAPTURE').length
    const refunded = entries.filter((e) => e.kind === 'REFUND').length
    const wx = wechat.trades.get(p.paymentId)
    const ali = alipay.trades.get(p.paymentId)
    const paidThere = wx ? wx.state === 'SUCCESS' || wx.state === 'REFUND' : ali ? ali.state === 'TRADE_SUCCESS' || (ali.state === 'TRADE_CLOSED' && ali.refundedCents > 0) : false
    const refundedThere = wx ? wx.refunded : (ali?.refundedCents ?? 0)
    const settled = p.state === 'PAID' || p.state === 'REFUNDED'
    // Paid at the provider but not yet settled here is allowed (a notification still on its way).
    if (settled) assert.ok(paidThere, `payment ${p.paymentId} is ${p.state} but its trade is not paid at the provider`)
    assert.equal(captured, settled || p.state === 'REFUNDING' ? 1 : 0, `payment ${p.paymentId} (${p.state}) has ${captured} captures`)
    assert.equal(refunded, p.state === 'REFUNDED' ? 1 : 0, `payment ${p.paymentId} (${p.state}) has ${refunded} refunds`)
    assert.equal(refundedThere, p.state === 'REFUNDED' ? p.providerAmountCents : 0, `payment ${p.paymentId} (${p.state}): provider refunded ${refundedThere}`)
  }
}

/** A fresh order of `qty` tickets and the pay call for `product`: the attempt a test then drives. */
export async function orderAndPay(env: PaymentsEnv, buyer: Buyer, product: PaymentProduct, o: PayCallOptions & { qty?: number; priceCents?: number } = {}) {
  const tier = await makeTier(env.db.handle.db, { capacity: 10, ...(o.priceCents === undefined ? {} : { priceCents: o.priceCents }) })
  const { txId, orderId } = await createUnpaid(env.app, buyer, tier, o.qty ?? 1)
  const res = await pay(env.app, buyer, txId, product, o)
  return { tier, txId, orderId, res, info: res.data as PayInfoResponse }
}

/**
 * The server dies inside the settlement transaction the first time a notification reaches it: the
 * provider sees a failed answer, nothing is booked; re-sent to a healthy server, it settles once.
 */
export async function assertResentAfterCrash(env: PaymentsEnv, live: LiveProviders, buyer: Buyer, provider: 'wechat' | 'alipay', product: PaymentProduct, o: PayCallOptions): Promise<void> {
  const db = env.db.handle.db
  const fake = live[provider]
  const { orderId, info } = await orderAndPay(env, buyer, product, { ...o, qty: 2 })
  const crashing = await env.restart({
    testOnlyAfterStateChange: () => {
      throw new Error('process killed')
    },
  })
  const n = fake.pay(info.paymentId)
  fake.setTransport(injectTransport(crashing))
  assert.deepEqual(await fake.deliver(), { delivered: 0, failed: 1 })
  assert.equal(await ticketCount(db, orderId), 0)
  assert.equal((await orderState(env.app, buyer, orderId)).orderState.code, ORDER_STATE.Unpaid)
  await crashing.close()

  live.attach(env.app)
  assert.deepEqual(await fake.deliver(), { delivered: 1, failed: 0 })
  assert.equal(n.answers.length, 2)
  assert.ok((n.answers[0] as number) >= 500, `first answer ${n.answers[0]}`)
  assert.equal(await ticketCount(db, orderId), 2)
  assert.equal((await orderState(env.app, buyer, orderId)).orderState.code, ORDER_STATE.Succeeded)
  // Re-sent once more (the answer was lost on the way): acknowledged, nothing more booked.
  const again = await postDelivery(env.app, n.build())
  assert.ok(again.status < 300 && (provider === 'wechat' || again.body === 'success'), `answer ${again.status} ${again.body}`)
  assert.equal(await ticketCount(db, orderId), 2)
}

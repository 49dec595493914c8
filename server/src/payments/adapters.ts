/**
 * The sandbox adapters: one per payment product, all behind PaymentProvider and backed by the sandbox
 * gateway (development, tests, `npm start`). registry.ts puts a real adapter in a product's place when
 * its provider is configured (WeChat Pay, Alipay); products without a real adapter stay here, and in
 * production the sandbox is never offered. What differs per product is what the app gets back to pay
 * with (kind and pay info shape), as the real product would hand it out:
 * - REDIRECT (Alipay CN/HK WAP and WEB, WeChat HK H5, ICBC, Allinpay instalments): the hosted cashier URL;
 * - HOST_PAY (WeChat HK mini-program and JSAPI): wx.requestPayment parameters, signed;
 * - MINI_PROGRAM (China UMS): the UnionPay mini-program's app id and path with the trade number;
 * - CODE (Doooly): nothing until the one-time code is proven, then the trade is captured at once.
 * Notifications are verified with the merchant's key for the product (signing.ts).
 */
import { randomBytes } from 'node:crypto'
import { PAYMENT_PRODUCTS, type PaymentProduct } from '../../../types/payments.js'
import { headerValue, type CreatePaymentInput, type PayInfo, type PaymentEvent, type PaymentProvider } from './provider.js'
import { PRODUCT_KIND } from './products.js'
import { SIGNATURE_HEADER, sign, verify } from './signing.js'
import type { SandboxGateway, SandboxNotificationBody, SigningKeyLookup } from './sandbox/gateway.js'
import { toTradeStatus } from './sandbox/gateway.js'
import type { SandboxTrade } from './sandbox/repository.js'

export type ProviderRegistry = ReadonlyMap<PaymentProduct, PaymentProvider>

/** Sandbox app id of the UnionPay (China UMS) mini-program the app opens. */
export const UMS_MINI_APP_ID = 'wxsandboxchinaums'

const cashierUrl = (input: CreatePaymentInput, tradeNo: string) => `${input.baseUrl}/api/sandbox/cashier/${encodeURIComponent(tradeNo)}?lang=${input.lang}`

function payInfoOf(product: PaymentProduct, trade: SandboxTrade, input: CreatePaymentInput, key: string): PayInfo {
  switch (PRODUCT_KIND[product]) {
    case 'REDIRECT':
      return { kind: 'REDIRECT', normalUrl: cashierUrl(input, trade.tradeNo) }
    case 'HOST_PAY': {
      if (product === 'DOUYIN_MINI_PROGRAM') return { kind: 'HOST_PAY', paymentInfoMap: douyinPreOrder(trade, input, key) }
      const timeStamp = String(Math.floor(Date.now() / 1000))
      const nonceStr = randomBytes(8).toString('hex')
      const pkg = `prepay_id=${trade.tradeNo}`
      const paySign = sign(key, `${timeStamp}\n${nonceStr}\n${pkg}\n`)
      return {
        kind: 'HOST_PAY',
        paymentInfoMap: {
          timeStamp,
          nonceStr,
          package: pkg,
          signType: 'HMAC-SHA256',
          paySign,
          // Sandbox only: where the dev console / tests "complete" the wallet payment.
          sandboxCompleteUrl: `${input.baseUrl}/api/sandbox/trades/${trade.tradeNo}/complete`,
        },
      }
    }
    case 'MINI_PROGRAM':
      return { kind: 'MINI_PROGRAM', cqpMpAppId: UMS_MINI_APP_ID, cqpMpPath: `pages/pay/index?tradeNo=${encodeURIComponent(trade.tradeNo)}` }
    case 'CODE':
      return { kind: 'CODE' }
  }
}

/**
 * Douyin's general trade system: the app hands `data` (the pre-order as a JSON string, untouched) and
 * `byteAuthorization` to tt.requestOrder, then pays Douyin's order id with tt.getOrderPayment. Douyin
 * signs with the merchant's RSA key (SHA256-RSA2048); the sandbox signs the same fields with the
 * product's HMAC key and says so in the header's scheme.
 */
function douyinPreOrder(trade: SandboxTrade, input: CreatePaymentInput, key: string): Record<string, unknown> {
  const data = JSON.stringify({
    skuList: [{ skuId: input.paymentId, price: input.amountCents, quantity: 1, title: input.subject, imageList: [], type: 401, tagGroupId: 'tag_group_sandbox' }],
    outOrderNo: trade.tradeNo,
    totalAmount: input.amountCents,
    payExpireSeconds: Math.max(60, Math.floor((input.timeExpire.getTime() - Date.now()) / 1000)),
    payNotifyUrl: input.notifyUrl,
    orderEntrySchema: { path: 'packages/order/detail/index', params: JSON.stringify({ paymentId: input.paymentId }) },
  })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonce = randomBytes(8).toString('hex')
  const signature = sign(key, `POST\n/requestOrder\n${timestamp}\n${nonce}\n${data}\n`)
  return {
    data,
    byteAuthorization: `SANDBOX-HMAC-SHA256 appid="sandbox",nonce_str="${nonce}",timestamp="${timestamp}",key_version="1",signature="${signature}"`,
    // Sandbox only: where the dev console / tests "complete" the Douyin payment.
    sandboxCompleteUrl: `${input.baseUrl}/api/sandbox/trades/${trade.tradeNo}/complete`,
  }
}

function parseEvent(body: string): SandboxNotificationBody | null {
  try {
    const v = JSON.parse(body) as Partial<SandboxNotificationBody>
    const okStates = ['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED', 'TRADE_FAILED']
    if (
      typeof v.notifyId !== 'string' ||
      typeof v.tradeNo !== 'string' ||
      typeof v.outTradeNo !== 'string' ||
      typeof v.merchantId !== 'string' ||
      typeof v.amountCents !== 'number' ||
      typeof v.currency !== 'string' ||
      !okStates.includes(v.state as string)
    ) {
      return null
    }
    return v as SandboxNotificationBody
  } catch {
    return null
  }
}

function sandboxBackedAdapter(product: PaymentProduct, gateway: SandboxGateway, keyOf: SigningKeyLookup): PaymentProvider {
  return {
    product,
    backend: 'SANDBOX',
    kindOn: () => PRODUCT_KIND[product],
    async createPayment(input) {
      const key = await keyOf(input.merchantId, product)
      if (!key) throw new Error(`${product} is not configured for merchant ${input.merchantId}`)
      let trade = await gateway.createTrade({
        merchantId: input.merchantId,
        product,
        outTradeNo: input.paymentId,
        amountCents: input.amountCents,
        currency: input.currency,
        subject: input.subject,
        notifyUrl: input.notifyUrl,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        timeExpire: input.timeExpire,
      })
      if (input.captureNow && PRODUCT_KIND[product] === 'CODE') trade = (await gateway.complete(trade.tradeNo, 'PAY')) ?? trade
      return { tradeNo: trade.tradeNo, payInfo: payInfoOf(product, trade, input, key), state: trade.state }
    },
    async query(merchantId, ref) {
      const t = await gateway.query(merchantId, { tradeNo: ref.tradeNo, outTradeNo: ref.paymentId })
      return t ? toTradeStatus(t) : null
    },
    refund: (merchantId, trade, refundRequestNo, amountCents) => gateway.refund(merchantId, trade.tradeNo, refundRequestNo, amountCents),
    async verifyNotification(merchantId, headers, rawBody) {
      const key = await keyOf(merchantId, product)
      if (!key || !verify(key, rawBody, headerValue(headers, SIGNATURE_HEADER))) return { ok: false, reason: 'SIGNATURE' }
      const body = parseEvent(rawBody)
      if (!body || body.product !== product) return { ok: false, reason: 'BODY' }
      const event: PaymentEvent = { ...body, paidAt: body.paidAt === null ? null : new Date(body.paidAt) }
      return { ok: true, event }
    },
    notifyAnswer: (ack) => ({ status: ack ? 200 : 400, contentType: 'text/plain', body: ack ? 'success' : 'fail' }),
  }
}

/** The sandbox adapter of each of `products` (default: every product). */
export function createSandboxProviders(gateway: SandboxGateway, keyOf: SigningKeyLookup, products: readonly PaymentProduct[] = PAYMENT_PRODUCTS): ProviderRegistry {
  return new Map(products.map((p) => [p, sandboxBackedAdapter(p, gateway, keyOf)]))
}

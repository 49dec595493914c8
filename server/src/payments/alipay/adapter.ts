/**
 * Alipay OpenAPI behind PaymentProvider, on Alipay's own Node.js SDK (`alipay-sdk`), which signs
 * every gateway request RSA2 with the app's private key and, with validateSign, refuses answers whose
 * signature does not verify under Alipay's public key.
 * - ALIPAY_CN_WAP in a phone browser: the signed alipay.trade.wap.pay URL the app opens (Alipay
 *   creates the trade when the buyer opens it); in the Alipay mini-program: alipay.trade.create for the
 *   buyer's open id, whose trade number the app hands to my.tradePay;
 * - ALIPAY_CN_WEB: the signed alipay.trade.page.pay URL (desktop cashier).
 * Queries (alipay.trade.query) and refunds (alipay.trade.refund, once per out_request_no) go by our
 * payment id. Notifications: RSA2 over the sorted parameters but sign and sign_type, checked with the
 * Alipay public key by the SDK, then they must be for our app (and seller, when configured).
 */
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk'
import type { PayKind } from '../../../../types/payments.js'
import { beijingDateTime, parseBeijingDateTime } from '../../lib/beijing-time.js'
import { PayerUnknownError, type CreatePaymentInput, type CreatedPayment, type PaymentProvider, type RefundResult, type TradeState, type TradeStatus } from '../provider.js'
import type { AlipayConfig, AlipayProduct } from './config.js'

/** Alipay's success code. */
const OK = '10000'
/** Mainland Alipay settles in CNY. */
const CURRENCY = 'CNY'

const STATES: Record<string, TradeState> = {
  WAIT_BUYER_PAY: 'WAIT_BUYER_PAY',
  TRADE_SUCCESS: 'TRADE_SUCCESS',
  // Paid, and no longer refundable: the capture happened.
  TRADE_FINISHED: 'TRADE_SUCCESS',
  TRADE_CLOSED: 'TRADE_CLOSED',
}

/** Cents as Alipay's yuan amount ("12.30"). */
export function yuanOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Alipay's yuan amount in cents; null unless it is a plain amount with at most two decimals. */
export function centsOf(yuan: unknown): number | null {
  const m = typeof yuan === 'string' ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan) : null
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** A gateway answer that is not success: its code and sub code. */
export class AlipayError extends Error {
  constructor(readonly result: Pick<AlipaySdkCommonResult, 'code' | 'sub_code' | 'sub_msg' | 'msg'>) {
    super(`Alipay ${result.code} ${result.sub_code ?? ''}: ${result.sub_msg ?? result.msg}`)
  }
}

/** Open ids are what newer apps get; older ones still log buyers in as 2088... user ids. */
const buyerField = (id: string) => (/^2088\d{12}$/.test(id) ? { buyer_id: id } : { buyer_open_id: id })

function alipayAdapter(product: AlipayProduct, config: AlipayConfig, sdk: AlipaySdk): PaymentProvider {
  const kindOn = (platform: string): PayKind => (product === 'ALIPAY_CN_WAP' && platform === 'ALIPAY' ? 'HOST_PAY' : 'REDIRECT')

  async function call(method: string, params: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    return sdk.exec(method, params, { validateSign: true })
  }

  async function createInMiniProgram(input: CreatePaymentInput): Promise<CreatedPayment> {
    const buyer = await input.payerIdFor(config.miniAppId)
    if (!buyer) throw new PayerUnknownError(config.miniAppId)
    const res = await call('alipay.trade.create', {
      notify_url: new URL(input.notifyUrl, input.baseUrl).toString(),
      bizContent: {
        out_trade_no: input.paymentId,
        total_amount: yuanOf(input.amountCents),
        subject: input.subject.slice(0, 256),
        product_code: 'JSAPI_PAY',
        time_expire: beijingDateTime(input.timeExpire.getTime()),
        ...(config.miniAppId !== config.appId ? { op_app_id: config.miniAppId } : {}),
        ...buyerField(buyer),
      },
    })
    if (res.code !== OK || typeof res.trade_no !== 'string') throw new AlipayError(res)
    return { tradeNo: res.trade_no, state: 'WAIT_BUYER_PAY', payInfo: { kind: 'HOST_PAY', paymentInfoMap: { tradeNO: res.trade_no } } }
  }

  function cashierUrl(input: CreatePaymentInput): CreatedPayment {
    const wap = product === 'ALIPAY_CN_WAP'
    const url = sdk.pageExecute(wap ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      notify_url: new URL(input.notifyUrl, input.baseUrl).toString(),
      ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
      bizContent: {
        out_trade_no: input.paymentId,
        total_amount: yuanOf(input.amountCents),
        subject: input.subject.slice(0, 256),
        product_code: wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijingDateTime(input.timeExpire.getTime()),
        ...(wap && (input.cancelUrl || input.returnUrl) ? { quit_url: input.cancelUrl ?? input.returnUrl } : {}),
      },
    })
    return { tradeNo: null, state: 'WAIT_BUYER_PAY', payInfo: { kind: 'REDIRECT', normalUrl: url } }
  }

  return {
    product,
    backend: 'ALIPAY',
    kindOn,
    async createPayment(input) {
      if (input.currency !== CURRENCY) throw new Error(`${product} settles in ${CURRENCY}, not ${input.currency}`)
      return kindOn(input.platform) === 'HOST_PAY' ? createInMiniProgram(input) : cashierUrl(input)
    },

    async query(merchantId, ref): Promise<TradeStatus | null> {
      const res = await call('alipay.trade.query', { bizContent: { out_trade_no: ref.paymentId } })
      if (res.code !== OK) {
        if (res.sub_code === 'ACQ.TRADE_NOT_EXIST') return null
        throw new AlipayError(res)
      }
      const state = STATES[String(res.trade_status)]
      const amountCents = centsOf(res.total_amount)
      if (!state || amountCents === null || res.out_trade_no !== ref.paymentId) throw new AlipayError({ code: 'BODY', msg: `unreadable query answer for ${ref.paymentId}` })
      return {
        tradeNo: String(res.trade_no ?? ''),
        outTradeNo: ref.paymentId,
        merchantId,
        state,
        amountCents,
        currency: CURRENCY,
        paidAt: state === 'TRADE_SUCCESS' ? parseBeijingDateTime(res.send_pay_date as string | undefined) : null,
        refundedCents: 0,
      }
    },

    async refund(_merchantId, trade, refundRequestNo, amountCents): Promise<RefundResult> {
      const res = await call('alipay.trade.refund', { bizContent: { out_trade_no: trade.paymentId, refund_amount: yuanOf(amountCents), out_request_no: refundRequestNo } })
      if (res.code === OK) return { ok: true, refundNo: refundRequestNo }
      if (res.sub_code === 'ACQ.TRADE_NOT_EXIST') return { ok: false, reason: 'UNKNOWN_TRADE' }
      if (res.sub_code === 'ACQ.TRADE_STATUS_ERROR') return { ok: false, reason: 'NOT_PAID' }
      if (res.sub_code === 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' || res.sub_code === 'ACQ.REFUND_FEE_ERROR') return { ok: false, reason: 'AMOUNT' }
      throw new AlipayError(res)
    },

    async verifyNotification(merchantId, _headers, rawBody) {
      const params = Object.fromEntries(new URLSearchParams(rawBody))
      if (!params.sign || !sdk.checkNotifySignV2(params)) return { ok: false, reason: 'SIGNATURE' }
      if (params.app_id !== config.appId && params.app_id !== config.miniAppId) return { ok: false, reason: 'APP_ID' }
      if (config.sellerId && params.seller_id !== config.sellerId) return { ok: false, reason: 'SELLER_ID' }
      const state = STATES[params.trade_status ?? '']
      const amountCents = centsOf(params.total_amount)
      if (!state || amountCents === null || !params.notify_id || !params.out_trade_no || !params.trade_no) return { ok: false, reason: 'BODY' }
      return {
        ok: true,
        event: {
          notifyId: params.notify_id,
          product,
          tradeNo: params.trade_no,
          outTradeNo: params.out_trade_no,
          merchantId,
          state,
          amountCents,
          currency: CURRENCY,
          paidAt: state === 'TRADE_SUCCESS' ? parseBeijingDateTime(params.gmt_payment) : null,
          refundedCents: centsOf(params.refund_fee) ?? 0,
        },
      }
    },

    // Alipay re-sends until the body is exactly "success".
    notifyAnswer: (ack) => ({ status: ack ? 200 : 400, contentType: 'text/plain', body: ack ? 'success' : 'fail' }),
  }
}

export function createAlipaySdk(config: AlipayConfig, timeoutMs = 10_000): AlipaySdk {
  return new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKeyPem,
    keyType: 'PKCS8',
    alipayPublicKey: config.alipayPublicKeyPem,
    gateway: config.gateway,
    camelcase: false,
    timeout: timeoutMs,
  })
}

export function createAlipayProviders(config: AlipayConfig, products: readonly AlipayProduct[], sdk: AlipaySdk = createAlipaySdk(config)): PaymentProvider[] {
  return products.map((p) => alipayAdapter(p, config, sdk))
}

/**
 * WeChat Pay API v3 (global endpoints) behind PaymentProvider, one adapter per product:
 * - WEIXIN_HK_MINI_PROGRAM: a JSAPI order in the mini-program's app id for the buyer's openid (from
 *   their mini-program login); the app gets wx.requestPayment's timeStamp, nonceStr, package,
 *   signType RSA and paySign (RSA-SHA256 over appId\ntimeStamp\nnonceStr\npackage\n);
 * - WEIXIN_HK_JSAPI: the same in the official account's app id, for WeixinJSBridge's
 *   getBrandWCPayRequest inside WeChat's browser (the openid is the one the page sends);
 * - WEIXIN_HK_H5: an MWEB order; the app opens its h5_url (WeChat's middle page), which returns to
 *   our return URL.
 * WeChat assigns its transaction id only when the buyer pays, so a created trade has no trade number:
 * queries go by our payment id (out_trade_no), and the settled attempt keeps the transaction id.
 * Notifications are checked (notification.ts), then their transaction must name our merchant id and
 * the product's app id before it is settled.
 */
import { randomBytes } from 'node:crypto'
import type { PayKind } from '../../../../types/payments.js'
import { PayerUnknownError, type CreatePaymentInput, type CreatedPayment, type PaymentProvider, type TradeState, type TradeStatus } from '../provider.js'
import { createWechatPayApi, WechatPayError, type WechatPayApi, type WechatTransaction } from './client.js'
import type { WechatPayConfig, WechatProduct } from './config.js'
import { openNotification } from './notification.js'

const STATES: Record<string, TradeState> = {
  SUCCESS: 'TRADE_SUCCESS',
  // Paid, then (partly) refunded: the capture happened.
  REFUND: 'TRADE_SUCCESS',
  NOTPAY: 'WAIT_BUYER_PAY',
  USERPAYING: 'WAIT_BUYER_PAY',
  CLOSED: 'TRADE_CLOSED',
  REVOKED: 'TRADE_CLOSED',
  PAYERROR: 'TRADE_FAILED',
}

/** The transaction as our TradeStatus, or why it is not ours / not readable. */
function statusOf(config: WechatPayConfig, product: WechatProduct, merchantId: string, t: WechatTransaction): TradeStatus | 'MCH_ID' | 'APP_ID' | 'BODY' {
  if (t.mchid !== config.mchId) return 'MCH_ID'
  if (t.appid !== config.appIds[product]) return 'APP_ID'
  const state = t.trade_state ? STATES[t.trade_state] : undefined
  const total = t.amount?.total
  const currency = t.amount?.currency
  if (!state || !t.out_trade_no || !Number.isSafeInteger(total) || typeof currency !== 'string') return 'BODY'
  const paidAt = t.success_time ? new Date(t.success_time) : null
  return {
    tradeNo: t.transaction_id ?? t.id ?? '',
    outTradeNo: t.out_trade_no,
    merchantId,
    state,
    amountCents: total as number,
    currency,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    refundedCents: 0,
  }
}

const NOT_FOUND_CODES = new Set(['ORDER_NOT_EXIST', 'RESOURCE_NOT_EXISTS', 'TRADE_NOT_EXIST'])

function wechatPayAdapter(product: WechatProduct, config: WechatPayConfig, api: WechatPayApi, now: () => number): PaymentProvider {
  const appId = config.appIds[product] as string
  const kind: PayKind = product === 'WEIXIN_HK_H5' ? 'REDIRECT' : 'HOST_PAY'

  function orderBody(input: CreatePaymentInput, tradeType: 'JSAPI' | 'MWEB'): Record<string, unknown> {
    return {
      appid: appId,
      mchid: config.mchId,
      description: input.subject.slice(0, 127),
      out_trade_no: input.paymentId,
      notify_url: new URL(input.notifyUrl, input.baseUrl).toString(),
      trade_type: tradeType,
      merchant_category_code: config.merchantCategoryCode,
      amount: { total: input.amountCents, currency: input.currency },
    }
  }

  async function placeJsapi(input: CreatePaymentInput): Promise<CreatedPayment> {
    const openid = await input.payerIdFor(appId)
    if (!openid) throw new PayerUnknownError(appId)
    const { prepay_id: prepayId } = await api.placeJsapi({ ...orderBody(input, 'JSAPI'), payer: { openid } })
    if (!prepayId) throw new WechatPayError(200, undefined, 'no prepay_id in the answer')
    const timeStamp = String(Math.floor(now() / 1000))
    const nonceStr = randomBytes(16).toString('hex')
    const pkg = `prepay_id=${prepayId}`
    return {
      tradeNo: null,
      state: 'WAIT_BUYER_PAY',
      payInfo: { kind: 'HOST_PAY', paymentInfoMap: { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: api.paySign(appId, timeStamp, nonceStr, pkg) } },
    }
  }

  async function placeMweb(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { h5_url: h5Url } = await api.placeMweb({
      ...orderBody(input, 'MWEB'),
      scene_info: { payer_client_ip: input.clientIp ?? '', h5_info: { type: 'Wap' } },
    })
    if (!h5Url) throw new WechatPayError(200, undefined, 'no h5_url in the answer')
    // WeChat's middle page sends the buyer back to redirect_url after paying (or giving up).
    const back = input.returnUrl ? `${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(input.returnUrl)}` : ''
    return { tradeNo: null, state: 'WAIT_BUYER_PAY', payInfo: { kind: 'REDIRECT', normalUrl: `${h5Url}${back}` } }
  }

  return {
    product,
    backend: 'WECHAT_PAY',
    kindOn: () => kind,
    createPayment: (input) => (kind === 'REDIRECT' ? placeMweb(input) : placeJsapi(input)),

    async query(merchantId, ref) {
      const t = await api.queryByOutTradeNo(ref.paymentId)
      if (!t) return null
      const status = statusOf(config, product, merchantId, t)
      if (typeof status === 'string') throw new WechatPayError(200, status, `query answer for ${ref.paymentId} is not ours`)
      return status
    },

    async refund(_merchantId, trade, refundRequestNo, amountCents) {
      try {
        const r = await api.refund({
          mchid: config.mchId,
          appid: appId,
          out_trade_no: trade.paymentId,
          out_refund_no: refundRequestNo,
          amount: { refund: amountCents, total: trade.totalCents, currency: trade.currency },
        })
        return { ok: true, refundNo: r.id ?? refundRequestNo }
      } catch (err) {
        if (err instanceof WechatPayError && err.code && NOT_FOUND_CODES.has(err.code)) return { ok: false, reason: 'UNKNOWN_TRADE' }
        throw err
      }
    },

    async verifyNotification(merchantId, headers, rawBody) {
      const opened = openNotification(config, headers, rawBody)
      if (!opened.ok) return opened
      // Refund results and other events are genuine but settle nothing: acknowledge them.
      if (opened.originalType !== 'transaction' || !opened.eventType.startsWith('TRANSACTION.')) return { ok: true, event: null, note: opened.eventType }
      const status = statusOf(config, product, merchantId, opened.resource as WechatTransaction)
      if (typeof status === 'string') return { ok: false, reason: status }
      return { ok: true, event: { ...status, notifyId: opened.notifyId, product } }
    },

    // WeChat Pay: 2xx means received; anything else with {code: FAIL} is re-sent on its schedule.
    notifyAnswer: (ack) =>
      ack ? { status: 204, contentType: 'application/json', body: '' } : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'refused' }) },
  }
}

/** The adapters of the products `config` has an app id for. */
export function createWechatPayProviders(config: WechatPayConfig, opts: { api?: WechatPayApi; now?: () => number } = {}): PaymentProvider[] {
  const api = opts.api ?? createWechatPayApi(config)
  const now = opts.now ?? Date.now
  return (Object.keys(config.appIds) as WechatProduct[]).map((p) => wechatPayAdapter(p, config, api, now))
}

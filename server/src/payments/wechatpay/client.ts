/**
 * WeChat Pay API v3 calls on `wechatpay-axios-plugin` (the community SDK WeChat Pay's own docs link
 * for Node.js): it signs every request (Authorization: WECHATPAY2-SHA256-RSA2048 over
 * method\nurl\ntimestamp\nnonce\nbody\n with the merchant key) and refuses any 2xx answer whose
 * Wechatpay-Signature does not verify under the configured platform serial, or whose timestamp is
 * more than 5 minutes off. Only the four calls the storefront makes are exposed, typed.
 */
import { Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import type { WechatPayConfig } from './config.js'

/** A transaction as the query API and the notification resource describe it (fields we read). */
export interface WechatTransaction {
  /** WeChat Pay's order number (`id` on the global API, `transaction_id` on the domestic one). */
  id?: string
  transaction_id?: string
  mchid?: string
  appid?: string
  out_trade_no?: string
  trade_type?: string
  trade_state?: string
  success_time?: string
  amount?: { total?: number; currency?: string; payer_total?: number; payer_currency?: string }
}

export interface WechatRefund {
  id?: string
  out_refund_no?: string
}

/** A non-2xx answer (or no answer): the API's error code when it gave one. */
export class WechatPayError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly code: string | undefined,
    message: string,
  ) {
    super(`WeChat Pay ${status ?? 'unreachable'} ${code ?? ''}: ${message}`)
  }
}

export interface WechatPayApi {
  placeJsapi(body: Record<string, unknown>): Promise<{ prepay_id: string }>
  placeMweb(body: Record<string, unknown>): Promise<{ h5_url: string }>
  /** null when WeChat Pay has no such order (the buyer never opened it). */
  queryByOutTradeNo(outTradeNo: string): Promise<WechatTransaction | null>
  refund(body: Record<string, unknown>): Promise<WechatRefund>
  /** paySign of the parameters wx.requestPayment / getBrandWCPayRequest take. */
  paySign(appId: string, timeStamp: string, nonceStr: string, pkg: string): string
}

interface AxiosLikeError {
  response?: { status?: number; data?: { code?: string; message?: string } }
  message?: string
}

function failure(err: unknown): WechatPayError {
  const e = err as AxiosLikeError
  return new WechatPayError(e.response?.status, e.response?.data?.code, e.response?.data?.message ?? e.message ?? String(err))
}

export function createWechatPayApi(config: WechatPayConfig, timeoutMs = 10_000): WechatPayApi {
  const sdk = new Wechatpay({
    mchid: config.mchId,
    serial: config.merchantSerial,
    // The SDK's typings want PEM text; it parses it once into a key object.
    privateKey: config.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certs: { [config.platformSerial]: config.platformKey },
    baseURL: `${config.baseUrl}/`,
    timeout: timeoutMs,
  })

  async function call<T>(path: string, method: 'get' | 'post', data?: Record<string, unknown>, params?: Record<string, string>): Promise<T> {
    try {
      const res = await sdk.client.request<T>(path, method, data, params ? { params } : {})
      return res.data
    } catch (err) {
      throw failure(err)
    }
  }

  return {
    placeJsapi: (body) => call('v3/global/transactions/jsapi', 'post', body),
    placeMweb: (body) => call('v3/global/transactions/mweb', 'post', body),
    async queryByOutTradeNo(outTradeNo) {
      try {
        return await call<WechatTransaction>(`v3/global/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`, 'get', undefined, { mchid: config.mchId })
      } catch (err) {
        if (err instanceof WechatPayError && err.status === 404) return null
        throw err
      }
    },
    refund: (body) => call('v3/global/refunds', 'post', body),
    paySign: (appId, timeStamp, nonceStr, pkg) => Rsa.sign(Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg), config.privateKey),
  }
}

/**
 * Payment invocation: one call per target — WeChat Taro.requestPayment, Alipay Taro.tradePay (my.tradePay),
 * Douyin tt.requestOrder + tt.getOrderPayment, H5 a redirect to the cashier URL (inside WeChat's browser:
 * WeixinJSBridge's getBrandWCPayRequest with the signed JSAPI parameters). Cancel messages are blanked (spec core §8).
 */
export type PayStatus = 'paid' | 'cancelled' | 'failed' | 'redirected'

/** The pay endpoint's answer (spec core §3: paymentInfoMap or paymentInfo, paymentProduct, normalUrl, cqpMp*). */
export interface PayInfo {
  paymentProduct?: string
  /** WeChat: (appId,) timeStamp, nonceStr, package, signType RSA, paySign. Alipay: tradeNO (or orderStr). Douyin: data, byteAuthorization. */
  paymentInfoMap?: Record<string, unknown> | null
  paymentInfo?: Record<string, unknown> | string | null
  /** Redirect-style cashier URL (H5). */
  normalUrl?: string
  payUrl?: string
  /** Payment through another mini-program (CHINA_UMS_MINI). */
  cqpMpAppId?: string
  cqpMpPath?: string
}

export interface PayResult {
  status: PayStatus
  /** User-facing text; '' for paid, cancelled and redirected. */
  message: string
  /** Host's raw code or errMsg, for logs. */
  code?: string
}

export interface PayPort {
  invokePayment(payInfo: PayInfo | null | undefined): Promise<PayResult>
}

export { invokePayment } from './pay.h5'

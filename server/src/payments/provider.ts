/**
 * The one interface every payment product's adapter implements. The payments module only talks to
 * providers through it: create a trade and get what the app needs to pay it, ask a trade's state
 * (reconciliation, the return redirect, the expiry guard), refund, turn a provider's notification into
 * an event after checking it, and answer the notification in the provider's own protocol.
 *
 * Adapters: the sandbox (adapters.ts, every product, development and tests), WeChat Pay API v3
 * (wechatpay/) and Alipay OpenAPI (alipay/); registry.ts picks one per product.
 */
import type { Lang } from '../../../types/lang.js'
import type { BrowserType, PayKind, PaymentProduct, PayPlatform } from '../../../types/payments.js'

export type TradeState = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FAILED'

/** Which implementation serves a product. */
export type PaymentBackend = 'SANDBOX' | 'WECHAT_PAY' | 'ALIPAY'

/** What the app needs to complete the payment, per kind (spec core §4 steps 4-5). */
export type PayInfo =
  | { kind: 'REDIRECT'; normalUrl: string }
  | { kind: 'HOST_PAY'; paymentInfoMap: Record<string, unknown> }
  | { kind: 'MINI_PROGRAM'; cqpMpAppId: string; cqpMpPath: string }
  | { kind: 'CODE' }

export interface CreatePaymentInput {
  merchantId: string
  /** Our payment attempt id (the provider's out_trade_no). */
  paymentId: string
  /** In the provider's currency. */
  amountCents: number
  currency: string
  subject: string
  /** Root-relative path (or absolute URL) the provider POSTs notifications to. */
  notifyUrl: string
  returnUrl?: string
  cancelUrl?: string
  /** The provider closes the trade unpaid after this. */
  timeExpire: Date
  /** Public origin of this server: absolute notify URLs and the links the app opens. */
  baseUrl: string
  /** The host the buyer pays from: a wallet's mini-program pays in-app, a browser is redirected. */
  platform: PayPlatform
  browserType?: BrowserType
  /** The buyer's language (the sandbox cashier page). */
  lang: Lang
  /** The buyer's address (WeChat Pay H5 wants it for its risk checks). */
  clientIp?: string
  /** The buyer's id at the wallet app `appId` (WeChat openid, Alipay open id / user id); null when unknown. */
  payerIdFor(appId: string): Promise<string | null>
  /** CODE products: the buyer proved the one-time code, capture at once. */
  captureNow?: boolean
}

export interface CreatedPayment {
  /** The provider's trade number, or null when it assigns one only once the buyer pays. */
  tradeNo: string | null
  payInfo: PayInfo
  /** The trade as it is right after creation (TRADE_SUCCESS when captured at once). */
  state: TradeState
}

export interface TradeStatus {
  tradeNo: string
  /** Our payment id. */
  outTradeNo: string
  merchantId: string
  state: TradeState
  amountCents: number
  currency: string
  paidAt: Date | null
  refundedCents: number
}

/** A verified notification. */
export interface PaymentEvent extends TradeStatus {
  notifyId: string
  product: PaymentProduct
}

/**
 * The checked notification: an event to settle; genuine but nothing to settle (a refund's own
 * notification: acknowledged so the provider stops); or refused, with why (logged, never answered).
 */
export type NotificationCheck =
  | { ok: true; event: PaymentEvent }
  | { ok: true; event: null; note: string }
  | { ok: false; reason: string }

/** The HTTP answer to a notification, in the provider's protocol. */
export interface NotifyAnswer {
  status: number
  contentType: string
  body: string
}

/** The trade a refund is for; refunds here are of the whole attempt. */
export interface RefundTrade {
  tradeNo: string
  paymentId: string
  totalCents: number
  currency: string
}

export type RefundResult = { ok: true; refundNo: string } | { ok: false; reason: 'NOT_PAID' | 'UNKNOWN_TRADE' | 'AMOUNT' }

/** The product needs the buyer's wallet id (openid), and neither their login nor the app gave one. */
export class PayerUnknownError extends Error {
  constructor(readonly appId: string) {
    super(`no payer id for app ${appId}`)
  }
}

export interface PaymentProvider {
  readonly product: PaymentProduct
  readonly backend: PaymentBackend
  /** How the app completes this product on `platform` (Alipay pays in-app in its mini-program, redirects elsewhere). */
  kindOn(platform: PayPlatform): PayKind
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** The trade by the provider's number or by our payment id; null when the provider has none. */
  query(merchantId: string, ref: { tradeNo?: string | null; paymentId: string }): Promise<TradeStatus | null>
  /** Refund `amountCents` (provider currency); `refundRequestNo` makes a retried refund refund once. */
  refund(merchantId: string, trade: RefundTrade, refundRequestNo: string, amountCents: number): Promise<RefundResult>
  /** Check a notification posted to the notify URL of `merchantId`; the body is the exact bytes received. */
  verifyNotification(merchantId: string, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotificationCheck>
  /** Acknowledge (the provider stops re-sending) or not (it re-sends later). */
  notifyAnswer(ack: boolean): NotifyAnswer
}

/** A header's first value. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const raw = headers[name]
  return Array.isArray(raw) ? raw[0] : raw
}

/**
 * The one interface every payment product's adapter implements (adapters.ts). The payments module only
 * talks to providers through it: create a trade and get what the app needs to pay it, ask a trade's
 * state (reconciliation, the return redirect, the expiry guard), refund, and turn a provider's
 * notification into an event after checking its signature.
 */
import type { PayKind, PaymentProduct } from '../../../types/payments.js'

export type TradeState = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FAILED'

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
  /** Absolute or root-relative URL the provider POSTs notifications to. */
  notifyUrl: string
  returnUrl?: string
  cancelUrl?: string
  /** The provider closes the trade unpaid after this. */
  timeExpire: Date
  /** Origin for absolute links (hosted cashier) the app opens. */
  baseUrl: string
  /** CODE products: the buyer proved the one-time code, capture at once. */
  captureNow?: boolean
}

export interface CreatedPayment {
  tradeNo: string
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

export type RefundResult = { ok: true; refundNo: string } | { ok: false; reason: 'NOT_PAID' | 'UNKNOWN_TRADE' | 'AMOUNT' }

export interface PaymentProvider {
  readonly product: PaymentProduct
  readonly kind: PayKind
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** The trade by the provider's number or by our payment id; null when the provider has none. */
  query(merchantId: string, ref: { tradeNo?: string | null; paymentId: string }): Promise<TradeStatus | null>
  /** Refund `amountCents` (provider currency); `refundRequestNo` makes a retried refund refund once. */
  refund(merchantId: string, tradeNo: string, refundRequestNo: string, amountCents: number): Promise<RefundResult>
  /** The event when the signature is the merchant's and the body parses; null otherwise. */
  verifyNotification(merchantId: string, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentEvent | null>
}

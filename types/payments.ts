/**
 * Payments contract (spec core §3 "Payment method", "Order info for payment", pay info response; §4
 * payment flow; §5 one-time code; §7 payments/cashiers, payments/pay, query_by_bind_id,
 * doooly/make_pay_verification_code). Money is integer cents; times are epoch milliseconds.
 */
import type { OrderType } from './orders'

/** Every payment product the spec names. */
export const PAYMENT_PRODUCTS = [
  'ALLIN_JFQ_PAY',
  'ICBC_PAY',
  'ALIPAY_HK_WAP',
  'ALIPAY_CN_WAP',
  'ALIPAY_CN_WEB',
  'WEIXIN_HK_H5',
  'WEIXIN_HK_MINI_PROGRAM',
  'WEIXIN_HK_JSAPI',
  'ALIPAY_HK_WEB',
  'CHINA_UMS_MINI',
  'DOOOLY',
  /** Douyin's own payment in its mini-program (general trade system: tt.requestOrder + tt.getOrderPayment). */
  'DOUYIN_MINI_PROGRAM',
] as const
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number]

/**
 * How the app completes a chosen product (spec core §4 step 4/5):
 * REDIRECT — open `normalUrl` (web view / location) and report "not completed";
 * HOST_PAY — the host's own payment API with `paymentInfoMap` (WeChat requestPayment, my.tradePay, Douyin
 *   tt.requestOrder + tt.getOrderPayment with `data` and `byteAuthorization`, JSAPI);
 * MINI_PROGRAM — open another mini-program (`cqpMpAppId` + `cqpMpPath`);
 * CODE — a one-time code step (DOOOLY): get a code, then pay again with `verificationCode`.
 */
export type PayKind = 'REDIRECT' | 'HOST_PAY' | 'MINI_PROGRAM' | 'CODE'

/** Which host asks (the app sends its build target; H5 also sends browserType). */
export type PayPlatform = 'WEAPP' | 'ALIPAY' | 'TT' | 'H5' | 'WEB'
export type BrowserType = 'WEIXIN' | 'ALIPAY' | 'OTHER'

export interface ExchangeRateInfo {
  /** The pay amount in the provider's currency, cents of that currency. */
  exchangeAmount: number
  exchangeCurrency: string
  providerName: string
}

export interface AgreementInfo {
  /** Text with {name} placeholders, e.g. 'I have read {terms}'. */
  template: string
  placeHolders: Array<{ name: string; title: string; url: string }>
}

export interface PaymentOption {
  paymentProduct: PaymentProduct
  /** Short product name ('Alipay HK'). */
  name: string
  /** Localised display name. */
  displayName: string
  /** The merchant's default choice (spec core §4 step 3: checked first). */
  isCheck: boolean
  kind: PayKind
  exchangeRate: ExchangeRateInfo | null
  tipInfos: Array<{ tip: string }>
  agreement: AgreementInfo | null
  platform: PayPlatform
  extra: Record<string, string>
}

export interface CashierRequest {
  transactionIds: string[]
  platform: PayPlatform
  /** Where the buyer pays from (e.g. 'ORDER_CONFIRM', 'ORDER_DETAIL'); informative. */
  src?: string
  browserType?: BrowserType
}

/** What an order pays for, as the app names it (pay-success routes take it lowercased). */
/** The app's names of the order types the cashier takes (lowercased in pay-success URLs). */
export const PAY_ORDER_TYPE_NAMES = ['ticket', 'goods', 'card', 'member', 'parking'] as const
export type PayOrderType = (typeof PAY_ORDER_TYPE_NAMES)[number]

const PAY_ORDER_TYPES: Record<OrderType, PayOrderType> = { TICKET: 'ticket', PRODUCT: 'goods', CARD: 'card', MEMBER: 'member', PARKING: 'parking' }

/** The app's name of an order type of the server (PRODUCT → goods, CARD → card, MEMBER → member, PARKING → parking). */
export function payOrderTypeOf(orderType: OrderType): PayOrderType {
  return PAY_ORDER_TYPES[orderType] ?? 'ticket'
}

export interface CashierResponse {
  orderId: string
  orderType: PayOrderType
  payAmount: number
  currency: string
  /** Epoch ms when the hold ends (the chooser's reservation countdown). */
  reserveDeadline: number
  /** The product the host would use on its own (step 2: a single option equal to it pays directly). */
  hostProduct: PaymentProduct | null
  options: PaymentOption[]
  /** Order-level agreement that must be ticked before paying (spec core §5), or null. */
  agreement: AgreementInfo | null
}

export interface PayRequest {
  transactionIds: string[]
  paymentProduct: PaymentProduct
  platform: PayPlatform
  /** H5: the browser the buyer pays in; the product must be one this host is offered. */
  browserType?: BrowserType
  src?: string
  /** Where the provider sends the buyer back after paying (the app's pay-loading / confirm page). */
  returnUrl?: string
  cancelUrl?: string
  actualReturnUrl?: string
  openId?: string
  thirdPartyUserId?: string
  thirdPartyOpenId?: string
  isNewCyy?: boolean
  osType?: string
  extra?: Record<string, string>
  /** DOOOLY: the 6-digit one-time code. */
  verificationCode?: string
  /** Optional in the body; the `idempotency-key` header wins. */
  idempotencyKey?: string
}

export interface PayInfoResponse {
  paymentProduct: PaymentProduct
  /** Our payment attempt id. */
  paymentId: string
  kind: PayKind
  /** True when the payment completed inside this call (DOOOLY with a right code, zero amount). */
  paid: boolean
  normalUrl?: string
  paymentInfoMap?: Record<string, unknown> | null
  cqpMpAppId?: string
  cqpMpPath?: string
}

export interface VerificationCodeResponse {
  /** Seconds until another code may be asked for (the button's 60 s countdown). */
  resendAfter: number
  /** Seconds the code stays valid. */
  expiresIn: number
}

export type PaymentState = 'UNPAID' | 'PAYING' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED'

export interface PaymentQueryResponse {
  bindId: string
  orderId: string
  state: PaymentState
  /** Order state code (types/orders.ts ORDER_STATE). */
  orderState: number
  paidAt: number | null
  paymentProduct: PaymentProduct | null
}

/** Payment status codes (business failures; the app shows `comments`). */
export const PAYMENT_STATUS = {
  NOT_PAYABLE: 23010001,
  PRODUCT_UNAVAILABLE: 23010002,
  CODE_REQUIRED: 23010003,
  CODE_WRONG: 23010004,
  CODE_TOO_SOON: 23010005,
  AGREEMENT_REQUIRED: 23010006,
  IDEMPOTENCY_CONFLICT: 23010007,
  PROVIDER_FAILED: 23010008,
} as const

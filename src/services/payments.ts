/**
 * Payments calls (spec core §7; contract types/payments.ts): the cashier (payment options for this
 * host), pay (the chosen product's pay info, one idempotency key per attempt), the DOOOLY one-time
 * code, and the payment state by bind id for the pay-loading poll.
 */
import { pathId } from './path-id'
import type {
  CashierRequest,
  CashierResponse,
  PayInfoResponse,
  PayRequest,
  PaymentQueryResponse,
  VerificationCodeResponse,
} from '../../types/payments'
import type { OrderDetail } from '../../types/orders'
import { get, post } from '../request'

export const PAYMENT_PATHS = {
  cashiers: 'buyer/v3/payments/cashiers',
  pay: 'buyer/v3/payments/pay',
  code: 'buyer/v3/payments/doooly/make_pay_verification_code',
  query: 'buyer/v3/payments/query_by_bind_id',
} as const

/** The options the buyer may pay this order with here; failures are shown by the request module. */
export function fetchCashier(body: CashierRequest): Promise<CashierResponse> {
  return post<CashierResponse>(PAYMENT_PATHS.cashiers, body, { importance: 'high' })
}

/**
 * Ask for the pay info of one product. Silent: the payment flow shows the failure itself (with the
 * order id, a wrong code as the input's placeholder). The key rides in the body, which the server
 * reads when no idempotency-key header is present (the request module sends no per-call headers).
 */
export function requestPay(body: PayRequest, idempotencyKey: string): Promise<PayInfoResponse> {
  return post<PayInfoResponse>(PAYMENT_PATHS.pay, { ...body, idempotencyKey }, { importance: 'high', extras: { silent: true } })
}

/** Send the DOOOLY one-time code by SMS; the answer says when another may be asked for. */
export function sendPayCode(transactionIds: string[]): Promise<VerificationCodeResponse> {
  return post<VerificationCodeResponse>(PAYMENT_PATHS.code, { transactionIds }, { importance: 'high' })
}

/** The payment state of an order by its bind id (pay-loading polls it; silent, the poll retries). */
export function queryPayment(bindId: string): Promise<PaymentQueryResponse> {
  return get<PaymentQueryResponse>(PAYMENT_PATHS.query, { bindId }, { importance: 'medium', extras: { silent: true } })
}

/** The order as pay-loading polls it when there is no bind id (silent: a failed poll just polls again). */
export function fetchOrderForPayment(orderId: string): Promise<OrderDetail> {
  return get<OrderDetail>(`buyer/v5/orders/${pathId(orderId)}`, {}, { importance: 'medium', extras: { silent: true } })
}

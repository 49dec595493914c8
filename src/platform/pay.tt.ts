import type { PayPort } from './pay'
import { payCancelled, payFailed, payInfoMissing, payPaid, payParams } from './pay-core'

interface TtFailure {
  errNo?: string | number
  errMsg?: string
}
interface TtTrade {
  requestOrder(options: { data: string; byteAuthorization: string; success(res: { orderId?: string }): void; fail(err: TtFailure): void }): void
  getOrderPayment(options: { orderId: string; success(res: unknown): void; fail(err: TtFailure): void }): void
}
// Douyin's general trade system (通用交易系统): tt.requestOrder / tt.getOrderPayment, reached through the
// bare `tt` as Douyin documents them (Taro maps neither). The older tt.pay (担保支付) is being retired.
declare const tt: Partial<TtTrade> | undefined

type Step<T> = { ok: true; value: T } | { ok: false; err: TtFailure }

function call<T>(run: (success: (res: T) => void, fail: (err: TtFailure) => void) => void): Promise<Step<T>> {
  return new Promise((resolve) => run((value) => resolve({ ok: true, value }), (err) => resolve({ ok: false, err: err ?? {} })))
}

const failedWith = (err: TtFailure) => (/cancel/i.test(err.errMsg ?? '') ? payCancelled(err.errMsg) : payFailed(err.errMsg ?? String(err.errNo ?? 'fail')))

/**
 * The server's pay answer carries Douyin's pre-order `data` (a JSON string, passed on untouched) and
 * its `byteAuthorization`. tt.requestOrder turns them into Douyin's order id; tt.getOrderPayment opens
 * Douyin's cashier on it and succeeds once paid (the order is queried afterwards either way).
 */
export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  const p = payParams(info)
  const data = typeof p.data === 'string' ? p.data : p.data && typeof p.data === 'object' ? JSON.stringify(p.data) : ''
  const byteAuthorization = typeof p.byteAuthorization === 'string' ? p.byteAuthorization : ''
  if (!data || !byteAuthorization) return payInfoMissing()
  const host = typeof tt === 'undefined' ? undefined : tt
  if (!host?.requestOrder || !host.getOrderPayment) return payFailed('tt.requestOrder unavailable')
  const requestOrder = host.requestOrder.bind(host)
  const getOrderPayment = host.getOrderPayment.bind(host)
  const ordered = await call<{ orderId?: string }>((success, fail) => requestOrder({ data, byteAuthorization, success, fail }))
  if (!ordered.ok) return failedWith(ordered.err)
  const orderId = ordered.value?.orderId
  if (!orderId) return payFailed('requestOrder: no orderId')
  const paid = await call<unknown>((success, fail) => getOrderPayment({ orderId, success, fail }))
  return paid.ok ? payPaid(orderId) : failedWith(paid.err)
}

import type { PayPort } from './pay'
import { payCancelled, payFailed, payInfoMissing, payPaid, payParams } from './pay-core'

interface TradePayResult {
  resultCode?: string
}
interface AlipayHost {
  tradePay(options: { tradeNO?: string; orderStr?: string; success(res: TradePayResult): void; fail(err: TradePayResult & { error?: number; errorMessage?: string }): void }): void
}

/** Alipay result codes: 9000 paid, 6001 cancelled by the user; 8000/6004 unknown (the caller queries the order). */
export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  const p = payParams(info)
  const tradeNO = typeof p.tradeNO === 'string' ? p.tradeNO : typeof info.paymentInfo === 'string' && !p.orderStr ? info.paymentInfo : undefined
  const orderStr = typeof p.orderStr === 'string' ? p.orderStr : undefined
  if (!tradeNO && !orderStr) return payInfoMissing()
  const my = (globalThis as unknown as { my?: AlipayHost }).my
  if (!my?.tradePay) return payFailed('my.tradePay unavailable')
  const res = await new Promise<TradePayResult>((resolve) => {
    my.tradePay({ ...(tradeNO ? { tradeNO } : { orderStr }), success: resolve, fail: resolve })
  })
  const code = String(res.resultCode ?? '')
  if (code === '9000') return payPaid(code)
  if (code === '6001') return payCancelled(code)
  return payFailed(code || 'fail')
}

import type { PayPort } from './pay'
import { payCancelled, payFailed, payInfoMissing, payPaid, payParams } from './pay-core'

interface TtHost {
  pay(options: { orderInfo: unknown; service: number; success(res: { code?: number }): void; fail(err: { errMsg?: string }): void }): void
}

/** Douyin tt.pay codes: 0 paid, 4 cancelled; 1 time-out, 2 failed, 3 closed, 9 unknown. */
export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  const p = payParams(info)
  const orderInfo = p.orderInfo ?? (Object.keys(p).length ? p : undefined)
  if (!orderInfo) return payInfoMissing()
  const tt = (globalThis as unknown as { tt?: TtHost }).tt
  if (!tt?.pay) return payFailed('tt.pay unavailable')
  const outcome = await new Promise<{ code?: number; errMsg?: string }>((resolve) => {
    tt.pay({ orderInfo, service: Number(p.service ?? 5), success: resolve, fail: (err) => resolve({ code: -1, errMsg: err.errMsg }) })
  })
  if (outcome.code === 0) return payPaid('0')
  if (outcome.code === 4 || /cancel/i.test(outcome.errMsg ?? '')) return payCancelled(String(outcome.code))
  return payFailed(outcome.errMsg ?? String(outcome.code))
}

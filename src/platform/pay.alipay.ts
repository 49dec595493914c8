import Taro from '@tarojs/taro'
import type { PayPort } from './pay'
import { payCancelled, payFailed, payInfoMissing, payPaid, payParams } from './pay-core'

interface TradePayAnswer {
  resultCode?: string | number
  /** Taro's typing nests the code here; Alipay's own answer has it at the top. */
  response?: { resultCode?: string | number }
}

/**
 * my.tradePay through Taro (its Alipay runtime maps Taro.tradePay to my.tradePay; Alipay's engine has
 * no globalThis to reach `my` by). Result codes: 9000 paid, 6001 cancelled by the buyer; 8000/6004
 * unknown and the rest failed (the caller queries the order either way).
 */
export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  const p = payParams(info)
  const tradeNO = typeof p.tradeNO === 'string' ? p.tradeNO : typeof info.paymentInfo === 'string' && !p.orderStr ? info.paymentInfo : undefined
  const orderStr = typeof p.orderStr === 'string' ? p.orderStr : undefined
  if (!tradeNO && !orderStr) return payInfoMissing()
  let answer: TradePayAnswer
  try {
    answer = (await Taro.tradePay(tradeNO ? { tradeNO } : { orderStr })) as unknown as TradePayAnswer
  } catch (err) {
    answer = (err ?? {}) as TradePayAnswer
  }
  const code = String(answer?.resultCode ?? answer?.response?.resultCode ?? '')
  if (code === '9000') return payPaid(code)
  if (code === '6001') return payCancelled(code)
  return payFailed(code || 'fail')
}

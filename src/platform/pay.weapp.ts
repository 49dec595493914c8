import Taro from '@tarojs/taro'
import type { PayPort } from './pay'
import { isCancelMessage, payCancelled, payFailed, payInfoMissing, payPaid, payParams, payRedirected } from './pay-core'

export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  if (info.cqpMpAppId) {
    try {
      await Taro.navigateToMiniProgram({ appId: info.cqpMpAppId, path: info.cqpMpPath })
      return payRedirected(info.cqpMpAppId)
    } catch (err) {
      const errMsg = (err as { errMsg?: string })?.errMsg
      return isCancelMessage(errMsg) ? payCancelled(errMsg) : payFailed(errMsg)
    }
  }
  const p = payParams(info)
  if (!p.paySign && !p.package) return payInfoMissing()
  try {
    await Taro.requestPayment({
      timeStamp: String(p.timeStamp ?? ''),
      nonceStr: String(p.nonceStr ?? ''),
      package: String(p.package ?? ''),
      signType: (p.signType ?? 'MD5') as 'MD5',
      paySign: String(p.paySign ?? ''),
    })
    return payPaid()
  } catch (err) {
    const errMsg = (err as { errMsg?: string })?.errMsg
    return isCancelMessage(errMsg) ? payCancelled(errMsg) : payFailed(errMsg)
  }
}

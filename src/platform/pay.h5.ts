import { navigation } from './navigation'
import type { PayPort, PayResult } from './pay'
import { isCancelMessage, payCancelled, payFailed, payInfoMissing, payPaid, payParams, payRedirected } from './pay-core'

interface WeixinJSBridge {
  invoke(api: 'getBrandWCPayRequest', params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void
}

const BRIDGE_WAIT_MS = 3000

/** WeChat's in-page bridge; on a fresh page it attaches a moment later and says so with WeixinJSBridgeReady. */
function weixinBridge(): Promise<WeixinJSBridge | null> {
  if (typeof window === 'undefined') return Promise.resolve(null)
  const w = window as unknown as { WeixinJSBridge?: WeixinJSBridge }
  if (w.WeixinJSBridge || typeof document === 'undefined') return Promise.resolve(w.WeixinJSBridge ?? null)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      document.removeEventListener('WeixinJSBridgeReady', done)
      resolve(w.WeixinJSBridge ?? null)
    }
    const timer = setTimeout(done, BRIDGE_WAIT_MS)
    document.addEventListener('WeixinJSBridgeReady', done, false)
  })
}

/** JSAPI inside WeChat's browser: getBrandWCPayRequest with the server's signed parameters. */
async function payInWeChat(p: Record<string, unknown>): Promise<PayResult> {
  const bridge = await weixinBridge()
  if (!bridge) return payFailed('WeixinJSBridge unavailable')
  const params = {
    appId: String(p.appId ?? ''),
    timeStamp: String(p.timeStamp ?? ''),
    nonceStr: String(p.nonceStr ?? ''),
    package: String(p.package ?? ''),
    signType: String(p.signType ?? 'RSA'),
    paySign: String(p.paySign ?? ''),
  }
  const res = await new Promise<{ err_msg?: string }>((resolve) => bridge.invoke('getBrandWCPayRequest', params, resolve))
  const msg = res?.err_msg ?? ''
  if (msg === 'get_brand_wcpay_request:ok') return payPaid(msg)
  return isCancelMessage(msg) ? payCancelled(msg) : payFailed(msg || 'fail')
}

export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  const params = payParams(info)
  if (typeof params.paySign === 'string' && typeof params.package === 'string') return payInWeChat(params)
  const url = info.normalUrl || info.payUrl || (typeof params.normalUrl === 'string' ? params.normalUrl : '') || (typeof params.url === 'string' ? params.url : '')
  if (!url) return payInfoMissing()
  return navigation.assignLocation(url) ? payRedirected(url) : payFailed('location unavailable')
}

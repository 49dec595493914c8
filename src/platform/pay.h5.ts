import { navigation } from './navigation'
import type { PayPort } from './pay'
import { payFailed, payInfoMissing, payParams, payRedirected } from './pay-core'

export const invokePayment: PayPort['invokePayment'] = async (info) => {
  if (!info) return payInfoMissing()
  const params = payParams(info)
  const url = info.normalUrl || info.payUrl || (typeof params.normalUrl === 'string' ? params.normalUrl : '') || (typeof params.url === 'string' ? params.url : '')
  if (!url) return payInfoMissing()
  return navigation.assignLocation(url) ? payRedirected(url) : payFailed('location unavailable')
}

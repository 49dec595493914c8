import type { PayInfo, PayResult } from './pay'
import { pt } from './i18n'

/** The host payment parameters inside a PayInfo (paymentInfoMap first, paymentInfo may be a JSON string). */
export function payParams(info: PayInfo): Record<string, unknown> {
  const raw = info.paymentInfoMap ?? info.paymentInfo
  if (!raw) return {}
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  return raw
}

export const payInfoMissing = (): PayResult => ({ status: 'failed', message: pt('platform.pay.infoNull'), code: 'payInfo is null' })
export const payFailed = (code?: string): PayResult => ({ status: 'failed', message: pt('platform.pay.failed'), code })
/** Cancel messages are blanked: the user cancelled, nothing to tell them. */
export const payCancelled = (code?: string): PayResult => ({ status: 'cancelled', message: '', code })
export const payPaid = (code?: string): PayResult => ({ status: 'paid', message: '', code })
export const payRedirected = (code?: string): PayResult => ({ status: 'redirected', message: '', code })

export const isCancelMessage = (errMsg: unknown): boolean => /cancel/i.test(String(errMsg ?? ''))

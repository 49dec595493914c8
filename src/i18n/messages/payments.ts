/** Wording of the payment panel (method list, code step) and the pay-loading / pay-success pages. */
import type { Dictionary } from '../types'

export const payments = {
  'payments.close': { 'zh-CN': '关闭', 'zh-MO': '關閉', 'en-US': 'Close' },
} satisfies Dictionary

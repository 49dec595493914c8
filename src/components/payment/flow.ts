/**
 * The app's one payment flow: the PaymentStore wired to the real API, host payment, router, storage
 * and toasts. Navigation after the flow: paid → pay-success; host said paid → pay-loading (the server
 * confirms); redirected → nothing (the buyer is on the cashier page). Pages add their own handling of
 * closed / expired / failed through start()'s listener.
 */
import '../../packages/order/messages'
import { getLang, shortLangOf, t } from '../../i18n'
import { invokePayment } from '../../platform/pay'
import { browserType, payPlatform, payReturnOrigin } from '../../platform/pay-platform'
import { navigation } from '../../platform/navigation'
import { storage } from '../../platform/storage'
import { router } from '../../router'
import { fetchCashier, requestPay, sendPayCode } from '../../services/payments'
import { stores } from '../../stores'
import { PaymentStore, type PaymentOrder, type PaymentOutcome, type StartOptions } from '../../stores/payment'
import { successRouteOf } from './success-route'

/** Params of /pay-loading and /pay-success for this order (orderType lowercased, default ticket). */
export function resultParams(order: PaymentOrder): Record<string, string> {
  const params: Record<string, string> = { orderId: order.orderId, orderType: (order.orderType ?? 'ticket').toLowerCase() }
  if (order.bindId) params.bindId = order.bindId
  return params
}

/**
 * What a full page load back into the app needs to be the same shop in the same language: the cashier's
 * return is a fresh start of the H5 app, which otherwise boots as the default merchant (whose login
 * does not know this buyer's session).
 */
function backParams(): Record<string, string> {
  return { merchantId: stores.app.merchantId, lang: shortLangOf(getLang()) }
}

/** The hosted cashier's way back: this app's /pay-loading on the same origin, for this shop and language. */
function returnUrl(order: PaymentOrder): string | undefined {
  const origin = payReturnOrigin()
  if (!origin) return undefined
  return `${origin}${router.urlOf('payLoading', { ...resultParams(order), ...backParams() })}`
}

/** Cancelling on the cashier page brings the buyer to the order, still unpaid, to retry. */
function cancelUrl(order: PaymentOrder): string | undefined {
  const origin = payReturnOrigin()
  if (!origin) return undefined
  if (order.orderType === 'card') return `${origin}${router.urlOf('cardList', backParams())}`
  if (order.orderType === 'member') return `${origin}${router.urlOf('memberCenter', backParams())}`
  if (order.orderType === 'parking') return `${origin}${router.urlOf('parkingRecord', backParams())}`
  const name = order.orderType === 'goods' ? 'goodsOrderDetail' : 'orderDetail'
  return `${origin}${router.urlOf(name, { orderId: order.orderId, ...backParams() })}`
}

function navigateAfter(order: PaymentOrder, outcome: PaymentOutcome): void {
  if (outcome.kind === 'free' || outcome.kind === 'paid') void router.redirect(successRouteOf(order.orderType), resultParams(order))
  else if (outcome.kind === 'confirming') void router.redirect('payLoading', resultParams(order))
}

let flow: PaymentStore | undefined

/** The flow singleton (made on first use, so importing this module starts nothing). */
export function paymentFlow(): PaymentStore {
  if (!flow) {
    flow = new PaymentStore({
      fetchCashier,
      requestPay,
      sendCode: sendPayCode,
      invokePayment,
      openUrl: async (url) => (await router.openUrl(url)).ok,
      openMiniProgram: (appId, path) => navigation.openMiniProgram(appId, path),
      platform: payPlatform,
      browserType,
      returnUrl,
      cancelUrl,
      storage: { get: (key) => storage.get(key), set: (key, value) => void storage.set(key, value), remove: (key) => storage.remove(key) },
      toast: (text) => stores.dialog.toast(text),
      texts: {
        failed: () => t('payments.failed'),
        noOption: () => t('payments.noOption'),
        agreementRequired: () => t('payments.agreementRequired'),
        openMiniFailed: () => t('payments.openMiniFailed'),
        expired: () => t('payments.expired'),
      },
      onOutcome: navigateAfter,
    })
  }
  return flow
}

/** Start paying an order (confirm after create_order, the order detail's pay button). */
export function startPayment(order: PaymentOrder, options: StartOptions = {}): Promise<void> {
  return paymentFlow().start(order, options)
}

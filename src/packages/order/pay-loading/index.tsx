/**
 * /pay-loading: where a hosted cashier or the host's payment brings the buyer back (spec core §4
 * step 6). It asks up to 5 times, 3 s apart, whether the order has left UNPAID (by bind id when it
 * has one, else the order detail), then opens pay-success when it was paid, else the order page.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { orderRouteOf, payResultParams } from '../../../components/payment/pay-result'
import { successRouteOf } from '../../../components/payment/success-route'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { storage } from '../../../platform/storage'
import { router } from '../../../router'
import { fetchOrderForPayment, queryPayment } from '../../../services/payments'
import { PENDING_ORDER_KEY } from '../../../stores/payment'
import { pollPayment, verdictOfOrderState, type PayVerdict } from '../../../utils/payment-poll'
import '../../../components/payment/index.css'

export default function PayLoadingPage() {
  const routeParams = useRouter().params
  const params = payResultParams(routeParams)
  const bindId = routeParams.bindId ?? ''
  const { orderId, orderType } = params

  useEffect(() => {
    let stopped = false
    const check = async (): Promise<PayVerdict> => {
      if (bindId) {
        const q = await queryPayment(bindId)
        return q.state === 'PAID' ? 'paid' : verdictOfOrderState(q.orderState)
      }
      return verdictOfOrderState((await fetchOrderForPayment(orderId)).orderBrief.orderState.code)
    }
    void pollPayment(check, { stopped: () => stopped }).then(({ verdict }) => {
      if (stopped) return
      // The order is settled one way or the other: nothing is being paid elsewhere any more.
      storage.remove(PENDING_ORDER_KEY)
      if (verdict === 'paid') {
        void router.redirect(successRouteOf(orderType), { orderId, orderType, fromPage: 'payLoading' })
        return
      }
      const target = orderRouteOf(params)
      void router.redirect(target.name, target.params)
    })
    return () => {
      stopped = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, orderType, bindId])

  return (
    <PageShell name='payLoading'>
      <View className='pay-result' data-testid='pay-loading' data-order-id={orderId}>
        <Text className='pay-result__icon'>…</Text>
        <Text className='pay-result__title'>{t('payments.loading.title')}</Text>
        <Text className='pay-result__hint'>{t('payments.loading.hint')}</Text>
      </View>
    </PageShell>
  )
}

/**
 * The payment panel (accounts §2 "Payment popup screens"): a bottom sheet over the page with the
 * amount and the reservation countdown, then the method list or the verification-code screen. It
 * renders the app's one payment flow; any navigation except to or from the agreement page hides it
 * (router 'paymentPanelHide'), and leaving the page stops its countdown.
 */
import '../../packages/order/messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { t } from '../../i18n'
import { routerEvents } from '../../router'
import { formatCents } from '../../utils/money'
import { formatCountdown } from '../../utils/order-display'
import { currencySign } from '../../utils/payment-rules'
import { CodeStep } from './code-step'
import { paymentFlow } from './flow'
import { MethodList } from './method-list'
import './index.css'

export { paymentFlow, resultParams, startPayment } from './flow'
export { successRouteOf } from './success-route'
export type { PaymentOrder, PaymentOutcome, StartOptions } from '../../stores/payment'

interface Props {
  /** The page this panel belongs to: it shows only the flow that page started. */
  owner: string
}

export const PaymentPanel = observer(function PaymentPanel({ owner }: Props) {
  const flow = paymentFlow()
  useEffect(() => routerEvents.on('paymentPanelHide', () => flow.hide()), [flow])
  // Leaving the page without the router (browser back) must not leave a countdown running.
  useEffect(() => () => flow.hide(owner), [flow, owner])
  if (!flow.open || !flow.cashier || flow.owner !== owner) return null
  const cashier = flow.cashier
  const code = flow.phase === 'code'
  return (
    <View className='pay-mask' data-testid='pay-panel' data-phase={flow.phase}>
      <View className='pay-panel'>
        <View className='pay-panel__head'>
          <Text className='pay-panel__title'>{code ? t('payments.code.title') : t('payments.title')}</Text>
          <Text className='pay-panel__close' data-testid='pay-close' onClick={() => !flow.paying && flow.close()}>
            ✕
          </Text>
        </View>
        <View className='pay-panel__amount'>
          <Text className='pay-panel__label'>{t('payments.amount')}</Text>
          <Text className='pay-panel__price' data-testid='pay-amount'>
            {currencySign(cashier.currency)}
            {formatCents(cashier.payAmount)}
          </Text>
          <Text className='pay-panel__countdown' data-testid='pay-countdown' data-left={Math.ceil(flow.left / 1000)}>
            {t('payments.countdown', { time: formatCountdown(flow.left) })}
          </Text>
        </View>
        {code ? <CodeStep flow={flow} /> : <MethodList flow={flow} />}
      </View>
    </View>
  )
})

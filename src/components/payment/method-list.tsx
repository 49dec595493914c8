/** The payment-method list (accounts §2 "Payment popup screens"): options, exchange info, tips, agreement, pay. */
import '../../packages/order/messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PaymentOption } from '../../../types/payments'
import { t } from '../../i18n'
import type { PaymentStore } from '../../stores/payment'
import { formatCents } from '../../utils/money'
import { SubmitButton } from '../form'
import { PaymentAgreement } from './agreement'

function Exchange({ option }: { option: PaymentOption }) {
  const rate = option.exchangeRate
  if (!rate) return null
  return (
    <Text className='pay-method__sub' data-testid='pay-exchange'>
      {t('payments.exchange', { currency: rate.exchangeCurrency, amount: formatCents(rate.exchangeAmount), provider: rate.providerName })}
    </Text>
  )
}

export const MethodList = observer(function MethodList({ flow }: { flow: PaymentStore }) {
  const agreement = flow.agreement
  return (
    <View data-testid='pay-methods'>
      {flow.options.map((o) => {
        const on = o.paymentProduct === flow.selected
        return (
          <View
            key={o.paymentProduct}
            className={`pay-method ${on ? 'pay-method--on' : ''}`}
            data-testid='pay-method'
            data-product={o.paymentProduct}
            data-selected={on ? '1' : '0'}
            onClick={() => flow.select(o.paymentProduct)}
          >
            <View className='pay-method__main'>
              <Text className='pay-method__name'>{o.displayName || o.name}</Text>
              <Exchange option={o} />
              {o.tipInfos.map((tip, i) => (
                <Text key={i} className='pay-method__tip'>
                  {tip.tip}
                </Text>
              ))}
            </View>
            <Text className={`pay-method__radio ${on ? 'pay-method__radio--on' : ''}`}>{on ? '●' : '○'}</Text>
          </View>
        )
      })}
      {agreement && <PaymentAgreement agreement={agreement} checked={flow.agreed} onChange={(v) => flow.setAgreed(v)} />}
      <View className='pay-panel__actions'>
        <SubmitButton testId='pay-confirm' busy={flow.paying} disabled={!flow.canConfirm} onClick={() => void flow.confirm()}>
          {t('payments.pay')}
        </SubmitButton>
      </View>
    </View>
  )
})

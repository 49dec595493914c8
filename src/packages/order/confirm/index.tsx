/**
 * Confirm order (/order/confirm, auth): the priced selection from stores.booking (pre_order), the
 * delivery method (E_TICKET default), then create_order: critical, 10 s, one idempotency key per
 * submission kept for its retries, passId from pre_order. Then the payment flow (spec core §4): a zero
 * amount finishes at once (pay-success); otherwise the payment panel opens on this page, or the only
 * method pays directly. Closing the panel, a failed cashier or an expired reservation lead to the
 * order detail, where the unpaid order can be paid later.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import { DELIVER_METHODS, type DeliverMethod } from '../../../../types/orders'
import { SubmitButton, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment, type PaymentOutcome } from '../../../components/payment'
import { Section } from '../../../components/section'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { createOrder } from '../../../services/orders'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import '../detail/order.css'


function Row({ label, value, price, testId }: { label: string; value: string; price?: boolean; testId?: string }) {
  return (
    <View className='order-row'>
      <Text className='order-row__label'>{label}</Text>
      <Text className={`order-row__value ${price ? 'order-row__value--price' : ''}`} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

const CONFIRM_OWNER = 'orderConfirm'

export default observer(function OrderConfirmPage() {
  const booking = stores.booking
  const { selection, preOrder } = booking
  const money = (cents: number) => `${selection?.pricePrefix || '¥'}${formatCents(cents)}`

  const submit = useCallback(async () => {
    const sel = stores.booking.selection
    const pre = stores.booking.preOrder
    if (!sel || !pre) return
    const created = await createOrder({
      items: [{ spu: { showId: sel.showId }, sessionId: sel.sessionId, seatPlanId: sel.seatPlanId, qty: sel.qty }],
      // Seat-picking sessions: the picked seats (the server makes the lines from them).
      seatIds: sel.seatIds,
      paymentParam: { payAmount: pre.payAmount },
      deliverMethod: stores.booking.deliverMethod,
      idempotencyKey: stores.booking.keyForSubmit(),
      passId: pre.passId,
    })
    const order = { orderId: created.orderId, transactionIds: created.unPaidTransactionIds, payAmount: created.payAmount, orderType: 'ticket' as const, src: 'ORDER_CONFIRM' }
    // The booking is kept while the panel is up (the page still shows it); any end of the flow forgets it.
    const onOutcome = (outcome: PaymentOutcome) => {
      stores.booking.finish()
      if (outcome.kind === 'closed' || outcome.kind === 'expired' || outcome.kind === 'failed') void router.redirect('orderDetail', { orderId: created.orderId })
    }
    await startPayment(order, { owner: CONFIRM_OWNER, onOutcome })
  }, [])
  const action = useBusyAction(submit)

  if (!selection || !preOrder) {
    return (
      <PageShell name='orderConfirm'>
        <Text className='order-empty' data-testid='confirm-empty'>
          {t('orders.confirm.empty')}
        </Text>
      </PageShell>
    )
  }

  return (
    <PageShell name='orderConfirm'>
      <View data-testid='order-confirm'>
        <View className='order-head'>
          <Text className='order-head__title'>{selection.showName}</Text>
          <Text className='order-head__meta'>{selection.venueName}</Text>
        </View>
        <Section title={t('orders.confirm.items')}>
          {preOrder.lines.map((l) => (
            <View key={l.seatPlanId} data-testid='confirm-line'>
              <Row label={selection.sessionName} value={l.seatPlanName} />
              <Row label={t('orders.unitPrice')} value={`${money(l.unitPrice)} × ${l.qty}`} />
            </View>
          ))}
          {selection.seatLabels?.length ? <Row label={t('seating.picked')} value={selection.seatLabels.join(' / ')} testId='confirm-seats' /> : null}
        </Section>
        <Section title={t('orders.confirm.delivery')}>
          <View className='order-options'>
            {DELIVER_METHODS.filter((m: DeliverMethod) => m !== 'EXPRESS' || preOrder.deliverMethod === 'EXPRESS').map((m) => (
              <View
                key={m}
                className={`order-option ${booking.deliverMethod === m ? 'order-option--on' : ''}`}
                data-testid='deliver-method'
                data-value={m}
                onClick={() => booking.setDeliverMethod(m)}
              >
                <Text>{t(`orders.deliver.${m}` as MessageKey)}</Text>
                <Text>{booking.deliverMethod === m ? '●' : '○'}</Text>
              </View>
            ))}
          </View>
        </Section>
        <Section title={t('orders.confirm.breakdown')}>
          <Row label={t('orders.confirm.subtotal')} value={money(preOrder.total)} />
          {preOrder.discount > 0 && <Row label={t('orders.confirm.discount')} value={`-${money(preOrder.discount)}`} />}
          {preOrder.deliverFee > 0 && <Row label={t('orders.confirm.deliverFee')} value={money(preOrder.deliverFee)} />}
          <Row label={t('orders.confirm.payAmount')} value={money(preOrder.payAmount)} price testId='confirm-pay-amount' />
        </Section>
        <View className='order-bar'>
          <Text className='order-bar__total'>
            {t('orders.qtyUnit', { count: preOrder.qty })}
            <Text className='order-bar__amount'>{money(preOrder.payAmount)}</Text>
          </Text>
          <SubmitButton testId='confirm-submit' busy={action.busy} onClick={() => void action.run()}>
            {t('orders.confirm.submit')}
          </SubmitButton>
        </View>
      </View>
      <PaymentPanel owner={CONFIRM_OWNER} />
    </PageShell>
  )
})

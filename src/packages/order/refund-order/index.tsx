/**
 * Refund order (order detail → REFUND, auth): the order's tickets with what each would give back now
 * under the show's refund rule (or why it cannot), refund every refundable ticket after a confirm, or
 * go to choosing some; the rule page; the order's refund records with their state (REFUNDING →
 * REFUNDED). Figures come from the server, which applies the same rule when the refund is made.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { SubmitButton, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { GoodsLine, money, refundAmountOf, RefundRecords, TicketLine, useOverview, useRefund, Waiting } from '../refund-parts'
import '../detail/order.css'

export default observer(function RefundOrderPage() {
  const orderId = useRouter().params.orderId ?? ''
  const remote = useOverview(orderId)
  const refund = useRefund(orderId)
  const data = remote.data
  const open = data?.tickets.filter((x) => x.block === '') ?? []
  const all = useBusyAction(async () => {
    if (data && (await refund(data, open, undefined))) await remote.reload()
  })
  if (!data) return <Waiting name='refundOrder' remote={remote} />

  const back = refundAmountOf(data, open)
  const fee = open.reduce((s, x) => s + x.feeCents, 0)
  const canAsk = open.length > 0 && data.refundsLeft > 0
  return (
    <PageShell name='refundOrder'>
      <View data-testid='refund-order' data-order-id={data.orderId} data-refund-state={data.orderRefundState}>
        <View className='order-head'>
          <Text className='order-head__title'>{data.showName}</Text>
          <Text className='order-head__meta'>{data.orderNumber}</Text>
        </View>
        <Section title={t('refund.tickets.section')}>
          {data.tickets.map((x) => (
            <TicketLine key={x.ticketId} ticket={x} />
          ))}
          <GoodsLine goods={data.goods} />
          {open.length ? (
            <>
              <View className='order-row'>
                <Text className='order-row__label'>{t('refund.summary.fee')}</Text>
                <Text className='order-row__value'>{money(fee)}</Text>
              </View>
              <View className='order-row'>
                <Text className='order-row__label'>{t('refund.summary.back')}</Text>
                <Text className='order-row__value order-row__value--price' data-testid='refund-total' data-cents={back}>
                  {money(back)}
                </Text>
              </View>
            </>
          ) : (
            <Text className='order-empty' data-testid='refund-none'>
              {t('refund.none')}
            </Text>
          )}
        </Section>
        <Text className='refund-left'>{t('refund.summary.left', { count: data.refundsLeft })}</Text>
        <RefundRecords refunds={data.refunds} />
        <Text className='refund-link' data-testid='refund-rules-link' onClick={() => void router.open('refundRule', { showId: data.rule.showId })}>
          {t('refund.rules.link')}
        </Text>
        <View className='order-bar order-bar--actions'>
          <SubmitButton plain testId='refund-choose' disabled={!canAsk || open.length < 2} onClick={() => void router.open('refundOrderTickets', { orderId })}>
            {t('refund.choose')}
          </SubmitButton>
          <SubmitButton testId='refund-all' disabled={!canAsk} busy={all.busy} onClick={() => void all.run()}>
            {t('refund.all')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})

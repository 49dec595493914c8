/**
 * Refund order tickets (refund order → choose, auth): tick the tickets to refund (only refundable ones
 * can be ticked), see what comes back, confirm; after the refund the buyer is back on the refund order
 * page, which shows the record.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { SubmitButton, toast, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { GoodsLine, money, refundAmountOf, TicketLine, useOverview, useRefund, Waiting } from '../refund-parts'
import '../detail/order.css'

export default observer(function RefundTicketsPage() {
  const orderId = useRouter().params.orderId ?? ''
  const remote = useOverview(orderId)
  const refund = useRefund(orderId)
  const [picked, setPicked] = useState<string[]>([])
  const data = remote.data
  const chosen = data?.tickets.filter((x) => picked.includes(x.ticketId) && x.block === '') ?? []
  const submit = useBusyAction(async () => {
    if (!chosen.length) {
      toast(t('refund.pickNone'))
      return
    }
    if (data && (await refund(data, chosen, chosen.map((x) => x.ticketId)))) await router.back()
  })
  if (!data) return <Waiting name='refundOrderTickets' remote={remote} />

  const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id])
  const back = refundAmountOf(data, chosen)
  return (
    <PageShell name='refundOrderTickets'>
      <View data-testid='refund-tickets' data-order-id={data.orderId}>
        <View className='order-head'>
          <Text className='order-head__title'>{data.showName}</Text>
        </View>
        <Section title={t('refund.tickets.section')}>
          {data.tickets.map((x) => (
            <TicketLine key={x.ticketId} ticket={x} picked={picked.includes(x.ticketId)} onTap={() => toggle(x.ticketId)} />
          ))}
          <GoodsLine goods={data.goods} />
        </Section>
        <View className='order-bar'>
          <Text className='order-bar__total'>
            {t('refund.summary.back')}
            <Text className='order-bar__amount' data-testid='refund-chosen-total' data-cents={back}>
              {money(back)}
            </Text>
          </Text>
          <SubmitButton testId='refund-submit' disabled={!chosen.length || data.refundsLeft < 1} busy={submit.busy} onClick={() => void submit.run()}>
            {t('refund.submit')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})

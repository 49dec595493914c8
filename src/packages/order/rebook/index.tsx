/**
 * Rebook (/rebook-ticket?orderId=…, order detail → REBOOK, auth): tick tickets of one session, pick
 * another session of the same show and a price tier, see the difference that comes back and the
 * fee, confirm. The server applies the merchant's rule and moves the tickets in one go (old codes void,
 * new tickets issued); the page then shows the record with a link to the new ticket.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import type { RebookOverview } from '../../../../types/rebooks'
import { SubmitButton, confirm, toast, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchRebookOverview, requestRebook } from '../../../services/rebooks'
import { stores } from '../../../stores'
import { newRandomKey } from '../../../stores/account'
import { useRemote } from '../../../utils/use-remote'
import { money, Waiting } from '../refund-parts'
import { PlanChips, RebookRecords, SessionChips, TicketPick } from './parts'
import '../detail/order.css'
import './rebook.css'

export default observer(function RebookPage() {
  const orderId = useRouter().params.orderId ?? ''
  const remote = useRemote<RebookOverview>(() => fetchRebookOverview(orderId), [orderId, stores.app.lang])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })
  const [picked, setPicked] = useState<string[]>([])
  const [sessionId, setSessionId] = useState('')
  const [planId, setPlanId] = useState('')
  const [key, setKey] = useState(() => newRandomKey().slice(0, 32))
  const data = remote.data
  const chosen = data?.tickets.filter((x) => picked.includes(x.ticketId) && x.block === '') ?? []
  const from = chosen[0]?.sessionId ?? ''
  const sessions = data?.sessions.filter((s) => s.sessionId !== from) ?? []
  const session = sessions.find((s) => s.sessionId === sessionId)
  const plan = session?.plans.find((p) => p.seatPlanId === planId && p.available)
  const fee = (data?.rule.feeCents ?? 0) * chosen.length
  const back = plan ? Math.max(0, chosen.reduce((s, x) => s + x.priceCents - plan.priceCents, 0) - fee) : 0

  const submit = useBusyAction(async () => {
    if (!chosen.length || !session || !plan) {
      toast(t('rebook.pickNone'))
      return
    }
    if (!(await confirm(t('rebook.ask', { count: chosen.length, session: session.sessionName, amount: money(back) })))) return
    await requestRebook(orderId, { ticketIds: chosen.map((x) => x.ticketId), toSessionId: session.sessionId, toSeatPlanId: plan.seatPlanId, idempotencyKey: key })
    setKey(newRandomKey().slice(0, 32))
    setPicked([])
    setSessionId('')
    setPlanId('')
    toast(t('rebook.done'))
    await remote.reload()
  })
  if (!data) return <Waiting name='rebookTicket' remote={remote} />

  // Tickets of one session move together: ticking one of another session starts a new choice.
  const toggle = (id: string) => {
    const tk = data.tickets.find((x) => x.ticketId === id)
    if (picked.includes(id)) setPicked(picked.filter((x) => x !== id))
    else setPicked([...picked.filter((x) => data.tickets.find((y) => y.ticketId === x)?.sessionId === tk?.sessionId), id])
  }
  const movable = data.tickets.some((x) => x.block === '')
  return (
    <PageShell name='rebookTicket'>
      <View data-testid='rebook' data-order-id={data.orderId}>
        <View className='order-head'>
          <Text className='order-head__title'>{data.showName}</Text>
          <Text className='order-head__meta'>{data.orderNumber}</Text>
        </View>
        <Section title={t('rebook.tickets.section')}>
          {data.tickets.map((x) => (
            <TicketPick key={x.ticketId} ticket={x} picked={picked.includes(x.ticketId)} onTap={() => toggle(x.ticketId)} />
          ))}
          {movable ? null : (
            <Text className='order-empty' data-testid='rebook-none'>
              {t('rebook.none')}
            </Text>
          )}
        </Section>
        {movable ? (
          <Section title={t('rebook.sessions.section')}>
            <SessionChips
              sessions={sessions}
              chosen={session?.sessionId ?? ''}
              onPick={(id) => {
                setSessionId(id)
                setPlanId('')
              }}
            />
            {session ? <PlanChips plans={session.plans} chosen={plan?.seatPlanId ?? ''} onPick={setPlanId} /> : null}
          </Section>
        ) : null}
        {plan && chosen.length ? (
          <Section>
            <View className='order-row'>
              <Text className='order-row__label'>{t('rebook.summary.fee')}</Text>
              <Text className='order-row__value'>{money(fee)}</Text>
            </View>
            <View className='order-row'>
              <Text className='order-row__label'>{t('rebook.summary.back')}</Text>
              <Text className='order-row__value order-row__value--price' data-testid='rebook-back' data-cents={back}>
                {money(back)}
              </Text>
            </View>
          </Section>
        ) : null}
        <Text className='refund-left'>{t('rebook.summary.left', { count: data.rebooksLeft })}</Text>
        <RebookRecords rebooks={data.rebooks} onOpen={(id) => void router.open('ticketDetail', { id })} />
        <Section title={t('rebook.rule.section')}>
          {data.rule.lines.map((line) => (
            <Text key={line} className='refund-rule' data-testid='rebook-rule-line'>
              {line}
            </Text>
          ))}
        </Section>
        <View className='order-bar order-bar--actions'>
          <SubmitButton testId='rebook-submit' disabled={!chosen.length || !plan || data.rebooksLeft < 1} busy={submit.busy} onClick={() => void submit.run()}>
            {t('rebook.submit')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})

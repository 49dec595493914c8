/**
 * Pieces of the rebook page: a ticket row to tick (or why it cannot move), the session and tier chips,
 * and the order's rebook records.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import type { RebookableTicket, RebookTargetPlan, RebookTargetSession, RebookView } from '../../../../types/rebooks'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { money } from '../refund-parts'

export function TicketPick({ ticket, picked, onTap }: { ticket: RebookableTicket; picked: boolean; onTap: () => void }) {
  const open = ticket.block === ''
  return (
    <View
      className={`refund-ticket ${open ? '' : 'refund-ticket--off'} ${picked ? 'refund-ticket--on' : ''}`}
      data-testid='rebook-ticket'
      data-ticket-id={ticket.ticketId}
      data-block={ticket.block}
      data-picked={picked ? '1' : '0'}
      onClick={open ? onTap : undefined}
    >
      <View className={`refund-ticket__box ${picked ? 'refund-ticket__box--on' : ''}`}>{picked ? '✓' : ''}</View>
      <View className='refund-ticket__main'>
        <Text className='refund-ticket__name'>
          {ticket.seatPlanName}
          {ticket.seatInfo ? ` · ${ticket.seatInfo}` : ''}
        </Text>
        <Text className='refund-ticket__meta'>{ticket.sessionName}</Text>
      </View>
      <View className='refund-ticket__money'>
        {open ? <Text className='refund-ticket__meta'>{money(ticket.priceCents)}</Text> : <Text className='refund-ticket__meta'>{ticket.blockTitle}</Text>}
      </View>
    </View>
  )
}

export function SessionChips({ sessions, chosen, onPick }: { sessions: RebookTargetSession[]; chosen: string; onPick: (id: string) => void }) {
  if (!sessions.length) return <Text className='order-empty'>{t('rebook.noSessions')}</Text>
  return (
    <View className='rebook-chips'>
      {sessions.map((s) => (
        <Text
          key={s.sessionId}
          className={`rebook-chip ${chosen === s.sessionId ? 'rebook-chip--on' : ''}`}
          data-testid='rebook-session'
          data-session-id={s.sessionId}
          data-picked={chosen === s.sessionId ? '1' : '0'}
          onClick={() => onPick(s.sessionId)}
        >
          {s.sessionName}
        </Text>
      ))}
    </View>
  )
}

export function PlanChips({ plans, chosen, onPick }: { plans: RebookTargetPlan[]; chosen: string; onPick: (id: string) => void }) {
  return (
    <View className='rebook-chips'>
      {plans.map((p) => (
        <View
          key={p.seatPlanId}
          className={`rebook-chip ${chosen === p.seatPlanId ? 'rebook-chip--on' : ''} ${p.available ? '' : 'rebook-chip--off'}`}
          data-testid='rebook-plan'
          data-plan-id={p.seatPlanId}
          data-available={p.available ? '1' : '0'}
          data-picked={chosen === p.seatPlanId ? '1' : '0'}
          onClick={p.available ? () => onPick(p.seatPlanId) : undefined}
        >
          <Text>{`${p.seatPlanName} ${money(p.priceCents)}`}</Text>
          <Text className='rebook-chip__sub'>{p.available ? t('rebook.plan.left', { count: p.remaining }) : t('rebook.plan.off')}</Text>
        </View>
      ))}
    </View>
  )
}

export function RebookRecords({ rebooks, onOpen }: { rebooks: RebookView[]; onOpen: (ticketId: string) => void }) {
  if (!rebooks.length) return null
  return (
    <Section title={t('rebook.history')}>
      {rebooks.map((r) => (
        <View key={r.rebookId} className='refund-record' data-testid='rebook-record' data-refund-state={r.refundState} data-cents={r.refundCents}>
          <View className='refund-ticket__main'>
            <Text>{t('rebook.history.row', { from: r.fromSessionName, to: r.toSessionName, count: r.newTicketIds.length })}</Text>
            {r.refundCents > 0 ? <Text className='refund-ticket__meta'>{`${t('rebook.summary.back')} ${money(r.refundCents)} · ${r.refundStateTitle}`}</Text> : null}
          </View>
          {r.newTicketIds[0] ? (
            <Text className='refund-record__state' data-testid='rebook-new-ticket' onClick={() => onOpen(r.newTicketIds[0] as string)}>
              {t('rebook.viewTickets')}
            </Text>
          ) : null}
        </View>
      ))}
    </Section>
  )
}

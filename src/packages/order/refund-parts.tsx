/**
 * Pieces the three refund pages share (order subpackage only): loading the order's refund overview, a
 * ticket row with what it would give back or why it cannot, the refund records, and the confirmed
 * refund request (one idempotency key per confirmed choice: a retried tap after a lost answer replays
 * the same refund instead of asking for another).
 */
import './messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { RefundableTicket, RefundGoodsPart, RefundOverview, RefundView } from '../../../types/refunds'
import { PageShell } from '../../components/page-shell'
import { MissingData } from '../../components/missing-data'
import { Section } from '../../components/section'
import { confirm, toast } from '../../components/form'
import { t } from '../../i18n'
import { ListFooter } from '../../layouts'
import { fetchRefundOverview, requestRefund } from '../../services/refunds'
import { stores } from '../../stores'
import { newRandomKey } from '../../stores/account'
import { formatCents } from '../../utils/money'
import { useRemote, type Remote } from '../../utils/use-remote'
import './refund.css'

export const money = (cents: number) => `¥${formatCents(cents)}`

/** The overview, read again whenever the page shows again (back from choosing tickets). */
export function useOverview(orderId: string): Remote<RefundOverview> {
  const remote = useRemote<RefundOverview>(() => fetchRefundOverview(orderId), [orderId, stores.app.lang])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })
  return remote
}

/**
 * What refunding `chosen` gives back: the tickets' amounts, and the goods' part too when no ticket
 * would be left (the server gives the goods back with the order's last ticket, refunds/goods.ts).
 */
export function refundAmountOf(overview: RefundOverview, chosen: RefundableTicket[]): number {
  const tickets = chosen.reduce((s, x) => s + x.amountCents, 0)
  const goods = overview.goods
  if (!goods || goods.refunded || !chosen.length) return tickets
  const ids = new Set(chosen.map((x) => x.ticketId))
  const leavesNone = overview.tickets.every((x) => x.block === 'REFUNDED' || ids.has(x.ticketId))
  return leavesNone ? tickets + goods.amountCents : tickets
}

/** Ask, refund, say how it went; the refund when one was made. */
export function useRefund(orderId: string) {
  const [key, setKey] = useState(() => newRandomKey().slice(0, 32))
  return async (overview: RefundOverview, tickets: RefundableTicket[], ticketIds: string[] | undefined): Promise<RefundView | null> => {
    const amount = refundAmountOf(overview, tickets)
    if (!(await confirm(t('refund.ask', { count: tickets.length, amount: money(amount) })))) return null
    const r = await requestRefund(orderId, ticketIds, key)
    setKey(newRandomKey().slice(0, 32))
    toast(t(r.state === 'REFUNDED' ? 'refund.done' : 'refund.pending'))
    return r
  }
}

export function TicketLine({ ticket, picked, onTap }: { ticket: RefundableTicket; picked?: boolean; onTap?: () => void }) {
  const open = ticket.block === ''
  return (
    <View
      className={`refund-ticket ${open ? '' : 'refund-ticket--off'} ${picked ? 'refund-ticket--on' : ''}`}
      data-testid='refund-ticket'
      data-ticket-id={ticket.ticketId}
      data-block={ticket.block}
      data-picked={picked ? '1' : '0'}
      onClick={open ? onTap : undefined}
    >
      {onTap ? <View className={`refund-ticket__box ${picked ? 'refund-ticket__box--on' : ''}`}>{picked ? '✓' : ''}</View> : null}
      <View className='refund-ticket__main'>
        <Text className='refund-ticket__name'>
          {ticket.seatPlanName}
          {ticket.seatInfo ? ` · ${ticket.seatInfo}` : ''}
        </Text>
        <Text className='refund-ticket__meta'>{ticket.sessionName}</Text>
      </View>
      <View className='refund-ticket__money'>
        {open ? (
          <>
            <Text className='refund-ticket__back' data-testid='refund-ticket-back' data-cents={ticket.amountCents}>
              {t('refund.ticket.back', { amount: money(ticket.amountCents) })}
            </Text>
            {ticket.feeCents > 0 ? <Text className='refund-ticket__meta'>{t('refund.ticket.fee', { amount: money(ticket.feeCents) })}</Text> : null}
          </>
        ) : (
          <Text className='refund-ticket__meta' data-testid='refund-ticket-block'>
            {ticket.blockTitle}
          </Text>
        )}
      </View>
    </View>
  )
}

/** The order's goods: not refunded ticket by ticket, but whole with the last ticket. */
export function GoodsLine({ goods }: { goods: RefundGoodsPart | null }) {
  if (!goods) return null
  return (
    <View className='refund-ticket refund-goods' data-testid='refund-goods' data-cents={goods.amountCents} data-refunded={goods.refunded ? '1' : '0'}>
      <View className='refund-ticket__main'>
        <Text className='refund-ticket__name'>{t('refund.goods.title')}</Text>
        {goods.items.map((item, i) => (
          <Text key={i} className='refund-ticket__meta'>
            {t('refund.goods.item', { name: item.name, qty: item.qty })}
          </Text>
        ))}
        <Text className='refund-ticket__meta'>{t(goods.refunded ? 'refund.goods.refunded' : 'refund.goods.withLast')}</Text>
      </View>
      <View className='refund-ticket__money'>
        <Text className='refund-ticket__back'>{money(goods.amountCents)}</Text>
      </View>
    </View>
  )
}

export function RefundRecords({ refunds }: { refunds: RefundView[] }) {
  if (!refunds.length) return null
  return (
    <Section title={t('refund.history')}>
      {refunds.map((r) => (
        <View key={r.refundId} className='refund-record' data-testid='refund-record' data-state={r.state} data-cents={r.amountCents}>
          <View className='refund-record__what'>
            <Text>{t('refund.history.row', { count: r.ticketIds.length, amount: money(r.amountCents) })}</Text>
            {r.pointsBack > 0 ? (
              <Text className='refund-record__points' data-testid='refund-record-points' data-points={r.pointsBack}>
                {t('refund.history.points', { points: r.pointsBack })}
              </Text>
            ) : null}
          </View>
          <Text className='refund-record__state'>{r.stateTitle}</Text>
        </View>
      ))}
    </Section>
  )
}

/** The page frame while the overview loads or when it failed. */
export function Waiting({ name, remote }: { name: string; remote: Remote<unknown> }) {
  return (
    <PageShell name={name}>
      {remote.missing ? (
        <MissingData />
      ) : remote.error ? (
        <Text className='order-empty'>{remote.error}</Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
      )}
    </PageShell>
  )
}

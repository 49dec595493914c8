/**
 * The ticket holder's card for one show session (poster, name, time, venue, ticket count) and its
 * ticket rows (tier and seat, attendee, state). Tapping a row opens the e-ticket.
 */
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TicketBrief, TicketGroup } from '../../../types/tickets'
import { t } from '../../i18n'
import { assetUrl } from '../../utils/asset-url'
import { attendeeText, seatText, stateTone, ticketStateTitle } from './display'
import './index.css'
import { imageAlt, pressable } from '../a11y'

export const TicketRow = observer(function TicketRow({ ticket, onOpen }: { ticket: TicketBrief; onOpen: (ticket: TicketBrief) => void }) {
  const attendee = attendeeText(ticket.audience)
  return (
    <View className='ticket-row' data-testid='ticket-row' data-ticket-id={ticket.ticketId} data-state={ticket.state} onClick={() => onOpen(ticket)} {...pressable(undefined, { role: 'link' })}>
      <View className='ticket-row__main'>
        <Text className='ticket-row__seat' data-testid='ticket-seat'>
          {seatText(ticket)}
        </Text>
        {attendee && (
          <Text className='ticket-row__attendee' data-testid='ticket-attendee'>
            {t('tickets.attendee')}: {attendee}
          </Text>
        )}
      </View>
      <Text className={`ticket-row__state ticket-row__state--${stateTone(ticket.state)}`} data-testid='ticket-state'>
        {ticketStateTitle(ticket)}
      </Text>
      <Text className='ticket-row__arrow'>›</Text>
    </View>
  )
})

export const TicketGroupCard = observer(function TicketGroupCard({ group, onOpen }: { group: TicketGroup; onOpen: (ticket: TicketBrief) => void }) {
  return (
    <View className='ticket-group' data-testid='ticket-group' data-show-id={group.showId} data-session-id={group.sessionId}>
      <View className='ticket-group__head'>
        {group.posterUrl ? <Image className='ticket-group__poster' src={assetUrl(group.posterUrl)} mode='aspectFill' lazyLoad {...imageAlt(group.showName)} /> : <View className='ticket-group__poster' />}
        <View className='ticket-group__info'>
          <Text className='ticket-group__name' data-testid='ticket-group-name'>
            {group.showName}
          </Text>
          <Text className='ticket-group__meta'>{group.showTimeDesc || group.sessionName}</Text>
          <Text className='ticket-group__meta'>{group.venueName}</Text>
          <Text className='ticket-group__count' data-testid='ticket-group-count'>
            {t('tickets.count', { count: group.tickets.length })}
          </Text>
        </View>
      </View>
      {group.tickets.map((ticket) => (
        <TicketRow key={ticket.ticketId} ticket={ticket} onOpen={onOpen} />
      ))}
    </View>
  )
})

/** Empty, failed and paging footer shared by the holder tab and past tickets. */
export function TicketListFooter({
  loading,
  failed,
  done,
  hasItems,
  onMore,
  onRetry,
}: {
  loading: boolean
  failed: boolean
  done: boolean
  hasItems: boolean
  onMore: () => void
  onRetry: () => void
}) {
  if (failed) {
    return (
      <View className='ticket-footer' data-testid='ticket-failed'>
        <Text className='muted'>{t('tickets.loadFailed')}</Text>
        <Text className='link ticket-footer__retry' onClick={onRetry} {...pressable()}>
          {t('common.retry')}
        </Text>
      </View>
    )
  }
  if (loading) return <Text className='ticket-footer muted'>{t('common.loading')}</Text>
  if (!hasItems) return null
  return (
    <Text className='ticket-footer muted' data-testid='ticket-more' onClick={() => !done && onMore()} {...pressable(undefined, { disabled: done })}>
      {done ? t('tickets.end') : t('tickets.more')}
    </Text>
  )
}

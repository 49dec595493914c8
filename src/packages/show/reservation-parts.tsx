/**
 * Pieces the reservation pages share (show subpackage only): a place's card, a slot chip, a
 * reservation's card with its cancel, and slot times at the venue.
 */
import './messages'
import { Image, Text, View } from '@tarojs/components'
import type { ReservationSlot, ReservationVenueCard, ReservationView } from '../../../types/reservations'
import { imageAlt, pressable } from '../../components/a11y'
import { t } from '../../i18n'
import { router } from '../../router'
import { assetUrl } from '../../utils/asset-url'
import { venueSpan, venueTime } from './open-show-logic'
import { Tag } from './topic-parts'
import './topic.css'
import './reservation.css'

export function VenueItem({ venue }: { venue: ReservationVenueCard }) {
  return (
    <View className='rs-card' data-testid='reservation-venue' data-id={venue.venueId} onClick={() => void router.open('reservationDetail', { venueId: venue.venueId })} {...pressable(venue.name, { role: 'link' })}>
      {venue.posterUrl ? <Image className='rs-card__poster' src={assetUrl(venue.posterUrl)} mode='aspectFill' {...imageAlt(venue.name)} /> : null}
      <View className='rs-card__body'>
        <Text className='tp-row__title'>{venue.name}</Text>
        <Text className='tp-meta'>{venue.address}</Text>
        <Text className='tp-meta'>{t('reservation.openSlots', { n: venue.openSlots })}</Text>
      </View>
    </View>
  )
}

export function SlotChip({ slot, utcOffset, on, onPick }: { slot: ReservationSlot; utcOffset: number; on: boolean; onPick: () => void }) {
  const open = slot.state === 'OPEN'
  const time = `${venueTime(slot.startTime, utcOffset).slice(11)}-${venueTime(slot.endTime, utcOffset).slice(11)}`
  return (
    <View
      className={`rs-slot ${on ? 'rs-slot--on' : ''} ${open ? '' : 'rs-slot--off'}`}
      data-testid='reservation-slot'
      data-id={slot.slotId}
      data-state={slot.state}
      aria-pressed={on ? 'true' : 'false'}
      aria-disabled={open ? 'false' : 'true'}
      onClick={open ? onPick : undefined}
      {...pressable(time)}
    >
      <Text className='rs-slot__time'>{time}</Text>
      <Text className='rs-slot__left'>{open ? t('reservation.remaining', { n: slot.remaining }) : t(slot.state === 'FULL' ? 'reservation.state.FULL' : 'reservation.state.PAST')}</Text>
    </View>
  )
}

export function ReservationItem({ reservation: r, onCancel, busy }: { reservation: ReservationView; onCancel: () => void; busy: boolean }) {
  return (
    <View className='tp-section' data-testid='reservation-card' data-id={r.reservationId} data-status={r.status}>
      <View className='tp-row'>
        <Text className='tp-row__title'>{r.venueName}</Text>
        <Tag state={r.status === 'RESERVED' ? 'OPEN' : 'ENDED'} text={r.statusTitle} />
      </View>
      <Text className='tp-meta'>
        {t('reservation.time')} {venueSpan(r.startTime, r.endTime, r.utcOffset)}
      </Text>
      <Text className='tp-meta'>
        {t('reservation.people')} {t('reservation.peopleCount', { n: r.people })} · {r.contactName} {r.contactPhone}
      </Text>
      <Text className='tp-meta'>
        {t('reservation.number')} {r.reservationId}
      </Text>
      {r.canCancel ? (
        <View className='rs-card__foot'>
          <Text className={`tp-btn tp-btn--ghost ${busy ? 'rs-busy' : ''}`} data-testid='reservation-cancel' onClick={busy ? undefined : onCancel} {...pressable(t('reservation.cancel'))}>
            {t('reservation.cancel')}
          </Text>
        </View>
      ) : null}
    </View>
  )
}

/**
 * One reservable place (/reservation-detail/:venueId): its picture, address and introduction, and
 * its upcoming slots by day with the places left; pick an open slot, then "reserve" to the order page.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { ReservationVenueDetail } from '../../../../types/reservations'
import { imageAlt } from '../../../components/a11y'
import { SubmitButton, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchReservationVenue } from '../../../services/reservations'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { useRemote } from '../../../utils/use-remote'
import { SlotChip } from '../reservation-parts'
import { slotsByDay } from '../topic-logic'

const Venue = observer(function Venue({ venue }: { venue: ReservationVenueDetail }) {
  const [picked, setPicked] = useState('')
  const [hint, setHint] = useState('')
  const next = () => {
    if (!picked) return setHint(t('reservation.pickSlot'))
    void router.open('reservationOrder', { venueId: venue.venueId, slotId: picked })
  }
  return (
    <View data-testid='reservation-detail' data-id={venue.venueId}>
      {venue.posterUrl ? <Image className='tp-poster' src={assetUrl(venue.posterUrl)} mode='aspectFill' {...imageAlt(venue.name)} /> : null}
      <View className='tp-section'>
        <Text className='tp-title' data-testid='reservation-title'>
          {venue.name}
        </Text>
        <Text className='tp-meta'>{venue.address}</Text>
        {venue.intro ? <Text className='tp-text'>{venue.intro}</Text> : null}
        <Text className='tp-meta'>{t('reservation.maxPeople', { n: venue.maxPeople })}</Text>
      </View>
      <View className='tp-section' data-testid='reservation-slots'>
        <Text className='tp-section__title'>{t('reservation.slots')}</Text>
        {slotsByDay(venue.slots, venue.utcOffset).map(([day, slots]) => (
          <View key={day}>
            <Text className='rs-day'>{day}</Text>
            <View className='rs-slots'>
              {slots.map((s) => (
                <SlotChip key={s.slotId} slot={s} utcOffset={venue.utcOffset} on={picked === s.slotId} onPick={() => (setPicked(s.slotId), setHint(''))} />
              ))}
            </View>
          </View>
        ))}
        {!venue.slots.length ? <Text className='tp-empty'>{t('reservation.noSlots')}</Text> : null}
      </View>
      {hint ? (
        <Text className='tp-refusal' data-testid='reservation-hint'>
          {hint}
        </Text>
      ) : null}
      <View className='tp-actions'>
        <SubmitButton testId='reservation-next' onClick={next}>
          {t('reservation.next')}
        </SubmitButton>
      </View>
    </View>
  )
})

export default observer(function ReservationDetailPage() {
  const venueId = useRouter().params.venueId ?? ''
  useTitle(t('route.reservationDetail'))
  const remote = useRemote<ReservationVenueDetail>(() => fetchReservationVenue(venueId), [venueId, stores.app.lang])
  return (
    <PageShell name='reservationDetail'>
      {remote.data ? <Venue venue={remote.data} /> : remote.missing ? <MissingData /> : <Text className='tp-empty'>{remote.error || t('common.loading')}</Text>}
    </PageShell>
  )
})

/** Venue reservations (/reservation): the shop's reservable places, each to its slots; and the buyer's reservations. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReservationVenueCard } from '../../../../types/reservations'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchReservationVenues } from '../../../services/reservations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { VenueItem } from '../reservation-parts'

export default observer(function ReservationPage() {
  useTitle(t('route.reservation'))
  const remote = useRemote<ReservationVenueCard[]>(() => fetchReservationVenues(), [stores.app.lang])
  const list = remote.data
  return (
    <PageShell name='reservation'>
      <View className='tp-links'>
        <Text className='tp-link' data-testid='reservation-mine' onClick={() => void router.open('reservationRecord')}>
          {t('reservation.mine')}
        </Text>
      </View>
      <View className='rs-list' data-testid='reservation-venues' data-loaded={list ? '1' : '0'}>
        {(list ?? []).map((v) => (
          <VenueItem key={v.venueId} venue={v} />
        ))}
        {list && !list.length ? <Text className='tp-empty'>{t('reservation.empty')}</Text> : null}
        {!list ? <Text className='tp-empty'>{remote.error || t('common.loading')}</Text> : null}
      </View>
    </PageShell>
  )
})

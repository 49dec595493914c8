/** Venue (/venue/:venueId): name, city and address, then its upcoming shows. */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { MissingData } from '../../../components/missing-data'
import { NavigateButton } from '../../../components/navigate-button'
import { Section } from '../../../components/section'
import { ShowCardList } from '../../../components/show-card'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { fetchVenue } from '../../../services/catalog'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../browse.css'

export default observer(function VenuePage() {
  const venueId = useRouter().params.venueId ?? ''
  const venue = useRemote(() => fetchVenue(venueId), [venueId, stores.app.lang])
  const v = venue.data
  useEffect(() => {
    if (v) Taro.setNavigationBarTitle({ title: v.venueName }).catch(() => undefined)
  }, [v])
  if (venue.missing) {
    return (
      <PageShell name='venue'>
        <MissingData />
      </PageShell>
    )
  }
  return (
    <PageShell name='venue'>
      {v ? (
        <>
          <View className='browse-head' data-venue-id={v.venueId}>
            <Text className='browse-head__title' data-testid='venue-name'>
              {v.venueName}
            </Text>
            <Text className='browse-head__meta'>{v.cityName}</Text>
            <Text className='browse-head__meta'>
              {t('browse.detail.address')}: {v.venueAddress}
            </Text>
            <NavigateButton point={{ latitude: v.lat, longitude: v.lng, name: v.venueName, address: v.venueAddress }} />
          </View>
          <Section title={t('browse.venue.upcoming')}>
            {v.shows.length ? <ShowCardList cards={v.shows} /> : <Text className='list-footer'>{t('browse.list.empty')}</Text>}
          </Section>
        </>
      ) : venue.error ? (
        <Text className='browse-missing'>{venue.error || t('browse.venue.notFound')}</Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void venue.reload()} />
      )}
    </PageShell>
  )
})

/** Venue list: the shop's venues in the current city (all cities when it has none there). */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchVenues } from '../../../services/catalog'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../browse.css'

export default observer(function VenueListPage() {
  const cityId = stores.city.cityId
  const venues = useRemote(async () => {
    const inCity = await fetchVenues({ cityId })
    return inCity.list.length ? inCity : fetchVenues()
  }, [cityId, stores.app.lang])
  const list = venues.data?.list ?? []
  return (
    <PageShell name='venueList'>
      <Section>
        {list.map((v) => (
          <View key={v.venueId} className='browse-item' data-testid='venue-item' onClick={() => router.open('venue', { venueId: v.venueId })}>
            <Text className='browse-item__title'>{v.venueName}</Text>
            <Text className='browse-item__meta'>
              {v.cityName} · {v.venueAddress}
            </Text>
            <Text className='browse-item__meta'>{t('browse.layout.venueShows', { count: v.showCount })}</Text>
          </View>
        ))}
        {!list.length && <ListFooter loading={venues.loading} done={!venues.loading && !venues.error} failed={Boolean(venues.error)} onRetry={() => void venues.reload()} />}
      </Section>
    </PageShell>
  )
})

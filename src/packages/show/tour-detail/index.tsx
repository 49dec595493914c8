/** Tour detail (/tour-detail/:tourId): the tour's poster, name and description, then every leg. */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { MissingData } from '../../../components/missing-data'
import { Section } from '../../../components/section'
import { ShowCardList } from '../../../components/show-card'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { fetchTour } from '../../../services/catalog'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../browse.css'
import { assetUrl } from '../../../utils/asset-url'
import { imageAlt } from '../../../components/a11y'

export default observer(function TourDetailPage() {
  const tourId = useRouter().params.tourId ?? ''
  const tour = useRemote(() => fetchTour(tourId), [tourId, stores.app.lang])
  const d = tour.data
  useEffect(() => {
    if (d) Taro.setNavigationBarTitle({ title: d.tourName }).catch(() => undefined)
  }, [d])
  if (tour.missing) {
    return (
      <PageShell name='tourDetail'>
        <MissingData />
      </PageShell>
    )
  }
  return (
    <PageShell name='tourDetail'>
      {d ? (
        <>
          <View className='browse-head browse-head--poster' data-tour-id={d.tourId}>
            {d.posterUrl && <Image className='browse-head__poster' src={assetUrl(d.posterUrl)} mode='aspectFill' {...imageAlt(d.tourName)} />}
            <View className='browse-head__info'>
              <Text className='browse-head__title' data-testid='tour-name'>
                {d.tourName}
              </Text>
              <Text className='browse-head__meta'>{d.description}</Text>
              <Text className='browse-head__meta'>{t('browse.tour.stops', { count: d.shows.length })}</Text>
            </View>
          </View>
          <Section title={t('browse.detail.shows')}>
            <ShowCardList cards={d.shows} />
          </Section>
        </>
      ) : tour.error ? (
        <Text className='browse-missing'>{tour.error || t('browse.tour.notFound')}</Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void tour.reload()} />
      )}
    </PageShell>
  )
})

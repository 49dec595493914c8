/** Group show (/group-show/:showId, ids containing SG): the group, its theatre or place, and its shows. */
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
import { fetchShowGroup } from '../../../services/catalog'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../browse.css'
import { assetUrl } from '../../../utils/asset-url'
import { imageAlt } from '../../../components/a11y'

export default observer(function GroupShowPage() {
  const showId = useRouter().params.showId ?? ''
  const group = useRemote(() => fetchShowGroup(showId), [showId, stores.app.lang])
  const g = group.data
  useEffect(() => {
    if (g) Taro.setNavigationBarTitle({ title: g.showGroupName }).catch(() => undefined)
  }, [g])
  if (group.missing) {
    return (
      <PageShell name='groupShowDetail'>
        <MissingData />
      </PageShell>
    )
  }
  return (
    <PageShell name='groupShowDetail'>
      {g ? (
        <>
          <View className='browse-head browse-head--poster' data-group-id={g.showGroupId}>
            {g.posterUrl && <Image className='browse-head__poster' src={assetUrl(g.posterUrl)} mode='aspectFill' {...imageAlt(g.showGroupName)} />}
            <View className='browse-head__info'>
              <Text className='browse-head__title' data-testid='group-name'>
                {g.showGroupName}
              </Text>
              <Text className='browse-head__meta'>{g.theaterOrLocationName}</Text>
              <Text className='browse-head__meta'>{g.theaterOrLocationAddress}</Text>
            </View>
          </View>
          <Section title={t('browse.detail.shows')}>
            <ShowCardList cards={g.shows} />
          </Section>
        </>
      ) : group.error ? (
        <Text className='browse-missing'>{group.error || t('browse.detail.notFound')}</Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void group.reload()} />
      )}
    </PageShell>
  )
})

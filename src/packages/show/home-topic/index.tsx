/**
 * Home topic (/home-topic?topicId=): a merchant's TOPIC layout (tab-bar custom jumps and banner TOPIC
 * jumps land here), rendered with the same layout view as the home page, masonry paging included.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { LayoutView, ListFooter, MasonryProvider, useMasonry } from '../../../layouts'
import { fetchLayout } from '../../../services/catalog'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import './index.css'

export default observer(function HomeTopic() {
  const topicId = decodeURIComponent(useRouter().params.topicId ?? '')
  const { city, app } = stores
  const cityId = city.cityId
  const layout = useRemote(() => fetchLayout({ page: 'TOPIC', topicId, cityId }), [topicId, cityId, app.lang, app.merchantId], Boolean(topicId))
  const masonry = useMasonry(layout.data, cityId)
  usePullDownRefresh(() => void layout.reload().finally(() => Taro.stopPullDownRefresh()))
  useReachBottom(() => masonry.loadMore())
  const title = layout.data?.title
  useEffect(() => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  const failed = !topicId || (Boolean(layout.error) && !layout.data)
  return (
    <PageShell name='homeTopic'>
      {layout.data ? (
        <MasonryProvider value={masonry}>
          <View className='topic' data-topic={layout.data.topicId ?? ''}>
            <LayoutView layout={layout.data} />
          </View>
        </MasonryProvider>
      ) : failed ? (
        <Text className='topic-missing' data-testid='topic-missing'>
          {layout.error || t('browse.topic.missing')}
        </Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void layout.reload()} />
      )}
    </PageShell>
  )
})

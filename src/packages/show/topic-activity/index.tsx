/**
 * A topic activity (/topic-activity/:topicId; content URLs with /topic-activity land here unless the
 * shop enables web activities): the campaign's header, its coupons (each to its coupon-template page),
 * its votes (each to the vote page), its shows, and the share page.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { CouponTemplateView } from '../../../../types/coupons'
import type { TopicActivityView } from '../../../../types/topics'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { ShowCardList } from '../../../components/show-card'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchTemplate } from '../../../services/coupons'
import { fetchTopicActivity } from '../../../services/votes'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { CouponRow, TopicHeader, VoteRow } from '../topic-parts'

/** The topic's coupon templates; one that cannot be read (withdrawn) is left out. */
async function couponsOf(ids: string[]): Promise<CouponTemplateView[]> {
  const all = await Promise.all(ids.map((id) => fetchTemplate(id).catch(() => null)))
  return all.filter((c): c is CouponTemplateView => c !== null)
}

const Topic = observer(function Topic({ topic }: { topic: TopicActivityView }) {
  const coupons = useRemote(() => couponsOf(topic.couponTemplateIds), [topic.topicId, topic.couponTemplateIds.join(), stores.app.lang, stores.session.isLoggedIn])
  return (
    <View data-testid='topic-activity' data-id={topic.topicId}>
      <TopicHeader topic={topic} />
      {coupons.data && coupons.data.length ? (
        <View className='tp-section' data-testid='topic-coupons'>
          <Text className='tp-section__title'>{t('topic.coupons')}</Text>
          {coupons.data.map((c) => (
            <CouponRow key={c.couponTemplateId} topicId={topic.topicId} coupon={c} />
          ))}
        </View>
      ) : null}
      {topic.votes.length ? (
        <View className='tp-section' data-testid='topic-votes'>
          <Text className='tp-section__title'>{t('topic.votes')}</Text>
          {topic.votes.map((v) => (
            <VoteRow key={v.voteId} vote={v} />
          ))}
        </View>
      ) : null}
      {topic.shows.length ? (
        <View className='tp-section' data-testid='topic-shows'>
          <Text className='tp-section__title'>{t('topic.shows')}</Text>
          <ShowCardList cards={topic.shows} />
        </View>
      ) : null}
      <View className='tp-links'>
        <Text className='tp-link' data-testid='topic-share' onClick={() => void router.open('shareTopicActivity', { topicId: topic.topicId })}>
          {t('topic.share')}
        </Text>
      </View>
    </View>
  )
})

export default observer(function TopicActivityPage() {
  const topicId = useRouter().params.topicId ?? ''
  useTitle(t('route.topicActivity'))
  const remote = useRemote<TopicActivityView>(() => fetchTopicActivity(topicId), [topicId, stores.app.lang, stores.session.isLoggedIn])
  return (
    <PageShell name='topicActivity'>
      {remote.data ? <Topic topic={remote.data} /> : remote.missing ? <MissingData /> : <Text className='tp-empty' data-testid='topic-loading'>{remote.error || t('common.loading')}</Text>}
    </PageShell>
  )
})

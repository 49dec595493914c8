/**
 * Share a topic activity (share-topic-activity?topicId=): the activity's card, its share sentence and
 * link with "copy the link". With the forbid-share flag (forbidShare=1, propagated by the router) the
 * page says sharing is off and offers no link.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { TopicActivityView } from '../../../../types/topics'
import { imageAlt } from '../../../components/a11y'
import { SubmitButton, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { getLang, shortLangOf, t } from '../../../i18n'
import { copyText } from '../../../platform/clipboard'
import { payReturnOrigin } from '../../../platform/pay-platform'
import { router } from '../../../router'
import { fetchTopicActivity } from '../../../services/votes'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { useRemote } from '../../../utils/use-remote'

/** The activity's address: the full URL on H5 (with shop and language), the app alias in a mini-program. */
const linkOf = (topicId: string) => `${payReturnOrigin()}${router.urlOf('topicActivity', { topicId, merchantId: stores.app.merchantId, lang: shortLangOf(getLang()) })}`

const Share = observer(function Share({ topic, forbidden }: { topic: TopicActivityView; forbidden: boolean }) {
  const link = linkOf(topic.topicId)
  return (
    <View className='tp-share' data-testid='topic-share-card' data-id={topic.topicId} data-forbidden={forbidden ? '1' : '0'}>
      {topic.posterUrl ? <Image className='tp-poster' src={assetUrl(topic.posterUrl)} mode='aspectFill' {...imageAlt(topic.title)} /> : null}
      <View className='tp-share__body'>
        <Text className='tp-title'>{topic.title}</Text>
        {forbidden ? (
          <Text className='tp-note' data-testid='topic-share-forbidden'>
            {t('topic.shareForbidden')}
          </Text>
        ) : (
          <View>
            <Text className='tp-meta'>{t('topic.shareText')}</Text>
            <Text className='tp-text' data-testid='topic-share-text'>
              {topic.shareText}
            </Text>
            <Text className='tp-meta'>{t('topic.shareLink')}</Text>
            <Text className='tp-share__link' data-testid='topic-share-link' userSelect>
              {link}
            </Text>
            <Text className='tp-meta'>{t('topic.shareHint')}</Text>
            <View className='tp-actions'>
              <SubmitButton testId='topic-share-copy' onClick={() => void copyText(link)}>
                {t('topic.shareCopy')}
              </SubmitButton>
            </View>
          </View>
        )}
      </View>
    </View>
  )
})

export default observer(function ShareTopicActivityPage() {
  const params = useRouter().params
  const topicId = params.topicId ?? ''
  useTitle(t('route.shareTopicActivity'))
  const remote = useRemote<TopicActivityView>(() => fetchTopicActivity(topicId), [topicId, stores.app.lang])
  return (
    <PageShell name='shareTopicActivity'>
      {remote.data ? <Share topic={remote.data} forbidden={params.forbidShare === '1'} /> : remote.missing ? <MissingData /> : <Text className='tp-empty'>{remote.error || t('common.loading')}</Text>}
    </PageShell>
  )
})

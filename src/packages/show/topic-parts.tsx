/**
 * Pieces the topic and vote pages share (show subpackage only): the activity's header, a vote's row,
 * a coupon template's row, and the state tag.
 */
import './messages'
import { Image, Text, View } from '@tarojs/components'
import type { CouponTemplateView } from '../../../types/coupons'
import type { TopicActivityView } from '../../../types/topics'
import type { VoteCard } from '../../../types/votes'
import { imageAlt, pressable } from '../../components/a11y'
import { t } from '../../i18n'
import { router } from '../../router'
import { assetUrl } from '../../utils/asset-url'
import { venueSpan } from './open-show-logic'
import { couponConditionText, couponValueText } from './topic-logic'
import './topic.css'

export function Tag({ state, text }: { state: string; text: string }) {
  return (
    <Text className={`tp-tag tp-tag--${state}`} data-testid='tp-state' data-state={state}>
      {text}
    </Text>
  )
}

export function TopicHeader({ topic }: { topic: TopicActivityView }) {
  return (
    <View>
      {topic.posterUrl ? <Image className='tp-poster' src={assetUrl(topic.posterUrl)} mode='aspectFill' {...imageAlt(topic.title)} /> : null}
      <View className='tp-section'>
        <Text className='tp-title' data-testid='topic-title'>
          {topic.title}
        </Text>
        <View className='tp-row'>
          <Text className='tp-meta'>
            {t('topic.time')} {venueSpan(topic.startTime, topic.endTime, topic.utcOffset)}
          </Text>
          <Tag state={topic.state} text={t(`topic.state.${topic.state}`)} />
        </View>
        {topic.intro ? <Text className='tp-text'>{topic.intro}</Text> : null}
      </View>
    </View>
  )
}

export function VoteRow({ vote }: { vote: VoteCard }) {
  return (
    <View className='tp-row' data-testid='topic-vote' data-id={vote.voteId} onClick={() => void router.open('voteDetail', { id: vote.voteId })} {...pressable(vote.title, { role: 'link' })}>
      <View className='tp-row__main'>
        <Text className='tp-row__title'>{vote.title}</Text>
        <Text className='tp-meta'>{t(`vote.rule.${vote.rule}`)}</Text>
      </View>
      <Tag state={vote.state} text={t(`vote.state.${vote.state}`)} />
    </View>
  )
}

export function CouponRow({ topicId, coupon }: { topicId: string; coupon: CouponTemplateView }) {
  const open = () => void router.open('topicCouponTemplate', { topicId, couponTemplateId: coupon.couponTemplateId })
  return (
    <View className='tp-row' data-testid='topic-coupon' data-id={coupon.couponTemplateId} onClick={open} {...pressable(coupon.title, { role: 'link' })}>
      <Text className='tp-value'>{couponValueText(coupon)}</Text>
      <View className='tp-row__main'>
        <Text className='tp-row__title'>{coupon.title}</Text>
        <Text className='tp-meta'>{couponConditionText(coupon)}</Text>
      </View>
      <Text className='tp-btn'>{t('topic.coupon.get')}</Text>
    </View>
  )
}

/**
 * A topic activity's coupon template (/topic-activity/:topicId/coupon-template/:couponTemplateId): the
 * coupon's value, condition, validity and rules, and "get this coupon" (login first; the login page
 * comes back here). A real-name-only template's refusal is worded by the request module's dialog.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { CouponTemplateView } from '../../../../types/coupons'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchTemplate, fetchTemplates, receiveCoupon } from '../../../services/coupons'
import { pathId } from '../../../services/path-id'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { couponConditionText, couponValidityText, couponValueText } from '../topic-logic'

const Coupon = observer(function Coupon({ topicId, coupon, reload }: { topicId: string; coupon: CouponTemplateView; reload: () => Promise<void> }) {
  const loggedIn = stores.session.isLoggedIn
  const held = loggedIn && coupon.obtained >= coupon.limitation
  const receive = useBusyAction(async () => {
    if (!(await router.requireLogin())) return
    try {
      await receiveCoupon(coupon.couponTemplateId)
      toast(t('topic.coupon.receivedToast'))
    } finally {
      await reload()
    }
  })
  let action
  if (held) action = <SubmitButton plain testId='topic-coupon-shows' onClick={() => void router.open('couponShows', { couponTemplateId: coupon.couponTemplateId })}>{t('topic.coupon.shows')}</SubmitButton>
  else if (coupon.left === 0) action = <SubmitButton disabled onClick={() => undefined}>{t('topic.coupon.soldOut')}</SubmitButton>
  else action = <SubmitButton testId='topic-coupon-receive' busy={receive.busy} onClick={() => void receive.run()}>{t('topic.coupon.receive')}</SubmitButton>
  return (
    <View data-testid='topic-coupon-detail' data-id={coupon.couponTemplateId} data-held={held ? '1' : '0'}>
      <View className='tp-section'>
        <Text className='tp-value' data-testid='topic-coupon-value'>
          {couponValueText(coupon)}
        </Text>
        <Text className='tp-title'>{coupon.title}</Text>
        <Text className='tp-meta'>{couponConditionText(coupon)}</Text>
        <Text className='tp-meta'>{couponValidityText(coupon)}</Text>
        {held ? (
          <Text className='tp-meta' data-testid='topic-coupon-held'>
            {t('topic.coupon.received')}
          </Text>
        ) : null}
      </View>
      {coupon.ruleComments ? (
        <View className='tp-section'>
          <Text className='tp-section__title'>{t('topic.coupon.rules')}</Text>
          <Text className='tp-text'>{coupon.ruleComments}</Text>
        </View>
      ) : null}
      <View className='tp-actions'>{action}</View>
      <View className='tp-links'>
        <Text className='tp-link' onClick={() => void router.open('topicActivity', { topicId })}>
          {t('topic.coupon.back')}
        </Text>
      </View>
    </View>
  )
})

export default observer(function TopicCouponPage() {
  const params = useRouter().params
  const topicId = params.topicId ?? ''
  const templateId = params.couponTemplateId ?? ''
  useTitle(t('route.topicCouponTemplate'))
  // Both ids are needed: the template to show, the topic to go back to.
  // Logged in, the buyer's list says how many they hold (the public detail does not know the buyer).
  const load = async () => {
    pathId(topicId)
    pathId(templateId)
    const mine = stores.session.isLoggedIn ? (await fetchTemplates(true)).find((c) => c.couponTemplateId === templateId) : undefined
    return mine ?? fetchTemplate(templateId)
  }
  const remote = useRemote<CouponTemplateView>(load, [topicId, templateId, stores.app.lang, stores.session.isLoggedIn])
  return (
    <PageShell name='topicCouponTemplate'>
      {remote.data ? <Coupon topicId={topicId} coupon={remote.data} reload={remote.reload} /> : remote.missing ? <MissingData /> : <Text className='tp-empty'>{remote.error || t('common.loading')}</Text>}
    </PageShell>
  )
})

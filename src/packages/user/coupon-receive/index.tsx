/**
 * Receive coupons (/coupon-receive, open to anyone; the home's coupon entry leads here): the shop's
 * coupons, each with its receive button. Receiving needs a login (the login page comes back here); a
 * real-name template's refusal opens the 实名认证 dialog; a received coupon offers 去使用 (its shows).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { isGoodsScope, type CouponTemplateView } from '../../../../types/coupons'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { fetchTemplates, receiveCoupon } from '../../../services/coupons'
import { stores } from '../../../stores'
import { answerRealName, CouponCard, validityOfTemplate } from '../coupon-ui'

export default observer(function CouponReceive() {
  useTitle(t('route.couponReceive'))
  const [list, setList] = useState<CouponTemplateView[] | null>(null)
  const [busy, setBusy] = useState('')
  const loggedIn = stores.session.isLoggedIn

  const load = () =>
    fetchTemplates(stores.session.isLoggedIn)
      .then(setList)
      .catch(() => setList((l) => l ?? []))
  useDidShow(() => void load())

  const receive = async (tpl: CouponTemplateView) => {
    if (busy || !(await router.requireLogin())) return
    setBusy(tpl.couponTemplateId)
    try {
      await receiveCoupon(tpl.couponTemplateId)
      showToast(t('coupon.receivedToast'))
      await load()
    } catch (err) {
      // A real-name refusal has its dialog; the request module has shown any other message.
      await answerRealName(err)
    } finally {
      setBusy('')
    }
  }

  const action = (tpl: CouponTemplateView) => {
    if (loggedIn && tpl.obtained >= tpl.limitation) {
      return (
        <Text className='cp-btn cp-btn--ghost' data-testid='coupon-use' onClick={() => void (tpl.scope === 'PARKING' ? router.relaunch('parking') : isGoodsScope(tpl.scope) ? router.switchTab('shop') : router.open('couponShows', { couponTemplateId: tpl.couponTemplateId }))}>
          {t('coupon.use')}
        </Text>
      )
    }
    if (tpl.left === 0) return <Text className='cp-btn cp-btn--ghost'>{t('coupon.soldOut')}</Text>
    return (
      <Text className='cp-btn' data-testid='coupon-receive' onClick={() => void receive(tpl)}>
        {t('coupon.receive')}
      </Text>
    )
  }

  return (
    <PageShell name='couponReceive'>
      <View data-testid='coupon-receive-list' data-loaded={list ? '1' : '0'}>
        {(list ?? []).map((tpl) => (
          <CouponCard key={tpl.couponTemplateId} id={tpl.couponTemplateId} coupon={tpl} validity={validityOfTemplate(tpl)} action={action(tpl)} testId='coupon-template' />
        ))}
        {list && list.length === 0 ? <Text className='cp-empty'>{t('coupon.empty')}</Text> : null}
      </View>
      <View className='cp-links'>
        <Text className='cp-link' data-testid='coupon-mine' onClick={() => void router.open('coupon')}>
          {t('route.coupon')}
        </Text>
        <Text className='cp-link' onClick={() => void router.open('couponExchange')}>
          {t('coupon.goExchange')}
        </Text>
      </View>
    </PageShell>
  )
})

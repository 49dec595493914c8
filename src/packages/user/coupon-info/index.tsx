/**
 * Coupon info (/coupon-info?couponId=&couponTemplateId=): a held coupon (couponId, login) with its code
 * and, for an offline coupon, the verify code to show at the venue (refreshable, it lives 5 minutes);
 * or a template (couponTemplateId only, open to anyone) with its receive rules. Both list the rules
 * and lead to the shows it applies to; a held, available coupon offers its expiry reminder.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CouponTemplateView, CouponVerifyCode, CouponView } from '../../../../types/coupons'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchCoupon, fetchTemplate, fetchVerifyCode } from '../../../services/coupons'
import { CouponExpiryRemind } from '../coupon-expiry-remind'
import { CouponCard, validityOfCoupon, validityOfTemplate } from '../coupon-ui'

export default observer(function CouponInfo() {
  useTitle(t('route.couponInfo'))
  const params = useRouter().params
  const couponId = params.couponId ?? ''
  const templateId = params.couponTemplateId ?? ''
  const [held, setHeld] = useState<CouponView | null>(null)
  const [tpl, setTpl] = useState<CouponTemplateView | null>(null)
  const [code, setCode] = useState<CouponVerifyCode | null>(null)
  // Opened without an id, or the coupon is not the buyer's (not found): the missing-data state.
  const [missing, setMissing] = useState(!couponId && !templateId)

  const loadCode = (c: CouponView) => {
    if (c.useWay === 'OFFLINE' && c.couponStatus === 'AVAILABLE') void fetchVerifyCode(c.couponId, c.couponTemplateId).then(setCode, () => setCode(null))
  }
  useDidShow(() => {
    if (couponId) {
      void fetchCoupon(couponId).then((c) => (setHeld(c), loadCode(c)), () => setMissing(true))
    } else if (templateId) {
      void fetchTemplate(templateId).then(setTpl, () => setMissing(true))
    }
  })

  const shown = held ?? tpl
  const rules = shown?.ruleComments ?? ''
  const shows = () => void router.open('couponShows', { couponId, couponTemplateId: held?.couponTemplateId ?? templateId })
  return (
    <PageShell name='couponInfo'>
      {missing && !shown ? <MissingData /> : null}
      {shown ? (
        <View data-testid='coupon-info'>
          <CouponCard coupon={shown} validity={held ? validityOfCoupon(held) : validityOfTemplate(tpl as CouponTemplateView)} />
          {held ? (
            <View className='cp-section'>
              <Text className='cp-section__title'>{t('coupon.code')}</Text>
              <Text className='cp-section__text' data-testid='coupon-code'>{held.couponCode}</Text>
            </View>
          ) : null}
          {code ? (
            <View className='cp-section' data-testid='coupon-verify'>
              <Text className='cp-section__title'>{t('coupon.showCode')}</Text>
              <Text className='cp-code'>{code.verifyCode}</Text>
              <Text className='cp-section__text' onClick={() => held && loadCode(held)}>
                {t('coupon.codeExpires', { time: dayjs(code.verifyCodeExpireTime).format('HH:mm') })}
              </Text>
            </View>
          ) : null}
          {rules ? (
            <View className='cp-section'>
              <Text className='cp-section__title'>{t('coupon.rules')}</Text>
              <Text className='cp-section__text'>{rules}</Text>
            </View>
          ) : null}
          <View className='cp-links'>
            <Text className='cp-link' data-testid='coupon-info-shows' onClick={shows}>
              {t('route.couponShows')}
            </Text>
            {held && held.couponStatus === 'AVAILABLE' ? <CouponExpiryRemind couponTemplateId={held.couponTemplateId} /> : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
})

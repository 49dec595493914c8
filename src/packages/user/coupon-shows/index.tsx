/** The shows a coupon applies to (/coupon-shows?couponTemplateId=): each opens its show page. */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CouponShow } from '../../../../types/coupons'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchCouponShows } from '../../../services/coupons'

export default observer(function CouponShows() {
  useTitle(t('route.couponShows'))
  const templateId = useRouter().params.couponTemplateId ?? ''
  const [shows, setShows] = useState<CouponShow[] | null>(null)
  useDidShow(() => {
    if (templateId) void fetchCouponShows(templateId).then(setShows, () => setShows((s) => s ?? []))
  })
  return (
    <PageShell name='couponShows'>
      {templateId ? null : <MissingData />}
      <View data-testid='coupon-shows' data-loaded={shows ? '1' : '0'}>
        {(shows ?? []).map((s) => (
          <View key={s.showId} className='cp-show' data-testid='coupon-show' data-show-id={s.showId} onClick={() => void router.open('showDetail', { showId: s.showId })}>
            <Image className='cp-show__poster' src={s.posterUrl} mode='aspectFill' />
            <View className='cp-show__body'>
              <Text className='cp-show__name'>{s.showName}</Text>
              <Text className='cp-show__venue'>{s.venueName}</Text>
            </View>
          </View>
        ))}
        {shows && shows.length === 0 ? <Text className='cp-empty'>{t('coupon.noShows')}</Text> : null}
      </View>
    </PageShell>
  )
})

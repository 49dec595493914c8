/**
 * My coupons (/coupon, login): the buyer's coupons by status (available / used / expired), 20 a page.
 * Using one follows the spec (accounts §4 "Using a coupon"): parking → parking payment, outer → its
 * info, offline → its code (coupon info shows it), a goods coupon → the shop tab (the goods it applies
 * to are there; the spec's show list would be empty), otherwise support info decides between an
 * exchange and the list of shows it applies to.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import { isGoodsScope, type CouponStatus, type CouponView } from '../../../../types/coupons'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { fetchMyCoupons, fetchSupportInfo } from '../../../services/coupons'
import { CouponCard, validityOfCoupon } from '../coupon-ui'

const TABS: CouponStatus[] = ['AVAILABLE', 'USED', 'EXPIRED']

/** Where using a coupon leads (spec accounts §4). */
export async function openCouponUse(c: CouponView): Promise<void> {
  if (c.scope === 'PARKING') return void router.relaunch('parking')
  if (c.couponType === 'OUTER' || c.useWay === 'OFFLINE') return void router.open('couponInfo', { couponId: c.couponId, couponTemplateId: c.couponTemplateId })
  if (isGoodsScope(c.scope)) return void router.switchTab('shop')
  const support = await fetchSupportInfo(c.couponId)
  // supportUse: an exchange (privilege card) popup; no such card exists in this shop yet, so the shows.
  if (!support.supportUse) void router.open('couponShows', { couponId: c.couponId, couponTemplateId: c.couponTemplateId })
}

export default observer(function MyCoupons() {
  useTitle(t('route.coupon'))
  const [tab, setTab] = useState<CouponStatus>('AVAILABLE')
  const [rows, setRows] = useState<CouponView[] | null>(null)
  const [total, setTotal] = useState(0)
  const seq = useRef(0)

  const load = async (status: CouponStatus, pageIndex: number) => {
    const mine = pageIndex === 0 ? ++seq.current : seq.current
    try {
      const page = await fetchMyCoupons(status, pageIndex)
      if (mine !== seq.current) return
      setTotal(page.total)
      setRows((prev) => (pageIndex === 0 ? page.rows : [...(prev ?? []), ...page.rows]))
    } catch {
      if (mine === seq.current) setRows((r) => r ?? [])
    }
  }
  useDidShow(() => void load(tab, 0))
  useReachBottom(() => {
    if (rows && rows.length < total) void load(tab, Math.ceil(rows.length / 20))
  })
  const choose = (s: CouponStatus) => {
    setTab(s)
    setRows(null)
    void load(s, 0)
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
  }

  const statusText = (c: CouponView) => (c.couponStatus === 'AVAILABLE' ? '' : t(`coupon.${c.couponStatus === 'PENDING' || c.couponStatus === 'REFUNDING' || c.couponStatus === 'UN_AVAILABLE' ? 'status' : 'tab'}.${c.couponStatus}` as MessageKey))

  return (
    <PageShell name='coupon'>
      <View className='cp-tabs'>
        {TABS.map((s) => (
          <Text key={s} className={`cp-tab ${s === tab ? 'cp-tab--on' : ''}`} data-testid={`coupon-tab-${s}`} onClick={() => choose(s)}>
            {t(`coupon.tab.${s}` as MessageKey)}
          </Text>
        ))}
      </View>
      <View data-testid='coupon-list' data-status={tab} data-loaded={rows ? '1' : '0'} data-total={total}>
        {(rows ?? []).map((c) => (
          <CouponCard
            key={c.couponId}
            id={c.couponId}
            coupon={c}
            dim={c.couponStatus !== 'AVAILABLE'}
            validity={validityOfCoupon(c)}
            onClick={() => void router.open('couponInfo', { couponId: c.couponId, couponTemplateId: c.couponTemplateId })}
            action={
              c.couponStatus === 'AVAILABLE' ? (
                <Text className='cp-btn' data-testid='coupon-use' onClick={(e) => (e.stopPropagation(), void openCouponUse(c))}>
                  {t(c.useWay === 'OFFLINE' ? 'coupon.showCode' : 'coupon.use')}
                </Text>
              ) : (
                <Text className='cp-btn cp-btn--ghost' data-testid='coupon-status'>{statusText(c)}</Text>
              )
            }
          />
        ))}
        {rows && rows.length === 0 ? <Text className='cp-empty'>{t('coupon.empty')}</Text> : null}
      </View>
      <View className='cp-links'>
        <Text className='cp-link' onClick={() => void router.open('couponReceive')}>
          {t('coupon.getMore')}
        </Text>
        <Text className='cp-link' data-testid='coupon-go-exchange' onClick={() => void router.open('couponExchange')}>
          {t('coupon.goExchange')}
        </Text>
      </View>
    </PageShell>
  )
})

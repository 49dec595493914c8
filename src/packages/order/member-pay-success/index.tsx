/**
 * Member pay success (/member-pay-success?orderId=&channelId=, login; spec accounts: "member pay
 * success takes orderId and channelId"): the membership bought, what was paid and until when it now
 * lasts, then the member centre or the shows. The payment has been confirmed before this page opens;
 * should the membership not show as added yet, the page asks again a few times.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { PrimePlanOrder } from '../../../../types/membership'
import { SubmitButton, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchPrimePlanOrder } from '../../../services/membership'
import { formatCents } from '../../../utils/money'
import '../../../components/payment/index.css'

const TRIES = 8
const EVERY_MS = 1500

export default observer(function MemberPaySuccess() {
  useTitle(t('route.memberPaySuccess'))
  const orderId = useRouter().params.orderId ?? ''
  const [order, setOrder] = useState<PrimePlanOrder | null>(null)
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    let stopped = false
    const ask = async (tries: number): Promise<void> => {
      try {
        const o = await fetchPrimePlanOrder(orderId)
        if (stopped) return
        setOrder(o)
        if (!o.granted && tries > 1) setTimeout(() => void ask(tries - 1), EVERY_MS)
      } catch {
        if (!stopped) setMissing(true)
      }
    }
    if (orderId) void ask(TRIES)
    else setMissing(true)
    return () => {
      stopped = true
    }
  }, [orderId])

  if (missing) {
    return (
      <PageShell name='memberPaySuccess'>
        <MissingData />
      </PageShell>
    )
  }
  return (
    <PageShell name='memberPaySuccess'>
      <View className='pay-result' data-testid='member-pay-success' data-order-id={orderId} data-granted={order?.granted ? '1' : '0'}>
        <View className='pay-result__head'>
          <Text className='pay-result__icon'>✓</Text>
          <Text className='pay-result__title'>{order?.granted ? t('memberPay.title') : t('memberPay.pending')}</Text>
        </View>
        {order ? (
          <View>
            <Text className='pay-result__meta' data-testid='member-pay-plan'>
              {order.planName}
            </Text>
            <Text className='pay-result__meta'>{t('memberPay.paid', { amount: `¥${formatCents(order.payAmount)}` })}</Text>
            {order.expiresAt ? (
              <Text className='pay-result__amount' data-testid='member-pay-until'>
                {t('memberPay.validUntil', { date: dayjs(order.expiresAt).format('YYYY-MM-DD') })}
              </Text>
            ) : null}
          </View>
        ) : null}
        <View className='pay-result__actions'>
          <SubmitButton testId='member-pay-center' onClick={() => void router.redirect('memberCenter')}>
            {t('memberPay.toCenter')}
          </SubmitButton>
          <SubmitButton plain testId='member-pay-shows' onClick={() => void router.switchTab('home')}>
            {t('memberPay.toShows')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})

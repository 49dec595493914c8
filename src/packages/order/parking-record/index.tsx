/**
 * Parking records (/parking-record, login; optional orderId: the payment just made): the buyer's parking
 * payments, newest first — car park, plate, how long, what was paid and the state; a paid one says until
 * when the car may drive out, a refunded one why its money went back. Arriving from the cashier, the page asks again a few times until that
 * payment shows as settled. Pull down to refresh.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import type { ParkingRecord, ParkingRecordList } from '../../../../types/parking'
import { pressable } from '../../../components/a11y'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchParkingRecords } from '../../../services/parking'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import { durationText } from '../parking-detail'
import '../parking.css'

const TRIES = 8
const EVERY_MS = 1500

function RecordRow({ r, justPaid }: { r: ParkingRecord; justPaid: boolean }) {
  return (
    <View className={`parking-record ${justPaid ? 'parking-record--new' : ''}`} data-testid='parking-record' data-order-id={r.orderId} data-state={r.state}>
      <View className='parking-record__head'>
        <Text>
          {r.plate} · {r.lotName}
        </Text>
        <Text className='parking-record__state'>{justPaid && r.state === 'PAID' ? t('parking.justPaid') : t(`parking.state.${r.state}`)}</Text>
      </View>
      <Text className='parking-record__meta'>
        {dayjs(r.enteredAt).format('YYYY-MM-DD HH:mm')} · {durationText(r.minutes)}
      </Text>
      <Text className='parking-record__meta' data-testid='parking-record-paid'>
        {t(r.state === 'REFUNDED' ? 'parking.refundAmount' : 'parking.paidAmount', { amount: `¥${formatCents(r.payAmount)}` })}
      </Text>
      {r.state === 'REFUNDED' ? (
        <Text className='parking-record__meta' data-testid='parking-record-refunded'>
          {t('parking.refundedWhy')}
        </Text>
      ) : null}
      {r.state === 'PAID' && r.exitBy ? (
        <Text className='parking-record__meta' data-testid='parking-record-exit'>
          {t('parking.exitBy', { time: dayjs(r.exitBy).format('HH:mm') })}
        </Text>
      ) : null}
    </View>
  )
}

export default observer(function ParkingRecords() {
  useTitle(t('route.parkingRecord'))
  const orderId = useRouter().params.orderId ?? ''
  const remote = useRemote<ParkingRecordList>(() => fetchParkingRecords(), [stores.app.lang])
  usePullDownRefresh(() => void remote.reload().finally(() => Taro.stopPullDownRefresh()))
  const records = remote.data?.records ?? []
  const justPaid = records.find((r) => r.orderId === orderId)
  // Settled: paid, or refunded because another payment had paid the fee first.
  const settled = !orderId || justPaid?.state === 'PAID' || justPaid?.state === 'REFUNDED'
  const loaded = Boolean(remote.data)
  const reload = remote.reload

  // From the cashier: the payment is confirmed, its settlement may still be on its way.
  useEffect(() => {
    if (settled || !loaded) return undefined
    let tries = TRIES
    const timer = setInterval(() => {
      tries -= 1
      if (tries <= 0) clearInterval(timer)
      void reload()
    }, EVERY_MS)
    return () => clearInterval(timer)
  }, [settled, loaded, reload])

  return (
    <PageShell name='parkingRecord'>
      {remote.missing ? (
        <MissingData />
      ) : remote.data ? (
        <Section>
          {orderId && !settled ? <Text className='parking-record__meta'>{t('parking.confirming')}</Text> : null}
          {records.length ? (
            records.map((r) => <RecordRow key={r.orderId} r={r} justPaid={r.orderId === orderId} />)
          ) : (
            <Text key='none' className='parking-empty' data-testid='parking-no-records'>
              {t('parking.noRecords')}
            </Text>
          )}
        </Section>
      ) : (
        <Text key='loading' className='parking-empty' onClick={() => remote.error && void remote.reload()}>
          {remote.error || '…'}
        </Text>
      )}
      <Text className='parking-link' data-testid='parking-records-to-parking' {...pressable(t('route.parking'), { role: 'link' })} onClick={() => void router.open('parking')}>
        {t('route.parking')} ›
      </Text>
    </PageShell>
  )
})

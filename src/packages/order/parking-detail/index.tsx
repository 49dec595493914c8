/**
 * Parking detail (/parking-detail?lotId=&plate=, login): the car's stay — car park, plate, arrival,
 * how long so far — its fee, what was paid before and what is due now, the buyer's parking coupons
 * (the shop's automatic best choice first; choosing one re-quotes), and paying: an order of type
 * PARKING (one key per visit, so a retry is the same order) paid through the same cashier as tickets,
 * right on this page; a coupon that covers it all pays it at once. Paid, it lands on the records.
 * With nothing due, the page says until when the car may drive out.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { NO_COUPON } from '../../../../types/orders'
import type { ParkingQuote } from '../../../../types/parking'
import { CouponChoice } from '../../../components/coupon-choice'
import { SubmitButton, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment } from '../../../components/payment'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchParkingQuote, payParking } from '../../../services/parking'
import { newIdempotencyKey } from '../../../stores/booking'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import '../parking.css'

const OWNER = 'parkingDetail'
const money = (cents: number) => `¥${formatCents(cents)}`

export function durationText(minutes: number): string {
  return t('parking.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 })
}

function Row({ label, value, due, testId }: { label: string; value: string; due?: boolean; testId?: string }) {
  return (
    <View className={`parking-row ${due ? 'parking-row--due' : ''}`}>
      <Text className='parking-row__label'>{label}</Text>
      <Text className='parking-row__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

function StayFacts({ q }: { q: ParkingQuote }) {
  return (
    <Section title={q.lotName}>
      <Row label={t('parking.plate')} value={q.plate} testId='parking-detail-plate' />
      <Row label={t('parking.enteredAt')} value={dayjs(q.enteredAt).format('YYYY-MM-DD HH:mm')} />
      <Row label={t('parking.duration')} value={durationText(q.minutes)} testId='parking-detail-duration' />
      <Row label={t('parking.fee')} value={money(q.feeCents)} testId='parking-detail-fee' />
      {q.paidCents > 0 ? <Row label={t('parking.paidBefore')} value={`-${money(q.paidCents)}`} /> : null}
      {q.couponDiscountCents > 0 ? <Row label={t('parking.couponOff')} value={`-${money(q.couponDiscountCents)}`} /> : null}
      <Row label={t('parking.due')} value={money(q.payAmount)} due testId='parking-detail-due' />
    </Section>
  )
}

export default observer(function ParkingDetail() {
  useTitle(t('route.parkingDetail'))
  const params = useRouter().params
  const lotId = params.lotId ?? ''
  const plate = decodeURIComponent(params.plate ?? '')
  // undefined: the shop's automatic choice; NO_COUPON: none; else the coupon the buyer chose.
  const [couponId, setCouponId] = useState<string | undefined>(undefined)
  // Without its car park and plate the page asks nothing and says the link is incomplete.
  const named = Boolean(lotId && plate)
  const remote = useRemote<ParkingQuote>(() => fetchParkingQuote({ lotId, plate, couponId }), [lotId, plate, couponId, stores.app.lang], named)
  const [key, setKey] = useState(() => newIdempotencyKey())
  const q = remote.data

  const paying = useBusyAction(async () => {
    if (!q) return
    const chosen = q.coupons.chosenCouponId ?? NO_COUPON
    const created = await payParking({ lotId, plate: q.plate, couponId: chosen, payAmount: q.payAmount, idempotencyKey: key })
    await startPayment(
      { orderId: created.orderId, transactionIds: created.unPaidTransactionIds, payAmount: created.payAmount, orderType: 'parking', bindId: created.orderId, src: 'ORDER_CONFIRM' },
      {
        owner: OWNER,
        // An order that ran out of time is gone, and the fee has grown: the next tap is a new order.
        onOutcome: (o) => {
          if (o.kind === 'expired') {
            setKey(newIdempotencyKey())
            void remote.reload()
          }
        },
      },
    )
  })

  return (
    <PageShell name='parkingDetail'>
      {q ? (
        <View data-testid='parking-detail' data-due={q.dueCents} data-pay={q.payAmount} style={{ paddingBottom: '96px' }}>
          <StayFacts q={q} />
          {q.dueCents > 0 ? (
            <View>
              <CouponChoice coupons={q.coupons} money={money} onChoose={(id) => setCouponId(id ?? NO_COUPON)} />
              <View className='parking-paybar'>
                <SubmitButton testId='parking-pay' busy={paying.busy} onClick={() => void paying.run()}>
                  {q.payAmount > 0 ? t('parking.pay', { amount: money(q.payAmount) }) : t('parking.payFree')}
                </SubmitButton>
              </View>
            </View>
          ) : (
            <Text key='free' className='parking-free' data-testid='parking-nothing-due'>
              {t('parking.nothingDue', { time: q.exitBy ? dayjs(q.exitBy).format('HH:mm') : '' })}
            </Text>
          )}
        </View>
      ) : !named || remote.missing ? (
        <MissingData />
      ) : (
        // A plate not in the car park is the server's own message (alert), shown here as well.
        <Text key='state' className='parking-empty' data-testid='parking-detail-error' onClick={() => remote.error && void router.back()}>
          {remote.error || '…'}
        </Text>
      )}
      <PaymentPanel owner={OWNER} />
    </PageShell>
  )
})

/**
 * Order detail (/order/detail/:orderId, auth): status, the order brief (display rules), its lines and
 * amounts. An unpaid order shows a countdown ticking every second, computed against the clock from the
 * deadline the order was read with; at zero the order is read again (the server cancels it). Unpaid
 * orders can be cancelled after a confirm, and paid with the TO_BE_PAID operation, which opens the
 * payment panel on this page (closing it or the reservation ending reads the order again). The other
 * operations and the actions are rendered as the server sends them (utils/order-actions.ts): E_TICKET
 * opens the order's e-ticket (or the ticket holder), TICKET_TAKING_CODE shows the pickup code, an
 * enabled REFUND opens the order's refund page, a disabled action is shown disabled. A paid order has
 * an invoice entry (invoice-entry.tsx).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ORDER_STATE, type OrderDetail } from '../../../../types/orders'
import { SubmitButton, confirm, toast, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { MissingData } from '../../../components/missing-data'
import { PaymentPanel, startPayment } from '../../../components/payment'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { cancelOrder, fetchOrder } from '../../../services/orders'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { deadlineOf, formatCountdown, orderSessionText, orderShowName, orderStatusTitle, orderVenueName, remainingMs } from '../../../utils/order-display'
import { detailButtons, type OrderButton } from '../../../utils/order-actions'
import { useRemote } from '../../../utils/use-remote'
import { InvoiceEntry } from '../invoice-entry'
import './order.css'

interface Loaded {
  detail: OrderDetail
  /** Epoch ms by which the order must be paid (0 when not unpaid). */
  deadline: number
}

function Row({ label, value, testId, price }: { label: string; value: string; testId?: string; price?: boolean }) {
  return (
    <View className='order-row'>
      <Text className='order-row__label'>{label}</Text>
      <Text className={`order-row__value ${price ? 'order-row__value--price' : ''}`} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

/** Remaining ms to the deadline, re-computed from the clock every second. */
function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    if (!deadline) return undefined
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return remainingMs(deadline, now)
}

export default observer(function OrderDetailPage() {
  const orderId = useRouter().params.orderId ?? ''
  const remote = useRemote<Loaded>(async () => {
    const detail = await fetchOrder(orderId)
    const unpaid = detail.orderBrief.orderState.code === ORDER_STATE.Unpaid
    return { detail, deadline: unpaid ? deadlineOf(detail.orderBrief.reserveTime, Date.now()) : 0 }
  }, [orderId, stores.app.lang])
  const data = remote.data
  const brief = data?.detail.orderBrief
  const unpaid = brief?.orderState.code === ORDER_STATE.Unpaid
  const left = useCountdown(data?.deadline ?? 0)

  // At zero, read the order again once per deadline: the server cancels it.
  const expiredFor = useRef(0)
  useEffect(() => {
    if (!data || !unpaid || !data.deadline || left > 0 || expiredFor.current === data.deadline) return
    expiredFor.current = data.deadline
    void remote.reload()
  }, [data, unpaid, left, remote])

  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })

  const cancel = useCallback(async () => {
    if (!(await confirm(t('orders.detail.cancelAsk')))) return
    await cancelOrder(orderId)
    toast(t('orders.detail.canceled'))
    await remote.reload()
  }, [orderId, remote])
  const cancelling = useBusyAction(cancel)

  const payOwner = `orderDetail:${orderId}`
  const pay = useCallback(async () => {
    const b = remote.data?.detail.orderBrief
    if (!b) return
    await startPayment(
      { orderId: b.orderId, transactionIds: b.unPaidTransactionIds, payAmount: b.payAmount, orderType: 'ticket', bindId: b.bindId, src: 'ORDER_DETAIL' },
      { owner: payOwner, onOutcome: (o) => (o.kind === 'closed' || o.kind === 'expired') && void remote.reload() },
    )
  }, [remote, payOwner])
  const paying = useBusyAction(pay)
  const buttons = data ? detailButtons(data.detail, unpaid ? left : undefined) : []
  const payOp = buttons.find((b) => b.intent.kind === 'pay')
  const pickup = buttons.find((b) => b.intent.kind === 'pickupCode')
  const others = buttons.filter((b) => b.intent.kind !== 'pay' && b.intent.kind !== 'pickupCode')

  const follow = (b: OrderButton) => {
    if (!b.enabled) return
    const intent = b.intent
    if (intent.kind === 'ticket') void router.open('ticketDetail', { id: intent.ticketId })
    else if (intent.kind === 'ticketHolder') void router.switchTab('ticketHolder')
    else if (intent.kind === 'refund') void router.open('refundOrder', { orderId })
    else if (intent.kind === 'rebook') void router.open('rebookTicket', { orderId })
  }

  if (!brief || !data) {
    return (
      <PageShell name='orderDetail'>
        {remote.missing ? (
          <MissingData />
        ) : remote.error ? (
          <Text className='order-empty'>{remote.error || t('orders.detail.notFound')}</Text>
        ) : (
          <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
        )}
      </PageShell>
    )
  }

  const money = (cents: number) => `¥${formatCents(cents)}`
  const paid = brief.orderState.code === ORDER_STATE.Succeeded
  return (
    <PageShell name='orderDetail'>
      <View data-testid='order-detail' data-order-id={brief.orderId} data-state={brief.orderState.name}>
        <View className='order-state'>
          <Text className='order-state__title' data-testid='order-state'>
            {orderStatusTitle(brief.orderState, brief.orderStatusTitle)}
          </Text>
          {unpaid && (
            <>
              <Text className='order-state__sub' data-testid='order-countdown' data-left={Math.ceil(left / 1000)}>
                {t('orders.detail.countdown', { time: formatCountdown(left) })}
              </Text>
            </>
          )}
        </View>
        <View className='order-head'>
          <Text className='order-head__title'>{orderShowName(brief)}</Text>
          <Text className='order-head__meta'>{orderSessionText(brief)}</Text>
          <Text className='order-head__meta'>
            {brief.cityName} · {orderVenueName(brief)}
          </Text>
        </View>
        <Section title={t('orders.detail.items')}>
          {data.detail.items.map((l) => (
            <Row key={`${l.sessionId}-${l.seatPlanId}`} label={l.seatPlanName} value={`${money(l.unitPrice)} × ${l.qty}`} />
          ))}
          {data.detail.seats.length ? (
            <Row
              label={t('orders.detail.seats')}
              value={data.detail.seats.map((x) => t('seating.seat', { section: x.sectionName, row: x.row, no: x.no })).join(' / ')}
              testId='order-seats'
            />
          ) : null}
          <Row label={t('orders.detail.total')} value={money(brief.total)} />
          <Row label={t('orders.confirm.payAmount')} value={money(brief.payAmount)} price testId='order-pay-amount' />
        </Section>
        {pickup ? (
          <Section title={pickup.label}>
            <View className='order-pickup' data-testid='order-pickup-code' data-code={pickup.intent.kind === 'pickupCode' ? pickup.intent.code : ''}>
              <Text className='order-pickup__code'>{pickup.intent.kind === 'pickupCode' && pickup.intent.code ? pickup.intent.code : t('orders.pickup.none')}</Text>
              <Text className='order-pickup__hint'>{t('orders.pickup.hint')}</Text>
            </View>
          </Section>
        ) : null}
        {others.length ? (
          <View className='order-ops' data-testid='order-ops'>
            {others.map((b) => (
              <Text
                key={b.name}
                className={`order-op ${b.enabled ? '' : 'order-op--off'}`}
                data-testid={`order-op-${b.name}`}
                data-enabled={b.enabled ? '1' : '0'}
                aria-disabled={!b.enabled}
                onClick={() => follow(b)}
              >
                {b.label}
              </Text>
            ))}
          </View>
        ) : null}
        {brief.actions.some((a) => a.kind === 'REFUND' && a.enabled) ? <Text className='order-ops__hint'>{t('orders.action.refundHint')}</Text> : null}
        {data.detail.addOns.length ? (
          <Section title={t('orders.addOns.title')}>
            {data.detail.addOns.map((l) => (
              <Row key={l.skuId} label={l.specText ? `${l.name} · ${l.specText}` : l.name} value={`${money(l.price)} × ${l.qty}`} testId='order-add-on' />
            ))}
          </Section>
        ) : null}
        {paid ? (
          <View className='order-ops' data-testid='order-after-ops'>
            {brief.deliverMethod === 'EXPRESS' ? (
              <Text className='order-op' data-testid='order-track' onClick={() => void router.open('orderExpress', { orderId: brief.orderId })}>
                {t('orders.detail.track')}
              </Text>
            ) : null}
            {data.detail.ticketIds.length ? (
              <Text className='order-op' data-testid='order-real-name' onClick={() => void router.open('realName', { orderId: brief.orderId })}>
                {t('route.realName')}
              </Text>
            ) : null}
            {data.detail.ticketIds.length ? (
              <Text className='order-op' data-testid='order-stubs' onClick={() => void router.open('ticketStubPrint', { orderId: brief.orderId })}>
                {t('orders.detail.stubs')}
              </Text>
            ) : null}
          </View>
        ) : null}
        {brief.orderState.code === ORDER_STATE.Succeeded || brief.orderState.code === ORDER_STATE.Refunded_Ticket ? <InvoiceEntry orderId={brief.orderId} /> : null}
        <Section>
          <Row label={t('orders.detail.orderNumber')} value={brief.orderNumber} />
          <Row label={t('orders.detail.createTime')} value={dayjs(brief.createTime).format('YYYY-MM-DD HH:mm')} />
          <Row label={t('orders.confirm.delivery')} value={t(`orders.deliver.${brief.deliverMethod}`)} />
        </Section>
        <View className='order-bar order-bar--actions'>
          <SubmitButton plain testId='to-order-list' onClick={() => void router.open('orderList')}>
            {t('orders.detail.toList')}
          </SubmitButton>
          {unpaid && (
            <SubmitButton plain={!!payOp} testId='order-cancel' busy={cancelling.busy} onClick={() => void cancelling.run()}>
              {t('orders.detail.cancel')}
            </SubmitButton>
          )}
          {unpaid && payOp && (
            <SubmitButton testId='order-pay' disabled={!payOp.enabled} busy={paying.busy} onClick={() => void paying.run()}>
              {payOp.label || t('payments.pay')}
            </SubmitButton>
          )}
        </View>
      </View>
      <PaymentPanel owner={payOwner} />
    </PageShell>
  )
})

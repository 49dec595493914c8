/**
 * The pay-success screens (/pay-success and /pay-success-new; spec core §2 params orderId, orderType
 * lowercased with default 'ticket', channelId, optional fromPage): the amount paid, the show and
 * session, and the ways on: the order detail (/order/detail/{id} for tickets, /order/product/{id}
 * for goods) and the ticket holder. The two routes differ only in layout.
 */
import '../../packages/order/messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OrderDetail } from '../../../types/orders'
import { PAY_ORDER_TYPE_NAMES, type PayOrderType } from '../../../types/payments'
import { t } from '../../i18n'
import { router } from '../../router'
import { fetchOrder } from '../../services/orders'
import { stores } from '../../stores'
import { formatCents } from '../../utils/money'
import { orderSessionText, orderShowName, orderVenueName } from '../../utils/order-display'
import { useRemote } from '../../utils/use-remote'
import { SubmitButton } from '../form'
import { PageShell } from '../page-shell'
import './index.css'

export interface PayResultParams {
  orderId: string
  orderType: PayOrderType
  channelId?: string
  fromPage?: string
}

/** Route params → the result's params; orderType is lowercased and defaults to ticket. */
export function payResultParams(params: Record<string, string | undefined>): PayResultParams {
  const raw = String(params.orderType ?? '').toLowerCase()
  const type = raw === 'product' ? 'goods' : raw
  return {
    orderId: params.orderId ?? '',
    orderType: (PAY_ORDER_TYPE_NAMES as readonly string[]).includes(type) ? (type as PayOrderType) : 'ticket',
    channelId: params.channelId || undefined,
    fromPage: params.fromPage || undefined,
  }
}

/** The order page this result links to. */
export function orderRouteOf(p: PayResultParams): { name: string; params: Record<string, string> } {
  // A card order's page is the buyer's cards, where the new card shows.
  if (p.orderType === 'card') return { name: 'cardList', params: { tab: 'mine' } }
  // A membership's page is the member centre, where it shows until when it lasts.
  if (p.orderType === 'member') return { name: 'memberCenter', params: {} }
  // A parking payment's page is the parking records, which say until when the car may drive out.
  if (p.orderType === 'parking') return { name: 'parkingRecord', params: { orderId: p.orderId } }
  return { name: p.orderType === 'goods' ? 'goodsOrderDetail' : 'orderDetail', params: { orderId: p.orderId } }
}

interface Props {
  page: 'paySuccess' | 'paySuccessNew'
  params: PayResultParams
}

export const PayResult = observer(function PayResult({ page, params }: Props) {
  const remote = useRemote<OrderDetail | null>(
    async () => (params.orderType === 'ticket' && params.orderId ? fetchOrder(params.orderId) : null),
    [params.orderId, params.orderType, stores.app.lang],
  )
  const brief = remote.data?.orderBrief
  const toOrder = () => {
    const target = orderRouteOf(params)
    void router.redirect(target.name, target.params)
  }
  // A ticket order's way on is the ticket holder; a goods order's is back to the shop.
  const goods = params.orderType === 'goods'
  const onward = () => void router.switchTab(goods ? 'shop' : 'ticketHolder')
  const fresh = page === 'paySuccessNew'
  return (
    <PageShell name={page}>
      <View className={`pay-result ${fresh ? 'pay-result--new' : ''}`} data-testid='pay-success' data-order-id={params.orderId} data-order-type={params.orderType}>
        <View className='pay-result__head'>
          <Text className='pay-result__icon'>✓</Text>
          <Text className='pay-result__title'>{t('payments.success.title')}</Text>
        </View>
        {brief && (
          <View className={fresh ? 'pay-result__card' : ''}>
            <Text className='pay-result__meta'>{t('payments.success.paid')}</Text>
            <Text className='pay-result__amount' data-testid='pay-success-amount'>
              ¥{formatCents(brief.payAmount)}
            </Text>
            <Text className='pay-result__meta' data-testid='pay-success-show'>
              {orderShowName(brief)}
            </Text>
            <Text className='pay-result__meta' data-testid='pay-success-session'>
              {orderSessionText(brief)}
            </Text>
            <Text className='pay-result__meta'>{orderVenueName(brief)}</Text>
            <Text className='pay-result__meta'>
              {t('payments.success.orderNumber')} {brief.orderNumber}
            </Text>
          </View>
        )}
        {params.orderType === 'ticket' && <Text className='pay-result__hint'>{t('payments.success.ticketHint')}</Text>}
        <View className='pay-result__actions'>
          <SubmitButton plain={params.orderType !== 'card'} testId='pay-success-order' onClick={toOrder}>
            {t(params.orderType === 'card' ? 'payments.success.toCards' : 'payments.success.toOrder')}
          </SubmitButton>
          {params.orderType !== 'card' && (
            <SubmitButton testId={goods ? 'pay-success-shop' : 'pay-success-tickets'} onClick={onward}>
              {t(goods ? 'payments.success.toShop' : 'payments.success.toTickets')}
            </SubmitButton>
          )}
        </View>
      </View>
    </PageShell>
  )
})

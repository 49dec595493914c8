/**
 * /order/product/:orderId (login needed): a goods order — state, the time left to pay, its lines each
 * with its own status (orderItems.orderStatus), delivery and address, items + express fee = paid; pay
 * (the same cashier as tickets) and cancel while unpaid. Opened with pay=1 right after the order was
 * placed: the payment panel opens at once.
 */
import '../messages'
import '../../shop/messages'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef } from 'react'
import { ORDER_STATE } from '../../../../types/orders'
import type { GoodsOrderDetail } from '../../../../types/products'
import { SubmitButton, confirm, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment } from '../../../components/payment'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { cancelGoodsOrder, fetchGoodsOrder } from '../../../services/goods-orders'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { formatCents } from '../../../utils/money'
import { formatCountdown, orderStatusTitle } from '../../../utils/order-display'
import { useRemote } from '../../../utils/use-remote'
import '../../shop/goods.css'

function Lines({ order }: { order: GoodsOrderDetail }) {
  return (
    <View>
      {order.orderItems.map((i) => (
        <View key={i.skuId} className='goods-line' data-testid='goods-order-item' data-status={i.orderStatus}>
          <Image className='goods-line__image' src={assetUrl(i.posterUrl)} mode='aspectFill' />
          <View className='goods-line__body'>
            <Text className='goods-line__name'>{i.name}</Text>
            <Text className='muted'>{i.specText}</Text>
            <View className='goods-row'>
              <Text>
                ¥{formatCents(i.price)} × {i.qty}
              </Text>
              <Text className='goods-total' data-testid='goods-item-status'>
                {t(`goods.item.${i.orderStatus}`)}
              </Text>
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(function GoodsOrderPage() {
  useTitle(t('goods.order.title'))
  const params = useRouter().params
  const orderId = params.orderId ?? ''
  const remote = useRemote(() => fetchGoodsOrder(orderId), [orderId, stores.app.lang])
  const order = remote.data
  const unpaid = order?.state === ORDER_STATE.Unpaid
  const owner = `goodsOrder:${orderId}`

  const pay = useCallback(async () => {
    if (!order) return
    await startPayment(
      { orderId: order.orderId, transactionIds: order.unPaidTransactionIds, payAmount: order.payAmount, orderType: 'goods', bindId: order.orderId, src: 'ORDER_DETAIL' },
      { owner, onOutcome: (o) => (o.kind === 'closed' || o.kind === 'expired') && void remote.reload() },
    )
  }, [order, owner, remote])
  const paying = useBusyAction(pay)
  const cancelling = useBusyAction(async () => {
    if (!(await confirm(t('goods.order.cancelConfirm')))) return
    await cancelGoodsOrder(orderId)
    await remote.reload()
  })

  // Straight from the confirm page: open the cashier once, as soon as the order is here.
  const autoPaid = useRef(params.pay !== '1')
  useEffect(() => {
    if (!unpaid || autoPaid.current) return
    autoPaid.current = true
    void paying.run()
  }, [unpaid, paying])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })

  if (!order) {
    return (
      <PageShell name='goodsOrderDetail'>
        {remote.missing ? <MissingData /> : remote.error ? <Text className='goods-empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />}
      </PageShell>
    )
  }
  const left = order.reserveDeadline ? Math.max(0, order.reserveDeadline - Date.now()) : 0
  return (
    <PageShell name='goodsOrderDetail'>
      <View data-testid='goods-order' data-order-id={order.orderId} data-state={order.state} style={{ paddingBottom: '80px' }}>
        <View className='goods-card-box'>
          <Text className='goods-item__name' data-testid='goods-order-state'>
            {orderStatusTitle({ code: order.state }, order.stateName)}
          </Text>
          {unpaid && <Text className='muted'>{t('goods.order.payBefore', { time: formatCountdown(left) })}</Text>}
          <Text className='muted'>
            {t('goods.order.number')} {order.orderNumber}
          </Text>
          <Text className='link' data-testid='to-goods-orders' onClick={() => void router.open('orderList', { kind: 'goods' })}>
            {t('goods.order.list')} ›
          </Text>
        </View>
        <View className='goods-card-box'>
          <Text className='goods-spec__name'>{t(`goods.deliver.${order.deliverMethod}`)}</Text>
          {order.address && (
            <Text className='muted' data-testid='goods-order-address'>
              {order.address.recipient} {order.address.phone} {order.address.area} {order.address.detail}
            </Text>
          )}
          {order.deliverMethod === 'EXPRESS' && order.state === ORDER_STATE.Succeeded ? (
            <Text className='link' data-testid='goods-order-track' onClick={() => void router.open('orderExpress', { orderId: order.orderId })}>
              {t('orders.detail.track')} ›
            </Text>
          ) : null}
        </View>
        <Lines order={order} />
        <View className='goods-card-box'>
          <View className='goods-row'>
            <Text>{t('goods.confirm.items')}</Text>
            <Text>¥{formatCents(order.itemsAmount)}</Text>
          </View>
          <View className='goods-row'>
            <Text>{t('goods.expressFee')}</Text>
            <Text>¥{formatCents(order.expressFee)}</Text>
          </View>
          <View className='goods-row'>
            <Text>{t('goods.confirm.pay')}</Text>
            <Text className='goods-total' data-testid='goods-order-pay'>
              ¥{formatCents(order.payAmount)}
            </Text>
          </View>
        </View>
      </View>
      {unpaid && (
        <View className='goods-bar'>
          <SubmitButton plain testId='goods-order-cancel' busy={cancelling.busy} onClick={() => void cancelling.run()}>
            {t('goods.order.cancel')}
          </SubmitButton>
          <SubmitButton testId='goods-order-pay-button' busy={paying.busy} onClick={() => void paying.run()}>
            {t('goods.order.pay')}
          </SubmitButton>
        </View>
      )}
      <PaymentPanel owner={owner} />
    </PageShell>
  )
})

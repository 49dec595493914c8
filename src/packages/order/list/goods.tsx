/**
 * The order list's goods side (issue 18): the switch between ticket, goods and benefit orders
 * (./benefits.tsx), and the buyer's goods orders (state, lines, amount), 10 a page with "more"; a tap
 * opens /order/product/:orderId.
 */
import '../messages'
import '../../shop/messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { listGoodsOrders } from '../../../services/goods-orders'
import { formatCents } from '../../../utils/money'
import { orderStatusTitle } from '../../../utils/order-display'
import { usePagedOrders } from './paged'

const PAGE = 10

export type OrderKind = 'ticket' | 'goods' | 'benefit'

export function OrderKindSwitch({ kind, onChange }: { kind: OrderKind; onChange: (kind: OrderKind) => void }) {
  const label: Record<OrderKind, string> = { ticket: t('goods.order.tickets'), goods: t('goods.order.list'), benefit: t('orders.kind.benefits') }
  return (
    <View className='order-tabs' data-testid='order-kinds'>
      {(['ticket', 'goods', 'benefit'] as const).map((k) => (
        <Text key={k} className={`order-tab ${k === kind ? 'order-tab--on' : ''}`} data-testid='order-kind' data-kind={k} onClick={() => onChange(k)}>
          {label[k]}
        </Text>
      ))}
    </View>
  )
}

export const GoodsOrderList = observer(function GoodsOrderList() {
  const { orders, loading, more, loadMore } = usePagedOrders(listGoodsOrders, PAGE)
  return (
    <View data-testid='goods-order-list' data-loading={loading ? '1' : '0'}>
      {orders.map((o) => (
        <View key={o.orderId} className='order-card' data-testid='goods-order-card' data-order-id={o.orderId} onClick={() => void router.open('goodsOrderDetail', { orderId: o.orderId })}>
          <View className='order-card__top'>
            <Text>{o.orderNumber}</Text>
            <Text className='order-card__state'>{orderStatusTitle({ code: o.state }, o.stateName)}</Text>
          </View>
          {o.orderItems.map((i) => (
            <Text key={i.skuId} className='order-card__meta'>
              {i.name} {i.specText} × {i.qty}
            </Text>
          ))}
          <View className='order-card__bottom'>
            <Text>{t(`goods.deliver.${o.deliverMethod}`)}</Text>
            <Text className='order-row__value--price'>¥{formatCents(o.payAmount)}</Text>
          </View>
        </View>
      ))}
      {!loading && orders.length === 0 && <Text className='order-empty'>{t('goods.order.empty')}</Text>}
      {more && (
        <Text className='order-more' onClick={loadMore}>
          {loading ? '…' : t('orders.list.more')}
        </Text>
      )}
    </View>
  )
})

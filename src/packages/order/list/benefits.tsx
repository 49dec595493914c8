/**
 * The order list's third side: the buyer's benefit orders — privilege cards and paid memberships —
 * with state, what was bought and what it cost (cash, points or both), 10 a page with "more". A tap
 * opens where the purchase lives: my cards, or the member centre.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BenefitOrder } from '../../../../types/benefit-orders'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { listBenefitOrders } from '../../../services/benefit-orders'
import { formatCents } from '../../../utils/money'
import { orderStatusTitle } from '../../../utils/order-display'
import { usePagedOrders } from './paged'

const PAGE = 10

/** ¥99.00, 300 points, or ¥10.00 + 100 points. */
function priceOf(o: BenefitOrder): string {
  const points = t('orders.benefit.points', { n: o.payPoints })
  if (o.payPoints && !o.payAmount) return points
  const cash = `¥${formatCents(o.payAmount)}`
  return o.payPoints ? `${cash} + ${points}` : cash
}

const open = (o: BenefitOrder) => void (o.orderType === 'MEMBER' ? router.open('memberCenter') : router.open('cardList', { tab: 'mine' }))

export const BenefitOrderList = observer(function BenefitOrderList() {
  const { orders, loading, more, loadMore } = usePagedOrders(listBenefitOrders, PAGE)
  return (
    <View data-testid='benefit-order-list' data-loading={loading ? '1' : '0'}>
      {orders.map((o) => (
        <View key={o.orderId} className='order-card' data-testid='benefit-order-card' data-order-id={o.orderId} data-type={o.orderType} data-state={o.state} onClick={() => open(o)}>
          <View className='order-card__top'>
            <Text>{o.orderNumber}</Text>
            <Text className='order-card__state'>{orderStatusTitle({ code: o.state })}</Text>
          </View>
          <Text className='order-card__name'>{o.name}</Text>
          <View className='order-card__bottom'>
            <Text>{t(`orders.benefit.${o.orderType}`)}</Text>
            <Text className='order-row__value--price' data-testid='benefit-order-price'>
              {priceOf(o)}
            </Text>
          </View>
        </View>
      ))}
      {!loading && orders.length === 0 && <Text className='order-empty'>{t('orders.list.empty')}</Text>}
      {more && (
        <Text className='order-more' onClick={loadMore}>
          {loading ? '…' : t('orders.list.more')}
        </Text>
      )}
    </View>
  )
})

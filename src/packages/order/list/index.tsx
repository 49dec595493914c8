/**
 * Order list (/order, auth): tabs by state (all, to be paid, completed, cancelled), pages of 20 loaded
 * on reaching the bottom or "load more", each row with the display rules; a tap opens the detail.
 */
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OrderBrief } from '../../../../types/orders'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { ORDER_PAGE_SIZE, fetchOrders } from '../../../services/orders'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { ORDER_TABS, TAB_STATE, orderSessionText, orderShowName, orderStatusTitle, orderVenueName, type OrderTab } from '../../../utils/order-display'
import '../detail/order.css'

interface ListState {
  orders: OrderBrief[]
  total: number
  loading: boolean
  failed: boolean
}

const EMPTY: ListState = { orders: [], total: 0, loading: true, failed: false }

const isTab = (x: unknown): x is OrderTab => (ORDER_TABS as readonly unknown[]).includes(x)

export default observer(function OrderListPage() {
  const initial = useRouter().params.tab
  const [tab, setTab] = useState<OrderTab>(isTab(initial) ? initial : 'all')
  const [list, setList] = useState<ListState>(EMPTY)
  const seq = useRef(0)
  const lang = stores.app.lang

  const load = useCallback(
    async (reset: boolean) => {
      const mine = reset ? ++seq.current : seq.current
      const offset = reset ? 0 : list.orders.length
      setList((s) => ({ ...(reset ? EMPTY : s), loading: true, failed: false }))
      try {
        const page = await fetchOrders({ state: TAB_STATE[tab], offset, length: ORDER_PAGE_SIZE })
        if (mine !== seq.current) return
        setList((s) => ({ orders: reset ? page.orders : [...s.orders, ...page.orders], total: page.total, loading: false, failed: false }))
      } catch {
        if (mine === seq.current) setList((s) => ({ ...s, loading: false, failed: true }))
      }
    },
    [tab, list.orders.length],
  )
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    void loadRef.current(true)
  }, [tab, lang])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void loadRef.current(true)
    shown.current = true
  })
  usePullDownRefresh(() => {
    void loadRef.current(true).finally(() => Taro.stopPullDownRefresh())
  })
  const done = !list.loading && list.orders.length >= list.total
  useReachBottom(() => {
    if (!list.loading && !done) void loadRef.current(false)
  })

  return (
    <PageShell name='orderList'>
      <View className='order-tabs' data-testid='order-tabs'>
        {ORDER_TABS.map((x) => (
          <Text key={x} className={`order-tab ${x === tab ? 'order-tab--on' : ''}`} data-testid='order-tab' data-tab={x} onClick={() => {
              if (x === tab) return
              setList(EMPTY)
              setTab(x)
            }}>
            {t(`orders.tab.${x}`)}
          </Text>
        ))}
      </View>
      <View data-testid='order-list' data-tab={tab} data-loading={list.loading ? '1' : '0'}>
        {list.orders.map((o) => (
          <View
            key={o.orderId}
            className='order-card'
            data-testid='order-card'
            data-order-id={o.orderId}
            data-state={o.orderState.name}
            onClick={() => void router.open('orderDetail', { orderId: o.orderId })}
          >
            <View className='order-card__top'>
              <Text>{o.orderNumber}</Text>
              <Text className='order-card__state' data-testid='order-card-state'>
                {orderStatusTitle(o.orderState, o.orderStatusTitle)}
              </Text>
            </View>
            <Text className='order-card__name'>{orderShowName(o)}</Text>
            <Text className='order-card__meta'>{orderSessionText(o)}</Text>
            <Text className='order-card__meta'>
              {o.cityName} · {orderVenueName(o)}
            </Text>
            <View className='order-card__bottom'>
              <Text>{t('orders.qtyUnit', { count: o.qty })}</Text>
              <Text className='order-row__value--price'>¥{formatCents(o.payAmount)}</Text>
            </View>
          </View>
        ))}
        {!list.loading && !list.failed && list.orders.length === 0 && <Text className='order-empty'>{t('orders.list.empty')}</Text>}
        {list.orders.length > 0 && (
          <Text className='order-more' data-testid='order-more' onClick={() => !done && !list.loading && void load(false)}>
            {list.loading ? '…' : done ? t('orders.list.end') : t('orders.list.more')}
          </Text>
        )}
        {list.failed && (
          <Text className='order-more' onClick={() => void load(true)}>
            {t('common.retry')}
          </Text>
        )}
      </View>
    </PageShell>
  )
})

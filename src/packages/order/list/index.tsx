/**
 * Order list (/order, auth): tabs by state (all, to be paid, completed, cancelled), pages of 20 loaded
 * on reaching the bottom or "load more", each row with the display rules; a tap opens the detail. An
 * unpaid card counts down to its deadline against the clock (zero when expired; the list is read
 * again then, and the server has cancelled it); each card shows its operations as the server sends
 * them (utils/order-actions.ts). Beside the ticket orders (?kind=): goods orders and benefit orders
 * (privilege cards and paid memberships).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OrderBrief } from '../../../../types/orders'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { ORDER_PAGE_SIZE, fetchOrders } from '../../../services/orders'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { cardButtons, type OrderButton } from '../../../utils/order-actions'
import { ORDER_TABS, TAB_STATE, deadlineOf, formatCountdown, orderSessionText, orderShowName, orderStatusTitle, orderVenueName, remainingMs, type OrderTab } from '../../../utils/order-display'
import '../detail/order.css'
import { BenefitOrderList } from './benefits'
import { GoodsOrderList, OrderKindSwitch, type OrderKind } from './goods'

interface ListState {
  /** Each order with the deadline of an unpaid one (epoch ms, from its reserveTime when read; 0 otherwise). */
  orders: Array<OrderBrief & { deadline: number }>
  total: number
  loading: boolean
  failed: boolean
}

const EMPTY: ListState = { orders: [], total: 0, loading: true, failed: false }

const isTab = (x: unknown): x is OrderTab => (ORDER_TABS as readonly unknown[]).includes(x)

export default observer(function OrderListPage() {
  const { tab: initial, kind } = useRouter().params
  // Goods and benefit orders are listed beside ticket orders (./goods.tsx, ./benefits.tsx).
  const [shownKind, setKind] = useState<OrderKind>(kind === 'goods' || kind === 'benefit' ? kind : 'ticket')
  const goods = shownKind === 'goods'
  const others = shownKind !== 'ticket'
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
        const readAt = Date.now()
        const read = page.orders.map((o) => ({ ...o, deadline: o.orderState.name === 'Unpaid' ? deadlineOf(o.reserveTime, readAt) : 0 }))
        setList((s) => ({ orders: reset ? read : [...s.orders, ...read], total: page.total, loading: false, failed: false }))
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

  // The clock the unpaid cards count down against, ticking while any is shown.
  const counting = list.orders.some((o) => o.deadline > 0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!counting) return undefined
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [counting])
  // A card reaching zero: read the list again, once per order (the server cancels it on that read).
  const reloadedFor = useRef(new Set<string>())
  useEffect(() => {
    const expired = list.orders.find((o) => o.deadline > 0 && remainingMs(o.deadline, now) === 0 && !reloadedFor.current.has(o.orderId))
    if (!expired || list.loading) return
    reloadedFor.current.add(expired.orderId)
    void loadRef.current(true)
  }, [list, now])

  const follow = (orderId: string, b: OrderButton) => {
    if (!b.enabled) return
    if (b.intent.kind === 'ticketHolder') void router.switchTab('ticketHolder')
    else void router.open('orderDetail', { orderId })
  }
  useReachBottom(() => {
    if (!list.loading && !done) void loadRef.current(false)
  })

  return (
    <PageShell name='orderList'>
      <OrderKindSwitch kind={shownKind} onChange={setKind} />
      {goods ? <GoodsOrderList /> : null}
      {shownKind === 'benefit' ? <BenefitOrderList /> : null}
      <View className='order-tabs' data-testid='order-tabs' style={others ? { display: 'none' } : undefined}>
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
      <View data-testid='order-list' data-tab={tab} data-loading={list.loading ? '1' : '0'} style={others ? { display: 'none' } : undefined}>
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
            {o.deadline > 0 ? (
              <Text className='order-card__countdown' data-testid='order-card-countdown' data-left={Math.ceil(remainingMs(o.deadline, now) / 1000)}>
                {t('orders.list.countdown', { time: formatCountdown(remainingMs(o.deadline, now)) })}
              </Text>
            ) : null}
            <View className='order-card__bottom'>
              <Text>{t('orders.qtyUnit', { count: o.qty })}</Text>
              <Text className='order-row__value--price'>¥{formatCents(o.payAmount)}</Text>
            </View>
            {o.orderOperations.length ? (
              <View className='order-card__ops'>
                {cardButtons(o, o.deadline > 0 ? remainingMs(o.deadline, now) : undefined).map((b) => (
                  <Text
                    key={b.name}
                    className={`order-op ${b.enabled ? '' : 'order-op--off'}`}
                    data-testid='order-card-op'
                    data-name={b.name}
                    data-enabled={b.enabled ? '1' : '0'}
                    onClick={(e) => {
                      // The button does its own thing, not the card's tap.
                      e.stopPropagation()
                      follow(o.orderId, b)
                    }}
                  >
                    {b.label}
                  </Text>
                ))}
              </View>
            ) : null}
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

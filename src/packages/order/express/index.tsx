/**
 * Order express (orderExpress, login needed, ?orderId=): where an express order goes (recipient, masked
 * phone, address) and its parcel: carrier, waybill number, state and the tracking events, newest first,
 * as the server's logistics provider reports them. Not shipped yet: says so. Pull down or "refresh"
 * asks again (the server refreshes from the provider when its last look is old).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { fetchOrderExpress } from '../../../services/express'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../detail/order.css'
import './express.css'

export default observer(function OrderExpressPage() {
  useTitle(t('route.orderExpress'))
  const orderId = useRouter().params.orderId ?? ''
  const remote = useRemote(() => fetchOrderExpress(orderId), [orderId, stores.app.lang])
  usePullDownRefresh(() => {
    void remote.reload().finally(() => Taro.stopPullDownRefresh())
  })
  const view = remote.data

  if (!view) {
    return (
      <PageShell name='orderExpress'>
        {remote.missing ? <MissingData /> : remote.error ? <Text className='order-empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />}
      </PageShell>
    )
  }
  const parcel = view.parcel
  return (
    <PageShell name='orderExpress'>
      <View data-testid='order-express' data-order-id={view.orderId} data-state={parcel?.state ?? 'NOT_SHIPPED'}>
        <View className='order-state'>
          <Text className='order-state__title' data-testid='express-state'>
            {parcel ? parcel.stateName : t('express.notShipped')}
          </Text>
          {parcel ? (
            <Text className='order-state__sub'>
              {parcel.carrierName} · {parcel.waybillNo}
            </Text>
          ) : null}
          <Text className='order-state__sub express-refresh--head' data-testid='express-refresh' onClick={() => void remote.reload()}>
            {t('express.refresh')} ↻
          </Text>
        </View>
        {view.address ? (
          <Section title={t('express.address')}>
            <Text className='express-address' data-testid='express-address'>
              {view.address.recipient} {view.address.phone}
              {'\n'}
              {view.address.area} {view.address.detail}
            </Text>
          </Section>
        ) : null}
        {parcel ? (
          <Section title={t('express.progress')}>
            <View className='express-line'>
              {parcel.events.map((e, i) => (
                <View key={`${e.state}-${e.at}`} className={`express-event ${i === 0 ? 'express-event--now' : ''}`} data-testid='express-event' data-state={e.state}>
                  <View className='express-event__dot' />
                  <View className='express-event__body'>
                    <Text className='express-event__state'>{e.stateName}</Text>
                    <Text className='express-event__text'>{e.text}</Text>
                    <Text className='express-event__time'>{dayjs(e.at).format('YYYY-MM-DD HH:mm')}</Text>
                  </View>
                </View>
              ))}
            </View>
          </Section>
        ) : null}
      </View>
    </PageShell>
  )
})

/**
 * My wait lists (/wait-list, auth): each entry with its state, place in line while waiting, and the
 * offer: tickets held in an unpaid order until a deadline, paid from the order's detail (tap). A
 * waiting entry can be left after a confirm. The instruction is a tap away.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import type { WaitListEntryView, WaitListMine } from '../../../../types/waitlist'
import { confirm, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { cancelWaitList, fetchMyWaitList } from '../../../services/waitlist'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import '../waitlist.css'

function Entry({ e, onChanged }: { e: WaitListEntryView; onChanged: () => void }) {
  const leave = async () => {
    if (!(await confirm(t('waitList.leaveAsk')))) return
    await cancelWaitList(e.entryId)
    toast(t('waitList.left'))
    onChanged()
  }
  return (
    <View className='wl-card' data-testid='wait-list-entry' data-entry-id={e.entryId} data-state={e.waitListState} data-seat-plan-id={e.seatPlanId}>
      <View className='wl-card__top'>
        <Text>{dayjs(e.createdAt).format('YYYY-MM-DD HH:mm')}</Text>
        <Text className='wl-card__state' data-testid='wait-list-state'>
          {e.waitListStateTitle}
        </Text>
      </View>
      <Text className='wl-card__name'>{e.showName}</Text>
      <Text className='wl-card__meta'>{`${e.sessionName} · ${e.seatPlanName}`}</Text>
      <Text className='wl-card__meta'>{t('waitList.qty', { qty: e.qty, price: `¥${formatCents(e.priceCents)}` })}</Text>
      {e.waitListState === 'WAITING' ? (
        <Text className='wl-card__meta' data-testid='wait-list-position'>
          {t('waitList.position', { n: e.position })}
        </Text>
      ) : null}
      {e.waitListState === 'OFFERED' && e.offerExpiresAt ? <Text className='wl-card__meta'>{t('waitList.payBy', { time: dayjs(e.offerExpiresAt).format('YYYY-MM-DD HH:mm') })}</Text> : null}
      <View className='wl-card__ops'>
        {e.waitListState === 'WAITING' ? (
          <Text className='wl-op wl-op--plain' data-testid='wait-list-leave' onClick={() => void leave()}>
            {t('waitList.leave')}
          </Text>
        ) : null}
        {e.orderId && (e.waitListState === 'OFFERED' || e.waitListState === 'BOOKED') ? (
          <Text className='wl-op' data-testid='wait-list-offer' onClick={() => void router.open('orderDetail', { orderId: e.orderId })}>
            {e.waitListState === 'OFFERED' ? t('waitList.pay') : t('waitList.order')}
          </Text>
        ) : null}
      </View>
    </View>
  )
}

export default observer(function WaitListPage() {
  useTitle(t('route.waitList'))
  const remote = useRemote<WaitListMine>(fetchMyWaitList, [stores.app.lang])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })
  const list = remote.data?.list
  return (
    <PageShell name='waitList'>
      <View data-testid='wait-list' data-loading={remote.loading ? '1' : '0'}>
        {list?.length ? list.map((e) => <Entry key={e.entryId} e={e} onChanged={() => void remote.reload()} />) : <Text className='wl-empty'>{remote.error || (list ? t('waitList.empty') : t('common.loading'))}</Text>}
        <Text className='wl-link' data-testid='wait-list-rules-link' onClick={() => void router.open('waitListInstruction')}>
          {t('waitList.rules')} ›
        </Text>
      </View>
    </PageShell>
  )
})

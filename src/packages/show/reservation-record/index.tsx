/**
 * The buyer's reservations (/reservation-record, auth), newest first, pull-down to refresh: each with
 * its place, slot, people and contact, and "cancel reservation" (confirmed first) before the slot starts.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { ReservationView } from '../../../../types/reservations'
import { confirm, SubmitButton, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { cancelReservation, fetchReservations } from '../../../services/reservations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { ReservationItem } from '../reservation-parts'

export default observer(function ReservationRecordPage() {
  useTitle(t('route.reservationRecord'))
  const remote = useRemote<ReservationView[]>(() => fetchReservations(), [stores.app.lang, stores.session.isLoggedIn], stores.session.isLoggedIn)
  const [busy, setBusy] = useState('')
  useDidShow(() => void (remote.data && remote.reload()))
  usePullDownRefresh(() => void remote.reload().finally(() => Taro.stopPullDownRefresh()))
  const cancel = async (r: ReservationView) => {
    if (busy || !(await confirm(t('reservation.cancelConfirm'), t('reservation.cancel')))) return
    setBusy(r.reservationId)
    try {
      await cancelReservation(r.reservationId)
      toast(t('reservation.cancelled'))
    } catch {
      // The request module has shown the server's refusal.
    } finally {
      setBusy('')
      await remote.reload()
    }
  }
  const list = remote.data
  if (!stores.session.isLoggedIn) {
    // A guest (a page restored without its session): the way to log in, not an empty list.
    return (
      <PageShell name='reservationRecord'>
        <View className='tp-actions rs-login'>
          <Text className='tp-note'>{t('reservation.login')}</Text>
          <SubmitButton testId='reservation-login' onClick={() => void router.requireLogin()}>
            {t('reservation.loginGo')}
          </SubmitButton>
        </View>
      </PageShell>
    )
  }
  return (
    <PageShell name='reservationRecord'>
      <View className='rs-list' data-testid='reservation-records' data-loaded={list ? '1' : '0'}>
        {(list ?? []).map((r) => (
          <ReservationItem key={r.reservationId} reservation={r} busy={busy === r.reservationId} onCancel={() => void cancel(r)} />
        ))}
        {list && !list.length ? (
          <View>
            <Text className='tp-empty'>{t('reservation.records.empty')}</Text>
            <View className='tp-links'>
              <Text className='tp-link' onClick={() => void router.open('reservation')}>
                {t('route.reservation')}
              </Text>
            </View>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
})

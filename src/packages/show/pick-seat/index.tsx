/**
 * Pick seats (/pick-seat?showId=&sessionId=): the session's seat map (pan and zoom, tap to pick or
 * unpick, held and sold seats disabled), the tier legend with prices, the picked seats with their
 * prices, and a bar with the total and the confirm button. Confirm prices the seats with pre_order and
 * continues into the confirm-order page exactly as the booking page does for tiers (stores.booking),
 * with the seat ids in the booking. A seat taken meanwhile: the server's message is shown, the live
 * state is reloaded and the lost seats leave the selection. Third-party sessions send the buyer to the
 * partner's seat picking page and continue from its signed result (third-party.tsx). The booking page's
 * privilege and card parameters ride along into pre_order and the booking.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ShowStatic } from '../../../../types/catalog'
import type { SeatMap, SeatMapSeat } from '../../../../types/seating'
import { SubmitButton, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { MissingData } from '../../../components/missing-data'
import { SeatMapView } from '../../../components/seat-map'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { getSystemInfo } from '../../../platform/system'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { fetchShowStatic } from '../../../services/catalog'
import { preOrder } from '../../../services/orders'
import { fetchSeatMap, fetchSeatState } from '../../../services/seating'
import { stores } from '../../../stores'
import { SeatSelection } from '../../../stores/seating'
import { formatCents } from '../../../utils/money'
import { sessionTime } from '../../../utils/show-time'
import { useRemote } from '../../../utils/use-remote'
import { pathId } from '../../../services/path-id'
import { privilegeFromParams } from '../../../utils/booking-privilege'
import { ThirdPartySeats } from './third-party'
import './index.css'

interface Loaded {
  show: ShowStatic
  map: SeatMap
}

/** The page is capped at 500 px (960 in desktop mode); the map takes the width and most of the height. */
function viewportSize(desktop: boolean) {
  const info = getSystemInfo()
  const width = Math.min(info.windowWidth, desktop ? 960 : 500)
  return { width, height: Math.round(Math.min(Math.max(info.windowHeight * 0.5, 260), width * 1.1)) }
}

const seatLabel = (map: SeatMap, seat: SeatMapSeat) =>
  t('seating.seat', { section: map.sections.find((s) => s.sectionId === seat.sectionId)?.name ?? '', row: seat.row, no: seat.no })

/** Whatever the request module threw: the envelope's status code when there is one. */
const statusOf = (e: unknown): number | undefined => (e as { statusCode?: number } | null)?.statusCode

export default observer(function PickSeatPage() {
  const params = useRouter().params
  const showId = params.showId ?? ''
  const sessionId = params.sessionId ?? ''
  const privilegeKey = JSON.stringify(privilegeFromParams(params))
  const privilege = useMemo(() => JSON.parse(privilegeKey) as ReturnType<typeof privilegeFromParams>, [privilegeKey])
  const lang = stores.app.lang
  const remote = useRemote<Loaded>(async () => {
    // Both ids first: a page opened without one requests nothing (services/path-id.ts).
    pathId(showId)
    pathId(sessionId)
    const [show, map] = await Promise.all([fetchShowStatic(showId), fetchSeatMap(sessionId)])
    return { show, map }
  }, [showId, sessionId, lang])
  const data = remote.data
  const selection = useMemo(() => (data && data.map.mode === 'OWN' ? new SeatSelection(data.map) : null), [data])
  const viewport = useMemo(() => viewportSize(stores.app.desktop), [])
  const [zoom, setZoom] = useState(1)

  useEffect(() => {
    Taro.setNavigationBarTitle({ title: data?.show.showName || t('seating.title') }).catch(() => undefined)
  }, [data])

  const onSeatTap = useCallback(
    (seatId: string) => {
      if (!selection) return
      const outcome = selection.toggle(seatId)
      if (outcome === 'limit') showToast(t('seating.limit', { n: selection.map.maxPerOrder }))
      else if (outcome === 'unavailable') showToast(t('seating.unavailable'))
    },
    [selection],
  )

  /** Reload the live state; tell the buyer when picked seats were taken meanwhile. */
  const refreshState = useCallback(async () => {
    if (!selection) return
    const state = await fetchSeatState(selection.map.sessionId).catch(() => null)
    if (!state) return
    const dropped = selection.applyState(state)
    if (dropped.length) showToast(t('seating.dropped', { n: dropped.length, count: dropped.length }))
  }, [selection])

  const submit = useCallback(async () => {
    if (!data || !selection || selection.picked.length === 0) return
    // A guest is sent to log in first and comes back here, choices kept, to confirm.
    if (!(await router.requireLogin())) return
    const { show, map } = data
    const seatIds = [...selection.picked]
    let answer
    try {
      answer = await preOrder({ showId, sessionId: map.sessionId, seatIds, deliverMethod: 'E_TICKET', ...privilege })
    } catch (e) {
      // The request module already showed the server's message (seat taken, limit, ...): refresh the map.
      if (statusOf(e) !== undefined) await refreshState()
      throw e
    }
    const session = show.sessions.find((s) => s.sessionId === map.sessionId)
    const seats = selection.pickedSeats
    const first = seats[0] as SeatMapSeat
    stores.booking.select(
      {
        showId,
        showName: show.showName,
        venueName: show.venueName,
        sessionId: map.sessionId,
        sessionName: session ? session.sessionName || sessionTime(session.startTime, show.utcOffset) : '',
        seatPlanId: first.seatPlanId,
        seatPlanName: selection.lines.map((l) => l.seatPlanName).join(' / '),
        unitPrice: Math.round(answer.total / Math.max(1, answer.qty)),
        pricePrefix: show.minOriginalPriceInfo?.prefix || '¥',
        qty: seatIds.length,
        seatIds,
        seatLabels: seats.map((s) => seatLabel(map, s)),
        privilege,
      },
      answer,
    )
    await router.open('orderConfirm')
  }, [data, selection, showId, refreshState, privilege])
  const action = useBusyAction(submit)

  const prefix = data?.show.minOriginalPriceInfo?.prefix || '¥'
  const money = (cents: number) => `${prefix}${formatCents(cents)}`

  return (
    <PageShell name='pickSeat'>
      {data && data.map.mode === 'THIRD_PARTY' ? (
        <ThirdPartySeats show={data.show} map={data.map} privilege={privilege} resultToken={params.partnerSeats} cancelled={params.partnerCancelled === '1'} />
      ) : data && selection ? (
        <View data-testid='pick-seat' data-session-id={data.map.sessionId}>
          <View className='pick-seat-head'>
            <Text className='pick-seat-head__title'>{data.show.showName}</Text>
            <Text className='pick-seat-head__meta'>
              {data.show.sessions.find((s) => s.sessionId === data.map.sessionId)?.sessionName ?? ''} · {data.show.venueName}
            </Text>
          </View>
          <View className='pick-seat-legend' data-testid='seat-legend'>
            {data.map.tiers.map((tier) => (
              <View key={tier.seatPlanId} className='pick-seat-legend__item' data-testid='seat-tier' data-seat-plan-id={tier.seatPlanId}>
                <View className='pick-seat-legend__dot' style={{ backgroundColor: tier.color }} />
                <Text>
                  {tier.seatPlanName} {money(tier.price)}
                </Text>
              </View>
            ))}
            <View className='pick-seat-legend__item'>
              <View className='pick-seat-legend__dot seat--off' />
              <Text>{t('seating.taken')}</Text>
            </View>
            <View className='pick-seat-legend__item'>
              <View className='pick-seat-legend__dot seat--picked' />
              <Text>{t('seating.picked')}</Text>
            </View>
          </View>
          <SeatMapView map={data.map} selection={selection} viewport={viewport} zoom={zoom} onZoom={setZoom} onSeatTap={onSeatTap} />
          <Text className='pick-seat-hint'>
            {t('seating.hint')} · {t('seating.max', { n: data.map.maxPerOrder })}
          </Text>
          <View className='pick-seat-picked' data-testid='picked-seats'>
            {selection.pickedSeats.length === 0 ? (
              <Text className='pick-seat-picked__none'>{t('seating.none')}</Text>
            ) : (
              selection.pickedSeats.map((seat) => (
                <View key={seat.seatId} className='pick-seat-chip' data-testid='picked-seat' data-seat-id={seat.seatId}>
                  <Text className='pick-seat-chip__label'>{seatLabel(data.map, seat)}</Text>
                  <Text className='pick-seat-chip__price'>{money(data.map.tiers.find((x) => x.seatPlanId === seat.seatPlanId)?.price ?? 0)}</Text>
                  <Text className='pick-seat-chip__x' data-testid='unpick' aria-label={t('seating.unpick')} onClick={() => onSeatTap(seat.seatId)}>
                    ×
                  </Text>
                </View>
              ))
            )}
          </View>
          <View className='pick-seat-bar'>
            <Text className='pick-seat-bar__total'>
              {t('seating.count', { count: selection.picked.length })}
              <Text className='pick-seat-bar__amount' data-testid='seat-total'>
                {selection.picked.length ? money(selection.total) : '--'}
              </Text>
            </Text>
            <SubmitButton testId='seat-confirm' disabled={selection.picked.length === 0} busy={action.busy} onClick={() => void action.run()}>
              {selection.picked.length ? t('seating.confirm') : t('seating.pickFirst')}
            </SubmitButton>
          </View>
        </View>
      ) : remote.missing ? (
        <MissingData />
      ) : remote.error ? (
        <Text className='list-footer' data-testid='pick-seat-error'>
          {remote.error}
        </Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
      )}
    </PageShell>
  )
})

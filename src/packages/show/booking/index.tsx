/**
 * Booking (/booking/:showId): pick a session and a seat plan (price, sold-out and low-stock states from
 * the show's dynamic data), a quantity within the per-order limit, see the total, then confirm: the
 * selection is priced by pre_order (the request module shows the server's message on failure) and
 * kept in stores.booking for the confirm-order page. Seat-picking shows (seatCapable) are sold seat by
 * seat: once a session is chosen the buyer continues on the pick-seat page — at once, unless the shop
 * sets noAutoJumpPickSeat, in which case the bottom button leads there. A show with a wait list lets the
 * buyer pick a sold-out tier and join its wait list instead (wait-list-join.tsx).
 * The page's privilege and card parameters (spec core §2) ride along into pick-seat, pre_order and
 * create_order; a banner names them and offers to book without them (the server refuses what it
 * cannot honour, and its 'booking' answer brings the buyer back here with them). Picking a tier quotes
 * one ticket quietly to learn the show's per-order limit before the quantity is chosen.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { SeatPlan, SeatPlanSaleState, ShowDynamic, ShowSession, ShowStatic } from '../../../../types/catalog'
import { SubmitButton, useBusyAction } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { MissingData } from '../../../components/missing-data'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchShowDynamic, fetchShowStatic } from '../../../services/catalog'
import { preOrder } from '../../../services/orders'
import { stores } from '../../../stores'
import { routeChanges } from '../../../stores/route-changes'
import { privilegeBanner, privilegeFromParams } from '../../../utils/booking-privilege'
import { formatCents } from '../../../utils/money'
import { sessionTime } from '../../../utils/show-time'
import { useRemote } from '../../../utils/use-remote'
import { joinTier, WaitListNote } from './wait-list-join'
import './index.css'

/** Per-order cap when neither pre_order nor the plan has told us one yet. */
const DEFAULT_MAX_PER_ORDER = 6

interface Loaded {
  show: ShowStatic
  dynamic: ShowDynamic | null
}

function saleStateOf(dynamic: ShowDynamic | null, sessionId: string, seatPlanId: string): SeatPlanSaleState {
  const session = dynamic?.sessions.find((s) => s.sessionId === sessionId)
  if (session && session.status !== 'ON_SALE') return 'SOLD_OUT'
  return session?.seatPlans.find((p) => p.seatPlanId === seatPlanId)?.saleState ?? 'ON_SALE'
}

function sessionBuyable(dynamic: ShowDynamic | null, session: ShowSession): boolean {
  const d = dynamic?.sessions.find((s) => s.sessionId === session.sessionId)
  if (d && d.status !== 'ON_SALE') return false
  return session.seatPlans.some((p) => saleStateOf(dynamic, session.sessionId, p.seatPlanId) !== 'SOLD_OUT')
}

export default observer(function BookingPage() {
  const params = useRouter().params
  const showId = params.showId ?? ''
  const privilegeKey = JSON.stringify(privilegeFromParams(params))
  const privilege = useMemo(() => JSON.parse(privilegeKey) as ReturnType<typeof privilegeFromParams>, [privilegeKey])
  const banner = privilegeBanner(privilege)
  const lang = stores.app.lang
  const remote = useRemote<Loaded>(async () => {
    const [show, dynamic] = await Promise.all([fetchShowStatic(showId), fetchShowDynamic(showId).catch(() => null)])
    return { show, dynamic }
  }, [showId, lang])
  const data = remote.data
  const [sessionId, setSessionId] = useState('')
  const [seatPlanId, setSeatPlanId] = useState('')
  const [qty, setQty] = useState(1)
  /** Max per order learnt from pre_order for a plan (the limit the server enforces). */
  const [maxByPlan, setMaxByPlan] = useState<Record<string, number>>({})

  const session = data?.show.sessions.find((s) => s.sessionId === sessionId) ?? null
  const plan: SeatPlan | null = session?.seatPlans.find((p) => p.seatPlanId === seatPlanId) ?? null
  const max = (plan && maxByPlan[plan.seatPlanId]) || DEFAULT_MAX_PER_ORDER
  const seatPicking = data?.show.seatCapable ?? false
  const waitListOpen = !seatPicking && !!data?.dynamic?.existWaitList
  const autoJump = seatPicking && !stores.shop.config?.noAutoJumpPickSeat
  const jumped = useRef(false)
  const openPickSeat = useCallback((id: string) => router.open('pickSeat', { showId, sessionId: id, ...privilege }), [showId, privilege])
  // A 'booking' mode answer while on this page asks for a refresh: the stock and states may have moved.
  const { reload } = remote
  useEffect(() => routeChanges.onRefresh(() => void reload()), [reload])

  // Learn the per-order limit of a picked tier from a quiet quote of one (no message when it fails:
  // the confirm button's quote says why).
  useEffect(() => {
    if (!session || !plan || maxByPlan[plan.seatPlanId]) return
    let live = true
    preOrder({ showId, sessionId: session.sessionId, seatPlanId: plan.seatPlanId, qty: 1, ...privilege }, { silent: true })
      .then((answer) => live && setMaxByPlan((m) => ({ ...m, [plan.seatPlanId]: Math.max(1, Math.min(answer.maxPerOrder, answer.remaining)) })))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [session, plan, maxByPlan, showId, privilege])

  // First buyable session by default; a plan only once the buyer picks one.
  useEffect(() => {
    if (!data || sessionId) return
    const buyable = data.show.sessions.filter((s) => sessionBuyable(data.dynamic, s))
    const first = buyable[0]
    if (first) setSessionId(first.sessionId)
    // One session to choose from: nothing to choose here, go straight to the seat map (once).
    if (first && autoJump && buyable.length === 1 && !jumped.current) {
      jumped.current = true
      void openPickSeat(first.sessionId)
    }
  }, [data, sessionId, autoJump, openPickSeat])
  useEffect(() => {
    if (data) Taro.setNavigationBarTitle({ title: data.show.showName }).catch(() => undefined)
  }, [data])
  useEffect(() => setQty((q) => Math.min(Math.max(1, q), max)), [max])

  const total = plan ? plan.originalPrice * qty : 0
  const prefix = plan?.priceInfo.prefix || data?.show.minOriginalPriceInfo?.prefix || '¥'

  const submit = useCallback(async () => {
    if (!data || !session || !plan) return
    // A guest is sent to log in first and comes back here, choices kept, to confirm.
    if (!(await router.requireLogin())) return
    const answer = await preOrder({ showId, sessionId: session.sessionId, seatPlanId: plan.seatPlanId, qty, deliverMethod: 'E_TICKET', ...privilege })
    setMaxByPlan((m) => ({ ...m, [plan.seatPlanId]: Math.max(1, Math.min(answer.maxPerOrder, answer.remaining)) }))
    stores.booking.select(
      {
        showId,
        showName: data.show.showName,
        venueName: data.show.venueName,
        sessionId: session.sessionId,
        sessionName: session.sessionName || sessionTime(session.startTime, data.show.utcOffset),
        seatPlanId: plan.seatPlanId,
        seatPlanName: plan.seatPlanName,
        unitPrice: plan.originalPrice,
        pricePrefix: prefix,
        qty,
        privilege,
      },
      answer,
    )
    await router.open('orderConfirm')
  }, [data, session, plan, qty, showId, prefix, privilege])
  const action = useBusyAction(submit)
  // The chosen tier is sold out and the show keeps a wait list: the page offers to join it instead.
  const waiting = !!(waitListOpen && session && plan && saleStateOf(data?.dynamic ?? null, session.sessionId, plan.seatPlanId) === 'SOLD_OUT')
  const joining = useBusyAction(async () => {
    if (session && plan) await joinTier({ showId, sessionId: session.sessionId, seatPlanId: plan.seatPlanId, qty })
  })

  const sessions = useMemo(() => data?.show.sessions ?? [], [data])

  return (
    <PageShell name='booking' contentReady={!remote.loading}>
      {data ? (
        <View data-testid='booking' data-show-id={showId}>
          <View className='booking-head'>
            <Text className='booking-head__title'>{data.show.showName}</Text>
            <Text className='booking-head__meta'>
              {data.show.cityName} · {data.show.venueName}
            </Text>
          </View>
          {banner ? (
            <View className='booking-privilege' data-testid='booking-privilege' data-kind={banner.kind}>
              <Text>{t(banner.kind === 'card' ? 'orders.privilege.card' : 'orders.privilege.code', { id: banner.id })}</Text>
              <Text className='booking-privilege__drop' data-testid='booking-privilege-drop' onClick={() => void router.redirect('booking', { showId })}>
                {t('orders.privilege.drop')}
              </Text>
            </View>
          ) : null}
          <Section title={t('orders.booking.session')}>
            {sessions.length ? (
              <View className='chips'>
                {sessions.map((s) => {
                  const ok = sessionBuyable(data.dynamic, s)
                  // A sold-out session of a show with a wait list can still be chosen: to join its wait list.
                  const open = ok || waitListOpen
                  const on = s.sessionId === sessionId
                  return (
                    <View
                      key={s.sessionId}
                      className={`chip ${on ? 'chip--on' : ''} ${open ? '' : 'chip--off'}`}
                      data-testid='session'
                      data-session-id={s.sessionId}
                      data-disabled={open ? '0' : '1'}
                      onClick={() => {
                        if (!open) return
                        if (autoJump) void openPickSeat(s.sessionId)
                        if (on) return
                        setSessionId(s.sessionId)
                        setSeatPlanId('')
                      }}
                    >
                      <Text>{s.sessionName || sessionTime(s.startTime, data.show.utcOffset)}</Text>
                      {!ok && <Text className='chip__tag'>{t('orders.booking.soldOut')}</Text>}
                    </View>
                  )
                })}
              </View>
            ) : (
              <Text className='list-footer'>{t('orders.booking.noSession')}</Text>
            )}
          </Section>
          {session && seatPicking && (
            <Text className='qty__hint' data-testid='seat-picking-hint'>
              {t('seating.bookingHint')}
            </Text>
          )}
          {session && !seatPicking && (
            <Section title={t('orders.booking.seatPlan')}>
              <View className='chips'>
                {session.seatPlans.map((p) => {
                  const state = saleStateOf(data.dynamic, session.sessionId, p.seatPlanId)
                  const off = state === 'SOLD_OUT' && !waitListOpen
                  const on = p.seatPlanId === seatPlanId
                  return (
                    <View
                      key={p.seatPlanId}
                      className={`chip ${on ? 'chip--on' : ''} ${off ? 'chip--off' : ''}`}
                      data-testid='seat-plan'
                      data-seat-plan-id={p.seatPlanId}
                      data-state={state}
                      data-disabled={off ? '1' : '0'}
                      onClick={() => !off && setSeatPlanId(p.seatPlanId)}
                    >
                      <Text>{p.seatPlanName}</Text>
                      <Text>
                        {p.priceInfo.prefix || prefix}
                        {formatCents(p.originalPrice)}
                      </Text>
                      {state === 'SOLD_OUT' && <Text className='chip__tag'>{waitListOpen ? t('booking.waitList.tag') : t('orders.booking.soldOut')}</Text>}
                      {state === 'LOW' && <Text className='chip__tag'>{t('orders.booking.low')}</Text>}
                    </View>
                  )
                })}
              </View>
            </Section>
          )}
          {plan && (
            <Section title={t('orders.booking.qty')}>
              <View className='qty'>
                <Text
                  className={`qty__btn ${qty <= 1 ? 'qty__btn--off' : ''}`}
                  data-testid='qty-minus'
                  aria-label={t('orders.booking.minus')}
                  onClick={() => qty > 1 && setQty(qty - 1)}
                >
                  -
                </Text>
                <Text className='qty__value' data-testid='qty'>
                  {qty}
                </Text>
                <Text
                  className={`qty__btn ${qty >= max ? 'qty__btn--off' : ''}`}
                  data-testid='qty-plus'
                  aria-label={t('orders.booking.plus')}
                  onClick={() => qty < max && setQty(qty + 1)}
                >
                  +
                </Text>
              </View>
              <Text className='qty__hint'>{t('orders.booking.max', { n: max })}</Text>
            </Section>
          )}
          {waiting ? <WaitListNote /> : null}
          <View className='booking-bar'>
            <Text className='booking-bar__total'>
              {t('orders.booking.total')}
              <Text className='booking-bar__amount' data-testid='booking-total'>
                {plan ? `${prefix}${formatCents(total)}` : '--'}
              </Text>
            </Text>
            {seatPicking ? (
              <SubmitButton testId='booking-pick-seat' disabled={!session} onClick={() => session && void openPickSeat(session.sessionId)}>
                {t('seating.pickSeats')}
              </SubmitButton>
            ) : (
              waiting ? (
                <SubmitButton testId='booking-wait-list-join' busy={joining.busy} onClick={() => void joining.run()}>
                  {t('booking.waitList.join')}
                </SubmitButton>
              ) : (
              <SubmitButton testId='booking-confirm' disabled={!plan} busy={action.busy} onClick={() => void action.run()}>
                {plan ? t('orders.booking.confirm') : t('orders.booking.pickTier')}
              </SubmitButton>
              )
            )}
          </View>
        </View>
      ) : remote.missing ? (
        <MissingData />
      ) : remote.error ? (
        <Text className='list-footer'>{remote.error}</Text>
      ) : (
        <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
      )}
    </PageShell>
  )
})

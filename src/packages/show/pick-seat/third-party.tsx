/**
 * Third-party seat picking on the pick-seat page: the partner's page (here the API's partner sandbox)
 * opens with our way back; it returns here with `partnerSeats` (a signed result naming the seats) or
 * `partnerCancelled`. A result is priced by pre_order with the token — the server checks the signature
 * and the seats as usual — and continues into the confirm step exactly as our own map does; a refused
 * result (seats taken meanwhile, expired) shows the server's message and the buyer picks again.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef } from 'react'
import type { ShowStatic } from '../../../../types/catalog'
import type { BookingPrivilege } from '../../../../types/orders'
import type { SeatMap } from '../../../../types/seating'
import { SubmitButton, useBusyAction } from '../../../components/form'
import { getLang, shortLangOf, t } from '../../../i18n'
import { payReturnOrigin } from '../../../platform/pay-platform'
import { router } from '../../../router'
import { preOrder } from '../../../services/orders'
import { stores } from '../../../stores'
import { partnerPageUrl, readPartnerResult } from '../../../utils/partner-seats'
import { sessionTime } from '../../../utils/show-time'

interface Props {
  show: ShowStatic
  map: SeatMap
  privilege: BookingPrivilege
  /** The route's `partnerSeats` and `partnerCancelled` parameters. */
  resultToken?: string
  cancelled: boolean
}

export function ThirdPartySeats({ show, map, privilege, resultToken, cancelled }: Props) {
  const result = readPartnerResult(resultToken)
  const usable = result && result.sessionId === map.sessionId ? result : null

  const openPartner = () => {
    // The partner sends the buyer back to this page of this app (H5: same origin, this shop, this language).
    const lang = shortLangOf(getLang())
    const back = `${payReturnOrigin()}${router.urlOf('pickSeat', { showId: show.showId, sessionId: map.sessionId, ...privilege, merchantId: stores.app.merchantId, lang })}`
    void router.open('webView', { url: partnerPageUrl(map.thirdPartyUrl ?? '', back, lang) })
  }

  const proceed = useCallback(async () => {
    if (!usable) return
    // A guest is sent to log in first and comes back here, choices kept, to confirm.
    if (!(await router.requireLogin())) return
    const answer = await preOrder({ showId: show.showId, sessionId: map.sessionId, seatIds: usable.seatIds, partnerSeatToken: usable.token, deliverMethod: 'E_TICKET', ...privilege })
    const session = show.sessions.find((s) => s.sessionId === map.sessionId)
    stores.booking.select(
      {
        showId: show.showId,
        showName: show.showName,
        venueName: show.venueName,
        sessionId: map.sessionId,
        sessionName: session ? session.sessionName || sessionTime(session.startTime, show.utcOffset) : '',
        seatPlanId: answer.lines[0]?.seatPlanId ?? '',
        seatPlanName: answer.lines.map((l) => l.seatPlanName).join(' / '),
        unitPrice: Math.round(answer.total / Math.max(1, answer.qty)),
        pricePrefix: show.minOriginalPriceInfo?.prefix || '¥',
        qty: usable.seatIds.length,
        seatIds: usable.seatIds,
        seatLabels: usable.labels,
        partnerSeatToken: usable.token,
        privilege,
      },
      answer,
    )
    await router.open('orderConfirm')
  }, [usable, show, map.sessionId, privilege])
  const action = useBusyAction(proceed)

  // Back from the partner with seats: straight on to the confirm step, once.
  const started = useRef('')
  useEffect(() => {
    if (!usable || started.current === usable.token) return
    started.current = usable.token
    void action.run()
  }, [usable, action])

  return (
    <View className='pick-seat-third' data-testid='pick-seat-third-party' data-result={usable ? '1' : '0'}>
      <Text className='pick-seat-third__title'>{t('seating.thirdParty.title')}</Text>
      {cancelled && !usable ? (
        <Text className='pick-seat-third__note' data-testid='partner-cancelled'>
          {t('seating.thirdParty.back')}
        </Text>
      ) : null}
      {usable ? (
        <View className='pick-seat-third__result' data-testid='partner-result'>
          <Text className='pick-seat-third__note'>{t('seating.thirdParty.picked')}</Text>
          {usable.labels.map((label) => (
            <Text key={label} className='pick-seat-third__seat' data-testid='partner-seat'>
              {label}
            </Text>
          ))}
          <SubmitButton testId='partner-continue' busy={action.busy} onClick={() => void action.run()}>
            {t('seating.thirdParty.continue')}
          </SubmitButton>
        </View>
      ) : null}
      <SubmitButton plain={!!usable} testId='third-party-go' onClick={openPartner}>
        {usable ? t('seating.thirdParty.again') : t('seating.thirdParty.go')}
      </SubmitButton>
    </View>
  )
}

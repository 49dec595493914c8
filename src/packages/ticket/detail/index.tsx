/**
 * E-ticket (/ticket-detail?id=, auth; also channelId, source=1, target=1, pageSource=purchase from the
 * pay-success page, pageSource=transfer after accepting a transfer): the QR code of TicketDetail.code with its version and validity, seat, attendee,
 * pickup code and entry instructions. While a usable code is on screen the brightness is raised (and
 * restored on leave) and a screenshot brings a hint where the host reports one. "Refresh code" issues
 * a new code and revokes the old. Admitted, refunded and expired tickets show their state, not a code.
 * The transfer box (transfer-parts.tsx) offers sending the ticket, or shows the open transfer, whose
 * ticket shows no code; a ticket the buyer sent and the recipient accepted reads "transferred".
 * A ticket that cannot be read (missing, not yours, offline without a copy) goes to /ticket-error.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { TransferView } from '../../../../types/transfers'
import { useCallback, useEffect, useRef, useState } from 'react'
import { SubmitButton, confirm, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { QrCode } from '../../../components/qr-code'
import { attendeeText, seatText, stateTone, ticketStateTitle, venueTime } from '../../../components/ticket-card/display'
import { useTicketScreen } from '../../../components/ticket-screen'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { TicketDetailStore, hasUsableCode } from '../../../stores/tickets'
import { formatCents } from '../../../utils/money'
import { TransferBox, TransferTicket } from '../transfer-parts'
import { sendOfferOf, transferredAway } from '../transfer-logic'
import { useTransfers } from './use-transfers'
import './index.css'

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  if (!value) return null
  return (
    <View className='eticket-row'>
      <Text className='eticket-row__label'>{label}</Text>
      <Text className='eticket-row__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

/** The sender's view of a ticket the recipient accepted: what it was, its state, and no code. */
function Transferred({ transfer }: { transfer: TransferView }) {
  return (
    <PageShell name='ticketDetail'>
      <View className='eticket' data-testid='ticket-transferred' data-ticket-id={transfer.ticketId} data-state={transfer.state}>
        <TransferTicket ticket={transfer}>
          <Text className='eticket__state eticket__state--used' data-testid='ticket-detail-state'>
            {transfer.stateTitle}
          </Text>
          <Text className='eticket__note' data-testid='ticket-unusable'>
            {t('transfer.transferredNote')}
          </Text>
        </TransferTicket>
      </View>
    </PageShell>
  )
}

export default observer(function TicketDetailPage() {
  const params = useRouter().params
  const ticketId = params.id ?? ''
  // Just bought or just accepted: a way on to the whole holder.
  const fromPurchase = params.pageSource === 'purchase' || params.pageSource === 'transfer'
  const [store] = useState(() => new TicketDetailStore())
  const lang = stores.app.lang
  useTitle(t('route.ticketDetail'))

  useEffect(() => {
    void store.load(ticketId)
  }, [store, ticketId, lang])
  const shown = useRef(false)
  const transfers = useTransfers(ticketId, lang)
  useDidShow(() => {
    // Coming back (from the order, or from sending it): the ticket may have been admitted, refunded or sent meanwhile.
    if (shown.current) void Promise.all([store.load(ticketId), transfers.reload()])
    shown.current = true
  })

  // A ticket this buyer sent and the recipient accepted is no longer theirs: it shows as transferred.
  const away = store.problem === 'notFound' ? transferredAway(transfers.list, ticketId) : null
  useEffect(() => {
    const decided = store.problem !== 'notFound' || !ticketId || transfers.loaded
    if (store.problem && decided && !away) void router.redirect('ticketError', { reason: store.problem, id: ticketId })
  }, [store.problem, ticketId, transfers.loaded, away])

  const detail = store.detail
  const offer = detail ? sendOfferOf(detail.ticket, transfers.list, Date.now()) : ({ kind: 'none' } as const)
  // A ticket in transfer is not shown as a code: entering with it would make the transfer fail.
  const usable = hasUsableCode(detail) && offer.kind !== 'open'
  useTicketScreen(usable, () => toast(t('tickets.detail.screenshotHint')))

  const refresh = useCallback(async () => {
    if (!(await confirm(t('tickets.detail.refreshAsk')))) return
    if (await store.regenerate()) toast(t('tickets.detail.refreshed'))
  }, [store])

  if (away) return <Transferred transfer={away} />
  if (!detail) {
    return (
      <PageShell name='ticketDetail'>
        <Text className='eticket-loading muted'>{t('common.loading')}</Text>
      </PageShell>
    )
  }

  const { ticket, code } = detail
  const instructions = detail.entryInstructions.length
    ? detail.entryInstructions
    : [t('tickets.detail.defaultInstruction1'), t('tickets.detail.defaultInstruction2')]

  return (
    <PageShell name='ticketDetail'>
      <View className='eticket' data-testid='ticket-detail' data-ticket-id={ticket.ticketId} data-state={ticket.state}>
        <View className='eticket__head'>
          <Text className='eticket__show'>{ticket.showName}</Text>
          <Text className='eticket__meta'>{ticket.showTimeDesc || ticket.sessionName}</Text>
          <Text className='eticket__meta'>
            {[ticket.cityName, ticket.venueName].filter(Boolean).join(' · ')}
          </Text>
        </View>

        <View className='eticket__code'>
          <Text className={`eticket__state eticket__state--${stateTone(ticket.state)}`} data-testid='ticket-detail-state'>
            {ticketStateTitle(ticket)}
          </Text>
          {usable && code && (
            <>
              <Text className='eticket__hint'>{t('tickets.detail.showCode')}</Text>
              <View className='eticket__qr' data-testid='ticket-qr' data-version={code.version}>
                <QrCode text={code.code} size={232} dimmed={store.regenerating} />
              </View>
              <Text className='eticket__small' data-testid='ticket-code-version'>
                {t('tickets.detail.version', { version: code.version })}
              </Text>
              <Text className='eticket__small' data-testid='ticket-validity'>
                {t('tickets.detail.validity', { from: venueTime(code.validFrom, ticket), until: venueTime(code.validUntil, ticket) })}
              </Text>
              <SubmitButton plain testId='ticket-refresh-code' busy={store.regenerating} onClick={() => void refresh()}>
                {t('tickets.detail.refreshCode')}
              </SubmitButton>
            </>
          )}
          {!usable && offer.kind !== 'open' && (
            <Text className='eticket__note' data-testid='ticket-unusable'>
              {ticket.state === 'ADMITTED'
                ? t('tickets.detail.admittedAt', { time: ticket.admittedAt ? venueTime(ticket.admittedAt, ticket) : '' })
                : ticket.state === 'REFUNDED'
                  ? t('tickets.detail.refundedNote')
                  : ticket.state === 'EXPIRED'
                    ? t('tickets.detail.expiredNote')
                    : t('tickets.detail.paperNote')}
            </Text>
          )}
          {detail.pickupCode && (
            <View className='eticket__pickup'>
              <Text className='eticket__small'>{t('tickets.detail.pickupCode')}</Text>
              <Text className='eticket__pickup-code' data-testid='ticket-pickup-code'>
                {detail.pickupCode}
              </Text>
              <Text className='eticket__small'>{t('tickets.detail.pickupHint')}</Text>
            </View>
          )}
        </View>

        <TransferBox
          ticketId={ticket.ticketId}
          offer={offer}
          deadline={(ms) => venueTime(ms, ticket)}
          onChanged={() => void Promise.all([store.load(ticketId), transfers.reload()])}
        />

        <View className='eticket__info'>
          <Row label={t('tickets.seat')} value={seatText(ticket)} testId='ticket-detail-seat' />
          <Row label={t('tickets.attendee')} value={attendeeText(ticket.audience)} testId='ticket-detail-attendee' />
          <Row label={t('tickets.detail.price')} value={`¥${formatCents(ticket.priceCents)}`} />
          <Row label={t('tickets.formLabel')} value={t(`tickets.form.${ticket.ticketForm}`)} />
        </View>

        <View className='eticket__info'>
          <Text className='eticket__section'>{t('tickets.detail.instructions')}</Text>
          {instructions.map((line, i) => (
            <Text key={i} className='eticket__instruction' data-testid='ticket-instruction'>
              {line}
            </Text>
          ))}
        </View>

        <View className='eticket__actions'>
          <SubmitButton plain testId='ticket-to-order' onClick={() => void router.open('orderDetail', { orderId: ticket.orderId })}>
            {t('tickets.detail.order')}
          </SubmitButton>
          {fromPurchase && (
            <SubmitButton testId='ticket-to-holder' onClick={() => void router.switchTab('ticketHolder')}>
              {t('tickets.detail.allTickets')}
            </SubmitButton>
          )}
        </View>
      </View>
    </PageShell>
  )
})

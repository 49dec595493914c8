/**
 * Pieces the transfer screens share (ticket subpackage only): the ticket being sent as the send and
 * accept pages show it, and the sender's box on the e-ticket — the open transfer with its link to hand
 * over, copy and cancel, or the offer to send.
 */
import './messages'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import type { TransferView } from '../../../types/transfers'
import { SubmitButton, confirm, toast, useBusyAction } from '../../components/form'
import { t } from '../../i18n'
import { copyText } from '../../platform/clipboard'
import { router } from '../../router'
import { cancelTransfer } from '../../services/transfers'
import { acceptLinkOf } from './transfer-link'
import type { SendOffer } from './transfer-logic'
import './transfer.css'

/** A moment in the phone's zone (a transfer view carries no venue offset). */
export const localTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm')

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  if (!value) return null
  return (
    <View className='transfer-line'>
      <Text className='transfer-line__label'>{label}</Text>
      <Text className='transfer-line__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

type Shown = Pick<TransferView, 'showName' | 'sessionName' | 'showTimeDesc' | 'venueName' | 'seatPlanName' | 'seatInfo'>

/** Show, session, venue and seat of the ticket in question. */
export function TransferTicket({ ticket, children }: { ticket: Shown; children?: React.ReactNode }) {
  return (
    <View className='transfer-ticket' data-testid='transfer-ticket'>
      <Text className='transfer-ticket__show'>{ticket.showName}</Text>
      <Text className='transfer-ticket__meta'>{ticket.showTimeDesc || ticket.sessionName}</Text>
      <Text className='transfer-ticket__meta'>{ticket.venueName}</Text>
      <Text className='transfer-ticket__seat' data-testid='transfer-seat'>
        {[ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')}
      </Text>
      {children}
    </View>
  )
}

/** The sender's open transfer: to whom, until when, the link to hand over, copy and cancel. */
function OpenTransfer({ transfer, deadline, onChanged }: { transfer: TransferView; deadline: string; onChanged: () => void }) {
  const link = acceptLinkOf(transfer.transferId)
  const cancel = useBusyAction(async () => {
    if (!(await confirm(t('transfer.cancelAsk')))) return
    await cancelTransfer(transfer.transferId)
    toast(t('transfer.cancelled'))
    onChanged()
  })
  return (
    <View className='transfer-box' data-testid='transfer-open' data-transfer-id={transfer.transferId} data-state={transfer.state}>
      <Text className='transfer-box__state' data-testid='transfer-state'>
        {transfer.stateTitle}
      </Text>
      <Text className='transfer-box__note'>{t('transfer.inTransferNote')}</Text>
      <Line label={t('transfer.to')} value={transfer.transfereePhone} testId='transfer-to' />
      <Line label={t('transfer.deadline')} value={deadline} />
      <Text className='transfer-box__label'>{t('transfer.link')}</Text>
      <Text className='transfer-box__link' data-testid='transfer-link' userSelect>
        {link}
      </Text>
      <Text className='transfer-box__note'>{t('transfer.linkHint')}</Text>
      <View className='transfer-box__actions'>
        <SubmitButton plain testId='transfer-cancel' busy={cancel.busy} onClick={() => void cancel.run()}>
          {t('transfer.cancel')}
        </SubmitButton>
        <SubmitButton testId='transfer-copy' onClick={() => void copyText(link)}>
          {t('transfer.copyLink')}
        </SubmitButton>
      </View>
    </View>
  )
}

/** The e-ticket's transfer box: nothing, the open transfer, or the offer to send (with hand-overs left). */
export function TransferBox({ ticketId, offer, deadline, onChanged }: { ticketId: string; offer: SendOffer; deadline: (ms: number) => string; onChanged: () => void }) {
  if (offer.kind === 'none') return null
  if (offer.kind === 'open') return <OpenTransfer transfer={offer.transfer} deadline={deadline(offer.transfer.identityLimitTime)} onChanged={onChanged} />
  return (
    <View className='transfer-box transfer-box--offer'>
      {offer.left ? (
        <Text className='transfer-box__note' data-testid='transfer-left'>
          {offer.left}
        </Text>
      ) : null}
      {offer.kind === 'send' ? (
        <SubmitButton plain testId='ticket-send' onClick={() => void router.open('sendTicket', { id: ticketId })}>
          {t('transfer.send')}
        </SubmitButton>
      ) : null}
    </View>
  )
}

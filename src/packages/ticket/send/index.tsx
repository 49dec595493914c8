/**
 * Send a ticket (/send-ticket?id=, auth; from the e-ticket's "send to a friend"): the ticket, the
 * recipient's phone with its area among the shop's login areas (the recipient accepts by logging in
 * with it), the send rule from the server, which must be agreed, then send. The transfer created is
 * shown in place (in transfer, its link to hand over, cancel). A refusal is the server's localised
 * wording under the form, and nothing changed.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { TicketDetail } from '../../../../types/tickets'
import type { TransferView } from '../../../../types/transfers'
import { PhoneField, SubmitButton, toast, useBusyAction, useLoginArea, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { venueTime } from '../../../components/ticket-card/display'
import { t } from '../../../i18n'
import { fetchTicket } from '../../../services/tickets'
import { fetchTransferRule, sendTransfer } from '../../../services/transfers'
import { stores } from '../../../stores'
import { loginAreasOf } from '../../../stores/account'
import { isValidPhone } from '../../../utils/validation'
import { useRemote } from '../../../utils/use-remote'
import { TransferBox, TransferTicket } from '../transfer-parts'

function Rule({ lines }: { lines: string[] }) {
  return (
    <View className='transfer-rule' data-testid='transfer-rule'>
      <Text className='transfer-rule__title'>{t('transfer.rule')}</Text>
      {lines.map((line, i) => (
        <Text key={i} className='transfer-rule__line' data-testid='transfer-rule-line'>
          {line}
        </Text>
      ))}
    </View>
  )
}

/** The form; `onSent` gets the transfer the server created. */
const SendForm = observer(function SendForm({ detail, onSent }: { detail: TicketDetail; onSent: (v: TransferView) => void }) {
  const areas = loginAreasOf(stores.shop.config)
  const [countryCode, setPicked] = useLoginArea(areas)
  const [phone, setPhone] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [asked, setAsked] = useState(false)
  const [refusal, setRefusal] = useState('')
  const rule = useRemote(fetchTransferRule, [stores.app.lang])

  const submit = useBusyAction(async () => {
    setAsked(true)
    setRefusal('')
    if (!isValidPhone(countryCode, phone)) return
    if (!agreed) return toast(t('transfer.agreeRequired'))
    try {
      onSent(await sendTransfer({ ticketId: detail.ticket.ticketId, countryCode, phone, policyAgreed: true }))
      toast(t('transfer.sent'))
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e))
    }
  })

  return (
    <View className='transfer-form' data-testid='transfer-form'>
      <Text className='transfer-intro'>{t('transfer.send.intro')}</Text>
      <PhoneField
        areas={areas}
        countryCode={countryCode}
        phone={phone}
        onCountryCode={setPicked}
        onPhone={setPhone}
        asked={asked}
        label='transfer.phone'
        placeholder='transfer.phonePlaceholder'
        testId='transfer-phone'
        messages={{ required: 'transfer.phoneRequired', invalid: 'transfer.phoneInvalid' }}
      />
      {rule.data ? <Rule lines={rule.data.lines} /> : null}
      <View className='agreement transfer-agree' data-testid='transfer-agree' data-checked={agreed ? '1' : '0'} onClick={() => setAgreed(!agreed)}>
        <View className={`agreement__box ${agreed ? 'agreement__box--on' : ''}`}>{agreed ? '✓' : ''}</View>
        <Text className='agreement__text'>{t('transfer.agree')}</Text>
      </View>
      {refusal ? (
        <Text className='transfer-refusal' data-testid='transfer-refusal'>
          {refusal}
        </Text>
      ) : null}
      <SubmitButton testId='transfer-submit' busy={submit.busy} onClick={() => void submit.run()}>
        {t('transfer.submit')}
      </SubmitButton>
    </View>
  )
})

export default observer(function SendTicketPage() {
  const ticketId = useRouter().params.id ?? ''
  useTitle(t('route.sendTicket'))
  const remote = useRemote<TicketDetail>(() => fetchTicket(ticketId), [ticketId, stores.app.lang])
  const [sent, setSent] = useState<TransferView | null>(null)
  const detail = remote.data
  if (!detail) {
    return (
      <PageShell name='sendTicket'>
        {remote.missing ? <MissingData /> : <Text className='transfer-intro'>{remote.error || t('common.loading')}</Text>}
      </PageShell>
    )
  }
  return (
    <PageShell name='sendTicket'>
      <View data-testid='send-ticket' data-ticket-id={detail.ticket.ticketId}>
        <TransferTicket ticket={detail.ticket} />
        {sent ? (
          <TransferBox ticketId={ticketId} offer={{ kind: 'open', transfer: sent }} deadline={(ms) => venueTime(ms, detail.ticket)} onChanged={() => setSent(null)} />
        ) : (
          <SendForm detail={detail} onSent={setSent} />
        )}
      </View>
    </PageShell>
  )
})

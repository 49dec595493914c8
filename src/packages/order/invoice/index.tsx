/**
 * Request an invoice (/invoice/:orderId, auth; from the paid order's detail): personal or institution /
 * enterprise title, electronic or paper VAT ordinary invoice, the title and (enterprise) the taxpayer
 * id with optional bank, address and phone, the content 'sports service tickets' and the amount, and
 * for paper the express address. The first broken rule shows under the form; a server refusal shows
 * its localised wording there too. Sent, the invoice's detail replaces this page. When the order has a
 * live invoice, or cannot be invoiced, the page says why and links to the invoice.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { InvoiceTitleType, InvoiceType, OrderInvoiceInfo } from '../../../../types/invoices'
import { SubmitButton, TextField, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { applyInvoice, fetchOrderInvoice } from '../../../services/invoices'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import { invoiceProblem, invoiceRequest } from '../invoice-rules'
import '../invoice.css'

function Choice<T extends string>({ value, options, onPick, label, testId }: { value: T; options: T[]; onPick: (v: T) => void; label: (v: T) => string; testId: string }) {
  return (
    <View className='inv-choices' data-testid={testId} data-value={value}>
      {options.map((o) => (
        <Text key={o} className={`inv-choice ${o === value ? 'inv-choice--on' : ''}`} data-testid={`${testId}-${o}`} onClick={() => onPick(o)}>
          {label(o)}
        </Text>
      ))}
    </View>
  )
}

const ApplyForm = observer(function ApplyForm({ info }: { info: OrderInvoiceInfo }) {
  const [titleType, setTitleType] = useState<InvoiceTitleType>('PERSONAL')
  const [type, setType] = useState<InvoiceType>('E_VAT_ORDINARY')
  const [f, setF] = useState({ invoiceTitle: '', taxpayerId: '', bankName: '', bankAccount: '', address: '', phoneNo: '' })
  const [e, setE] = useState({ receiverName: '', receiverPhone: '', receiverAddress: '' })
  const [problem, setProblem] = useState('')
  // Editing clears the last refusal: it spoke about what was there before.
  const set = (k: keyof typeof f) => (v: string) => {
    setProblem('')
    setF({ ...f, [k]: v })
  }
  const setX = (k: keyof typeof e) => (v: string) => {
    setProblem('')
    setE({ ...e, [k]: v })
  }
  const enterprise = titleType === 'ENTERPRISE'
  const paper = type === 'PAPER_VAT_ORDINARY'

  const submit = useBusyAction(async () => {
    const req = invoiceRequest({ orderId: info.orderId, invoiceType: type, invoiceTitleType: titleType, ...f, express: e })
    const local = invoiceProblem(req)
    if (local) return setProblem(t(local))
    setProblem('')
    try {
      const v = await applyInvoice(req)
      toast(t('invoice.submitted'))
      await router.redirect('invoiceDetail', { invoiceId: v.invoiceId })
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err))
    }
  })

  const optional = t('invoice.optional')
  return (
    <View className='inv-form' data-testid='invoice-form'>
      <Section>
        <Text className='inv-label'>{t('invoice.titleType')}</Text>
        <Choice value={titleType} options={['PERSONAL', 'ENTERPRISE']} onPick={setTitleType} label={(o) => t(`invoice.titleType.${o}`)} testId='invoice-title-type' />
        <Text className='inv-label'>{t('invoice.type')}</Text>
        <Choice value={type} options={['E_VAT_ORDINARY', 'PAPER_VAT_ORDINARY']} onPick={setType} label={(o) => t(`invoice.type.${o}`)} testId='invoice-type' />
        <TextField
          label={t('invoice.title')}
          value={f.invoiceTitle}
          onInput={set('invoiceTitle')}
          maxlength={100}
          placeholder={t(enterprise ? 'invoice.title.enterpriseHint' : 'invoice.title.personalHint')}
          testId='invoice-title'
        />
        {enterprise ? (
          <>
            <TextField label={t('invoice.taxpayerId')} value={f.taxpayerId} onInput={set('taxpayerId')} maxlength={20} placeholder={t('invoice.taxpayerId.hint')} testId='invoice-taxpayer' />
            <TextField label={t('invoice.bankName')} value={f.bankName} onInput={set('bankName')} maxlength={100} placeholder={optional} testId='invoice-bank' />
            <TextField label={t('invoice.bankAccount')} value={f.bankAccount} onInput={set('bankAccount')} type='number' maxlength={30} placeholder={optional} testId='invoice-bank-account' />
            <TextField label={t('invoice.address')} value={f.address} onInput={set('address')} maxlength={200} placeholder={optional} testId='invoice-address' />
            <TextField label={t('invoice.phoneNo')} value={f.phoneNo} onInput={set('phoneNo')} maxlength={20} placeholder={optional} testId='invoice-phone-no' />
          </>
        ) : null}
        <View className='inv-row'>
          <Text className='inv-row__label'>{t('invoice.content')}</Text>
          <Text className='inv-row__value' data-testid='invoice-content'>
            {info.invoiceContent}
          </Text>
        </View>
        <View className='inv-row'>
          <Text className='inv-row__label'>{t('invoice.amount')}</Text>
          <Text className='inv-row__value inv-row__value--price' data-testid='invoice-amount'>
            ¥{formatCents(info.invoiceAmount)}
          </Text>
        </View>
      </Section>
      {paper ? (
        <Section title={t('invoice.express')}>
          <TextField label={t('invoice.receiverName')} value={e.receiverName} onInput={setX('receiverName')} maxlength={50} testId='invoice-receiver' />
          <TextField label={t('invoice.receiverPhone')} value={e.receiverPhone} onInput={setX('receiverPhone')} type='number' maxlength={11} testId='invoice-receiver-phone' />
          <TextField label={t('invoice.receiverAddress')} value={e.receiverAddress} onInput={setX('receiverAddress')} maxlength={200} testId='invoice-receiver-address' />
        </Section>
      ) : null}
      <Text className='inv-notice'>{t('invoice.notice')}</Text>
      {problem ? (
        <Text className='inv-problem' data-testid='invoice-problem'>
          {problem}
        </Text>
      ) : null}
      <View className='inv-bar'>
        <SubmitButton testId='invoice-submit' busy={submit.busy} onClick={() => void submit.run()}>
          {t('invoice.submit')}
        </SubmitButton>
      </View>
    </View>
  )
})

export default observer(function InvoicePage() {
  const orderId = useRouter().params.orderId ?? ''
  useTitle(t('route.invoice'))
  const remote = useRemote<OrderInvoiceInfo>(() => fetchOrderInvoice(orderId), [orderId, stores.app.lang])
  const info = remote.data
  if (!info) {
    return (
      <PageShell name='invoice'>
        {remote.missing ? <MissingData /> : <Text className='inv-empty'>{remote.error || t('common.loading')}</Text>}
      </PageShell>
    )
  }
  const current = info.current
  return (
    <PageShell name='invoice'>
      <View data-testid='invoice-page' data-order-id={info.orderId} data-can-apply={info.canApply ? '1' : '0'}>
        {current && (!info.canApply || current.state === 'REJECTED') ? (
          <View className='inv-current' data-testid='invoice-current' data-state={current.state} onClick={() => void router.open('invoiceDetail', { invoiceId: current.invoiceId })}>
            <Text className='inv-current__state'>{current.stateTitle}</Text>
            <Text className='inv-current__hint'>{current.state === 'REJECTED' ? current.rejectReason : t(`invoice.state.${current.state}.hint`)}</Text>
            <Text className='inv-current__link'>{t('invoice.entry.view')} ›</Text>
          </View>
        ) : null}
        {info.canApply ? (
          <ApplyForm info={info} />
        ) : (
          <Text className='inv-empty' data-testid='invoice-blocked'>
            {info.blockReason}
          </Text>
        )}
      </View>
    </PageShell>
  )
})

/**
 * Invoice detail (/invoice-detail/:invoiceId, auth): its state with what it means (applying, issued
 * with the invoice number, rejected with the merchant's reason, cancelled because the order changed),
 * the title and company data, type, content, amount, express address for paper, and the times. A
 * rejected invoice offers to apply again for the same order.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import type { InvoiceView } from '../../../../types/invoices'
import { SubmitButton, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchInvoice } from '../../../services/invoices'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import '../invoice.css'

function Row({ label, value, testId, price }: { label: string; value: string; testId?: string; price?: boolean }) {
  if (!value) return null
  return (
    <View className='inv-row'>
      <Text className='inv-row__label'>{label}</Text>
      <Text className={`inv-row__value ${price ? 'inv-row__value--price' : ''}`} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '')

export default observer(function InvoiceDetailPage() {
  const invoiceId = useRouter().params.invoiceId ?? ''
  useTitle(t('route.invoiceDetail'))
  const remote = useRemote<InvoiceView>(() => fetchInvoice(invoiceId), [invoiceId, stores.app.lang])
  // Back from elsewhere (the review may have happened meanwhile): read it again.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })
  const v = remote.data
  if (!v) {
    return (
      <PageShell name='invoiceDetail'>
        {remote.missing ? <MissingData /> : <Text className='inv-empty'>{remote.error || t('common.loading')}</Text>}
      </PageShell>
    )
  }
  const e = v.express
  return (
    <PageShell name='invoiceDetail'>
      <View data-testid='invoice-detail' data-invoice-id={v.invoiceId} data-state={v.state}>
        <View className={`inv-state inv-state--${v.state}`}>
          <Text className='inv-state__title' data-testid='invoice-state'>
            {v.stateTitle}
          </Text>
          <Text className='inv-state__hint' data-testid='invoice-state-hint'>
            {t(`invoice.state.${v.state}.hint`)}
          </Text>
        </View>
        <Section>
          <Row label={t('invoice.invoiceNo')} value={v.invoiceNo} testId='invoice-no' />
          <Row label={t('invoice.rejectReason')} value={v.rejectReason} testId='invoice-reject-reason' />
          <Row label={t('invoice.type')} value={v.invoiceTypeTitle} testId='invoice-type-title' />
          <Row label={t('invoice.titleType')} value={v.invoiceTitleTypeTitle} />
          <Row label={t('invoice.title')} value={v.invoiceTitle} testId='invoice-title-value' />
          <Row label={t('invoice.taxpayerId')} value={v.taxpayerId} />
          <Row label={t('invoice.bankName')} value={v.bankName} />
          <Row label={t('invoice.bankAccount')} value={v.bankAccount} />
          <Row label={t('invoice.address')} value={v.address} />
          <Row label={t('invoice.phoneNo')} value={v.phoneNo} />
          <Row label={t('invoice.content')} value={v.invoiceContent} testId='invoice-content' />
          <Row label={t('invoice.amount')} value={`¥${formatCents(v.invoiceAmount)}`} price testId='invoice-amount' />
        </Section>
        {e ? (
          <Section title={t('invoice.express')}>
            <Row label={t('invoice.receiverName')} value={e.receiverName} />
            <Row label={t('invoice.receiverPhone')} value={e.receiverPhone} />
            <Row label={t('invoice.receiverAddress')} value={e.receiverAddress} />
          </Section>
        ) : null}
        <Section>
          <Row label={t('invoice.order')} value={v.orderNumber} />
          <Row label={t('invoice.applyTime')} value={time(v.applyTime)} />
          <Row label={t('invoice.reviewTime')} value={time(v.reviewTime)} />
        </Section>
        {v.state === 'REJECTED' ? (
          <View className='inv-bar'>
            <SubmitButton testId='invoice-reapply' onClick={() => void router.redirect('invoice', { orderId: v.orderId })}>
              {t('invoice.reapply')}
            </SubmitButton>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
})

/**
 * The order detail's invoice entry (paid ticket orders, and refunded ones whose invoice was cancelled):
 * the latest invoice's state, or an offer to apply. A tap opens the invoice (when one is live or the
 * order cannot be invoiced any more) or the application page.
 */
import './messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import type { OrderInvoiceInfo } from '../../../types/invoices'
import { Section } from '../../components/section'
import { t } from '../../i18n'
import { router } from '../../router'
import { fetchOrderInvoice } from '../../services/invoices'
import { stores } from '../../stores'
import { useRemote } from '../../utils/use-remote'
import './invoice.css'

export const InvoiceEntry = observer(function InvoiceEntry({ orderId }: { orderId: string }) {
  const remote = useRemote<OrderInvoiceInfo>(() => fetchOrderInvoice(orderId), [orderId, stores.app.lang])
  // Back on the order (from the application or the invoice, or after the review): read it again. The
  // entry mounts after the page was shown, so a loaded entry is the sign that this is a return.
  const loaded = useRef(false)
  loaded.current = remote.data !== null
  useDidShow(() => {
    if (loaded.current) void remote.reload()
  })
  const info = remote.data
  if (!info || (!info.canApply && !info.current)) return null
  const current = info.current
  const toDetail = current && !(info.canApply && current.state === 'REJECTED')
  const open = () => (toDetail && current ? void router.open('invoiceDetail', { invoiceId: current.invoiceId }) : void router.open('invoice', { orderId }))
  return (
    <Section>
      <View className='inv-row' data-testid='order-invoice' data-state={current?.state ?? ''} onClick={open}>
        <Text className='inv-row__label'>{t('invoice.entry')}</Text>
        <Text className='inv-row__value inv-link' data-testid='order-invoice-action'>
          {toDetail && current ? `${current.stateTitle} · ${t('invoice.entry.view')} ›` : `${t('invoice.entry.apply')} ›`}
        </Text>
      </View>
    </Section>
  )
})

/**
 * Invoice calls (issue 19; paths match server/src/modules/invoices/routes.ts): the order's invoice
 * entry (may the buyer apply, the latest invoice), the application and one invoice's detail.
 */
import type { ApplyInvoiceRequest, InvoiceView, OrderInvoiceInfo } from '../../types/invoices'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export function fetchOrderInvoice(orderId: string): Promise<OrderInvoiceInfo> {
  return get<OrderInvoiceInfo>(`buyer/v1/orders/${enc(orderId)}/invoice`, {}, { importance: 'medium' })
}

export function applyInvoice(req: ApplyInvoiceRequest): Promise<InvoiceView> {
  return post<InvoiceView>('buyer/v1/invoices', req, { importance: 'high' })
}

export function fetchInvoice(invoiceId: string): Promise<InvoiceView> {
  return get<InvoiceView>(`buyer/v1/invoices/${enc(invoiceId)}`, {}, { importance: 'high' })
}

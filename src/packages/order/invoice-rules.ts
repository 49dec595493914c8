/**
 * Invoice form rules the app checks before sending (the server checks them again and answers with the
 * same wording): the first problem of an application, as an i18n key, or null.
 */
import './messages'
import type { ApplyInvoiceRequest } from '../../../types/invoices'
import { isValidPhone } from '../../utils/validation'

const TAXPAYER_RE = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/
export const RECEIVER_ADDRESS_MIN = 6

export type InvoiceProblem = 'invoice.err.titleRequired' | 'invoice.err.taxpayerRequired' | 'invoice.err.taxpayerInvalid' | 'invoice.err.receiverRequired' | 'invoice.err.receiverPhone' | 'invoice.err.receiverAddress'

/** A courier can call it: a mainland mobile, or a Macau / Hong Kong number. */
export function isReceiverPhone(v: string): boolean {
  return isValidPhone('86', v) || isValidPhone('853', v) || isValidPhone('852', v)
}

export function invoiceProblem(req: ApplyInvoiceRequest): InvoiceProblem | null {
  if (!req.invoiceTitle.trim()) return 'invoice.err.titleRequired'
  if (req.invoiceTitleType === 'ENTERPRISE') {
    const id = (req.taxpayerId ?? '').trim().toUpperCase()
    if (!id) return 'invoice.err.taxpayerRequired'
    if (!TAXPAYER_RE.test(id)) return 'invoice.err.taxpayerInvalid'
  }
  if (req.invoiceType === 'PAPER_VAT_ORDINARY') {
    const e = req.express
    if (!e?.receiverName.trim()) return 'invoice.err.receiverRequired'
    if (!isReceiverPhone(e.receiverPhone.replace(/\s+/g, ''))) return 'invoice.err.receiverPhone'
    if ([...e.receiverAddress.trim()].length < RECEIVER_ADDRESS_MIN) return 'invoice.err.receiverAddress'
  }
  return null
}

/** The request as sent: fields the chosen title / type does not use are left out. */
export function invoiceRequest(form: Required<Omit<ApplyInvoiceRequest, 'express'>> & { express: NonNullable<ApplyInvoiceRequest['express']> }): ApplyInvoiceRequest {
  const enterprise = form.invoiceTitleType === 'ENTERPRISE'
  const opt = (v: string) => (enterprise && v.trim() ? v.trim() : undefined)
  return {
    orderId: form.orderId,
    invoiceType: form.invoiceType,
    invoiceTitleType: form.invoiceTitleType,
    invoiceTitle: form.invoiceTitle.trim(),
    taxpayerId: enterprise ? form.taxpayerId.trim().toUpperCase() : undefined,
    bankName: opt(form.bankName),
    bankAccount: opt(form.bankAccount),
    address: opt(form.address),
    phoneNo: opt(form.phoneNo),
    express: form.invoiceType === 'PAPER_VAT_ORDINARY' ? form.express : undefined,
  }
}

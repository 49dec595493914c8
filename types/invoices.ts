/**
 * Invoice contract (issue 19; spec accounts §3 "Invoice" fields, §4 states, §9 content description).
 * An invoice is asked for a paid order, reviewed by the merchant's staff (APPLYING → SUCCESS, or
 * REJECTED with a reason) and CANCELLED automatically when the order's status changes (a refund).
 * Money in integer cents; times in epoch milliseconds.
 */

export type InvoiceState = 'APPLYING' | 'SUCCESS' | 'REJECTED' | 'CANCELLED'
export const INVOICE_STATES: readonly InvoiceState[] = ['APPLYING', 'SUCCESS', 'REJECTED', 'CANCELLED']

/** Electronic VAT ordinary invoice, or its paper variant (sent by express). */
export type InvoiceType = 'E_VAT_ORDINARY' | 'PAPER_VAT_ORDINARY'
export const INVOICE_TYPES: readonly InvoiceType[] = ['E_VAT_ORDINARY', 'PAPER_VAT_ORDINARY']

/** Personal, or institution / enterprise (which needs a taxpayer id). */
export type InvoiceTitleType = 'PERSONAL' | 'ENTERPRISE'
export const INVOICE_TITLE_TYPES: readonly InvoiceTitleType[] = ['PERSONAL', 'ENTERPRISE']

/** The one content the spec names: sports service tickets. */
export type InvoiceContentType = 'SPORTS_SERVICE_TICKETS'

export interface InvoiceExpress {
  receiverName: string
  receiverPhone: string
  receiverAddress: string
}

export interface ApplyInvoiceRequest {
  orderId: string
  invoiceType: InvoiceType
  invoiceTitleType: InvoiceTitleType
  invoiceTitle: string
  taxpayerId?: string
  bankName?: string
  bankAccount?: string
  address?: string
  phoneNo?: string
  /** Required for the paper invoice: where it is sent. */
  express?: InvoiceExpress
}

export interface InvoiceView {
  invoiceId: string
  orderId: string
  orderNumber: string
  showName: string
  state: InvoiceState
  stateTitle: string
  invoiceType: InvoiceType
  invoiceTypeTitle: string
  invoiceTitleType: InvoiceTitleType
  invoiceTitleTypeTitle: string
  invoiceTitle: string
  /** Cents. */
  invoiceAmount: number
  currency: string
  taxpayerId: string
  bankName: string
  bankAccount: string
  address: string
  phoneNo: string
  invoiceContentType: InvoiceContentType
  invoiceContent: string
  applyTime: number
  reviewTime: number | null
  /** Why the merchant rejected it ('' otherwise). */
  rejectReason: string
  /** The issued invoice's number once SUCCESS ('' before). */
  invoiceNo: string
  express: InvoiceExpress | null
}

/** What the order detail's invoice entry needs: may the buyer apply now, and the latest invoice. */
export interface OrderInvoiceInfo {
  orderId: string
  canApply: boolean
  /** Why not ('' when canApply). */
  blockReason: string
  invoiceAmount: number
  currency: string
  invoiceContent: string
  current: InvoiceView | null
}

/** Staff review (x-staff-token, as the work-permit review): approve (issue) or reject with a reason. */
export interface InvoiceReviewBody {
  decision: 'APPROVE' | 'REJECT'
  reason?: string
}

export interface InvoiceReviewList {
  list: InvoiceView[]
  total: number
}

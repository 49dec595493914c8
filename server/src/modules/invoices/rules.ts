/**
 * Invoice application rules (pure): what a valid application looks like, normalised. Each rule fails
 * with the message key the buyer sees; nothing here reads the database.
 */
import { INVOICE_TITLE_TYPES, INVOICE_TYPES, type ApplyInvoiceRequest, type InvoiceExpress, type InvoiceTitleType, type InvoiceType } from '../../../../types/invoices.js'
import { isValidPhone } from '../accounts/validation.js'
import type { InvoiceMessageKey } from './messages.js'

export const TITLE_MAX = 100
export const BANK_NAME_MAX = 100
export const ADDRESS_MAX = 200
/** Spec §5: address detail at least 6 characters (the Chinese reading; the English text's 12 is the stricter one and stands too where the app is in English). */
export const RECEIVER_ADDRESS_MIN = 6
export const RECEIVER_ADDRESS_MAX = 200
export const RECEIVER_NAME_MAX = 50

/** Unified social credit code (18) or the older taxpayer numbers (15, 20): digits and capital letters. */
const TAXPAYER_RE = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/
const BANK_ACCOUNT_RE = /^\d{6,30}$/
const PHONE_NO_RE = /^[0-9+\-() ]{5,20}$/

export interface CleanApplication {
  invoiceType: InvoiceType
  titleType: InvoiceTitleType
  title: string
  taxpayerId: string
  bankName: string
  bankAccount: string
  address: string
  phoneNo: string
  express: InvoiceExpress | null
}

export type RuleResult = { ok: true; value: CleanApplication } | { ok: false; key: InvoiceMessageKey; vars?: Record<string, number> }

const squash = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ')
const len = (v: string) => [...v].length
const bad = (key: InvoiceMessageKey, vars?: Record<string, number>): RuleResult => ({ ok: false, key, vars })
/** No control characters in anything printed on an invoice or a parcel. */
const printable = (v: string) => !/\p{C}/u.test(v)

/** A receiver phone a courier can call: a mainland mobile (11 digits from 1) or a Macau / Hong Kong number. */
export function isReceiverPhone(v: string): boolean {
  return isValidPhone('86', v) || isValidPhone('853', v) || isValidPhone('852', v)
}

function expressOf(req: ApplyInvoiceRequest): { ok: true; value: InvoiceExpress } | { ok: false; result: RuleResult } {
  const e = req.express
  if (!e) return { ok: false, result: bad('invoice.expressRequired') }
  const receiverName = squash(e.receiverName)
  const receiverPhone = (e.receiverPhone ?? '').replace(/\s+/g, '')
  const receiverAddress = squash(e.receiverAddress)
  if (!receiverName || len(receiverName) > RECEIVER_NAME_MAX || !printable(receiverName)) return { ok: false, result: bad('invoice.receiverRequired') }
  if (!receiverPhone) return { ok: false, result: bad('invoice.receiverPhoneRequired') }
  if (!isReceiverPhone(receiverPhone)) return { ok: false, result: bad('invoice.receiverPhoneInvalid') }
  if (len(receiverAddress) < RECEIVER_ADDRESS_MIN || len(receiverAddress) > RECEIVER_ADDRESS_MAX || !printable(receiverAddress)) {
    return { ok: false, result: bad('invoice.receiverAddressInvalid', { min: RECEIVER_ADDRESS_MIN }) }
  }
  return { ok: true, value: { receiverName, receiverPhone, receiverAddress } }
}

/** The application as it will be stored, or the first rule it breaks (checked in the order the form shows them). */
export function checkApplication(req: ApplyInvoiceRequest): RuleResult {
  if (!INVOICE_TYPES.includes(req.invoiceType)) return bad('invoice.typeInvalid')
  if (!INVOICE_TITLE_TYPES.includes(req.invoiceTitleType)) return bad('invoice.titleTypeInvalid')
  const title = squash(req.invoiceTitle)
  if (!title || !printable(title)) return bad('invoice.titleRequired')
  if (len(title) > TITLE_MAX) return bad('invoice.titleTooLong', { max: TITLE_MAX })
  const enterprise = req.invoiceTitleType === 'ENTERPRISE'
  // A personal invoice carries no company data: whatever the form still held is dropped, not stored.
  const taxpayerId = enterprise ? squash(req.taxpayerId).toUpperCase() : ''
  if (enterprise && !taxpayerId) return bad('invoice.taxpayerRequired')
  if (enterprise && !TAXPAYER_RE.test(taxpayerId)) return bad('invoice.taxpayerInvalid')
  const bankName = enterprise ? squash(req.bankName) : ''
  if (len(bankName) > BANK_NAME_MAX || !printable(bankName)) return bad('invoice.bankNameInvalid', { max: BANK_NAME_MAX })
  const bankAccount = enterprise ? (req.bankAccount ?? '').replace(/\s+/g, '') : ''
  if (bankAccount && !BANK_ACCOUNT_RE.test(bankAccount)) return bad('invoice.bankAccountInvalid')
  const address = enterprise ? squash(req.address) : ''
  if (len(address) > ADDRESS_MAX || !printable(address)) return bad('invoice.addressInvalid', { max: ADDRESS_MAX })
  const phoneNo = enterprise ? squash(req.phoneNo) : ''
  if (phoneNo && !PHONE_NO_RE.test(phoneNo)) return bad('invoice.phoneNoInvalid')
  let express: InvoiceExpress | null = null
  if (req.invoiceType === 'PAPER_VAT_ORDINARY') {
    const e = expressOf(req)
    if (!e.ok) return e.result
    express = e.value
  } else if (req.express) {
    return bad('invoice.expressNotForElectronic')
  }
  return { ok: true, value: { invoiceType: req.invoiceType, titleType: req.invoiceTitleType, title, taxpayerId, bankName, bankAccount, address, phoneNo, express } }
}

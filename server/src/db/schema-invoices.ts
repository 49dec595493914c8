/**
 * Invoices (issue 19): one row per application for a paid order. "One invoice per order" rests on the
 * database: at most one APPLYING or SUCCESS row per order (partial unique index), so two applications
 * at the same moment cannot both be written; a REJECTED or CANCELLED one leaves room for a new one.
 * Every state change is a conditional UPDATE ... WHERE state = 'APPLYING' (or the live states, for the
 * automatic cancel), so a review and a refund of the order cannot both win.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { InvoiceExpress, InvoiceState, InvoiceTitleType, InvoiceType } from '../../../types/invoices.js'
import { merchantRef, timestamps } from './schema-merchants.js'

export const orderInvoices = pgTable(
  'order_invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    merchantId: merchantRef(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    state: text('state').$type<InvoiceState>().notNull(),
    invoiceType: text('invoice_type').$type<InvoiceType>().notNull(),
    titleType: text('title_type').$type<InvoiceTitleType>().notNull(),
    title: text('title').notNull(),
    /** The order's paid amount when applied (cents). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    taxpayerId: text('taxpayer_id').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    contentType: text('content_type').notNull().default('SPORTS_SERVICE_TICKETS'),
    express: jsonb('express').$type<InvoiceExpress>(),
    rejectReason: text('reject_reason'),
    invoiceNo: text('invoice_no'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The staff token (hash) that decided it. */
    reviewerHash: text('reviewer_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_invoices_live_uq').on(t.orderId).where(sql`${t.state} in ('APPLYING', 'SUCCESS')`),
    index('order_invoices_buyer_idx').on(t.merchantId, t.userId, t.createdAt),
    index('order_invoices_review_idx').on(t.merchantId, t.state, t.createdAt),
    check('order_invoices_state_ck', sql`${t.state} in ('APPLYING', 'SUCCESS', 'REJECTED', 'CANCELLED')`),
    check('order_invoices_type_ck', sql`${t.invoiceType} in ('E_VAT_ORDINARY', 'PAPER_VAT_ORDINARY')`),
    check('order_invoices_title_type_ck', sql`${t.titleType} in ('PERSONAL', 'ENTERPRISE')`),
    check('order_invoices_paper_express_ck', sql`(${t.invoiceType} = 'PAPER_VAT_ORDINARY') = (${t.express} is not null)`),
    check('order_invoices_rejected_ck', sql`(${t.state} = 'REJECTED') = (${t.rejectReason} is not null)`),
    check('order_invoices_amount_ck', sql`${t.amountCents} > 0`),
  ],
)

export const invoicesSchema = { orderInvoices }

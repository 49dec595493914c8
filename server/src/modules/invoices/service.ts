/**
 * Invoices service: a buyer applies for an invoice of a paid ticket order (one live invoice per order),
 * reads it, and sees what the order's invoice entry should offer; the merchant's staff review
 * applications (APPLYING → SUCCESS with an invoice number, or REJECTED with a reason). Expected
 * failures are typed results; another buyer's order or invoice answers not-found like a missing one.
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { ApplyInvoiceRequest, InvoiceReviewBody, InvoiceReviewList, InvoiceState, InvoiceView, OrderInvoiceInfo } from '../../../../types/invoices.js'
import { pickTranslation } from '../../i18n/translations.js'
import { cleanReason } from '../accounts/work-permit/review.js'
import { hashStaffToken } from '../tickets/service.js'
import { ivm, stateTitle, titleTypeTitle, typeTitle, type InvoiceMessageKey } from './messages.js'
import type { InvoiceRow, InvoicesRepository, OrderRow } from './repository.js'
import { checkApplication } from './rules.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

export interface Reviewer {
  merchantId: string
  tokenHash: string
  lang: Lang
  fallback: Lang
}

export type InvoiceFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'NOT_ELIGIBLE' | 'EXISTS' | 'REVIEWED' | 'STAFF_UNAUTHORIZED'
export interface Failure {
  ok: false
  reason: InvoiceFailureReason
  key: InvoiceMessageKey
  vars?: Record<string, number>
}
export type Outcome<T> = { ok: true; value: T } | Failure

const fail = (reason: InvoiceFailureReason, key: InvoiceMessageKey, vars?: Record<string, number>): Failure => ({ ok: false, reason, key, vars })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

export const REVIEW_PAGE_MAX = 50

export interface InvoicesService {
  apply(caller: Caller, req: ApplyInvoiceRequest): Promise<Outcome<InvoiceView>>
  detail(caller: Caller, invoiceId: string): Promise<Outcome<InvoiceView>>
  orderInfo(caller: Caller, orderId: string): Promise<Outcome<OrderInvoiceInfo>>
  reviewerOf(staffToken: string | undefined, lang: Lang): Promise<Reviewer | null>
  reviewList(reviewer: Reviewer, query: { state?: InvoiceState; offset?: number; length?: number }): Promise<InvoiceReviewList>
  review(reviewer: Reviewer, invoiceId: string, body: InvoiceReviewBody): Promise<Outcome<InvoiceView>>
}

export interface ServiceOptions {
  now: () => number
  /** TEST ONLY: the application without the order lock and with a plain insert (race control runs). */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs between the check and the write of an application. */
  testOnlyBetween?: () => Promise<void>
}

class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.key)
  }
}

/** Why the order cannot be invoiced now, or null. */
function orderBlock(order: OrderRow): Failure | null {
  if ((order.orderType ?? 'TICKET') !== 'TICKET') return fail('NOT_ELIGIBLE', 'invoice.notTicketOrder')
  if (order.refundState !== 'NONE' || order.state === ORDER_STATE.Refunded_Ticket) return fail('NOT_ELIGIBLE', 'invoice.refunded')
  if (order.state !== ORDER_STATE.Succeeded || !order.paidAt) return fail('NOT_ELIGIBLE', 'invoice.notPaid')
  if (order.payAmountCents <= 0) return fail('NOT_ELIGIBLE', 'invoice.zeroAmount')
  return null
}

/** An issued invoice's number: the day and eight random digits (the sandbox issuer; a real one returns its own). */
function newInvoiceNo(at: Date): string {
  return `${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

export function createInvoicesService(repo: InvoicesRepository, opts: ServiceOptions): InvoicesService {
  async function views(merchantId: string, lang: Lang, fallback: Lang, rows: InvoiceRow[]): Promise<InvoiceView[]> {
    const orderIds = [...new Set(rows.map((r) => r.orderId))]
    const numbers = await repo.orderNumbers(orderIds)
    const firstShows = new Map<string, string>()
    for (const id of orderIds) {
      const o = await repo.findOrder(merchantId, id)
      if (o) firstShows.set(id, o.firstShowId)
    }
    const names = await repo.showNames(merchantId, [...new Set(firstShows.values())])
    return rows.map((r) => ({
      invoiceId: r.invoiceId,
      orderId: r.orderId,
      orderNumber: numbers.get(r.orderId) ?? '',
      showName: pickTranslation(names.get(firstShows.get(r.orderId) ?? ''), lang, fallback),
      state: r.state,
      stateTitle: stateTitle(lang, r.state),
      invoiceType: r.invoiceType,
      invoiceTypeTitle: typeTitle(lang, r.invoiceType),
      invoiceTitleType: r.titleType,
      invoiceTitleTypeTitle: titleTypeTitle(lang, r.titleType),
      invoiceTitle: r.title,
      invoiceAmount: r.amountCents,
      currency: r.currency,
      taxpayerId: r.taxpayerId,
      bankName: r.bankName,
      bankAccount: r.bankAccount,
      address: r.address,
      phoneNo: r.phoneNo,
      invoiceContentType: 'SPORTS_SERVICE_TICKETS',
      invoiceContent: ivm(lang, 'content'),
      applyTime: r.createdAt.getTime(),
      reviewTime: r.reviewedAt?.getTime() ?? null,
      rejectReason: r.rejectReason ?? '',
      invoiceNo: r.invoiceNo ?? '',
      express: r.express ?? null,
    }))
  }
  const viewOne = async (merchantId: string, lang: Lang, fallback: Lang, row: InvoiceRow) => (await views(merchantId, lang, fallback, [row]))[0] as InvoiceView

  async function applyIn(tx: InvoicesRepository, caller: Caller, orderId: string, clean: Exclude<ReturnType<typeof checkApplication>, { ok: false }>['value']): Promise<InvoiceRow> {
    const own = await tx.findOrder(caller.merchantId, orderId)
    if (!own || own.userId !== caller.userId) throw new Refusal(fail('NOT_FOUND', 'invoice.orderNotFound'))
    // Under the order lock a refund of this order waits for the application, or the application sees its result.
    const order = opts.testOnlyUnlocked ? own : await tx.lockOrder(orderId)
    if (!order) throw new Refusal(fail('NOT_FOUND', 'invoice.orderNotFound'))
    const block = orderBlock(order)
    if (block) throw new Refusal(block)
    if (await tx.liveInvoiceOf(orderId)) throw new Refusal(fail('EXISTS', 'invoice.exists'))
    if (opts.testOnlyUnlocked) await opts.testOnlyBetween?.()
    const at = new Date(opts.now())
    const row = {
      invoiceId: `IV${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      merchantId: order.merchantId,
      orderId,
      userId: caller.userId,
      state: 'APPLYING' as const,
      invoiceType: clean.invoiceType,
      titleType: clean.titleType,
      title: clean.title,
      amountCents: order.payAmountCents,
      currency: (await tx.paidCurrency(orderId)) ?? 'CNY',
      taxpayerId: clean.taxpayerId,
      bankName: clean.bankName,
      bankAccount: clean.bankAccount,
      address: clean.address,
      phoneNo: clean.phoneNo,
      express: clean.express,
      createdAt: at,
      updatedAt: at,
    }
    if (opts.testOnlyUnlocked) return tx.testOnlyInsert(row)
    const inserted = await tx.insertIfNoLive(row)
    if (!inserted) throw new Refusal(fail('EXISTS', 'invoice.exists'))
    return inserted
  }

  return {
    async apply(caller, req) {
      const checked = checkApplication(req)
      if (!checked.ok) return fail('BAD_REQUEST', checked.key, checked.vars)
      try {
        const row = await repo.transaction((tx) => applyIn(tx, caller, req.orderId, checked.value))
        return done(await viewOne(caller.merchantId, caller.lang, caller.fallback, row))
      } catch (err) {
        if (err instanceof Refusal) return err.failure
        throw err
      }
    },

    async detail(caller, invoiceId) {
      const row = await repo.findInvoice(caller.merchantId, invoiceId)
      if (!row || row.userId !== caller.userId) return fail('NOT_FOUND', 'invoice.notFound')
      return done(await viewOne(caller.merchantId, caller.lang, caller.fallback, row))
    },

    async orderInfo(caller, orderId) {
      const order = await repo.findOrder(caller.merchantId, orderId)
      if (!order || order.userId !== caller.userId) return fail('NOT_FOUND', 'invoice.orderNotFound')
      const latest = await repo.latestInvoiceOf(orderId)
      const block = orderBlock(order)
      const live = latest && (latest.state === 'APPLYING' || latest.state === 'SUCCESS')
      return done({
        orderId,
        canApply: !block && !live,
        blockReason: block ? ivm(caller.lang, block.key) : live ? ivm(caller.lang, 'invoice.exists') : '',
        invoiceAmount: order.payAmountCents,
        currency: (await repo.paidCurrency(orderId)) ?? 'CNY',
        invoiceContent: ivm(caller.lang, 'content'),
        current: latest ? await viewOne(caller.merchantId, caller.lang, caller.fallback, latest) : null,
      })
    },

    async reviewerOf(staffToken, lang) {
      if (!staffToken || staffToken.length > 512) return null
      const tokenHash = hashStaffToken(staffToken)
      const merchantId = await repo.staffMerchant(tokenHash)
      return merchantId ? { merchantId, tokenHash, lang, fallback: lang } : null
    },

    async reviewList(reviewer, query) {
      const offset = Math.max(0, Math.floor(query.offset ?? 0))
      const length = Math.min(REVIEW_PAGE_MAX, Math.max(1, Math.floor(query.length ?? 20)))
      const { rows, total } = await repo.listByState(reviewer.merchantId, query.state ?? 'APPLYING', offset, length)
      return { list: await views(reviewer.merchantId, reviewer.lang, reviewer.fallback, rows), total }
    },

    async review(reviewer, invoiceId, body) {
      const row = await repo.findInvoice(reviewer.merchantId, invoiceId)
      if (!row) return fail('NOT_FOUND', 'invoice.notFound')
      const reason = body.decision === 'REJECT' ? cleanReason(body.reason) : null
      if (body.decision === 'REJECT' && !reason) return fail('BAD_REQUEST', 'invoice.reasonRequired')
      if (row.state !== 'APPLYING') return fail('REVIEWED', 'invoice.notApplying')
      const at = new Date(opts.now())
      const approve = body.decision === 'APPROVE'
      const decided = await repo.decide(invoiceId, { state: approve ? 'SUCCESS' : 'REJECTED', invoiceNo: approve ? newInvoiceNo(at) : null, rejectReason: reason, reviewerHash: reviewer.tokenHash, at })
      if (!decided) return fail('REVIEWED', 'invoice.notApplying')
      return done(await viewOne(reviewer.merchantId, reviewer.lang, reviewer.fallback, decided))
    },
  }
}

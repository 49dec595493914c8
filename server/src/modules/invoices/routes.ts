/**
 * Invoice routes. Buyer routes (behind the auth hook): apply, one invoice, the order's invoice entry.
 * Staff routes (x-staff-token, as the work-permit review and check-in): the merchant's applications
 * and the review; the token decides the merchant.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import type { ApplyInvoiceRequest, InvoiceTitleType, InvoiceType } from '../../../../types/invoices.js'
import { TICKET_STATUS } from '../../../../types/tickets.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { ivm } from './messages.js'
import { ApplyBody, InfoResponse, InvoiceIdParams, OrderIdParams, ReviewBody, ReviewListResponse, ReviewQuery, ViewResponse } from './schema.js'
import type { Caller, InvoiceFailureReason, InvoicesService, Outcome } from './service.js'

/** A second application or a second review is a conflict of state (409), not bad input. */
const FAILURE_STATUS: Record<InvoiceFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  NOT_ELIGIBLE: STATUS.BAD_REQUEST,
  EXISTS: 409,
  REVIEWED: 409,
  STAFF_UNAUTHORIZED: TICKET_STATUS.STAFF_UNAUTHORIZED,
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: ivm(request.ctx.lang, result.key, result.vars), errorCode: `INVOICE_${result.reason}` })
}

export const invoicesRoutes: FastifyPluginAsync<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.post<{ Body: ApplyBody }>('/buyer/v1/invoices', { schema: { body: ApplyBody, response: { 200: ViewResponse } } }, async (request) => {
    // Types and titles are checked by the service's rules, so a wrong one gets the localised wording.
    const body = request.body as Omit<ApplyBody, 'invoiceType' | 'invoiceTitleType'> & { invoiceType: InvoiceType; invoiceTitleType: InvoiceTitleType }
    return answer(request, await invoices.apply(callerOf(request), body satisfies ApplyInvoiceRequest))
  })

  app.get<{ Params: InvoiceIdParams }>('/buyer/v1/invoices/:invoiceId', { schema: { params: InvoiceIdParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(request, await invoices.detail(callerOf(request), request.params.invoiceId)),
  )

  app.get<{ Params: OrderIdParams }>('/buyer/v1/orders/:orderId/invoice', { schema: { params: OrderIdParams, response: { 200: InfoResponse } } }, async (request) =>
    answer(request, await invoices.orderInfo(callerOf(request), request.params.orderId)),
  )

  const reviewerOf = (request: FastifyRequest) => {
    const raw = request.headers['x-staff-token']
    const header = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    return invoices.reviewerOf(header || undefined, request.ctx.lang)
  }
  const unauthorized = (request: FastifyRequest) =>
    fail({ statusCode: TICKET_STATUS.STAFF_UNAUTHORIZED, mode: 'alert', comments: ivm(request.ctx.lang, 'staff.unauthorized'), errorCode: 'INVOICE_STAFF_UNAUTHORIZED' })

  app.get<{ Querystring: ReviewQuery }>('/staff/v1/invoices', { config: { auth: 'public' }, schema: { querystring: ReviewQuery, response: { 200: ReviewListResponse } } }, async (request) => {
    const reviewer = await reviewerOf(request)
    if (!reviewer) return unauthorized(request)
    return ok(await invoices.reviewList(reviewer, request.query))
  })

  app.post<{ Params: InvoiceIdParams; Body: ReviewBody }>(
    '/staff/v1/invoices/:invoiceId/review',
    { config: { auth: 'public' }, schema: { params: InvoiceIdParams, body: ReviewBody, response: { 200: ViewResponse } } },
    async (request) => {
      const reviewer = await reviewerOf(request)
      if (!reviewer) return unauthorized(request)
      return answer(request, await invoices.review(reviewer, request.params.invoiceId, request.body))
    },
  )
}

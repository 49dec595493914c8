/**
 * Refunds routes: the buyer's refund overview and request (behind the auth hook), the show's refund rule
 * (public, merchant-scoped) and the revocation list venue devices download (staff token header).
 */
import { createHash } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { TICKET_STATUS } from '../../../../types/tickets.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import type { Completer } from './complete.js'
import { pointsBackByRefund } from '../membership/order-points.js'
import { rm } from './messages.js'
import type { RefundsRepository } from './repository.js'
import { OrderIdParams, OverviewResponse, RefundBody, RefundResponse, RevocationsQuery, RevocationsResponse, RuleQuery, RuleResponse } from './schema.js'
import { refundView, type Caller, type Outcome, type RefundFailureReason, type RefundsService } from './service.js'
import { headerOf } from '../../http/callers.js'

const FAILURE_STATUS: Record<RefundFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  NOT_PAID: STATUS.BAD_REQUEST,
  NOT_ALLOWED: STATUS.BAD_REQUEST,
  WINDOW_CLOSED: STATUS.BAD_REQUEST,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  UNAVAILABLE: STATUS.BAD_REQUEST,
  LIMIT: STATUS.BAD_REQUEST,
  KEY_REUSED: STATUS.BAD_REQUEST,
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: rm(request.ctx.lang, result.key, result.vars), errorCode: `REFUND_${result.reason}` })
}

export const refundsRoutes: FastifyPluginAsync<{ refunds: RefundsService; completer: Completer; repo: RefundsRepository }> = async (app, { refunds, completer, repo }) => {
  app.get<{ Params: OrderIdParams }>(
    '/buyer/v1/orders/:orderId/refund',
    { schema: { params: OrderIdParams, response: { 200: OverviewResponse } } },
    async (request) => answer(request, await refunds.overview(callerOf(request), request.params.orderId)),
  )

  app.post<{ Params: OrderIdParams; Body: RefundBody }>(
    '/buyer/v1/orders/:orderId/refunds',
    { schema: { params: OrderIdParams, body: RefundBody, response: { 200: RefundResponse } } },
    async (request) => {
      const { lang } = request.ctx
      const key = request.body.idempotencyKey ?? headerOf(request, 'idempotency-key')
      if (!key || !/^[\w.:-]{8,128}$/.test(key)) {
        return fail({ statusCode: STATUS.BAD_REQUEST, mode: 'toast', comments: rm(lang, 'refund.idempotencyRequired'), errorCode: 'REFUND_BAD_REQUEST' })
      }
      const result = await refunds.request(callerOf(request), request.params.orderId, request.body.ticketIds, key)
      if (!result.ok) return answer(request, result)
      // The provider is asked after the commit; a slow or failed call leaves it to the sweep.
      await completer.complete(result.value.refundId)
      const now = await repo.findRefund(result.value.refundId)
      const pointsBack = (await pointsBackByRefund(repo.db, request.params.orderId)).get(result.value.refundId)
      return ok(refundView(now ?? result.value, result.value.ticketIds, lang, pointsBack))
    },
  )

  app.get<{ Querystring: RuleQuery }>(
    '/pub/v1/refund_rules',
    { preHandler: requireMerchant, schema: { querystring: RuleQuery, response: { 200: RuleResponse } } },
    async (request) => ok(await refunds.rule(merchantOf(request).merchantId, request.query.showId, request.ctx.lang)),
  )

  app.get<{ Querystring: RevocationsQuery }>(
    '/staff/v1/tickets/revocations',
    { config: { auth: 'public' }, schema: { querystring: RevocationsQuery, response: { 200: RevocationsResponse } } },
    async (request) => {
      const token = headerOf(request, 'x-staff-token')
      const merchantId = token ? await repo.staffMerchant(createHash('sha256').update(token).digest('hex')) : null
      if (!merchantId) {
        return fail({ statusCode: TICKET_STATUS.STAFF_UNAUTHORIZED, mode: 'alert', comments: rm(request.ctx.lang, 'staff.unauthorized'), errorCode: 'REFUND_STAFF_UNAUTHORIZED' })
      }
      const asOf = Date.now()
      const rows = await repo.revocations(merchantId, new Date(request.query.since))
      return ok({ merchantId, asOf, revocations: rows.map((r) => ({ ticketId: r.ticketId, version: r.version, revokedAt: r.revokedAt.getTime() })) })
    },
  )
}

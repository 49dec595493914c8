/**
 * Paid-membership routes (the spec names the pages — member confirm, member pay success — not the
 * paths; these follow the prime module's): the plans (public, and with the buyer's membership behind
 * the auth hook), buying one, the buyer's membership and one membership order. Schema + delegate;
 * failures → localised envelope.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { ORDER_STATUS } from '../../../../types/orders.js'
import { fail, ok } from '../../http/envelope.js'
import { outcomeAnswer, type FailureTable } from '../../http/outcome.js'
import { requireMerchant } from '../../http/merchant.js'
import { pmText } from './messages.js'
import type { PaidMembershipFailureReason, PaidMembershipService } from './service.js'
import { buyerOf, headerOf, viewerOf } from '../../http/callers.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const OrderQuery = Type.Object({ orderId: Id })
const CreateBody = Type.Object({
  planId: Id,
  payAmount: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  agreementAccepted: Type.Boolean(),
  idempotencyKey: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
})
type OrderQuery = Static<typeof OrderQuery>
type CreateBody = Static<typeof CreateBody>

const FAILURES: FailureTable<PaidMembershipFailureReason> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  PRICE_CHANGED: { statusCode: ORDER_STATUS.PRICE_CHANGED, mode: 'alert' },
  IDEMPOTENCY_CONFLICT: { statusCode: ORDER_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
}

const answer = outcomeAnswer(FAILURES, pmText, 'MEMBER')

export const paidMembershipRoutes: FastifyPluginAsync<{ service: PaidMembershipService }> = async (app, { service }) => {
  app.get('/pub/v3/prime/plans', { preHandler: requireMerchant }, async (request) => ok(await service.list(viewerOf(request), null)))
  // Behind the auth hook: the same plans, with this buyer's membership.
  app.get('/buyer/v3/prime/plans', async (request) => {
    const b = buyerOf(request)
    return ok(await service.list(b, b.userId))
  })
  app.get('/buyer/v3/prime/paid_membership', async (request) => ok(await service.mine(buyerOf(request))))
  app.post<{ Body: CreateBody }>('/buyer/v3/prime/create_order', { config: { critical: true }, schema: { body: CreateBody } }, async (request) => {
    const key = headerOf(request, 'idempotency-key') ?? request.body.idempotencyKey
    if (!key) return fail({ statusCode: STATUS.BAD_REQUEST, comments: pmText(request.ctx.lang, 'idempotencyRequired'), errorCode: 'MEMBER_BAD_REQUEST' })
    return answer(request, await service.create(buyerOf(request), { ...request.body, idempotencyKey: key }))
  })
  app.get<{ Querystring: OrderQuery }>('/buyer/v3/prime/order', { schema: { querystring: OrderQuery } }, async (request) =>
    answer(request, await service.order(buyerOf(request), request.query.orderId)),
  )
}

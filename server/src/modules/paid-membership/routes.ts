/**
 * Paid-membership routes (the spec names the pages — member confirm, member pay success — not the
 * paths; these follow the prime module's): the plans (public, and with the buyer's membership behind
 * the auth hook), buying one, the buyer's membership and one membership order. Schema + delegate;
 * failures → localised envelope.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS, type ResponseMode } from '../../../../types/api.js'
import { ORDER_STATUS } from '../../../../types/orders.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { pmText } from './messages.js'
import type { Buyer, PaidMembershipFailureReason, PaidMembershipOutcome, PaidMembershipService, Viewer } from './service.js'

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

const FAILURES: Record<PaidMembershipFailureReason, { statusCode: number; mode: ResponseMode }> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  PRICE_CHANGED: { statusCode: ORDER_STATUS.PRICE_CHANGED, mode: 'alert' },
  IDEMPOTENCY_CONFLICT: { statusCode: ORDER_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
}

function viewerOf(request: FastifyRequest): Viewer {
  const m = merchantOf(request)
  return { merchantId: m.merchantId, lang: request.ctx.lang, fallback: m.defaultLang }
}

function buyerOf(request: FastifyRequest): Buyer {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: PaidMembershipOutcome<T>) {
  if (result.ok) return ok(result.value)
  const f = FAILURES[result.reason]
  return fail({ statusCode: f.statusCode, mode: f.mode, comments: pmText(request.ctx.lang, result.key), errorCode: `MEMBER_${result.reason}` })
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name]
  const s = Array.isArray(v) ? v[0] : v
  return s && s.trim() ? s.trim() : undefined
}

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

/**
 * Privilege-card routes (spec accounts §7 "purchased privilege card query", "query_card_by_order_id";
 * the other paths are not shown by the spec and follow its shapes): the shop's cards, a card's detail
 * and range (public), and behind the auth hook buying one, the buyer's cards and the card of an order.
 * Schema + delegate; failures → localised envelope.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import type { CardFailureReason } from '../../../../types/cards.js'
import { ORDER_STATUS } from '../../../../types/orders.js'
import { fail, ok } from '../../http/envelope.js'
import { outcomeAnswer, type FailureTable } from '../../http/outcome.js'
import { requireMerchant } from '../../http/merchant.js'
import { cm } from './messages.js'
import type { CardsService } from './service.js'
import { buyerOf, headerOf, viewerOf } from '../../http/callers.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const CardQuery = Type.Object({ cardId: Id })
const InstanceQuery = Type.Object({ userCardInstanceId: Id })
const OrderQuery = Type.Object({ itemOrderId: Id })
const MineQuery = Type.Object({
  history: Type.Boolean({ default: false }),
  pageIndex: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
const CreateBody = Type.Object({
  cardId: Id,
  payAmount: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  payPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  idempotencyKey: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
})
type CardQuery = Static<typeof CardQuery>
type InstanceQuery = Static<typeof InstanceQuery>
type OrderQuery = Static<typeof OrderQuery>
type MineQuery = Static<typeof MineQuery>
type CreateBody = Static<typeof CreateBody>

const FAILURES: FailureTable<CardFailureReason> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  SOLD_OUT: { statusCode: ORDER_STATUS.SOLD_OUT, mode: 'toast' },
  LIMIT_REACHED: { statusCode: ORDER_STATUS.LIMIT_REACHED, mode: 'toast' },
  NOT_ON_SALE: { statusCode: ORDER_STATUS.NOT_ON_SALE, mode: 'toast' },
  PRICE_CHANGED: { statusCode: ORDER_STATUS.PRICE_CHANGED, mode: 'alert' },
  IDEMPOTENCY_CONFLICT: { statusCode: ORDER_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
  POINTS_UNAVAILABLE: { statusCode: ORDER_STATUS.POINTS_UNAVAILABLE, mode: 'toast' },
}

const answer = outcomeAnswer(FAILURES, cm, 'CARD')

export const cardsRoutes: FastifyPluginAsync<{ cards: CardsService }> = async (app, { cards }) => {
  const pre = { preHandler: requireMerchant }
  app.get('/pub/v3/privilege_card/list', pre, async (request) => ok(await cards.list(viewerOf(request), null)))
  app.get<{ Querystring: CardQuery }>('/pub/v3/privilege_card/range', { ...pre, schema: { querystring: CardQuery } }, async (request) =>
    answer(request, await cards.range(viewerOf(request), request.query.cardId)),
  )
  // Behind the auth hook: the same reads, with what this buyer holds.
  app.get('/buyer/v3/privilege_card/list', async (request) => {
    const b = buyerOf(request)
    return ok(await cards.list(b, b.userId))
  })
  app.get<{ Querystring: CardQuery }>('/buyer/v3/privilege_card/detail', { schema: { querystring: CardQuery } }, async (request) => {
    const b = buyerOf(request)
    return answer(request, await cards.detail(b, request.query.cardId, b.userId))
  })
  app.post<{ Body: CreateBody }>('/buyer/v3/privilege_card/create_order', { config: { critical: true }, schema: { body: CreateBody } }, async (request) => {
    const key = headerOf(request, 'idempotency-key') ?? request.body.idempotencyKey
    if (!key) return fail({ statusCode: STATUS.BAD_REQUEST, comments: cm(request.ctx.lang, 'idempotencyRequired'), errorCode: 'CARD_BAD_REQUEST' })
    return answer(request, await cards.create(buyerOf(request), { ...request.body, idempotencyKey: key }))
  })
  app.get<{ Querystring: MineQuery }>('/buyer/v3/purchased_privilege_card/query', { schema: { querystring: MineQuery } }, async (request) =>
    ok(await cards.mine(buyerOf(request), request.query.history, request.query.pageIndex, request.query.pageSize)),
  )
  app.get<{ Querystring: InstanceQuery }>('/buyer/v3/privilege_card/instance', { schema: { querystring: InstanceQuery } }, async (request) =>
    answer(request, await cards.myCard(buyerOf(request), request.query.userCardInstanceId)),
  )
  app.get<{ Querystring: OrderQuery }>('/buyer/v3/privilege_card/query_card_by_order_id', { schema: { querystring: OrderQuery } }, async (request) =>
    answer(request, await cards.cardByOrder(buyerOf(request), request.query.itemOrderId)),
  )
}

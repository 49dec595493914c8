/**
 * The buyer's benefit orders — privilege cards and paid memberships — for the order list's third side
 * (ticket orders are the orders module's, goods orders the products module's). Read only: buying is the
 * cards and paid-membership modules'. Overdue unpaid ones are expired first, as the other lists do.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import type { BenefitOrderPage } from '../../../../types/benefit-orders.js'
import type { Db } from '../../db/client.js'
import { buyerOf } from '../../http/callers.js'
import { ok } from '../../http/envelope.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { ExpiryGuard } from '../orders/context.js'
import { expireUnpaid } from '../orders/expiry.js'
import { createOrdersRepository } from '../orders/repository.js'
import { benefitOrderPage, pointsSpentBy } from './repository.js'

const PageQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})
type PageQuery = Static<typeof PageQuery>

export const benefitOrdersPlugin: FastifyPluginAsync<{ db: Db; now?: () => number; beforeExpire?: ExpiryGuard }> = async (app, { db, now = Date.now, beforeExpire }) => {
  app.get<{ Querystring: PageQuery }>('/buyer/v1/benefit_orders', { schema: { querystring: PageQuery } }, async (request) => {
    const b = buyerOf(request)
    const ordersRepo = createOrdersRepository(db)
    const overdue = await ordersRepo.findExpiredUnpaid(new Date(now()), 100, { merchantId: b.merchantId, userId: b.userId })
    for (const o of overdue) await expireUnpaid(ordersRepo, o, new Date(now()), beforeExpire)
    const page = await benefitOrderPage(db, b.merchantId, b.userId, request.query.offset, request.query.length)
    const points = await pointsSpentBy(db, b.merchantId, page.rows.map((r) => r.order.orderId))
    const answer: BenefitOrderPage = {
      total: page.total,
      offset: request.query.offset,
      length: request.query.length,
      orders: page.rows.map(({ order, cardName, planName }) => ({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        orderType: order.orderType === 'MEMBER' ? 'MEMBER' : 'CARD',
        name: pickTranslation(cardName ?? planName ?? {}, b.lang, b.fallback),
        payAmount: order.payAmountCents,
        payPoints: points.get(order.orderId) ?? 0,
        state: order.state,
        createdAt: order.createdAt.getTime(),
      })),
    }
    return ok(answer)
  })
}

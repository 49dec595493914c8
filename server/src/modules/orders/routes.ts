/** Orders routes (buyer, behind the auth hook): schema + delegate to the services; failures → envelope. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { STATUS, type ResponseMode } from '../../../../types/api.js'
import { ORDER_STATUS, type AudienceIdType, type BookingPrivilege, type OrderFailureReason } from '../../../../types/orders.js'
import { userOf } from '../../http/auth.js'
import { runtimeStats } from '../../lib/runtime-stats.js'
import { fail, ok } from '../../http/envelope.js'
import type { AudiencesService } from './audiences.js'
import { om } from './messages.js'
import { orderComment } from '../seating/messages.js'
import {
  AudienceBody,
  AudienceListQuery,
  AudiencePageResponse,
  AudienceResponse,
  CreateOrderBody,
  CreateOrderResponse,
  DeletedResponse,
  OrderBriefResponse,
  OrderDetailResponse,
  OrderIdParams,
  OrderListQuery,
  OrderListResponse,
  PreOrderBody,
  PreOrderResponse,
  PromotionParams,
  PromotionPreOrderBody,
  ReserveTimeResponse,
} from './schema.js'
import type { Caller, LineInput, Outcome, OrdersService } from './service.js'
import { headerOf } from '../../http/callers.js'

export interface OrdersRoutesOptions {
  orders: OrdersService
  audiences: AudiencesService
}

/** How each expected failure reaches the client (status code and the app's response mode). */
const FAILURES: Record<OrderFailureReason, { statusCode: number; mode: ResponseMode }> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  BAD_QUANTITY: { statusCode: ORDER_STATUS.BAD_QUANTITY, mode: 'toast' },
  SOLD_OUT: { statusCode: ORDER_STATUS.SOLD_OUT, mode: 'booking' },
  NOT_ON_SALE: { statusCode: ORDER_STATUS.NOT_ON_SALE, mode: 'booking' },
  PRICE_CHANGED: { statusCode: ORDER_STATUS.PRICE_CHANGED, mode: 'booking' },
  POINTS_UNAVAILABLE: { statusCode: ORDER_STATUS.POINTS_UNAVAILABLE, mode: 'toast' },
  PASS_INVALID: { statusCode: ORDER_STATUS.PASS_INVALID, mode: 'booking' },
  PROMOTION_UNAVAILABLE: { statusCode: STATUS.PROMOTION_DISCOUNT_WRONG, mode: 'booking' },
  // Back to booking (the app keeps the card/privilege parameters there and offers to book without them).
  PRIVILEGE_UNAVAILABLE: { statusCode: ORDER_STATUS.PRIVILEGE_UNAVAILABLE, mode: 'booking' },
  SALE_NOT_STARTED: { statusCode: ORDER_STATUS.SALE_NOT_STARTED, mode: 'alert' },
  LIMIT_REACHED: { statusCode: ORDER_STATUS.LIMIT_REACHED, mode: 'alert' },
  IDEMPOTENCY_CONFLICT: { statusCode: ORDER_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
  NOT_CANCELABLE: { statusCode: ORDER_STATUS.NOT_CANCELABLE, mode: 'toast' },
  SEAT_UNAVAILABLE: { statusCode: ORDER_STATUS.SEAT_UNAVAILABLE, mode: 'alert' },
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang, phone: user.cellphone }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  const f = FAILURES[result.reason]
  return fail({ statusCode: f.statusCode, mode: f.mode, comments: orderComment(request.ctx.lang, result.key, result.vars), errorCode: `ORDER_${result.reason}` })
}

function linesOf(body: CreateOrderBody): LineInput[] | null {
  if (body.seatIds?.length) return [] // the seats make the lines (service: seatLines)
  if (body.items?.length) return body.items.map((i) => ({ showId: i.spu.showId, sessionId: i.sessionId, seatPlanId: i.seatPlanId, qty: i.qty }))
  if (body.showId && body.sessionId && body.seatPlanId && body.qty !== undefined) {
    return [{ showId: body.showId, sessionId: body.sessionId, seatPlanId: body.seatPlanId, qty: body.qty }]
  }
  return null
}

const privilegeOf = (b: BookingPrivilege): BookingPrivilege => ({
  privilegeLimitation: b.privilegeLimitation,
  userCardInstanceId: b.userCardInstanceId,
  cardId: b.cardId,
  privilegeCode: b.privilegeCode,
  privilegeId: b.privilegeId,
})

/** Tier lines of a not-yet-validated create body, or null when they are not plainly well formed. */
function tierLinesOf(b: Partial<CreateOrderBody>): LineInput[] | null {
  const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64
  const qty = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 99
  const items = Array.isArray(b.items) ? b.items : [{ spu: { showId: b.showId }, sessionId: b.sessionId, seatPlanId: b.seatPlanId, qty: b.qty }]
  const lines: LineInput[] = []
  for (const i of items as unknown[]) {
    const it = i as { spu?: { showId?: unknown }; sessionId?: unknown; seatPlanId?: unknown; qty?: unknown } | null
    if (!it || !str(it.spu?.showId) || !str(it.sessionId) || !str(it.seatPlanId) || !qty(it.qty)) return null
    lines.push({ showId: it.spu.showId, sessionId: it.sessionId, seatPlanId: it.seatPlanId, qty: it.qty })
  }
  return lines.length ? lines : null
}

export const ordersRoutes: FastifyPluginAsync<OrdersRoutesOptions> = async (app, { orders, audiences }) => {
  app.post<{ Body: PreOrderBody }>(
    '/buyer/v3/pre_order',
    { schema: { body: PreOrderBody, response: { 200: PreOrderResponse } } },
    async (request) => {
      const b = request.body
      if (!b.seatIds?.length && (b.seatPlanId === undefined || b.qty === undefined)) {
        return fail({ statusCode: STATUS.BAD_REQUEST, comments: om(request.ctx.lang, 'itemsMismatch'), errorCode: 'ORDER_BAD_REQUEST' })
      }
      return answer(
        request,
        await orders.preOrder(callerOf(request), {
          lines: b.seatIds?.length ? [] : [{ showId: b.showId, sessionId: b.sessionId, seatPlanId: b.seatPlanId ?? '', qty: b.qty ?? 0 }],
          seats: b.seatIds?.length ? { seatIds: b.seatIds, showId: b.showId, sessionId: b.sessionId, partnerSeatToken: b.partnerSeatToken } : undefined,
          deliverMethod: b.deliverMethod,
          audienceIds: b.audienceIds,
          addressId: b.addressId,
          privilege: privilegeOf(b),
          couponId: b.couponId,
          usePoint: b.usePoint,
          addOns: b.addOns,
        }),
      )
    },
  )

  // The combo price call: a ticket package promotion's sets priced like pre_order (orders/promotion.ts).
  app.post<{ Params: PromotionParams; Body: PromotionPreOrderBody }>(
    '/buyer/v1/promotions/:promotionId/pre_order',
    { schema: { params: PromotionParams, body: PromotionPreOrderBody, response: { 200: PreOrderResponse } } },
    async (request) => {
      const b = request.body
      return answer(
        request,
        await orders.preOrder(callerOf(request), {
          lines: [],
          promotion: { promotionId: request.params.promotionId, sets: b.sets },
          deliverMethod: b.deliverMethod,
          audienceIds: b.audienceIds,
          addressId: b.addressId,
          couponId: null,
          usePoint: false,
        }),
      )
    },
  )

  /**
   * Before admission (http/admission.ts): a tier already known to be sold out is answered at once, with
   * no slot and no session read, so the crowd that keeps asking after a sell-out is told so instead of
   * 'limiting'. Unless this key already has an order (a create that succeeded and whose answer was
   * lost): that buyer goes the full way and gets the order. Runs before validation, so it reads the
   * body defensively and leaves anything unusual to the validated path.
   */
  async function answerSoldOutEarly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const claims = request.tokenClaims
    const b = request.body as Partial<CreateOrderBody> | undefined
    if (!claims || !b || typeof b !== 'object' || b.seatIds?.length || b.promotionId) return
    const lines = tierLinesOf(b)
    const key = typeof b.idempotencyKey === 'string' ? b.idempotencyKey : headerOf(request, 'idempotency-key')
    if (!lines || !key) return
    const started = performance.now()
    const soldOut = await orders.soldOutNow(claims.merchantId, lines)
    runtimeStats.phase('stockHint', started)
    if (!soldOut || (await orders.hasOrderForKey(claims.merchantId, claims.userId, key))) return
    request.server.metrics.orderAttempt(soldOut.reason)
    reply.send(answer(request, soldOut))
  }

  app.post<{ Body: CreateOrderBody }>(
    '/buyer/v5/create_order',
    { config: { critical: true }, preValidation: answerSoldOutEarly, schema: { body: CreateOrderBody, response: { 200: CreateOrderResponse } } },
    async (request, reply: FastifyReply) => {
      const b = request.body
      const lang = request.ctx.lang
      // A promotion's lines are its parts (orders/promotion.ts): the body names only the promotion and its sets.
      const lines = b.promotionId ? [] : linesOf(b)
      // Every answer of the order path is counted by outcome (limiting answers: http/admission.ts).
      const attempt = (outcome: string) => request.server.metrics.orderAttempt(outcome)
      if (!lines) {
        attempt('BAD_REQUEST')
        return reply.send(fail({ statusCode: STATUS.BAD_REQUEST, comments: om(lang, 'itemsMismatch'), errorCode: 'ORDER_BAD_REQUEST' }))
      }
      const idempotencyKey = b.idempotencyKey ?? headerOf(request, 'idempotency-key')
      if (!idempotencyKey || !/^[\w.:-]{8,128}$/.test(idempotencyKey)) {
        attempt('BAD_REQUEST')
        return reply.send(fail({ statusCode: STATUS.BAD_REQUEST, comments: om(lang, 'idempotencyRequired'), errorCode: 'ORDER_BAD_REQUEST' }))
      }
      const result = await orders.createOrder(callerOf(request), {
        lines,
        seats: b.seatIds?.length ? { seatIds: b.seatIds, showId: b.showId, sessionId: b.sessionId, partnerSeatToken: b.partnerSeatToken } : undefined,
        payAmount: b.paymentParam.payAmount,
        promotion: b.promotionId ? { promotionId: b.promotionId, sets: b.promotionSets ?? 1 } : undefined,
        privilege: privilegeOf(b),
        audienceIds: b.audienceIds,
        deliverMethod: b.deliverMethod,
        addressId: b.addressId,
        idempotencyKey,
        passId: b.passId ?? headerOf(request, 'passid'),
        agreementAccepted: b.agreementAccepted,
        couponId: b.couponId ?? null,
        usePoints: b.usePoints ?? 0,
        addOns: b.addOns,
      })
      attempt(result.ok ? 'CREATED' : result.reason)
      return answer(request, result)
    },
  )

  app.get<{ Params: OrderIdParams }>(
    '/buyer/order/v3/:id/reserve_time',
    { schema: { params: OrderIdParams, response: { 200: ReserveTimeResponse } } },
    async (request) => {
      const result = await orders.reserveTime(callerOf(request), request.params.id)
      return answer(request, result.ok ? { ok: true, value: { reserveTime: result.value } } : result)
    },
  )

  app.post<{ Params: OrderIdParams }>(
    '/buyer/v5/orders/:id/cancel',
    { schema: { params: OrderIdParams, response: { 200: OrderBriefResponse } } },
    async (request) => answer(request, await orders.cancelOrder(callerOf(request), request.params.id)),
  )

  app.get<{ Querystring: OrderListQuery }>(
    '/buyer/v5/orders',
    { schema: { querystring: OrderListQuery, response: { 200: OrderListResponse } } },
    async (request) => answer(request, await orders.listOrders(callerOf(request), request.query)),
  )

  app.get<{ Params: OrderIdParams }>(
    '/buyer/v5/orders/:id',
    { schema: { params: OrderIdParams, response: { 200: OrderDetailResponse } } },
    async (request) => answer(request, await orders.getOrder(callerOf(request), request.params.id)),
  )

  // Real-name attendees.
  app.get<{ Querystring: AudienceListQuery }>(
    '/buyer/v1/user_audiences/list',
    { schema: { querystring: AudienceListQuery, response: { 200: AudiencePageResponse } } },
    async (request) => {
      const q = request.query
      const idTypes = (q.idTypes ?? '').split(',').filter(Boolean) as AudienceIdType[]
      return answer(request, await audiences.list(callerOf(request), { offset: q.offset, length: q.length, idTypes, showId: q.showId }))
    },
  )
  app.post<{ Body: AudienceBody }>(
    '/buyer/v1/user_audiences',
    { schema: { body: AudienceBody, response: { 200: AudienceResponse } } },
    async (request) => answer(request, await audiences.create(callerOf(request), request.body)),
  )
  app.put<{ Params: OrderIdParams; Body: AudienceBody }>(
    '/buyer/v1/user_audiences/:id',
    { schema: { params: OrderIdParams, body: AudienceBody, response: { 200: AudienceResponse } } },
    async (request) => answer(request, await audiences.update(callerOf(request), request.params.id, request.body)),
  )
  app.delete<{ Params: OrderIdParams }>(
    '/buyer/v1/user_audiences/:id',
    { schema: { params: OrderIdParams, response: { 200: DeletedResponse } } },
    async (request) => answer(request, await audiences.remove(callerOf(request), request.params.id)),
  )
}

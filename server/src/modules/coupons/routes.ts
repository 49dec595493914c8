/**
 * Coupon routes (spec accounts §7). Public: the shop's templates, a template's detail and the shows it
 * applies to. Buyer (login): receive (obtain), exchange_check / exchange by code, the buyer's coupons by
 * status, a held coupon's detail, recommend list, support info and an offline coupon's verify code.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { COUPON_NEED_REAL_NAME } from '../../../../types/coupons.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { couponText, type CouponFailure } from './messages.js'
import { CodeBody, CouponQuery, SelfQuery, TemplateBody, TemplateQuery, VerifyBody } from './schema.js'
import type { Buyer, Caller, CouponResult, CouponsService } from './service.js'

const NOT_FOUND: ReadonlySet<CouponFailure> = new Set(['templateNotFound', 'couponNotFound'])
const REAL_NAME_ACTION = { 'zh-CN': '去认证', 'zh-MO': '去認證', 'en-US': 'Verify' } as const

function publicCaller(request: FastifyRequest): Caller {
  const m = merchantOf(request)
  return { merchantId: m.merchantId, userId: null, lang: request.ctx.lang, fallback: m.defaultLang }
}
function buyerOf(request: FastifyRequest): Buyer {
  return { ...publicCaller(request), userId: userOf(request).userId }
}

function answer<T>(request: FastifyRequest, result: CouponResult<T>) {
  if (result.ok) return ok(result.value)
  const lang = request.ctx.lang
  const errorCode = result.failure === 'needRealName' ? COUPON_NEED_REAL_NAME : `COUPON_${result.failure.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`
  const wait = result.retryAfterSeconds
  const refusal = fail({
    statusCode: NOT_FOUND.has(result.failure) ? STATUS.NOT_FOUND : wait !== undefined ? STATUS.LIMITING : STATUS.BAD_REQUEST,
    // The real-name refusal is answered by the app's own 实名认证 dialog (去认证 / 取消): mode none.
    mode: result.failure === 'needRealName' ? 'none' : 'toast',
    comments: couponText(lang, result.failure, { minutes: wait === undefined ? undefined : Math.ceil(wait / 60) }),
    actText: result.failure === 'needRealName' ? REAL_NAME_ACTION[lang] : '',
    errorCode,
  })
  // A limit's refusal says when to try again, as every other limit's does (README "Abuse limits").
  return wait === undefined ? refusal : { ...refusal, data: { retryAfterSeconds: wait } }
}

const codeOf = (body: CodeBody): string => (body.exchangeCode ?? body.couponCode ?? '').trim().toUpperCase()

export const couponsRoutes: FastifyPluginAsync<{ coupons: CouponsService }> = async (app, { coupons }) => {
  const pre = { preHandler: requireMerchant }
  app.get('/pub/v3/coupons/templates', pre, async (request) => ok(await coupons.templates(publicCaller(request))))
  app.get<{ Querystring: TemplateQuery }>('/pub/v3/coupons/detail', { ...pre, schema: { querystring: TemplateQuery } }, async (request) =>
    answer(request, await coupons.template(publicCaller(request), request.query.couponTemplateId)),
  )
  app.get<{ Querystring: TemplateQuery }>('/pub/v3/coupons/shows', { ...pre, schema: { querystring: TemplateQuery } }, async (request) =>
    answer(request, await coupons.shows(publicCaller(request), request.query.couponTemplateId)),
  )

  app.get('/buyer/v5/coupons/recommend', pre, async (request) => ok(await coupons.recommend(buyerOf(request))))
  // The receive list of a logged-in buyer: every template with how many they hold.
  app.get('/buyer/v5/coupons/templates', pre, async (request) => ok(await coupons.templates(buyerOf(request))))
  app.post<{ Body: TemplateBody }>('/buyer/cyy/v1/coupons/obtain', { ...pre, schema: { body: TemplateBody } }, async (request) =>
    answer(request, await coupons.receive(buyerOf(request), request.body.couponTemplateId)),
  )
  app.post<{ Body: CodeBody }>('/buyer/cyy/v1/coupons/exchange_check', { ...pre, schema: { body: CodeBody } }, async (request) =>
    answer(request, await coupons.exchangeCheck(buyerOf(request), codeOf(request.body))),
  )
  app.post<{ Body: CodeBody }>('/buyer/cyy/v1/coupons/exchange', { ...pre, schema: { body: CodeBody } }, async (request) =>
    answer(request, await coupons.exchange(buyerOf(request), codeOf(request.body))),
  )
  app.get<{ Querystring: SelfQuery }>('/buyer/v5/coupons/self_page', { ...pre, schema: { querystring: SelfQuery } }, async (request) => {
    const q = request.query
    return ok(await coupons.mine(buyerOf(request), q.status ?? null, q.pageIndex, q.pageSize))
  })
  app.get<{ Querystring: CouponQuery }>('/buyer/v5/coupons/info', { ...pre, schema: { querystring: CouponQuery } }, async (request) =>
    answer(request, await coupons.coupon(buyerOf(request), request.query.couponId)),
  )
  app.get<{ Querystring: CouponQuery }>('/buyer/v1/coupons/support_info', { ...pre, schema: { querystring: CouponQuery } }, async (request) =>
    answer(request, await coupons.supportInfo(buyerOf(request), request.query.couponId)),
  )
  app.post<{ Body: VerifyBody }>('/buyer/v5/coupons/verify_code', { ...pre, schema: { body: VerifyBody } }, async (request) =>
    answer(request, await coupons.verifyCode(buyerOf(request), request.body.couponId)),
  )
}

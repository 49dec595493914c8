/**
 * Payments routes. Buyer routes sit behind the auth hook; the notify route is server-to-server
 * (public; it trusts only the provider's signature for the merchant and product named in the path)
 * and answers the provider in its own protocol (the sandbox and Alipay: 'success'; WeChat Pay: 2xx),
 * anything else makes it re-send.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS, type ResponseMode } from '../../../../types/api.js'
import { PAYMENT_STATUS } from '../../../../types/payments.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { publicOrigin } from '../../http/public-origin.js'
import { keepRawBody } from '../../http/raw-body.js'
import { pm } from './messages.js'
import { CashierBody, CashierResponse, CodeBody, CodeResponse, NotifyParams, PayBody, PayInfoResponse, QueryByBindId, QueryResponse } from './schema.js'
import type { PaymentsCaller, PaymentsService, PayFailureReason, PayOutcome } from './service.js'
import { headerOf } from '../../http/callers.js'

const FAILURES: Record<PayFailureReason, { statusCode: number; mode: ResponseMode }> = {
  NOT_FOUND: { statusCode: STATUS.NOT_FOUND, mode: 'toast' },
  BAD_REQUEST: { statusCode: STATUS.BAD_REQUEST, mode: 'toast' },
  NOT_PAYABLE: { statusCode: PAYMENT_STATUS.NOT_PAYABLE, mode: 'alert' },
  PRODUCT_UNAVAILABLE: { statusCode: PAYMENT_STATUS.PRODUCT_UNAVAILABLE, mode: 'toast' },
  CODE_REQUIRED: { statusCode: PAYMENT_STATUS.CODE_REQUIRED, mode: 'toast' },
  CODE_WRONG: { statusCode: PAYMENT_STATUS.CODE_WRONG, mode: 'toast' },
  CODE_TOO_SOON: { statusCode: PAYMENT_STATUS.CODE_TOO_SOON, mode: 'toast' },
  IDEMPOTENCY_CONFLICT: { statusCode: PAYMENT_STATUS.IDEMPOTENCY_CONFLICT, mode: 'alert' },
  PROVIDER_FAILED: { statusCode: PAYMENT_STATUS.PROVIDER_FAILED, mode: 'retry' },
}

function callerOf(request: FastifyRequest): PaymentsCaller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang, countryCode: user.countryCode, cellphone: user.cellphone }
}

function answer<T>(request: FastifyRequest, result: PayOutcome<T>) {
  if (result.ok) return ok(result.value)
  const f = FAILURES[result.reason]
  return fail({ statusCode: f.statusCode, mode: f.mode, comments: pm(request.ctx.lang, result.key, result.vars), errorCode: `PAYMENT_${result.reason}` })
}

/** The notify route keeps the body as received: the signature covers its exact bytes. */
const notifyRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
  keepRawBody(app, ['application/json', 'text/plain', 'application/x-www-form-urlencoded'], 64 * 1024)
  app.post<{ Params: NotifyParams; Body: string }>(
    '/payments/notify/:merchantId/:product',
    { config: { auth: 'public' }, schema: { params: NotifyParams } },
    async (request, reply) => {
      const { merchantId, product } = request.params
      const result = await payments.notify(merchantId, product, request.headers, typeof request.body === 'string' ? request.body : '')
      if (!result.ack) request.log.warn({ merchantId, product, outcome: result.outcome }, 'payment notification refused')
      // The result by kind, with the reason of a refund or refusal (REFUSED_AMOUNT, REFUNDING_DUPLICATE).
      // A bad signature's reason is the verifier's own words: it goes to the log above, never into a
      // label, which must stay a small fixed set.
      const o = result.outcome
      request.server.metrics.paymentNotification(product, 'reason' in o && o.kind !== 'BAD_SIGNATURE' ? `${o.kind}_${o.reason}` : o.kind)
      const { status, contentType, body } = result.answer
      return reply.code(status).type(contentType).send(body)
    },
  )
}

export const paymentsRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
  await app.register(notifyRoutes, { payments })

  app.post<{ Body: CashierBody }>(
    '/buyer/v3/payments/cashiers',
    { schema: { body: CashierBody, response: { 200: CashierResponse } } },
    async (request) => answer(request, await payments.cashier(callerOf(request), request.body)),
  )

  app.post<{ Body: PayBody }>(
    '/buyer/v3/payments/pay',
    { config: { critical: true }, schema: { body: PayBody, response: { 200: PayInfoResponse } } },
    async (request) => {
      const key = headerOf(request, 'idempotency-key') ?? request.body.idempotencyKey
      if (!key || !/^[\w.:-]{8,128}$/.test(key)) {
        return fail({ statusCode: STATUS.BAD_REQUEST, comments: pm(request.ctx.lang, 'idempotencyRequired'), errorCode: 'PAYMENT_BAD_REQUEST' })
      }
      const baseUrl = publicOrigin(request)
      return answer(request, await payments.pay(callerOf(request), { ...request.body, idempotencyKey: key, baseUrl, clientIp: request.ip }))
    },
  )

  app.post<{ Body: CodeBody }>(
    '/buyer/v3/payments/doooly/make_pay_verification_code',
    { schema: { body: CodeBody, response: { 200: CodeResponse } } },
    async (request) => answer(request, await payments.sendCode(callerOf(request), request.body.transactionIds)),
  )

  app.get<{ Querystring: QueryByBindId }>(
    '/buyer/v3/payments/query_by_bind_id',
    { schema: { querystring: QueryByBindId, response: { 200: QueryResponse } } },
    async (request) => answer(request, await payments.query(callerOf(request), request.query.bindId)),
  )
}

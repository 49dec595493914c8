/**
 * Express routes: the buyer's parcel progress (behind the auth hook), and for the merchant's venue
 * staff (x-staff-token, as at check-in and the work-permit review; the token decides the merchant)
 * the paid express orders to ship and the ship call.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ACCOUNT_STATUS } from '../../../../types/accounts.js'
import { STATUS } from '../../../../types/api.js'
import { ORDER_STATUS } from '../../../../types/orders.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { hashStaffToken } from '../tickets/service.js'
import { em } from './messages.js'
import type { ExpressRepository } from './repository.js'
import type { ExpressFailureReason, ExpressService, Outcome, Shipper } from './service.js'

const OrderParams = Type.Object({ orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })
const ShipBody = Type.Object({ carrier: Type.String({ minLength: 1, maxLength: 64 }), waybillNo: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false })

const FAILURE_STATUS: Record<ExpressFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  NOT_EXPRESS: STATUS.BAD_REQUEST,
  NOT_PAID: ORDER_STATUS.NOT_CANCELABLE,
  ALREADY_SHIPPED: 409,
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: em(request.ctx.lang, result.key, result.vars), errorCode: `EXPRESS_${result.reason}` })
}

export const expressRoutes: FastifyPluginAsync<{ express: ExpressService; repo: ExpressRepository }> = async (app, { express, repo }) => {
  app.get<{ Params: Static<typeof OrderParams> }>('/buyer/v1/orders/:orderId/express', { schema: { params: OrderParams } }, async (request) => {
    const user = userOf(request)
    const { lang, merchant } = request.ctx
    return answer(request, await express.view({ merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }, request.params.orderId))
  })

  const shipperOf = async (request: FastifyRequest): Promise<Shipper | null> => {
    const raw = request.headers['x-staff-token']
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    if (!token || token.length > 512) return null
    const tokenHash = hashStaffToken(token)
    const merchantId = await repo.staffMerchant(tokenHash)
    return merchantId ? { merchantId, tokenHash } : null
  }
  const staffRequired = (request: FastifyRequest) =>
    fail({ statusCode: ACCOUNT_STATUS.REVIEWER_UNAUTHORIZED, mode: 'alert', comments: em(request.ctx.lang, 'staffRequired'), errorCode: 'EXPRESS_STAFF_REQUIRED' })

  app.get('/staff/v1/parcels/to_ship', { config: { auth: 'public' } }, async (request) => {
    const shipper = await shipperOf(request)
    return shipper ? ok(await express.toShip(shipper)) : staffRequired(request)
  })
  app.post<{ Params: Static<typeof OrderParams>; Body: Static<typeof ShipBody> }>(
    '/staff/v1/orders/:orderId/ship',
    { config: { auth: 'public' }, schema: { params: OrderParams, body: ShipBody } },
    async (request) => {
      const shipper = await shipperOf(request)
      if (!shipper) return staffRequired(request)
      return answer(request, await express.ship(shipper, request.ctx.lang, request.params.orderId, request.body))
    },
  )
}

/**
 * The gate endpoint (gate.ts): POST /gate/v1/parking/:merchantId/:lotId/events, server to server,
 * public (no buyer token: the car park's key signs each event). The body is kept as received, since
 * the signature covers its exact bytes. The answer is the usual envelope; `data.message` is what the
 * gate's screen shows, in the language asked for (?lang= / Accept-Language, else the shop's).
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { headerOf } from '../../http/callers.js'
import { keepRawBody } from '../../http/raw-body.js'
import type { GateFailure, GateService } from './gate.js'
import { money, parkingText, type ParkingMessageKey } from './messages.js'
import { Id } from './routes.js'

const GateParams = Type.Object({ merchantId: Id, lotId: Id })
type GateParams = Static<typeof GateParams>

const FAILURES: Record<GateFailure, { statusCode: number; key: ParkingMessageKey; http: number }> = {
  UNKNOWN_LOT: { statusCode: STATUS.NOT_FOUND, key: 'gate.unknownLot', http: 404 },
  BAD_SIGNATURE: { statusCode: STATUS.BAD_REQUEST, key: 'gate.badSignature', http: 401 },
  STALE: { statusCode: STATUS.BAD_REQUEST, key: 'gate.stale', http: 401 },
  BAD_EVENT: { statusCode: STATUS.BAD_REQUEST, key: 'gate.badEvent', http: 400 },
  NO_STAY: { statusCode: STATUS.NOT_FOUND, key: 'noStay', http: 200 },
}

export const gateRoutes: FastifyPluginAsync<{ gate: GateService }> = async (app, { gate }) => {
  keepRawBody(app, ['application/json', 'text/plain'], 4 * 1024)
  app.post<{ Params: GateParams; Body: string }>('/gate/v1/parking/:merchantId/:lotId/events', { config: { auth: 'public' }, schema: { params: GateParams } }, async (request, reply) => {
    const { merchantId, lotId } = request.params
    const lang = request.ctx.requestedLang ?? (await gate.shopLang(merchantId)) ?? request.ctx.lang
    const outcome = await gate.event({
      merchantId,
      lotId,
      timestamp: headerOf(request, 'x-gate-timestamp'),
      signature: headerOf(request, 'x-gate-signature'),
      rawBody: typeof request.body === 'string' ? request.body : '',
    })
    if (!outcome.ok) {
      const f = FAILURES[outcome.reason]
      if (f.http !== 200) request.log.warn({ merchantId, lotId, reason: outcome.reason }, 'gate event refused')
      return reply.code(f.http).send(fail({ statusCode: f.statusCode, comments: parkingText(lang, f.key), errorCode: `PARKING_GATE_${outcome.reason}` }))
    }
    const a = outcome.value
    const message = !a.open ? parkingText(lang, 'gate.payFirst', { amount: money(a.dueCents, a.currency) }) : parkingText(lang, a.kind === 'ENTER' ? 'gate.welcome' : 'gate.goodbye')
    return ok({ ...a, message })
  })
}

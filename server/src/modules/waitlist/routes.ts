/**
 * Wait-list routes: the instruction (public, per language), and behind the auth hook joining a tier,
 * the buyer's entries and leaving one. Failures answer with the localised wording as a toast.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { wlm } from './messages.js'
import type { Caller, Outcome, WaitListFailureReason, WaitListService } from './service.js'

const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
const JoinBody = Type.Object({ showId: IdString, sessionId: IdString, seatPlanId: IdString, qty: Type.Integer({ minimum: -1000, maximum: 1000 }) }, { additionalProperties: false })
const EntryParams = Type.Object({ entryId: IdString })

const FAILURE_STATUS: Record<WaitListFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  NOT_ALLOWED: STATUS.BAD_REQUEST,
  ALREADY: 409,
  FULL: 409,
  NOT_WAITING: 409,
}

function callerOf(request: FastifyRequest): Caller {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

function answer<T>(request: FastifyRequest, result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: wlm(request.ctx.lang, result.key, result.vars), errorCode: `WAIT_LIST_${result.reason}` })
}

export const waitListRoutes: FastifyPluginAsync<{ waitList: WaitListService }> = async (app, { waitList }) => {
  app.get('/pub/v1/wait_list/rule', { config: { auth: 'public' } }, async (request) => ok(waitList.rule(request.ctx.lang)))

  app.post<{ Body: Static<typeof JoinBody> }>('/buyer/v1/wait_list', { schema: { body: JoinBody } }, async (request) => answer(request, await waitList.join(callerOf(request), request.body)))

  app.get('/buyer/v1/wait_list', async (request) => ok(await waitList.mine(callerOf(request))))

  app.post<{ Params: Static<typeof EntryParams> }>('/buyer/v1/wait_list/:entryId/cancel', { schema: { params: EntryParams } }, async (request) =>
    answer(request, await waitList.cancel(callerOf(request), request.params.entryId)),
  )
}

/**
 * Vote routes. Public (pub): one vote with its options as a guest sees it. Behind the auth hook: the
 * same vote with the buyer's ballot of this period, and casting a ballot. Refusals answer in the request's language as a toast;
 * "not open" and "voted already" are 409 so the app tells them from bad input.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { CastBody, VoteParams, ViewResponse } from './schema.js'
import type { Caller, Outcome, VoteFailureReason, VotesService } from './service.js'
import { buyerOf } from '../../http/callers.js'

const FAILURE_STATUS: Record<VoteFailureReason, number> = {
  NOT_FOUND: STATUS.NOT_FOUND,
  BAD_REQUEST: STATUS.BAD_REQUEST,
  NOT_OPEN: 409,
  ALREADY_VOTED: 409,
}

/** A guest on the public route (public routes carry no user: the buyer route answers with the ballot). */
function publicCaller(request: FastifyRequest): Caller {
  const merchant = merchantOf(request)
  const { lang } = request.ctx
  return { merchantId: merchant.merchantId, userId: null, lang, fallback: merchant.defaultLang ?? lang }
}

function answer<T>(result: Outcome<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: FAILURE_STATUS[result.reason], mode: 'toast', comments: result.message, errorCode: `VOTE_${result.reason}` })
}

export const votesRoutes: FastifyPluginAsync<{ votes: VotesService }> = async (app, { votes }) => {
  app.get<{ Params: VoteParams }>('/pub/v1/votes/:voteId', { preHandler: requireMerchant, schema: { params: VoteParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(await votes.detail(publicCaller(request), request.params.voteId)),
  )

  // The same vote for a logged-in buyer: with their ballot of this period, and the results it unlocks.
  app.get<{ Params: VoteParams }>('/buyer/v1/votes/:voteId', { schema: { params: VoteParams, response: { 200: ViewResponse } } }, async (request) =>
    answer(await votes.detail(buyerOf(request), request.params.voteId)),
  )

  app.post<{ Params: VoteParams; Body: CastBody }>('/buyer/v1/votes/:voteId/ballots', { schema: { params: VoteParams, body: CastBody, response: { 200: ViewResponse } } }, async (request) =>
    answer(await votes.cast(buyerOf(request), request.params.voteId, request.body.optionId)),
  )
}

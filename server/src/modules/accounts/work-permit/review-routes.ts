/**
 * The merchant's review of work-permit applications (prefix /api): the venue staff's x-staff-token, as
 * at check-in, authenticates and decides the merchant (a merchant-id header cannot widen what a token
 * sees). Not buyer routes and not `pub` ones.
 */
import type { Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ACCOUNT_STATUS } from '../../../../../types/accounts.js'
import { envelopeSchema } from '../../../http/envelope.js'
import { envelopeFor } from '../http.js'
import type { AccountsModule } from '../index.js'
import { failure } from '../outcome.js'
import { WorkPermitReviewBody, WorkPermitReviewItemSchema, WorkPermitReviewListSchema, WorkPermitReviewParams, WorkPermitReviewQuery } from './schema.js'

export const workPermitReviewRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { workPermitReview } = accounts
  const lang = (r: FastifyRequest) => r.ctx.lang

  const reviewerOf = (request: FastifyRequest) => {
    const raw = request.headers['x-staff-token']
    const header = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    return workPermitReview.reviewerOf(header || undefined)
  }
  const reviewerRequired = () => failure(ACCOUNT_STATUS.REVIEWER_UNAUTHORIZED, 'review.unauthorized', { mode: 'alert' })

  app.get<{ Querystring: Static<typeof WorkPermitReviewQuery> }>(
    '/staff/v1/work_permits',
    { config: { auth: 'public' }, schema: { querystring: WorkPermitReviewQuery, response: { 200: envelopeSchema(WorkPermitReviewListSchema) } } },
    async (request) => {
      const reviewer = await reviewerOf(request)
      if (!reviewer) return envelopeFor(lang(request), reviewerRequired())
      return envelopeFor(lang(request), await workPermitReview.list(reviewer, request.query))
    },
  )
  app.post<{ Params: Static<typeof WorkPermitReviewParams>; Body: Static<typeof WorkPermitReviewBody> }>(
    '/staff/v1/work_permits/:applicationId/review',
    {
      config: { auth: 'public' },
      schema: { params: WorkPermitReviewParams, body: WorkPermitReviewBody, response: { 200: envelopeSchema(WorkPermitReviewItemSchema) } },
    },
    async (request) => {
      const reviewer = await reviewerOf(request)
      if (!reviewer) return envelopeFor(lang(request), reviewerRequired())
      return envelopeFor(lang(request), await workPermitReview.decide(reviewer, request.params.applicationId, request.body))
    },
  )
}

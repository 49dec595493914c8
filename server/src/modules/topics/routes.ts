/** Topic-activity route (public): one topic with its shows, coupon templates and votes, in the request's language. */
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { localeFor } from '../catalog/present.js'
import { TopicParams, TopicResponse } from './schema.js'
import type { TopicsService } from './service.js'

export const topicsRoutes: FastifyPluginAsync<{ topics: TopicsService }> = async (app, { topics }) => {
  app.get<{ Params: TopicParams }>('/pub/v1/topic_activities/:topicId', { preHandler: requireMerchant, schema: { params: TopicParams, response: { 200: TopicResponse } } }, async (request) => {
    const merchant = merchantOf(request)
    const result = await topics.detail(localeFor(merchant, request.ctx.lang), request.params.topicId)
    if (result.ok) return ok(result.value)
    return fail({ statusCode: STATUS.NOT_FOUND, mode: 'toast', comments: result.message, errorCode: 'TOPIC_NOT_FOUND' })
  })
}

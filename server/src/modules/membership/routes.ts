/**
 * Membership routes (spec accounts §7): public levels and rules; buyer current level, pop settings
 * and the no-longer-remind calls, points summary, points about to expire, and the paged point and
 * growth records.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { requireMerchant } from '../../http/merchant.js'
import { membershipText } from './messages.js'
import type { Member, MembershipResult, MembershipService } from './service.js'
import { viewerOf } from '../../http/callers.js'

const PageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
type PageQuery = Static<typeof PageQuery>

function memberOf(request: FastifyRequest): Member {
  return { ...viewerOf(request), userId: userOf(request).userId }
}

function answer<T>(request: FastifyRequest, result: MembershipResult<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: STATUS.NOT_FOUND, mode: 'toast', comments: membershipText(request.ctx.lang, result.failure), errorCode: 'MEMBERSHIP_NONE' })
}

export const membershipRoutes: FastifyPluginAsync<{ membership: MembershipService }> = async (app, { membership }) => {
  const pre = { preHandler: requireMerchant }
  const paged = { ...pre, schema: { querystring: PageQuery } }
  app.get('/pub/v3/prime/levels', pre, async (request) => ok(await membership.levels(viewerOf(request))))
  app.get('/buyer/v3/current_level', pre, async (request) => answer(request, await membership.currentLevel(memberOf(request))))
  app.get('/buyer/v3/prime/query_pop_setting', pre, async (request) => ok(await membership.popSetting(memberOf(request))))
  app.put('/buyer/v3/prime/no_longer_remind_user_level_upgrade', pre, async (request) => ok(await membership.noLongerRemindLevelUp(memberOf(request))))
  app.put('/buyer/v3/prime/no_longer_remind_user_birthday', pre, async (request) => ok(await membership.noLongerRemindBirthday(memberOf(request))))
  app.get('/buyer/v3/point/summary', pre, async (request) => ok(await membership.pointSummary(memberOf(request))))
  app.get('/buyer/v3/point/be_about_to_expire_point', pre, async (request) => ok(await membership.aboutToExpire(memberOf(request))))
  app.get<{ Querystring: PageQuery }>('/buyer/v3/point/records', paged, async (request) =>
    ok(await membership.pointRecords(memberOf(request), request.query.pageIndex, request.query.pageSize)),
  )
  app.get<{ Querystring: PageQuery }>('/buyer/v3/growth/records', paged, async (request) =>
    ok(await membership.growthRecords(memberOf(request), request.query.pageIndex, request.query.pageSize)),
  )
}

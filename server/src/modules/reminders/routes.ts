/**
 * Sale-start reminder routes:
 * GET    /pub/v1/sale_reminders/templates — the subscribe-message templates the app asks the buyer for;
 * POST   /buyer/v1/sale_reminders         — record (or replace) the buyer's reminder for a show;
 * GET    /buyer/v1/sale_reminders/:showId — the buyer's reminder for the show, or null;
 * DELETE /buyer/v1/sale_reminders/:showId — forget it.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { reminderText } from './messages.js'
import { ReminderBody, ReminderResponse, ReminderStateResponse, ShowParams, TemplatesResponse } from './schema.js'
import type { Buyer, ReminderFailure, RemindersService } from './service.js'

export interface RemindersRoutesOptions {
  reminders: RemindersService
  now?: () => Date
}

const buyerOf = (request: FastifyRequest): Buyer => ({ merchantId: merchantOf(request).merchantId, userId: userOf(request).userId })

function refuse(request: FastifyRequest, failure: ReminderFailure) {
  const notFound = failure === 'showNotFound' || failure === 'sessionNotFound'
  return fail({ statusCode: notFound ? STATUS.NOT_FOUND : STATUS.BAD_REQUEST, mode: 'toast', comments: reminderText(request.ctx.lang, failure), errorCode: `REMINDER_${failure.toUpperCase()}` })
}

export const remindersRoutes: FastifyPluginAsync<RemindersRoutesOptions> = async (app, { reminders, now = () => new Date() }) => {
  const pre = { preHandler: requireMerchant }
  app.get('/pub/v1/sale_reminders/templates', { ...pre, schema: { response: { 200: TemplatesResponse } } }, async () => ok(reminders.templates()))

  app.post<{ Body: ReminderBody }>('/buyer/v1/sale_reminders', { ...pre, schema: { body: ReminderBody, response: { 200: ReminderResponse } } }, async (request) => {
    const result = await reminders.remind(buyerOf(request), request.body, now())
    return result.ok ? ok(result.value) : refuse(request, result.failure)
  })

  app.get<{ Params: ShowParams }>('/buyer/v1/sale_reminders/:showId', { ...pre, schema: { params: ShowParams, response: { 200: ReminderStateResponse } } }, async (request) => {
    const result = await reminders.reminderOf(buyerOf(request), request.params.showId)
    return result.ok ? ok(result.value) : refuse(request, result.failure)
  })

  app.delete<{ Params: ShowParams }>('/buyer/v1/sale_reminders/:showId', { ...pre, schema: { params: ShowParams, response: { 200: ReminderStateResponse } } }, async (request) => {
    await reminders.cancel(buyerOf(request), request.params.showId)
    return ok(null)
  })
}

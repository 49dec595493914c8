/**
 * Sale-start reminder routes:
 * GET    /pub/v1/sale_reminders/options   — the subscribe-message templates the app asks the buyer for,
 *                                          and the lead times it offers;
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
import { OptionsResponse, ReminderBody, ReminderResponse, ReminderStateResponse, ShowParams } from './schema.js'
import type { Buyer, ReminderFailure, RemindersService } from './service.js'

export interface RemindersRoutesOptions {
  reminders: RemindersService
  /** Clock in epoch ms (tests set it relative to a show's sale time); default Date.now. */
  now?: () => number
}

const buyerOf = (request: FastifyRequest): Buyer => ({ merchantId: merchantOf(request).merchantId, userId: userOf(request).userId })

function refuse(request: FastifyRequest, failure: ReminderFailure) {
  const notFound = failure === 'showNotFound' || failure === 'sessionNotFound'
  return fail({ statusCode: notFound ? STATUS.NOT_FOUND : STATUS.BAD_REQUEST, mode: 'toast', comments: reminderText(request.ctx.lang, failure), errorCode: `REMINDER_${failure.toUpperCase()}` })
}

export const remindersRoutes: FastifyPluginAsync<RemindersRoutesOptions> = async (app, { reminders, now = Date.now }) => {
  const pre = { preHandler: requireMerchant }
  app.get('/pub/v1/sale_reminders/options', { ...pre, schema: { response: { 200: OptionsResponse } } }, async () => ok(reminders.options()))

  app.post<{ Body: ReminderBody }>('/buyer/v1/sale_reminders', { ...pre, schema: { body: ReminderBody, response: { 200: ReminderResponse } } }, async (request) => {
    const result = await reminders.remind(buyerOf(request), request.body, new Date(now()))
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

/**
 * Announcement routes:
 * GET  /pub/v1/announcements/popups   — live popup notices of the page (a guest's app filters its own reads);
 * GET  /pub/v1/announcements/:id      — one live announcement (/announce/:id);
 * GET  /buyer/v1/announcements/popups — the same popups minus those the buyer has read;
 * POST /buyer/v1/announcement_reads   — the buyer closed a popup: the receipt (idempotent).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { noticeText } from './messages.js'
import { NoticeParams, NoticeResponse, PopupQuery, PopupsResponse, ReadBody, ReadResponse } from './schema.js'
import type { AnnouncementsService, Buyer, NoticeFailure, Reader } from './service.js'

export interface AnnouncementsRoutesOptions {
  notices: AnnouncementsService
  now: () => number
}

const readerOf = (request: FastifyRequest): Reader => {
  const m = merchantOf(request)
  return { merchantId: m.merchantId, lang: request.ctx.lang, fallback: m.defaultLang }
}
const buyerOf = (request: FastifyRequest): Buyer => ({ merchantId: merchantOf(request).merchantId, userId: userOf(request).userId })

function refuse(request: FastifyRequest, failure: NoticeFailure) {
  const statusCode = failure === 'notFound' ? STATUS.NOT_FOUND : STATUS.BAD_REQUEST
  return fail({ statusCode, mode: 'toast', comments: noticeText(request.ctx.lang, failure), errorCode: `NOTICE_${failure.toUpperCase()}` })
}

export const announcementsRoutes: FastifyPluginAsync<AnnouncementsRoutesOptions> = async (app, { notices, now }) => {
  const pre = { preHandler: requireMerchant }
  const popups = (request: FastifyRequest<{ Querystring: PopupQuery }>, buyer: Buyer | null) =>
    notices.popups(readerOf(request), buyer, request.query.showId ?? null, new Date(now())).then((list) => ok({ list }))

  app.get<{ Querystring: PopupQuery }>('/pub/v1/announcements/popups', { ...pre, schema: { querystring: PopupQuery, response: { 200: PopupsResponse } } }, (request) =>
    popups(request, null),
  )
  app.get<{ Params: NoticeParams }>('/pub/v1/announcements/:id', { ...pre, schema: { params: NoticeParams, response: { 200: NoticeResponse } } }, async (request) => {
    const result = await notices.detail(readerOf(request), request.params.id, new Date(now()))
    return result.ok ? ok(result.value) : refuse(request, result.failure)
  })
  app.get<{ Querystring: PopupQuery }>('/buyer/v1/announcements/popups', { ...pre, schema: { querystring: PopupQuery, response: { 200: PopupsResponse } } }, (request) =>
    popups(request, buyerOf(request)),
  )
  app.post<{ Body: ReadBody }>('/buyer/v1/announcement_reads', { ...pre, schema: { body: ReadBody, response: { 200: ReadResponse } } }, async (request) => {
    const result = await notices.markRead(buyerOf(request), request.body, new Date(now()))
    return result.ok ? ok(result.value) : refuse(request, result.failure)
  })
}

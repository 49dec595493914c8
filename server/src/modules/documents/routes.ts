/**
 * Documents routes (public: a `pub` segment; merchant scoped, localised):
 * GET /pub/v1/documents/:docId — one published document (title and paragraphs) of the merchant.
 */
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { documentNotFound } from './messages.js'
import { DocumentParams, DocumentResponse } from './schema.js'
import type { DocumentsService } from './service.js'

export const documentsRoutes: FastifyPluginAsync<{ documents: DocumentsService }> = async (app, { documents }) => {
  app.get<{ Params: DocumentParams }>(
    '/pub/v1/documents/:docId',
    { preHandler: requireMerchant, schema: { params: DocumentParams, response: { 200: DocumentResponse } } },
    async (request) => {
      const m = merchantOf(request)
      const lang = request.ctx.lang
      const doc = await documents.document({ merchantId: m.merchantId, lang, fallback: m.defaultLang }, request.params.docId)
      return doc ? ok(doc) : fail({ statusCode: STATUS.NOT_FOUND, comments: documentNotFound(lang), errorCode: 'DOCUMENT_NOT_FOUND' })
    },
  )
}

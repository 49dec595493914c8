/** GET /pub/v1/customer_service?bizShowId= — the entry button's settings and whether it is within hours now. */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import type { CustomerServiceEntry } from '../../../../types/announcements.js'
import { envelopeSchema, fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { serviceText } from './messages.js'
import type { CustomerServiceService } from './service.js'

const EntryQuery = Type.Object({ bizShowId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })) })
type EntryQuery = Static<typeof EntryQuery>

const EntrySchema = Type.Object({
  supportOnlineCustomer: Type.Boolean(),
  supportOnlineAndTelCustomer: Type.Boolean(),
  onlineConfig: Type.Union([
    Type.Object({ supplierType: Type.String(), jumpUrl: Type.String(), seatGroup: Type.String(), onlineCustomerId: Type.String() }),
    Type.Null(),
  ]),
  customerServiceTelephone: Type.String(),
  companyWechatEnabled: Type.Boolean(),
  workTimeConfigs: Type.Array(Type.Object({ weekday: Type.Integer(), start: Type.String(), end: Type.String() })),
  timeZone: Type.String(),
  withinWorkTime: Type.Boolean(),
  outsideMessage: Type.String(),
})
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof EntrySchema>, CustomerServiceEntry>>(true)

export const customerServiceRoutes: FastifyPluginAsync<{ service: CustomerServiceService; now: () => number }> = async (app, { service, now }) => {
  app.get<{ Querystring: EntryQuery }>(
    '/pub/v1/customer_service',
    { preHandler: requireMerchant, schema: { querystring: EntryQuery, response: { 200: envelopeSchema(EntrySchema) } } },
    async (request) => {
      const { lang } = request.ctx
      const result = await service.entry(merchantOf(request).merchantId, lang, request.query.bizShowId ?? null, new Date(now()))
      return result.ok ? ok(result.value) : fail({ statusCode: STATUS.NOT_FOUND, mode: 'toast', comments: serviceText(lang, 'notFound'), errorCode: 'CUSTOMER_SERVICE_NOT_FOUND' })
    },
  )
}

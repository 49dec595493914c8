/** Shop routes: schema + delegate to the service. */
import type { FastifyPluginAsync } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { t } from '../../i18n/messages.js'
import { ShopConfigsQuery, ShopConfigsResponse } from './schema.js'
import type { ShopService } from './service.js'

export interface ShopRoutesOptions {
  shopService: ShopService
}

export const shopRoutes: FastifyPluginAsync<ShopRoutesOptions> = async (app, { shopService }) => {
  app.get<{ Querystring: ShopConfigsQuery }>(
    '/home/pub/v5/shop/configs',
    { schema: { querystring: ShopConfigsQuery, response: { 200: ShopConfigsResponse } }, preHandler: requireMerchant },
    async (request) => {
      const { lang } = request.ctx
      const result = await shopService.getShopConfig(merchantOf(request).merchantId, lang)
      if (!result.ok) return fail({ statusCode: STATUS.NOT_FOUND, comments: t(lang, 'merchant.notFound') })
      return ok(result.config)
    },
  )
}

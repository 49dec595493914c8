/**
 * Combo reads, public like the show detail they hang off (a `pub` segment): a show's activities (the
 * tied sale list and the show detail's entry) and one activity (the combo page). Buying goes through
 * the ticket order path: POST buyer/v1/promotions/:promotionId/pre_order, then create_order with
 * promotionId and promotionSets (orders/promotion.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import type { ComboActivity, ComboList } from '../../../../types/combos.js'
import type { Db } from '../../db/client.js'
import { fail, ok } from '../../http/envelope.js'
import { requireMerchant } from '../../http/merchant.js'
import { om } from '../orders/messages.js'
import type { Words } from '../products/present.js'
import { presentCombo } from './present.js'
import { comboOpen, combosOfShow, findCombo, partsOf } from './repository.js'

const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
const ShowParams = Type.Object({ showId: Id })
const PromotionParams = Type.Object({ promotionId: Id })

function wordsOf(request: FastifyRequest): Words & { merchantId: string } {
  const { lang, merchant, merchantId } = request.ctx
  return { merchantId: merchantId ?? '', lang, fallback: merchant?.defaultLang ?? lang }
}

export const combosRoutes: FastifyPluginAsync<{ db: Db; now: () => number }> = async (app, { db, now }) => {
  const pre = { preHandler: requireMerchant }

  app.get<{ Params: Static<typeof ShowParams> }>('/pub/v1/shows/:showId/combos', { ...pre, schema: { params: ShowParams } }, async (request) => {
    const w = wordsOf(request)
    const t = now()
    const activities: ComboActivity[] = []
    // Only activities that sell now are listed; one whose part is gone is left out.
    for (const row of await combosOfShow(db, w.merchantId, request.params.showId)) {
      if (!comboOpen(row, t)) continue
      const view = await presentCombo(db, w, row, await partsOf(db, w.merchantId, row.promotionId), true)
      if (view) activities.push(view)
    }
    const list: ComboList = { showId: request.params.showId, activities }
    return ok(list)
  })

  app.get<{ Params: Static<typeof PromotionParams> }>('/pub/v1/combos/:promotionId', { ...pre, schema: { params: PromotionParams } }, async (request) => {
    const w = wordsOf(request)
    const row = await findCombo(db, w.merchantId, request.params.promotionId)
    const view = row ? await presentCombo(db, w, row, await partsOf(db, w.merchantId, row.promotionId), comboOpen(row, now())) : null
    if (!view) return fail({ statusCode: STATUS.NOT_FOUND, comments: om(request.ctx.lang, 'promotion.notFound'), errorCode: 'ORDER_NOT_FOUND' })
    return ok(view)
  })
}

/**
 * Merchant resolution: the merchant comes from the merchant-id header or the merchantId query
 * (header wins, see context.ts); merchant-scoped routes add `requireMerchant` as a preHandler.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { STATUS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import type { ShopConfig } from '../../../types/shop.js'
import { t } from '../i18n/messages.js'
import { fail } from './envelope.js'

/** What every request may need to know about its merchant (loaded once per request). */
export interface MerchantSummary {
  merchantId: string
  defaultLang: Lang
  languages: Lang[]
  shopStatus: ShopConfig['shopStatus']
  /** Which language's content a request language is served (shop config contentSettingInfos); none when absent. */
  contentSettingInfos?: ShopConfig['contentSettingInfos']
}

export type MerchantLookup = (merchantId: string) => Promise<MerchantSummary | null>

const MERCHANT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/

/** Ids that cannot exist are "unknown" without asking the database. */
export function isPlausibleMerchantId(id: string): boolean {
  return MERCHANT_ID_RE.test(id)
}

/** preHandler: answer 400 when no merchant is given and 404 when it is unknown, in the request's language. */
export async function requireMerchant(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { merchantId, merchant, lang } = request.ctx
  if (!merchantId) {
    return reply.send(fail({ statusCode: STATUS.BAD_REQUEST, comments: t(lang, 'merchant.missing') }))
  }
  if (!merchant) {
    return reply.send(fail({ statusCode: STATUS.NOT_FOUND, comments: t(lang, 'merchant.notFound') }))
  }
}

/** The merchant of a request that passed requireMerchant. */
export function merchantOf(request: FastifyRequest): MerchantSummary {
  const m = request.ctx.merchant
  if (!m) throw new Error('merchantOf() on a route without requireMerchant')
  return m
}

/**
 * Who is asking, as the route modules hand it to their services: a visitor of the request's shop in
 * its language (with the shop's default language to fall back on), or the logged-in buyer (the shop
 * of their token); and a request header's trimmed value. One place, so every module reads them alike.
 */
import type { FastifyRequest } from 'fastify'
import type { Lang } from '../../../types/lang.js'
import { userOf } from './auth.js'
import { merchantOf } from './merchant.js'

export interface RequestViewer {
  merchantId: string
  lang: Lang
  fallback: Lang
}

export interface RequestBuyer extends RequestViewer {
  userId: string
}

/** The visitor of the request's shop (behind requireMerchant). */
export function viewerOf(request: FastifyRequest): RequestViewer {
  const m = merchantOf(request)
  return { merchantId: m.merchantId, lang: request.ctx.lang, fallback: m.defaultLang }
}

/** The logged-in buyer (behind the auth hook): their token's shop and user. */
export function buyerOf(request: FastifyRequest): RequestBuyer {
  const user = userOf(request)
  const { lang, merchant } = request.ctx
  return { merchantId: user.merchantId, userId: user.userId, lang, fallback: merchant?.defaultLang ?? lang }
}

/** A header's first value, trimmed; undefined when absent or blank. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name]
  const s = Array.isArray(v) ? v[0] : v
  return s && s.trim() ? s.trim() : undefined
}

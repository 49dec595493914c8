/**
 * The API's own answers, asked for while a page's HTML is served (issue 16: the first screen on a
 * phone). The first screen is drawn from them (markup.ts), and those the app asks for first are written
 * into the page as its boot data (`<script type="application/json" id="boot-data">`): the app's request
 * module (src/request/client.ts, `prefetched`) answers a call from this data once, only when its
 * merchant, language, path and own parameters are exactly those written here; anything else (a saved
 * city, another language, a later call) goes to the network as before.
 *
 * The answers go through `inject` with the same query the app sends, so they are exactly what the app
 * would get. Only 200 envelopes with a success status count.
 */
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, isSuccessStatus } from '../../../../types/api.js'
import type { Lang } from '../../../../types/lang.js'
import { mapLang } from '../lang.js'

/** The shop config call, as the app makes it at launch. */
export const SHOP_CONFIG = { path: 'home/pub/v5/shop/configs', params: { configTypeEnum: 'ALL' } }

/** What the page carries: envelopes by bootKey. */
export interface BootData {
  responses: Record<string, unknown>
}

export interface Envelope<T> {
  statusCode: number
  data: T
}

/**
 * The key the app's request module looks an answer up by: merchant, language, then its call key
 * (src/request/params.ts callKey: the path and the call's own parameters, sorted, as JSON).
 */
export function bootKey(merchantId: string, lang: string, path: string, params: Record<string, string>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]])
  return `${merchantId}|${lang}|${path}?${JSON.stringify(sorted)}`
}

/** One merchant and language's calls; `keep` marks an answer for the page's boot data. */
export interface Answers {
  get<T>(path: string, params?: Record<string, string>, opts?: { keep?: boolean }): Promise<Envelope<T> | undefined>
  /** The kept answers, keyed for the app's request module. */
  boot(): BootData
}

export function answersFor(app: FastifyInstance, merchantId: string, lang: Lang): Answers {
  const kept: Record<string, unknown> = {}
  return {
    async get<T>(path: string, params: Record<string, string> = {}, opts: { keep?: boolean } = {}) {
      const query = new URLSearchParams({ ...params, lang, merchantId, terminalSrc: 'H5', src: 'H5' })
      const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/${path}?${query}`, headers: { 'merchant-id': merchantId } })
      if (res.statusCode !== 200) return undefined
      const envelope = JSON.parse(res.body) as Envelope<T>
      if (!isSuccessStatus(envelope.statusCode)) return undefined
      if (opts.keep) kept[bootKey(merchantId, lang, path, params)] = envelope
      return envelope
    },
    boot: () => ({ responses: kept }),
  }
}

/** An image path of this origin (the API's posters), never another host's or a protocol-relative one. */
export function ownImage(image: unknown): string | undefined {
  return typeof image === 'string' && image.startsWith('/') && !image.startsWith('//') ? image : undefined
}

/**
 * The shop's default language (its config's defaultLang), the language the app settles on when the
 * buyer has not chosen one; undefined for an unknown merchant. The config is asked for in zh-CN: which
 * language it is asked in does not change its default.
 */
export async function shopDefaultLang(app: FastifyInstance, merchantId: string): Promise<Lang | undefined> {
  const config = await answersFor(app, merchantId, 'zh-CN').get<{ defaultLang?: string }>(SHOP_CONFIG.path, SHOP_CONFIG.params)
  return mapLang(config?.data.defaultLang)
}

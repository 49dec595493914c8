/**
 * The home page's first answers, written into its HTML (issue 16: the first screen on a phone).
 *
 * Before, a phone opening `/` fetched the HTML, then the scripts, ran them, and only then asked in turn
 * for the shop config, the shop's cities and the home layout (the layout waits for the city), before
 * the first poster could even be requested: four round trips after the scripts, on a slow network
 * most of the time to the first show. Now the server answers those three public GETs itself while it
 * serves `/` and writes the envelopes into the page (`<script type="application/json" id="boot-data">`),
 * and names the layout's first banner image in a `preload` link so the browser fetches it beside the
 * scripts. The app's request module (src/request/client.ts, `prefetched`) answers a call from this
 * data once, only when its merchant, language, path and own parameters are exactly those written here;
 * anything else (a saved city, another language, a later call) goes to the network as before.
 *
 * The answers are the API's own (through `inject`, with the same query the app sends), kept for a few
 * seconds per merchant and language, so a crowd opening the home page costs one set of calls, not one
 * per visitor. Only 200 envelopes with a success status are written.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_PREFIX, isSuccessStatus } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import type { SiteList } from '../../../types/catalog.js'
import { pickCity } from '../../../types/sites.js'
import { mapLang } from './lang.js'

/** What the page carries: envelopes by bootKey. */
export interface BootData {
  responses: Record<string, unknown>
}

export interface HomeBoot {
  /** JSON for the data block, safe inside <script> (no `<`). */
  json: string
  /** The first banner image of the home layout, for a preload link. */
  preloadImage?: string
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

const CONFIG = { path: 'home/pub/v5/shop/configs', params: { configTypeEnum: 'ALL' } }
const SITES = { path: 'home/pub/v3/sites', params: {} }
const LAYOUTS = 'home/pub/v5/layouts'

interface Options {
  /** The merchant the H5 build opens without ?merchantId= (its MERCHANT_ID). */
  defaultMerchantId: string
  ttlMs?: number
  now?: () => number
}

export function createHomeBootData(app: FastifyInstance, opts: Options) {
  const ttlMs = opts.ttlMs ?? 5_000
  const now = opts.now ?? Date.now
  const cache = new Map<string, { at: number; value: Promise<HomeBoot | undefined> }>()

  async function call(merchantId: string, lang: Lang, path: string, params: Record<string, string>) {
    const query = new URLSearchParams({ ...params, lang, merchantId, terminalSrc: 'H5', src: 'H5' })
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/${path}?${query}`, headers: { 'merchant-id': merchantId } })
    if (res.statusCode !== 200) return undefined
    const envelope = JSON.parse(res.body) as { statusCode: number; data: unknown }
    return isSuccessStatus(envelope.statusCode) ? envelope : undefined
  }

  async function build(merchantId: string, lang: Lang): Promise<HomeBoot | undefined> {
    const responses: Record<string, unknown> = {}
    const [config, sites] = await Promise.all([
      call(merchantId, lang, CONFIG.path, CONFIG.params),
      call(merchantId, lang, SITES.path, SITES.params),
    ])
    if (!config) return undefined
    responses[bootKey(merchantId, lang, CONFIG.path, CONFIG.params)] = config
    if (sites) responses[bootKey(merchantId, lang, SITES.path, SITES.params)] = sites
    // The city the app settles on for a buyer without a saved one.
    const cityId = sites ? pickCity(sites.data as SiteList) : undefined
    let preloadImage: string | undefined
    if (cityId) {
      const params = { page: 'HOME', cityId }
      const layout = await call(merchantId, lang, LAYOUTS, params)
      if (layout) {
        responses[bootKey(merchantId, lang, LAYOUTS, params)] = layout
        preloadImage = firstBannerImage(layout.data)
      }
    }
    // `<` written as \u003c: the JSON can never close the script element or open a comment.
    const json = JSON.stringify({ responses } satisfies BootData).replace(/</g, '\\u003c')
    return { json, preloadImage }
  }

  return {
    /** The boot data for this request of `/`, or undefined when the page should go without. */
    forRequest(request: FastifyRequest): Promise<HomeBoot | undefined> {
      const query = request.query as Record<string, unknown>
      const merchantId = typeof query.merchantId === 'string' && /^\w{1,32}$/.test(query.merchantId) ? query.merchantId : opts.defaultMerchantId
      // Without ?lang= the app speaks the shop's default language after its config arrives; the first
      // config call goes in the phone's language, so nothing here would match it reliably.
      const lang = mapLang(query.lang)
      if (!lang || query.preview) return Promise.resolve(undefined)
      const key = `${merchantId}|${lang}`
      const hit = cache.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      const value = build(merchantId, lang).catch((err: unknown) => {
        request.log.warn({ err }, 'home boot data unavailable: the page loads its data itself')
        return undefined
      })
      if (cache.size > 200) cache.clear()
      cache.set(key, { at: now(), value })
      return value
    },
  }
}

function firstBannerImage(data: unknown): string | undefined {
  const components = (data as { components?: Array<{ componentType?: string; config?: { items?: Array<{ image?: string }> } }> } | null)?.components ?? []
  const image = components.find((c) => c.componentType === 'SLIDE_NAVIGATION')?.config?.items?.[0]?.image
  return typeof image === 'string' && image.startsWith('/') && !image.startsWith('//') ? image : undefined
}

/** The page with the boot data and the preload link written into its head. */
export function withBootData(html: string, boot: HomeBoot): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const preload = boot.preloadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(boot.preloadImage)}">` : ''
  const data = `<script type="application/json" id="boot-data">${boot.json}</script>`
  return html.replace('</head>', `${preload}${data}</head>`)
}

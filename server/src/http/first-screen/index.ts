/**
 * The first screen of the H5 pages a phone most often opens first (issue 16: the first screen under
 * 2 s on a phone): the home page (`/`), a show's detail page (`/content/:showId`) and its booking page
 * (`/booking/:showId`), asked for in a language (`?lang=`).
 *
 * Before, a phone showed nothing until the app's scripts (about 150 KB gzipped) had arrived and run and
 * the page had asked the API for its data. Now the server draws the top of that page into the HTML
 * from the API's own answers (pages.ts, markup.ts), preloads its largest image, and holds the app's
 * scripts and the page's chunks back until that screen has painted: the inline loader of src/index.html
 * starts them, in their order, once the screen's image has loaded and a frame has passed (at most
 * 1.5 s). Fetched beside the image they took the phone's bandwidth: Lighthouse's simulated phone put
 * the first paint at 2.1–3.8 s with them, 0.8 s without. The app removes the screen when its own page has drawn its content.
 * The home page also carries its first API answers as boot data (answers.ts).
 *
 * A page asked for without a language (a shared link, a QR code: the most common way in) is drawn in
 * the shop's default language, the one the app would settle on; the app starts in the language of the
 * screen it finds (src/boot), so its first calls match the boot data, and a buyer who chose another
 * language earlier in this tab sees the screen go at once (src/platform/first-screen.h5.ts).
 *
 * A screen is built per page, merchant, language (or "the shop's") and skin and kept for a few
 * seconds, so a crowd opening the same page costs one set of API calls. In preview, for an unknown
 * merchant or show, or when the API cannot answer, the page is served as built and the app starts as
 * before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Lang } from '../../../../types/lang.js'
import { mapLang } from '../lang.js'
import { answersFor, shopDefaultLang, type BootData } from './answers.js'
import type { SkinChoice } from './markup.js'
import { homeScreen, showScreen, type Screen } from './pages.js'

export interface FirstScreen extends Screen {
  /** The page's language (`<html lang>` before the app sets it). */
  lang: Lang
  /** JSON for the boot data block, safe inside <script> (no `<`); undefined when nothing is kept. */
  bootJson?: string
}

interface Options {
  /** The merchant the H5 build opens without ?merchantId= (its MERCHANT_ID). */
  defaultMerchantId: string
  ttlMs?: number
  now?: () => number
}

type Route = { page: 'home' } | { page: 'showDetail' | 'booking'; showId: string }

const SHOW_PATH = /^\/(content|booking)\/([\w-]{1,40})\/?$/

export function routeOf(urlPath: string): Route | undefined {
  if (urlPath === '/') return { page: 'home' }
  const match = SHOW_PATH.exec(urlPath)
  if (!match) return undefined
  return { page: match[1] === 'content' ? 'showDetail' : 'booking', showId: match[2]! }
}

export function createFirstScreens(app: FastifyInstance, opts: Options) {
  const ttlMs = opts.ttlMs ?? 5_000
  const now = opts.now ?? Date.now
  const cache = new Map<string, { at: number; value: Promise<FirstScreen | undefined> }>()

  async function build(route: Route, merchantId: string, asked: Lang | undefined, skin: SkinChoice): Promise<FirstScreen | undefined> {
    const lang = asked ?? (await shopDefaultLang(app, merchantId))
    if (!lang) return undefined
    const answers = answersFor(app, merchantId, lang)
    const screen = route.page === 'home' ? await homeScreen(answers, skin) : await showScreen(answers, route.page, route.showId, skin)
    if (!screen) return undefined
    return { ...screen, lang, bootJson: bootJson(answers.boot()) }
  }

  return {
    /** The first screen for this request, or undefined when the page should go as built. */
    forRequest(request: FastifyRequest): Promise<FirstScreen | undefined> {
      const route = routeOf(request.url.split('?')[0] ?? '/')
      const query = request.query as Record<string, unknown>
      const merchantId = typeof query.merchantId === 'string' && /^\w{1,32}$/.test(query.merchantId) ? query.merchantId : opts.defaultMerchantId
      // No (known) language asked for: the shop's default, which the app would settle on.
      const lang = mapLang(query.lang)
      if (!route || query.preview) return Promise.resolve(undefined)
      const skin: SkinChoice = query.theme === 'dark' || query.theme === 'light' ? query.theme : 'system'
      const key = `${route.page}|${'showId' in route ? route.showId : ''}|${merchantId}|${lang ?? 'shop'}|${skin}`
      const hit = cache.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      const value = build(route, merchantId, lang, skin).catch((err: unknown) => {
        request.log.warn({ err }, 'first screen unavailable: the page starts as built')
        return undefined
      })
      if (cache.size > 500) cache.clear()
      cache.set(key, { at: now(), value })
      return value
    },
  }
}

function bootJson(boot: BootData): string | undefined {
  return Object.keys(boot.responses).length ? scriptSafeJson(boot) : undefined
}

/** JSON with `<` written as \u003c: inside <script> it can never close the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The page with its first screen: its language on `<html>`, the image preload (the only fetch the head
 * starts), the boot data in the head, the screen at the top of the body, and the app's scripts taken
 * out of the page and named in `#app-scripts` (with the page's own chunks in `#app-chunks`) for the
 * loader of src/index.html, which starts them once the screen has painted. Nothing else is fetched
 * before that paint: on a phone's connection the scripts (about 150 KB gzipped) would share the
 * bandwidth with the page and its image and hold the first screen back.
 */
export function withFirstScreen(html: string, screen: FirstScreen, pageChunks: string[] = []): string {
  const scripts: string[] = []
  const held = html.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_all, src: string) => {
    scripts.push(src)
    return ''
  })
  // A build whose scripts are not the expected defer tags keeps them: the screen still shows first.
  const list = scripts.length ? `${jsonBlock('app-scripts', scripts)}${pageChunks.length ? jsonBlock('app-chunks', pageChunks) : ''}` : ''
  const preload = screen.preloadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(screen.preloadImage)}">` : ''
  const data = screen.bootJson ? `<script type="application/json" id="boot-data">${screen.bootJson}</script>` : ''
  return held
    .replace(/<html([^>]*)>/, (_all, attrs: string) => `<html${attrs.replace(/\s+lang="[^"]*"/, '')} lang="${attr(screen.lang)}">`)
    .replace('<head>', `<head>${preload}`).replace('</head>', `${data}${list}</head>`).replace('<body>', `<body>${screen.markup}`)
}

/** A JSON data block (never run: a content security policy does not govern it). */
const jsonBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`

/**
 * Each page's first screen from the API's own answers: the home page (the shop header, its search box
 * and the first banner of the HOME layout, for the city the app settles on) and a show's detail and
 * booking pages (the show's name and poster, or its name and venue). The home's first answers are
 * also kept for the app's boot data, so its first screen waits for no API round trip either.
 */
import type { SiteList } from '../../../../types/catalog.js'
import type { ShopConfig } from '../../../../types/shop.js'
import { pickCity } from '../../../../types/sites.js'
import { ownImage, SHOP_CONFIG, type Answers } from './answers.js'
import { bookingContent, frame, homeContent, showDetailContent, type ScreenPage, type SkinChoice } from './markup.js'

export interface Screen {
  /** The page's first screen (markup.ts frame). */
  markup: string
  /** Its largest image, fetched beside the scripts. */
  preloadImage?: string
}

const SITES = 'home/pub/v3/sites'
const LAYOUTS = 'home/pub/v5/layouts'

interface LayoutComponent {
  componentType?: string
  config?: { items?: Array<{ image?: unknown }>; placeholder?: unknown; hotKeywords?: unknown }
}

export async function homeScreen(answers: Answers, skin: SkinChoice): Promise<Screen | undefined> {
  const [config, sites] = await Promise.all([
    answers.get<ShopConfig>(SHOP_CONFIG.path, SHOP_CONFIG.params, { keep: true }),
    answers.get<SiteList>(SITES, {}, { keep: true }),
  ])
  if (!config || !sites) return undefined
  // The city the app settles on for a buyer without a saved one.
  const cityId = pickCity(sites.data)
  const layout = await answers.get<{ components?: LayoutComponent[] }>(LAYOUTS, { page: 'HOME', cityId }, { keep: true })
  if (!layout) return undefined
  const components = layout.data?.components ?? []
  const search = components.find((c) => c.componentType === 'SEARCH_BAR')?.config
  const banner = ownImage(components.find((c) => c.componentType === 'SLIDE_NAVIGATION')?.config?.items?.[0]?.image)
  const content = homeContent({
    shopName: config.data.shopName ?? '',
    cityName: sites.data.list.find((s) => s.cityId === cityId)?.cityName ?? '',
    searchPlaceholder: search ? String(search.placeholder ?? '') : undefined,
    hotKeywords: Array.isArray(search?.hotKeywords) ? search.hotKeywords.filter((k): k is string => typeof k === 'string') : [],
    banner,
  })
  return { markup: frame('home', config.data, skin, content), preloadImage: banner }
}

interface ShowStaticHead {
  showName?: string
  posterUrl?: unknown
  cityName?: string
  venueName?: string
}

export async function showScreen(answers: Answers, page: Exclude<ScreenPage, 'home'>, showId: string, skin: SkinChoice): Promise<Screen | undefined> {
  const [config, show] = await Promise.all([
    answers.get<ShopConfig>(SHOP_CONFIG.path, SHOP_CONFIG.params),
    answers.get<ShowStaticHead>(`show/pub/v5/show/${encodeURIComponent(showId)}/static`),
  ])
  if (!config || !show?.data?.showName) return undefined
  const head = { showName: show.data.showName, poster: ownImage(show.data.posterUrl), where: `${show.data.cityName ?? ''} · ${show.data.venueName ?? ''}` }
  if (page === 'booking') return { markup: frame(page, config.data, skin, bookingContent(head)) }
  return { markup: frame(page, config.data, skin, showDetailContent(head)), preloadImage: head.poster }
}

/**
 * The first screen as plain HTML: what a phone shows while the app's scripts arrive and start. Each
 * page's screen is the top of that page as the app draws it (the same sizes, colours and texts, from
 * the same API answers), with its own small style sheet inline: the page's own CSS comes with the
 * app's code. It lies over the app (`#first-screen`, fixed, hidden from assistive technology, which
 * meets the app's page instead) until the app's page has drawn its own content and removes it
 * (src/platform/first-screen.h5.ts). Sizes follow the app's CSS: the home header and search box
 * (src/pages/list/list.css), the banner carousel (src/layouts/media), the show detail head
 * (src/packages/show/detail/index.css) and the booking head (src/packages/show/booking/index.css).
 */
import { PALETTES, shopColoursOf, themeColours, type Skin } from '../../../../types/palette.js'
import type { ShopConfig } from '../../../../types/shop.js'

export type ScreenPage = 'home' | 'showDetail' | 'booking'

/** The skin the app will draw: the one ?theme= forces, else the system's (prefers-color-scheme). */
export type SkinChoice = Skin | 'system'

export function text(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The palette and the merchant's colours as the app's page shell sets them (types/palette.ts). */
function skinVariables(config: ShopConfig | undefined, skin: Skin): string {
  const p = PALETTES[skin]
  const c = themeColours(skin, shopColoursOf(config, skin))
  return [
    `--bg:${p.bg}`,
    `--card:${p.card}`,
    `--text:${p.text}`,
    `--muted:${p.muted}`,
    `--chip:${p.chip}`,
    `--main:${c.mainColor}`,
    `--nav-text:${c.navigateTextColor}`,
    `--mixed:${c.mixedColor}`,
  ].join(';')
}

const CSS = [
  '#first-screen{position:fixed;top:0;bottom:0;left:0;right:0;z-index:10000;max-width:500px;margin:0 auto;overflow:hidden;background:var(--bg);color:var(--text)}',
  '.fs-hero{background:linear-gradient(135deg,var(--main) 40%,var(--mixed));border-radius:0 0 16px 16px;color:var(--nav-text);padding:16px 16px 18px}',
  '.fs-hero__shop{display:block;font-size:18px;font-weight:700;line-height:30px;margin-bottom:10px}',
  '.fs-hero__city{display:block;font-size:16px;font-weight:700;line-height:22px}',
  '.fs-search{margin:12px 12px 0;height:36px;line-height:36px;border-radius:18px;background:var(--card);color:var(--muted);font-size:15px;padding:0 14px;white-space:nowrap;overflow:hidden}',
  '.fs-chips{display:flex;gap:8px;margin:8px 12px 0;overflow:hidden}',
  '.fs-chip{flex-shrink:0;font-size:14px;line-height:20px;padding:2px 10px;border-radius:14px;background:var(--chip)}',
  '.fs-banner{display:block;width:calc(100% - 24px);height:150px;margin:12px 12px 0;border-radius:8px;object-fit:cover}',
  '.fs-head{display:flex;gap:14px;padding:16px 12px;background:var(--card)}',
  '.fs-head__poster{width:110px;height:147px;border-radius:8px;flex-shrink:0;object-fit:cover;background:var(--chip)}',
  '.fs-head__name{font-size:18px;font-weight:700;line-height:1.35;min-width:0}',
  '.fs-booking{padding:14px 16px 0}',
  '.fs-booking__title{display:block;font-size:17px;font-weight:600}',
  '.fs-booking__meta{display:block;font-size:13px;color:var(--muted);margin-top:4px}',
].join('')

/** The screen's frame: its style (per skin) and the page's own content. */
export function frame(page: ScreenPage, config: ShopConfig | undefined, skin: SkinChoice, content: string): string {
  const vars =
    skin === 'system'
      ? `#first-screen{${skinVariables(config, 'light')}}@media (prefers-color-scheme:dark){#first-screen{${skinVariables(config, 'dark')}}}`
      : `#first-screen{${skinVariables(config, skin)}}`
  return `<div id="first-screen" data-page="${page}" aria-hidden="true"><style>${vars}${CSS}</style>${content}</div>`
}

export interface HomeContent {
  shopName: string
  cityName: string
  searchPlaceholder?: string
  hotKeywords: string[]
  banner?: string
}

export function homeContent(c: HomeContent): string {
  const search =
    c.searchPlaceholder === undefined
      ? ''
      : `<div class="fs-search">⌕ ${text(c.searchPlaceholder)}</div>` +
        (c.hotKeywords.length ? `<div class="fs-chips">${c.hotKeywords.map((k) => `<span class="fs-chip">${text(k)}</span>`).join('')}</div>` : '')
  const banner = c.banner ? `<img class="fs-banner" src="${text(c.banner)}" alt="" fetchpriority="high">` : ''
  return `<div class="fs-hero"><span class="fs-hero__shop">${text(c.shopName)}</span><span class="fs-hero__city">${text(c.cityName)} ▾</span></div>${search}${banner}`
}

export interface ShowContent {
  showName: string
  poster?: string
  /** City and venue, as the booking head's meta line shows them. */
  where: string
}

export function showDetailContent(c: ShowContent): string {
  const poster = c.poster ? `<img class="fs-head__poster" src="${text(c.poster)}" alt="" fetchpriority="high">` : '<div class="fs-head__poster"></div>'
  return `<div class="fs-head">${poster}<div class="fs-head__name">${text(c.showName)}</div></div>`
}

export function bookingContent(c: ShowContent): string {
  return `<div class="fs-booking"><span class="fs-booking__title">${text(c.showName)}</span><span class="fs-booking__meta">${text(c.where)}</span></div>`
}

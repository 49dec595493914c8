/** Turning catalog rows into the localised shapes of types/catalog.ts (pure functions, no database). */
import type { CategoryRef, PriceInfo, ShowCard, ShowTag, TextPiece } from '../../../../types/catalog.js'
import { LANGS, type Lang } from '../../../../types/lang.js'
import { API_PREFIX } from '../../../../types/api.js'
import { pickTranslation, type Translations } from '../../i18n/translations.js'
import { ct, statusLabel } from './messages.js'
import type { CardRow, ShowRow } from './repository.js'
import { isIgnored } from './search-text.js'

/** Language of a response plus the merchant default its translations fall back to. */
export interface Locale {
  lang: Lang
  fallback: Lang
  merchantId: string
  /**
   * The language merchant content (names, descriptions, layout texts) is picked in, when the shop maps
   * the request language to another one (contentSettingInfos); `lang` otherwise. Our own wording
   * (status labels, price suffixes) stays in `lang`.
   */
  contentLang?: Lang
}

export const tr = (loc: Locale, value: Translations | null | undefined): string => pickTranslation(value, loc.contentLang ?? loc.lang, loc.fallback)

/** A language as shop settings may write it: a full tag, or the short forms of spec accounts §9 ('zh', 'en', 'zh-Hans', 'zh-Hant'). */
const LANG_ALIASES: Record<string, Lang> = { zh: 'zh-CN', 'zh-hans': 'zh-CN', en: 'en-US', 'zh-hant': 'zh-MO' }
function asLang(tag: string): Lang | undefined {
  const exact = LANGS.find((l) => l.toLowerCase() === tag.trim().toLowerCase())
  return exact ?? LANG_ALIASES[tag.trim().toLowerCase()]
}

/**
 * The content language for a request language under the shop's contentSettingInfos (source → target):
 * the first rule whose source is `lang` decides; unknown tags are ignored; no rule keeps `lang`.
 */
export function contentLangFor(settings: ReadonlyArray<{ source: string; target: string }> | undefined, lang: Lang): Lang {
  for (const rule of settings ?? []) {
    if (asLang(rule.source) !== lang) continue
    const target = asLang(rule.target)
    if (target) return target
  }
  return lang
}

/** The locale of a request to `merchant` in `lang`, content language included. */
export function localeFor(merchant: { merchantId: string; defaultLang: Lang; contentSettingInfos?: ReadonlyArray<{ source: string; target: string }> }, lang: Lang): Locale {
  const contentLang = contentLangFor(merchant.contentSettingInfos, lang)
  const loc: Locale = { lang, fallback: merchant.defaultLang, merchantId: merchant.merchantId }
  // Only when it differs, so unmapped requests keep the same (memo) key as before.
  if (contentLang !== lang) loc.contentLang = contentLang
  return loc
}

/** Currency sign printed before prices (the product shows RMB, spec core §9). */
export const CURRENCY_PREFIX = '¥'

/** Split cents for the UI; `suffix` follows minimum prices ('起' / 'up'). */
export function priceInfo(cents: number, suffix = ''): PriceInfo {
  return { prefix: CURRENCY_PREFIX, yuanNum: Math.floor(cents / 100), centNum: cents % 100, suffix, pending: false }
}

/**
 * The price a show card or detail shows (spec core §4): customPrice 0 hides it (null), -1 says 'price to
 * be determined', a positive customPrice replaces the minimum; free shows carry no price.
 */
export function showPriceInfo(show: ShowRow, which: 'min' | 'max', loc: Locale): PriceInfo | null {
  if (show.isFree || show.customPrice === 0) return null
  if (show.customPrice === -1) return { prefix: '', yuanNum: 0, centNum: 0, suffix: ct(loc.lang, 'price.tbd'), pending: true }
  if (show.customPrice !== null && show.customPrice > 0) return priceInfo(show.customPrice, which === 'min' ? ct(loc.lang, 'price.from') : '')
  const cents = which === 'min' ? show.minPriceCents : show.maxPriceCents
  return priceInfo(cents, which === 'min' && show.maxPriceCents > show.minPriceCents ? ct(loc.lang, 'price.from') : '')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A UTC instant as wall-clock parts in a zone `offset` minutes from UTC. */
function local(date: Date, offset: number) {
  const d = new Date(date.getTime() + offset * 60_000)
  return { y: d.getUTCFullYear(), m: pad(d.getUTCMonth() + 1), d: pad(d.getUTCDate()), hh: pad(d.getUTCHours()), mm: pad(d.getUTCMinutes()) }
}

/** '2026.12.05 19:30' for one day, '2026.12.05-12.07' for a run, '2026.12.30-2027.01.02' across years. */
export function formatShowDate(first: Date, last: Date, offset: number): string {
  const a = local(first, offset)
  const b = local(last, offset)
  if (a.y === b.y && a.m === b.m && a.d === b.d) return `${a.y}.${a.m}.${a.d} ${a.hh}:${a.mm}`
  return a.y === b.y ? `${a.y}.${a.m}.${a.d}-${b.m}.${b.d}` : `${a.y}.${a.m}.${a.d}-${b.y}.${b.m}.${b.d}`
}

/** 'UTC+08:00' */
export function localTimeTxt(offset: number): string {
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/**
 * Cut `text` into pieces, marking every occurrence of any folded term as HIGHLIGHT. Matching runs on the
 * folded text (search-text.ts), so "話劇雷" marks "話劇《雷" in 話劇《雷雨》: the punctuation inside a
 * match is marked with it.
 */
export function highlight(text: string, terms: string[]): TextPiece[] {
  const usable = terms.filter(Boolean)
  if (!usable.length || !text) return text ? [{ type: 'TEXT', value: text }] : []
  // The folded text, and for each of its code units the index of the character of `text` it came from.
  let folded = ''
  const origin: number[] = []
  for (let i = 0; i < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0)
    if (!isIgnored(char)) {
      const lower = char.toLowerCase()
      folded += lower
      for (let k = 0; k < lower.length; k++) origin.push(i)
    }
    i += char.length
  }
  const marks = new Array<boolean>(text.length).fill(false)
  for (const term of usable) {
    for (let i = folded.indexOf(term); i !== -1; i = folded.indexOf(term, i + 1)) {
      const from = origin[i] ?? 0
      const lastStart = origin[i + term.length - 1] ?? from
      const to = lastStart + String.fromCodePoint(text.codePointAt(lastStart) ?? 0).length
      for (let j = from; j < to; j++) marks[j] = true
    }
  }
  const pieces: TextPiece[] = []
  for (let i = 0; i < text.length; i++) {
    const type = marks[i] ? 'HIGHLIGHT' : 'TEXT'
    const lastPiece = pieces[pieces.length - 1]
    if (lastPiece && lastPiece.type === type) lastPiece.value += text[i]
    else pieces.push({ type, value: text[i] ?? '' })
  }
  return pieces
}

/** Our own poster for a show (generated SVG, see poster.ts). Relative to the API origin. */
const POSTER_PATH = `${API_PREFIX}/pub/poster/`

export function posterUrl(loc: Locale, showId: string): string {
  return `${POSTER_PATH}${encodeURIComponent(showId)}.svg?merchantId=${encodeURIComponent(loc.merchantId)}&lang=${loc.lang}`
}

export function showTags(show: ShowRow, loc: Locale): ShowTag[] {
  return show.showTags.map((t) => ({ type: t.type, title: tr(loc, t.title) }))
}

export function categoryRef(row: CardRow, loc: Locale): CategoryRef {
  return { code: row.show.backendCategory, displayName: row.category ? tr(loc, row.category.displayName) : row.show.backendCategory }
}

export function showDateText(show: ShowRow): string {
  return show.showDate ?? formatShowDate(show.firstShowTime, show.lastShowTime, show.utcOffset)
}

/** Spec core §3 "Show card". `terms` (search keywords) mark the matching parts of the names. */
export function toShowCard(row: CardRow, loc: Locale, terms: string[] = []): ShowCard {
  const { show } = row
  const showName = tr(loc, show.showName)
  const venueName = row.venue ? tr(loc, row.venue.name) : ''
  const date = showDateText(show)
  return {
    id: show.showId,
    showId: show.showId,
    posterUrl: posterUrl(loc, show.showId),
    showName,
    showNameArr: highlight(showName, terms),
    showDate: date,
    displayShowTime: date,
    firstShowTime: show.firstShowTime.toISOString(),
    venueName,
    venueNameArr: highlight(venueName, terms),
    cityId: show.cityId,
    cityName: row.city ? tr(loc, row.city.cityName) : '',
    backendCategory: categoryRef(row, loc),
    showDetailStatus: show.showDetailStatus,
    showStatusDisplay: statusLabel(show.showDetailStatus, loc.lang),
    showStatusDisplayLong: statusLabel(show.showDetailStatus, loc.lang, true),
    showTags: showTags(show, loc),
    advertise: false,
    isSensitive: false,
    isFree: show.isFree,
    soldOut: show.soldOut || show.showDetailStatus === 'SOLD_OUT',
    minOriginalPriceInfo: showPriceInfo(show, 'min', loc),
    seatPlanDisplayAdvance: false,
    seatPlanDisplayDesc: '',
    discountPrivilegeIds: [],
    supportPromotion: show.showTags.some((t) => t.type === 'MARKETING_TAG_COUPON'),
    discount: show.discount,
    distance: row.distance === null ? null : Math.round(row.distance),
  }
}

function isTranslations(value: object): value is Translations {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((k) => (LANGS as readonly string[]).includes(k))
}

/** Merchant-authored component config with every translation object picked for the request language. */
export function localiseConfig(value: unknown, loc: Locale): unknown {
  // Our own generated posters in a merchant's config (banners, goods) are drawn in the asked language,
  // like the posters of show cards (posterUrl).
  if (typeof value === 'string') return value.startsWith(POSTER_PATH) && !/[?&]lang=/.test(value) ? `${value}${value.includes('?') ? '&' : '?'}lang=${loc.lang}` : value
  if (Array.isArray(value)) return value.map((v) => localiseConfig(v, loc))
  if (value && typeof value === 'object') {
    if (isTranslations(value)) return tr(loc, value)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localiseConfig(v, loc)]))
  }
  return value
}

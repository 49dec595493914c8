/**
 * Language tags and the spec's mapping rules (core §2 page query, §9 constants; accounts §9).
 * The app speaks three languages; every other spelling is folded into one of them here and nowhere else.
 */
export const LANGS = ['zh-CN', 'zh-MO', 'en-US'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh-CN'

/** Short codes used by the shop config and the native shell. */
export type ShortLang = 'zh' | 'zh-MO' | 'en'

const SHORT_TO_LANG: Record<ShortLang, Lang> = { 'zh-MO': 'zh-MO', zh: 'zh-CN', en: 'en-US' }

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/**
 * The `lang` page/query parameter: zh-MO, zh and en map to zh-MO, zh-CN and en-US.
 * Full tags pass through; anything else is not a language we serve (undefined).
 */
export function langFromQuery(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined
  if (isLang(value)) return value
  return SHORT_TO_LANG[value as ShortLang]
}

/**
 * A system/browser language tag (navigator.language, wx.getSystemInfo().language):
 * zh-Hans and zh-CN → zh, en-US → en, zh-Hant → zh-MO; then the short code maps to our language.
 * Traditional-script regions (TW, HK, MO) read zh-MO's wording; other English tags read en-US.
 */
export function shortLangFromSystemTag(tag: string | null | undefined): ShortLang | undefined {
  if (!tag) return undefined
  const t = tag.replace('_', '-').toLowerCase()
  if (t === 'zh-hant' || t.startsWith('zh-hant-') || t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo') return 'zh-MO'
  if (t === 'zh' || t === 'zh-hans' || t.startsWith('zh-hans-') || t === 'zh-cn' || t === 'zh-sg') return 'zh'
  if (t === 'en' || t.startsWith('en-')) return 'en'
  return undefined
}

export function langFromSystemTag(tag: string | null | undefined): Lang | undefined {
  const short = shortLangFromSystemTag(tag)
  return short ? SHORT_TO_LANG[short] : undefined
}

/** The short code the shop config and server-side merchant settings use for a language. */
export function shortLangOf(lang: Lang): ShortLang {
  return lang === 'zh-CN' ? 'zh' : lang === 'en-US' ? 'en' : 'zh-MO'
}

/**
 * The request language (spec core §9): zh-MO → zh-MO, zh → zh-CN, en → en-US; the three full tags pass.
 * Mapped explicitly too, case-insensitive and with `_` read as `-` (what older clients and hosts send):
 * zh-Hant, zh-Hant-<region>, zh-TW, zh-HK → zh-MO; zh-Hans, zh-Hans-<region>, zh-SG → zh-CN; en-<region>
 * (en-GB, en-419) → en-US.
 * Anything else is refused: an API call with such a `lang` gets a 400 envelope (http/context.ts), in
 * the merchant's default language, naming the values we speak. An empty value, `null` and `undefined`
 * count as not given (spec core §5), so the merchant's default applies.
 */
import { LANGS, type Lang } from '../../../types/lang.js'

export const FALLBACK_LANG: Lang = 'zh-CN'

// The explicit spellings (lower case, `_` read as `-`); a region is two letters (or UN M.49 digits for English).
const TRADITIONAL = /^zh-(mo|tw|hk|hant(-[a-z]{2})?)$/
const SIMPLIFIED = /^zh(-(cn|sg|hans(-[a-z]{2})?))?$/
const ENGLISH = /^en(-([a-z]{2}|\d{3}))?$/

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Map a query/header `lang` value to one of our languages, or undefined when it names none of them. */
export function mapLang(raw: unknown): Lang | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  if (!value) return undefined
  if (isLang(value)) return value
  const tag = value.replace(/_/g, '-').toLowerCase()
  if (TRADITIONAL.test(tag)) return 'zh-MO'
  if (SIMPLIFIED.test(tag)) return 'zh-CN'
  if (ENGLISH.test(tag)) return 'en-US'
  return undefined
}

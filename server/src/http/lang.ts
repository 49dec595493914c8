/**
 * The request language (spec core §9): zh-MO → zh-MO, zh → zh-CN, en → en-US; the three full tags pass.
 * Other spellings a client may send (zh-Hant, zh-TW, en-GB, zh_cn) fold into the nearest of the three.
 * Anything else is "not given" so the merchant's default applies — we never reject a request for it.
 */
import { LANGS, type Lang } from '../../../types/lang.js'

export const FALLBACK_LANG: Lang = 'zh-CN'

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
  if (tag === 'zh-mo' || tag === 'zh-hant' || tag.startsWith('zh-hant-') || tag === 'zh-tw' || tag === 'zh-hk') return 'zh-MO'
  if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-hans' || tag.startsWith('zh-hans-') || tag === 'zh-sg') return 'zh-CN'
  if (tag === 'en' || tag.startsWith('en-')) return 'en-US'
  return undefined
}

/**
 * Page URL query parameters the app honours (spec core §2): theme, debug, statusBarHeight, src,
 * isFlutter, authCode, channelCode, lang (zh-MO / zh / en → zh-MO / zh-CN / en-US).
 */
import { langFromQuery, type Lang } from '../i18n/langs'

export interface PageQuery {
  /** Forced theme for this session. */
  theme?: 'dark' | 'light'
  debug: boolean
  /** Status bar height given by the native shell, px. */
  statusBarHeight?: number
  /** Traffic source. */
  src?: string
  /** Opened inside the cross-platform app. */
  isFlutter: boolean
  /** Partner-channel login. */
  authCode?: string
  channelCode?: string
  lang?: Lang
}

export type RawQuery = Record<string, string | number | boolean | undefined | null>

function text(value: RawQuery[string]): string | undefined {
  if (value === undefined || value === null) return undefined
  let s = String(value).trim()
  try {
    s = decodeURIComponent(s)
  } catch {
    // keep as is
  }
  return s === '' || s === 'undefined' || s === 'null' ? undefined : s
}

function truthy(value: RawQuery[string]): boolean {
  const s = text(value)?.toLowerCase()
  return s === '1' || s === 'true' || s === 'yes'
}

export function readPageQuery(query: RawQuery | undefined | null): PageQuery {
  const q = query ?? {}
  const theme = text(q.theme)
  const bar = Number(text(q.statusBarHeight))
  const out: PageQuery = { debug: truthy(q.debug), isFlutter: truthy(q.isFlutter) }
  if (theme === 'dark' || theme === 'light') out.theme = theme
  if (Number.isFinite(bar) && bar >= 0 && text(q.statusBarHeight) !== undefined) out.statusBarHeight = bar
  const src = text(q.src)
  if (src) out.src = src
  const authCode = text(q.authCode)
  if (authCode) out.authCode = authCode
  const channelCode = text(q.channelCode)
  if (channelCode) out.channelCode = channelCode
  const lang = langFromQuery(text(q.lang))
  if (lang) out.lang = lang
  return out
}

/**
 * What an empty search suggests instead of a dead end (issue 13): the merchant's hot keywords (the
 * home layout's search bar), the filters to clear, and the categories to browse.
 */
import type { Layout } from '../../../../types/catalog'
import { fetchLayout } from '../../../services/catalog'
import { useRemote } from '../../../utils/use-remote'

/** At most this many hot keywords are offered. */
const MAX_HOT = 8

/** The hot keywords of a layout's search bars, in order, without blanks or repeats. */
export function hotKeywordsOf(layout: Layout | null | undefined): string[] {
  const seen = new Set<string>()
  for (const c of layout?.components ?? []) {
    if (c.componentType !== 'SEARCH_BAR') continue
    const words = Array.isArray(c.config.hotKeywords) ? c.config.hotKeywords : []
    for (const w of words) if (typeof w === 'string' && w.trim()) seen.add(w.trim())
  }
  return [...seen].slice(0, MAX_HOT)
}

/** The filters a search narrows by, besides its keyword. */
export interface SearchFilters {
  category: string
  cityId: string
  date: string
}

/** Whether any filter narrows the search (so "clear filters" can widen it). */
export function filtersOn(f: SearchFilters): boolean {
  return Boolean(f.category || f.cityId || (f.date && f.date !== 'ALL'))
}

/**
 * The merchant's hot keywords in the page language (the server localises the layout), fetched only
 * once a search comes back empty. A failure just leaves the other suggestions.
 */
export function useHotKeywords(enabled: boolean, lang: string, merchantId: string): string[] {
  const home = useRemote(() => fetchLayout({ page: 'HOME' }), [lang, merchantId], enabled)
  return hotKeywordsOf(home.data)
}

/**
 * The shop and language of this browser tab's visit, kept across reloads. A bank-app or phone browser
 * reloads a page whenever it likes (back from the background, pull to refresh), and tab pages' URLs
 * carry no query: without this, a buyer of the second shop would land in the build's default shop, in
 * the system language, on every reload. sessionStorage: one tab's visit, gone when the tab closes, so a
 * new link opens the shop it names. Storage that throws (private modes) just means no memory.
 */
export interface Visit {
  merchantId?: string
  /** The language the buyer (or the URL) chose, in the URL's form (zh-MO, zh, en). */
  lang?: string
}

const KEY = 'storefront.visit'

export function rememberedVisit(): Visit {
  try {
    const raw = sessionStorage.getItem(KEY)
    const v = raw ? (JSON.parse(raw) as Visit) : {}
    return { merchantId: typeof v.merchantId === 'string' ? v.merchantId : undefined, lang: typeof v.lang === 'string' ? v.lang : undefined }
  } catch {
    return {}
  }
}

export function rememberVisit(visit: Visit): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit))
  } catch {
    // no storage: the visit is not remembered
  }
}

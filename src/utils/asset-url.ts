/**
 * Server-relative asset URLs ('/api/pub/poster/…') work on H5, where the page and the API share an origin,
 * but a mini-program resolves them inside its own package. Boot sets the API origin once; every image
 * source that may come from our API goes through `assetUrl`.
 */
let base = ''

export function configureAssetBase(apiBase: string): void {
  base = apiBase.replace(/\/+$/, '')
}

/** The URL to load: absolute and data URLs as they are, server paths prefixed with the API origin. */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return ''
  if (!url.startsWith('/') || url.startsWith('//')) return url
  return base + url
}

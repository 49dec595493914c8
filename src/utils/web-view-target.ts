/** The URL a web-view page may open: the `url` parameter, decoded once, and only http(s). */
export function webViewTarget(raw: string | undefined): string | null {
  if (!raw) return null
  let url = raw
  try {
    if (/^https?%3A/i.test(url)) url = decodeURIComponent(url)
  } catch {
    return null
  }
  return /^https?:\/\//i.test(url) ? url : null
}

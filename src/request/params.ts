/**
 * Query and body parameter hygiene (core §5: null, 'null' and 'undefined' are dropped) and URL joining.
 * The literal strings are dropped too because pages often forward route params that were stringified.
 */
import { API_PREFIX } from '../../types/api'

const isDropped = (value: unknown): boolean =>
  value === null || value === undefined || value === 'null' || value === 'undefined'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Top-level copy without dropped values; anything that is not a plain object passes through. */
export function cleanParams<T>(params: T): T {
  if (!isPlainObject(params)) return params
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (!isDropped(value)) out[key] = value
  }
  return out as T
}

/** Arrays repeat the key (the server parses repeated keys as a list); objects travel as JSON. */
export function toQueryString(params: Record<string, unknown>): string {
  const parts: string[] = []
  const add = (key: string, value: unknown) => {
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  for (const [key, value] of Object.entries(params)) {
    if (isDropped(value)) continue
    if (Array.isArray(value)) value.forEach((item) => add(key, item))
    else add(key, value)
  }
  return parts.join('&')
}

/** `${baseUrl}/api/${path}`; tolerates a leading slash or an already-prefixed path. */
export function apiUrl(baseUrl: string, path: string): string {
  let clean = path.replace(/^\/+/, '')
  const prefix = API_PREFIX.replace(/^\/+/, '') + '/'
  if (clean.startsWith(prefix)) clean = clean.slice(prefix.length)
  return `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}/${clean}`
}

export function withQuery(url: string, params: Record<string, unknown>): string {
  const query = toQueryString(params)
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/** A stable key of a call (path + its own params, sorted) for caches. */
export function callKey(path: string, params: Record<string, unknown> | undefined): string {
  const clean = cleanParams(params ?? {})
  const sorted = Object.keys(clean)
    .sort()
    .map((key) => [key, clean[key]])
  return `${path}?${JSON.stringify(sorted)}`
}

/** The privilegeId a request carries in its query or body, if any. */
export function privilegeIdOf(params: unknown, data: unknown): string | undefined {
  for (const source of [params, data]) {
    if (isPlainObject(source) && !isDropped(source.privilegeId)) return String(source.privilegeId)
  }
  return undefined
}

/**
 * H5 aliases (spec core §2 path table): resolve a browser URL to its route and params, and build the
 * alias URL of a route. Every route is also reachable at its Taro page path (`/packages/show/detail/index`).
 * Pure: no Taro, no window — the H5 shell and the router both use it.
 */
import { pagePathOf, ROUTE_BY_NAME, ROUTES, type RouteDef } from './routes'

export type ParamValue = string | number | boolean | null | undefined
export type RouteParams = Record<string, ParamValue>

export interface ResolvedRoute {
  route: RouteDef
  /** Query parameters merged with the path parameters (path wins). */
  params: Record<string, string>
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string }

interface CompiledAlias {
  route: RouteDef
  pattern: string
  segments: Segment[]
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0)
}

function compile(route: RouteDef, pattern: string): CompiledAlias {
  const segments = splitPath(pattern).map<Segment>((s) => (s.startsWith(':') ? { kind: 'param', name: s.slice(1) } : { kind: 'static', value: s }))
  return { route, pattern, segments }
}

/** Longer patterns first; among equal lengths, a static segment beats a parameter at the first difference. */
function bySpecificity(a: CompiledAlias, b: CompiledAlias): number {
  if (a.segments.length !== b.segments.length) return b.segments.length - a.segments.length
  for (let i = 0; i < a.segments.length; i++) {
    const sa = a.segments[i].kind === 'static' ? 0 : 1
    const sb = b.segments[i].kind === 'static' ? 0 : 1
    if (sa !== sb) return sa - sb
  }
  return 0
}

let compiled: CompiledAlias[] | undefined

/** Every alias of every route (plus each Taro page path), most specific first. */
export function compiledAliases(): CompiledAlias[] {
  if (!compiled) {
    const list: CompiledAlias[] = []
    for (const route of ROUTES) {
      for (const pattern of route.alias ?? []) list.push(compile(route, pattern))
      list.push(compile(route, `/${pagePathOf(route)}`))
    }
    // Array.prototype.sort is stable: table order breaks ties.
    compiled = list.sort(bySpecificity)
  }
  return compiled
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/** `?a=1&b=x%20y` → {a:'1', b:'x y'}. Works without URLSearchParams (mini-program runtimes lack it). */
export function parseQuery(search: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {}
  if (!search) return out
  const body = search.replace(/^[?#]/, '')
  for (const part of body.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const key = decode(eq < 0 ? part : part.slice(0, eq))
    if (!key) continue
    out[key] = eq < 0 ? '' : decode(part.slice(eq + 1))
  }
  return out
}

/** {a:1, b:'x y', c:undefined} → `a=1&b=x%20y` (null and undefined are dropped). */
export function buildQuery(params: RouteParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

/**
 * The route and params of a browser URL: `/content/123?channelId=9` → showDetail {showId:'123', channelId:'9'}.
 * `basename` (the H5 router's) is stripped first. Undefined when no route matches.
 */
export function resolveAlias(pathname: string, search?: string, basename = ''): ResolvedRoute | undefined {
  let path = pathname.split('?')[0].split('#')[0]
  if (basename && basename !== '/' && path.startsWith(basename)) path = path.slice(basename.replace(/\/+$/, '').length)
  const parts = splitPath(path)
  if (parts.length > 0 && /^index\.html?$/.test(parts[parts.length - 1])) parts.pop()
  const inlineSearch = pathname.includes('?') ? pathname.slice(pathname.indexOf('?')) : ''
  for (const alias of compiledAliases()) {
    if (alias.segments.length !== parts.length) continue
    const pathParams: Record<string, string> = {}
    const matched = alias.segments.every((seg, i) => {
      const value = decode(parts[i])
      if (seg.kind === 'static') return seg.value === value
      if (!value) return false
      pathParams[seg.name] = value
      return true
    })
    if (matched) return { route: alias.route, params: { ...parseQuery(inlineSearch), ...parseQuery(search), ...pathParams } }
  }
  return undefined
}

function present(value: ParamValue): boolean {
  return value !== undefined && value !== null && String(value) !== ''
}

/**
 * The H5 URL of a route: the first (most specific) alias whose :params are all given; the params it
 * consumes go into the path, the rest into the query. Routes without an alias use their page path.
 */
export function aliasUrl(route: RouteDef | string, params: RouteParams = {}): string {
  const def = typeof route === 'string' ? ROUTE_BY_NAME[route] : route
  if (!def) throw new Error(`unknown route: ${String(route)}`)
  const candidates = (def.alias ?? []).map((a) => compile(def, a))
  const chosen = candidates.find((c) => c.segments.every((s) => s.kind === 'static' || present(params[s.name])))
  const used = new Set<string>()
  let path: string
  if (chosen) {
    path =
      '/' +
      chosen.segments
        .map((s) => {
          if (s.kind === 'static') return s.value
          used.add(s.name)
          return encodeURIComponent(String(params[s.name]))
        })
        .join('/')
  } else {
    path = `/${pagePathOf(def)}`
  }
  const rest: RouteParams = {}
  for (const [k, v] of Object.entries(params)) if (!used.has(k)) rest[k] = v
  const query = buildQuery(rest)
  return query ? `${path}?${query}` : path
}

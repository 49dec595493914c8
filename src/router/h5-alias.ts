/**
 * Taro H5 `customRoutes` and the entry rewrite that make every alias of spec core §2 open its page.
 *
 * Taro's `customRoutes` match literally, so each alias with `:params` is registered in its static
 * form (`/content/:showId` → `/content`), and an incoming `/content/123` is rewritten (by
 * platform/entry.h5.ts, before Taro's router reads the location) to `/content?showId=123`. A static
 * form another page already owns gets the route name appended (`/shop/:id` → `/shop/shopItem`).
 * In-app navigation then shows the static alias too. Matching itself is `resolveAlias` (alias.ts).
 * Pure: the build config (Node) uses customRoutes(); the H5 entry uses rewriteEntryUrl().
 */
import { buildQuery, resolveAlias } from './alias'
import { pagePathOf, staticAliases, type RouteDef } from './routes'

/**
 * Taro H5 `router.customRoutes`: `/pages/x/x` → its static aliases, then the page path itself (Taro
 * answers only the listed paths of a page that has aliases, and navigates to the first one). The
 * entry page's first alias is '/', which Taro then uses as the home URL (app.config sets no
 * entryPagePath for that reason).
 */
export function customRoutes(routes: RouteDef[]): Record<string, string[]> {
  const aliases = staticAliases(routes)
  const result: Record<string, string[]> = {}
  for (const route of routes) {
    const own = `/${pagePathOf(route)}`
    const forms = (aliases.get(route.name) ?? []).filter((f) => f !== own)
    if (forms.length) result[own] = [...forms, own]
  }
  return result
}

/**
 * The URL Taro's router should see for an incoming address, or undefined when Taro already knows
 * it (a static alias or a page path) or no route matches (Taro shows its not-found handling).
 */
export function rewriteEntryUrl(pathname: string, search: string, routes: RouteDef[]): string | undefined {
  const resolved = resolveAlias(pathname, search)
  if (!resolved) return undefined
  const forms = staticAliases(routes).get(resolved.route.name) ?? []
  const path = pathname.replace(/\/+$/, '') || '/'
  if (forms.includes(path) || path === `/${pagePathOf(resolved.route)}`) return undefined
  const target = forms[0] ?? `/${pagePathOf(resolved.route)}`
  const query = buildQuery(resolved.params)
  return query ? `${target}?${query}` : target
}

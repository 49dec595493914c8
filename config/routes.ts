/**
 * Reads the app's route table (src/router/routes.ts) at build time. Taro compiles only config/ for
 * Node, so the table is bundled on the fly with Taro's own esbuild helper; the table itself stays
 * the single source for pages, subpackages, preload rules and H5 aliases.
 */
import path from 'node:path'
import { requireWithEsbuild } from '@tarojs/helper'
import type * as RouteTable from '../src/router/routes'

export function loadRouteTable(): typeof RouteTable {
  return requireWithEsbuild(path.resolve(__dirname, '../src/router/routes.ts'), {
    cwd: path.resolve(__dirname, '..'),
  }) as typeof RouteTable
}

/** H5 `customRoutes` from the same pure helper the H5 entry shim uses (src/router/h5-alias.ts). */
export function h5CustomRoutes(): Record<string, string[]> {
  const mod = requireWithEsbuild(path.resolve(__dirname, '../src/router/h5-alias.ts'), {
    cwd: path.resolve(__dirname, '..'),
  }) as typeof import('../src/router/h5-alias')
  return mod.customRoutes(loadRouteTable().ROUTES)
}

/** Every page with the H5 URLs that open it: its aliases (with :params), their static forms and its page path. */
export function h5PageUrls(): Array<{ page: string; paths: string[] }> {
  const table = loadRouteTable()
  const forms = table.staticAliases(table.ROUTES)
  return table.ROUTES.map((route) => {
    const page = table.pagePathOf(route)
    return { page, paths: [...new Set([...(route.alias ?? []), ...(forms.get(route.name) ?? []), `/${page}`])] }
  })
}

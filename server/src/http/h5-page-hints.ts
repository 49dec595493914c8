/**
 * Preload hints for an H5 page URL, from the build's asset-manifest.json (written by
 * config/h5-webpack.ts): which page a URL opens (its aliases with `:params`, their static forms and
 * the page path, the same table the app routes by) and which chunks that page loads beyond the entry.
 * Without hints the browser learns of the page chunks only after the entry script has run.
 */

interface ManifestShape {
  pages: Record<string, string[]>
  routes: Array<{ page: string; paths: string[] }>
}

export interface PageHints {
  /** The `Link` header value for a URL path, or undefined when it opens no known page. */
  linkFor(urlPath: string): string | undefined
  /** The page's own scripts and styles (site-absolute URLs), none when the URL opens no known page. */
  filesFor(urlPath: string): string[]
}

type Pattern = { page: string; segments: string[] }

const segmentsOf = (p: string) => p.split('/').filter(Boolean)

/** Longer patterns first; at the first difference a literal segment beats a `:param`. */
function bySpecificity(a: Pattern, b: Pattern): number {
  if (a.segments.length !== b.segments.length) return b.segments.length - a.segments.length
  for (let i = 0; i < a.segments.length; i++) {
    const pa = a.segments[i]!.startsWith(':') ? 1 : 0
    const pb = b.segments[i]!.startsWith(':') ? 1 : 0
    if (pa !== pb) return pa - pb
  }
  return 0
}

function isManifest(value: unknown): value is ManifestShape {
  const v = value as ManifestShape | undefined
  return Boolean(v && typeof v.pages === 'object' && Array.isArray(v.routes))
}

const chunkFiles = (files: string[]) => files.filter((f) => /\.(js|css)$/.test(f)).map((f) => `/${f.replace(/^\/+/, '')}`)

function linkValue(files: string[]): string | undefined {
  const parts = files.map((f) => `<${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}`)
  return parts.length ? parts.join(', ') : undefined
}

export function pageHintsFromManifest(manifest: unknown): PageHints {
  if (!isManifest(manifest)) return { linkFor: () => undefined, filesFor: () => [] }
  const patterns: Pattern[] = manifest.routes
    .flatMap((r) => r.paths.map((p) => ({ page: r.page, segments: segmentsOf(p) })))
    .sort(bySpecificity)
  const filesByPage = new Map(Object.entries(manifest.pages).map(([page, files]) => [page, chunkFiles(files)]))
  const linkByPage = new Map([...filesByPage].map(([page, files]) => [page, linkValue(files)]))
  const pageOf = (urlPath: string) => {
    const segments = segmentsOf(urlPath)
    return patterns.find((p) => p.segments.length === segments.length && p.segments.every((s, i) => s.startsWith(':') || s === segments[i]))?.page
  }
  return {
    linkFor: (urlPath) => linkByPage.get(pageOf(urlPath) ?? ''),
    filesFor: (urlPath) => filesByPage.get(pageOf(urlPath) ?? '') ?? [],
  }
}

/**
 * H5 build tuning on top of Taro's webpack chain:
 *
 * - Code split by route. Taro's H5 default splits only the initial chunks, so every lazily loaded
 *   page carried its own copy of everything the entry does not import (the component library, the
 *   stores it uses, i18n): about 310 KB per page, 109 files, a 17-minute minify. Here async chunks
 *   share what two or more pages use, and the entry is framework (Preact, Taro's H5 runtime, MobX)
 *   plus app shell.
 * - A route chunk manifest (asset-manifest.json): the entry's files and, per page, the files its
 *   lazy import loads, with the page's H5 URL patterns. `npm run size` counts the first screen from
 *   it and the server answers a page URL with preload hints for that page's chunks.
 * - Each Taro component in a module of its own (src/platform/components-h5): Taro's H5 library
 *   defines them all in one module, so the home page loaded every component any page uses. View, Text
 *   and Image are plain elements and the carousel scrolls natively (no Stencil, no Swiper library);
 *   the heavy Video loads when a page first renders one; the manifest lists their files
 *   as `deferred` and `npm run size` reports them beside the first screen.
 * - Taro's component stylesheet extracted into the CSS file instead of injected from the script, and
 *   images emitted as hashed files instead of inlined as base64 (config/index.ts h5.imageUrlLoaderOption):
 *   neither is JavaScript, so neither rides in the first screen's scripts.
 * - Hashed assets precompressed at build time (brotli and gzip beside each file) for the server or
 *   a CDN to send as they are.
 * - `H5_ANALYZE=1` writes webpack-bundle-analyzer's report and stats next to the build (addBundleAnalyzer).
 */
import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import type Webpack from 'webpack'

type Chain = Parameters<NonNullable<NonNullable<import('@tarojs/taro/types/compile').IProjectConfig['h5']>['webpackChain']>>[0]

export const MANIFEST_FILE = 'asset-manifest.json'

const NODE_MODULES = /[\\/]node_modules[\\/]/
// What every page runs on: Preact (React on a React build), Taro's H5 runtime, router and API layer,
// MobX. One long-lived file.
const FRAMEWORK = /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|@tarojs|mobx|mobx-react|mobx-react-lite|@babel[\\/]runtime|tslib)[\\/]/
// Text and scripts that compress well; images are already compressed.
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/

export interface H5TuningOptions {
  production: boolean
  /** Every page with the URL patterns the H5 app answers for it (config/routes.ts h5PageUrls). */
  routes: PageUrls[]
}

export interface PageUrls {
  page: string
  /** Aliases with :params, their static forms, the page path; `:x` matches one path segment. */
  paths: string[]
}

export function tuneH5Webpack(chain: Chain, webpack: typeof Webpack, options: H5TuningOptions): void {
  chain.optimization.splitChunks({
    chunks: 'all',
    // Shared async chunks smaller than this are not worth a request of their own.
    minSize: 12_000,
    maxAsyncRequests: 12,
    maxInitialRequests: 6,
    cacheGroups: {
      default: false,
      defaultVendors: false,
      framework: { test: FRAMEWORK, chunks: 'initial', priority: 40, reuseExistingChunk: true },
      vendors: { test: NODE_MODULES, chunks: 'initial', priority: 30, reuseExistingChunk: true },
      asyncVendors: { test: NODE_MODULES, chunks: 'async', minChunks: 2, priority: 20, reuseExistingChunk: true },
      shared: { chunks: 'async', minChunks: 2, priority: 10, reuseExistingChunk: true },
    },
  } as any)

  // One module per Taro component, so a page's chunk holds only the components it renders (see
  // src/platform/components-h5/index.ts). Replaces the alias Taro's H5 platform plugin sets.
  chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, '../src/platform/components-h5/index.ts'))
  // Taro's H5 API layer imports a fetch polyfill for browsers older than ours (fetch is native from
  // iOS 10.3 and Chrome 42; babel.config.js sets the H5 targets).
  // (webpack 5 reads an alias to false as an empty module; webpack-chain's types know only paths.)
  chain.resolve.alias.set('whatwg-fetch$', false as unknown as string)
  // AbortController: iOS 12.0 lacks it and Taro's request makes one per call; a small stand-in
  // (h5-stubs/abortcontroller.ts) does what the request needs of it, in place of the 2.7 KB library.
  chain.resolve.alias.set(
    'abortcontroller-polyfill/dist/abortcontroller-polyfill-only$',
    path.resolve(__dirname, '../src/platform/h5-stubs/abortcontroller.ts'),
  )
  // And the JSONP library behind `Taro.request({ jsonp })`, which the app never makes (h5-stubs/jsonp-retry.ts).
  chain.resolve.alias.set('jsonp-retry$', path.resolve(__dirname, '../src/platform/h5-stubs/jsonp-retry.ts'))
  // mobx-react-lite's backfill of useSyncExternalStore for React < 18: Preact's compat layer has the hook.
  chain.resolve.alias.set('use-sync-external-store/shim$', path.resolve(__dirname, '../src/platform/h5-stubs/use-sync-external-store-shim.ts'))
  // MobX's own production build: the default ESM build keeps its development checks behind
  // process.env tests that leave a little more behind once minified (0.7 KB gzip).
  chain.resolve.alias.set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))

  // Taro's router bundles its own tab bar element for apps whose tab bar is not custom; ours is on H5.
  chain
    .plugin('router-custom-tabbar')
    .use(webpack.NormalModuleReplacementPlugin, [/[\\/]@tarojs[\\/]router[\\/]dist[\\/]tabbar\.js$/, path.resolve(__dirname, '../src/platform/h5-stubs/router-tabbar.ts')])

  chain.plugin('route-chunk-manifest').use(RouteChunkManifestPlugin, [webpack, options.routes])

  if (options.production) {
    // Taro injects its components' stylesheet (with the weui icon font inlined as base64) from
    // JavaScript through style-loader: 12 KB of first-screen script that is really CSS. Extracted, it
    // joins the entry's CSS file, which comes first because Taro's runtime is imported before app.css,
    // so the app's rules still override it.
    const taroStyle = chain.module.rule('taroStyle')
    taroStyle.uses.clear()
    taroStyle.use('extract-css').loader(require('mini-css-extract-plugin').loader)
  }

  if (options.production) {
    for (const [name, algorithm, ext, compressionOptions] of [
      ['precompress-br', 'brotliCompress', 'br', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }],
      ['precompress-gzip', 'gzip', 'gz', { level: zlib.constants.Z_BEST_COMPRESSION }],
    ] as const) {
      chain.plugin(name).use(CompressionPlugin, [
        // minRatio 1: every text asset gets its compressed twin, so the server's rule is simply
        // "send the twin when the client accepts it" with no per-file exceptions.
        { algorithm, filename: `[path][base].${ext}`, test: COMPRESSIBLE, threshold: 0, minRatio: 1, compressionOptions, deleteOriginalAssets: false },
      ])
    }
  }

  if (process.env.H5_ANALYZE) addBundleAnalyzer(chain, 'h5')
}

/**
 * webpack-bundle-analyzer's report and stats beside the build (`dist/<target>-bundle-report.html`,
 * `dist/<target>-stats.json`): `H5_ANALYZE=1 npm run build:h5`, `MINI_ANALYZE=1 npm run build:weapp`.
 */
export function addBundleAnalyzer(chain: Chain, target: string): void {
  // Loaded only on demand: a development tool, not part of every build.
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer')
  chain.plugin('bundle-analyzer').use(BundleAnalyzerPlugin, [
    {
      analyzerMode: 'static',
      reportFilename: `../${target}-bundle-report.html`,
      generateStatsFile: true,
      statsFilename: `../${target}-stats.json`,
      openAnalyzer: false,
      logLevel: 'warn',
    },
  ])
}

export interface AssetManifest {
  /** Files index.html loads (the entry's chunks), in order. */
  entry: string[]
  /** Page path → the files its lazy import loads beyond the entry (split chunks included). */
  pages: Record<string, string[]>
  /** Page URL patterns in route-table order. */
  routes: PageUrls[]
  /**
   * Components loaded after a page's first render when the page shows one (components-h5/deferred.ts):
   * the lazy import's request (`./video-element`) → the files it loads beyond the entry.
   */
  deferred: Record<string, string[]>
}

/**
 * Writes asset-manifest.json. Taro's H5 entry imports each page lazily (`import('./pages/x/x')`), so
 * the chunk group whose origin request is a page path holds exactly what opening that page fetches.
 */
class RouteChunkManifestPlugin {
  constructor(
    private readonly webpack: typeof Webpack,
    private readonly routes: PageUrls[],
  ) {}

  apply(compiler: Webpack.Compiler): void {
    const { Compilation, sources } = this.webpack
    const pageSet = new Set(this.routes.map((r) => r.page))
    compiler.hooks.thisCompilation.tap('RouteChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After real content hashes renamed the files, before compression.
        { name: 'RouteChunkManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const entry = [...(compilation.entrypoints.get('app')?.getFiles() ?? [])].filter(isDelivered)
          const entrySet = new Set(entry)
          const pages: Record<string, string[]> = {}
          const deferred: Record<string, string[]> = {}
          const add = (into: Record<string, string[]>, key: string, files: string[]) => {
            into[key] = [...new Set([...(into[key] ?? []), ...files.filter((f) => isDelivered(f) && !entrySet.has(f))])]
          }
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue
            for (const origin of group.origins) {
              const request = origin.request ?? ''
              const page = pageOfRequest(request)
              if (page && pageSet.has(page)) add(pages, page, group.getFiles())
              else if (isDeferredComponent(origin.module)) add(deferred, request, group.getFiles())
            }
          }
          const manifest: AssetManifest = { entry, pages, routes: this.routes, deferred }
          compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 1)))
        },
      )
    })
  }
}

/**
 * A lazy import made by a deferred H5 component: Taro's heavy ones (src/platform/components-h5/) and
 * the desktop top bar, which only desktop mode renders (src/components/desktop-top-bar/deferred.h5.tsx).
 */
function isDeferredComponent(module: Webpack.Module | null | undefined): boolean {
  const resource = (module as Webpack.NormalModule | null | undefined)?.resource ?? ''
  return /[\\/]src[\\/](platform[\\/]components-h5|components[\\/]desktop-top-bar)[\\/]/.test(resource)
}

const isDelivered = (file: string) => /\.(js|css)$/.test(file) && !file.endsWith('.hot-update.js')

/** `./pages/list/list`, `/abs/src/packages/show/detail/index.tsx` → `pages/list/list`, `packages/show/detail/index`. */
function pageOfRequest(request: string): string | undefined {
  const m = /(?:^|[\\/])((?:pages|packages)[\\/].+?)(?:\.[jt]sx?)?(?:\?.*)?$/.exec(request)
  return m?.[1]?.replace(/\\/g, '/')
}

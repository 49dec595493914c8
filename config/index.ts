import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { decideApiBase, ReleaseConfigError } from './api-base'
import { addBundleAnalyzer, tuneH5Webpack } from './h5-webpack'
import { h5CustomRoutes, h5PageUrls } from './routes'

const target = process.env.TARO_ENV || 'h5'

// Build-time settings. On H5 the API is same-origin; mini-programs need an absolute base URL, which a
// release build (RELEASE=1) must give as HTTPS (api-base.ts).
const MERCHANT_ID = process.env.MERCHANT_ID || '10001'

function apiBaseOrExit(): string {
  try {
    const decision = decideApiBase(target, process.env)
    if (decision.warning) console.warn(`\n⚠ ${decision.warning}\n`)
    return decision.apiBase
  } catch (err) {
    if (!(err instanceof ReleaseConfigError)) throw err
    // Taro only logs a config that throws; a release build must stop.
    console.error(`\n✖ ${err.message}\n`)
    process.exit(1)
  }
}
const API_BASE = apiBaseOrExit()

const MINI_COMPRESS = {
  collapse_vars: true,
  comparisons: true,
  computed_props: true,
  hoist_props: true,
  inline: true,
  loops: true,
  reduce_funcs: true,
  reduce_vars: true,
  switches: true,
  passes: 2,
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'live-show-storefront',
    date: '2026-11-21',
    // Spec §9: design width 375.
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // One folder per target so the four builds never overwrite each other.
    // TARO_OUTPUT_ROOT lets two builds of one target live side by side (parallel e2e work); default dist/<target>.
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${target}`,
    plugins: [path.resolve(__dirname, 'host-project-config.ts')],
    defineConstants: {
      STOREFRONT_MERCHANT_ID: JSON.stringify(MERCHANT_ID),
      STOREFRONT_API_BASE: JSON.stringify(API_BASE),
    },
    alias: {},
    copy: { patterns: [], options: {} },
    // H5 renders with Preact through preact/compat (react, react-dom and react/jsx-runtime are aliased
    // to it by Taro's framework plugin): React DOM alone was ~41 KB of the first screen's gzipped JS,
    // Preact with compat is ~10 KB (issue 16). Mini-programs keep React and Taro's reconciler, and jest
    // renders with React: the app's code is written against React's API and runs on both.
    framework: target === 'h5' ? 'preact' : 'react',
    // WeChat and Douyin cannot recurse templates, so Taro unrolls base.wxml once per nesting level
    // (~2.7 KB each, all in the main package) and carries deeper trees on through its `comp` custom
    // component. 10 levels instead of Taro's 16 give the 600 KB main package 16 KB back; the weapp
    // page sweep under miniprogram-simulate renders every page with it.
    baseLevel: 10,
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Mini-programs: keep text as UTF-8 in the minified code. Taro's default escapes every non-ASCII
    // character (6 bytes for each Chinese character instead of 3), a third of the main package went
    // on escapes of the dictionaries; WeChat, Alipay and Douyin all read UTF-8 sources.
    // Terser's ordinary size passes that Taro's conservative mini-program defaults switch off (typeofs,
    // toplevel and arrows stay off: hosts without globalThis need `typeof x` checks as written).
    ...(target === 'h5' ? {} : { terser: { enable: true, config: { compress: MINI_COMPRESS, output: { ascii_only: false } } } }),
    cache: {
      enable: process.env.TARO_CACHE !== '0',
      name: process.env.TARO_OUTPUT_ROOT ? `${target}-${process.env.TARO_OUTPUT_ROOT.replace(/\W+/g, '-')}` : target,
      // The page list is app.config.ts evaluated over the route table: a route added in routes.ts must
      // start a fresh cache, or the cached app config keeps the old pages (a new page then opens blank).
      buildDependencies: { routes: ['../src/app.config.ts', '../src/router/routes.ts', '../src/platform/tab-bar-build.ts'].map((f) => path.resolve(__dirname, f)) },
    },
    mini: {
      // types/ (the API contract shared with the server) lives outside src/ but is app code too.
      compile: { include: [path.resolve(__dirname, '../types')] },
      webpackChain(chain) {
        if (process.env.MINI_ANALYZE) addBundleAnalyzer(chain, target)
      },
      // No code sets innerHTML on a mini-program (rich text goes through RichText nodes): Taro's HTML
      // parser stays out of the main package.
      runtime: { enableInnerHTML: false },
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '../types')] },
      publicPath: '/',
      staticDirectory: 'static',
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      // Images are files with a content hash (cached immutable), never base64 inside the scripts: the
      // tab icons alone were 6.6 KB of the first screen's gzipped JS. (limit: true means "inline none".)
      imageUrlLoaderOption: { limit: true, name: () => 'static/images/[name].[contenthash:8][ext]' },
      // Route-split chunks, the route chunk manifest and precompressed assets (see h5-webpack.ts).
      webpackChain(chain, webpack) {
        tuneH5Webpack(chain, webpack, { production: process.env.NODE_ENV !== 'development', routes: h5PageUrls() })
      },
      postcss: {
        // H5 keeps CSS pixels: the page is capped at 500 px (960 desktop), so rem scaling by
        // window width would blow the layout up on desktops.
        pxtransform: { enable: false, config: {} },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})

/**
 * Build-time half of src/platform/tab-bar.ts, kept in a file without per-target variants so that
 * app.config.ts resolves the same module in Node (app.json) and in the bundle.
 */
/**
 * app.config.ts (evaluated in Node at build time): whether this build's tabBar is `custom`, i.e. the
 * host's custom-tab-bar (WeChat) or the page (H5) draws it instead of a native bar.
 */
export function buildHasCustomTabBar(target: string | undefined = process.env.TARO_ENV): boolean {
  return target === 'weapp' || target === 'h5' || target === undefined
}

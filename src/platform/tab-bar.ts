/**
 * Who draws the bottom tab bar on this target:
 * - 'page': the app, inside each tab page (H5: Taro's H5 bar is switched off with tabBar.custom);
 * - 'host-custom': the host's custom-tab-bar slot, rendered with the app's component (WeChat);
 * - 'host-native': the host's own bar from app.json (Alipay, Douyin), relabelled and badged by API.
 * Per-target files tab-bar.{weapp,alipay,tt,h5}.ts; this plain file is the H5 default jest and tsc see.
 */
export type TabBarDrawer = 'page' | 'host-custom' | 'host-native'

export { TAB_BAR_DRAWER } from './tab-bar.h5'

/**
 * app.config.ts (evaluated in Node at build time): whether this build's tabBar is `custom`, i.e. the
 * host's custom-tab-bar (WeChat) or the page (H5) draws it instead of a native bar.
 */
export function buildHasCustomTabBar(target: string | undefined = process.env.TARO_ENV): boolean {
  return target === 'weapp' || target === 'h5' || target === undefined
}

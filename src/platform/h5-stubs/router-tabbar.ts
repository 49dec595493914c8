/**
 * H5 only: what Taro's router gets for its own `./tabbar.js` (config/h5-webpack.ts replaces it). The
 * router draws Taro's tab bar element only when the app's tab bar is not `custom`; on H5 ours is
 * (src/platform/tab-bar-build.ts), so that element (16 KB of script on the first screen) never runs.
 * Should the H5 build ever stop being custom, this says so at launch instead of drawing no tab bar.
 */
export function initTabbar(config: { tabBar?: { custom?: boolean } | null }): void {
  if (config.tabBar && !config.tabBar.custom) throw new Error('H5 build: a non-custom tabBar needs Taro\'s own tabbar.js (see config/h5-webpack.ts)')
}

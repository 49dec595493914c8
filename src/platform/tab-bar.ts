/**
 * Who draws the bottom tab bar on this target:
 * - 'page': the app, inside each tab page (H5: Taro's H5 bar is switched off with tabBar.custom);
 * - 'host-custom': the host's custom-tab-bar slot, rendered with the app's component (WeChat);
 * - 'host-native': the host's own bar from app.json (Alipay, Douyin), relabelled and badged by API.
 * Per-target files tab-bar.{weapp,alipay,tt,h5}.ts; this plain file is the H5 default jest and tsc see.
 */
export type TabBarDrawer = 'page' | 'host-custom' | 'host-native'

export { TAB_BAR_DRAWER } from './tab-bar.h5'

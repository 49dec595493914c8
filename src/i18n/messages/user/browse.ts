/** Wording of the browsing screens: home layout, search, show/tour/venue pages, calendar, sites, desktop bar: the wording only the user subpackage shows. */
import type { Dictionary } from '../../types'

export const browse = {
  'browse.favourite.empty': { 'zh-CN': '还没有收藏的演出', 'zh-MO': '還沒有收藏的演出', 'en-US': 'No favourite shows yet' },
  'browse.favourite.browse': { 'zh-CN': '去看看演出', 'zh-MO': '去看看演出', 'en-US': 'Browse shows' },
  'browse.favourite.remove': { 'zh-CN': '取消收藏', 'zh-MO': '取消收藏', 'en-US': 'Remove' },

  'browse.skin.system': { 'zh-CN': '跟随系统', 'zh-MO': '跟隨系統', 'en-US': 'Follow system' },
  'browse.skin.systemHint': { 'zh-CN': '开启后，将跟随系统的深色或浅色设置', 'zh-MO': '開啟後，將跟隨系統的深色或淺色設定', 'en-US': 'Uses your device’s dark or light setting' },
  'browse.skin.dark': { 'zh-CN': '深色模式', 'zh-MO': '深色模式', 'en-US': 'Dark mode' },
  'browse.skin.light': { 'zh-CN': '浅色模式', 'zh-MO': '淺色模式', 'en-US': 'Light mode' },
} satisfies Dictionary

/**
 * Page titles of the main package's routes (key `route.<name>`), and of the few other routes main
 * pages name. A subpackage route's title lives with that subpackage's wording
 * (src/i18n/messages/<package>/routes.ts), so it loads with the subpackage, not with the first screen.
 */
import type { Dictionary } from '../types'

export const routeTitles = {
  'route.home': { 'zh-CN': '首页', 'zh-MO': '首頁', 'en-US': 'Home' },
  'route.all': { 'zh-CN': '全部', 'zh-MO': '全部', 'en-US': 'All' },
  'route.shop': { 'zh-CN': '商城', 'zh-MO': '商城', 'en-US': 'Mall' },
  'route.ticketHolder': { 'zh-CN': '票夹', 'zh-MO': '票夾', 'en-US': 'Tickets' },
  'route.mine': { 'zh-CN': '我的', 'zh-MO': '我的', 'en-US': 'Mine' },
  'route.webView': { 'zh-CN': '网页', 'zh-MO': '網頁', 'en-US': 'Web page' },
  'route.pageError': { 'zh-CN': '页面出错了', 'zh-MO': '頁面出錯了', 'en-US': 'Page error' },
  'route.shopState': { 'zh-CN': '店铺状态', 'zh-MO': '店鋪狀態', 'en-US': 'Shop status' },
  'route.memberCenter': { 'zh-CN': '会员中心', 'zh-MO': '會員中心', 'en-US': 'Member centre' },
  'route.points': { 'zh-CN': '我的积分', 'zh-MO': '我的積分', 'en-US': 'My points' },
  'route.favoriteShow': { 'zh-CN': '想看的演出', 'zh-MO': '想看的演出', 'en-US': 'Saved shows' },
  'route.realName': { 'zh-CN': '实名信息', 'zh-MO': '實名資料', 'en-US': 'Real-name details' },
} satisfies Dictionary

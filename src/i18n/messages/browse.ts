/** Wording of the browsing screens: home layout, search, show/tour/venue pages, calendar, sites, desktop bar. */
import type { Dictionary } from '../types'

export const browse = {

  'browse.discount': { 'zh-CN': '{n}折', 'zh-MO': '{n}折', 'en-US': '{off}% off' },
  'browse.memberDiscount': { 'zh-CN': '会员{n}折', 'zh-MO': '會員{n}折', 'en-US': 'Members {off}% off' },

  'browse.price.tbd': { 'zh-CN': '票价待定', 'zh-MO': '票價待定', 'en-US': 'Price to be determined' },
  'browse.price.free': { 'zh-CN': '免费', 'zh-MO': '免費', 'en-US': 'Free' },
  'browse.price.from': { 'zh-CN': '起', 'zh-MO': '起', 'en-US': ' up' },

  'browse.city.title': { 'zh-CN': '选择城市', 'zh-MO': '選擇城市', 'en-US': 'Choose city' },

  'browse.list.loading': { 'zh-CN': '加载中…', 'zh-MO': '載入中…', 'en-US': 'Loading…' },
  'browse.list.noMore': { 'zh-CN': '没有更多了', 'zh-MO': '沒有更多了', 'en-US': 'No more shows' },
  'browse.list.failed': { 'zh-CN': '加载失败，点击重试', 'zh-MO': '載入失敗，點擊重試', 'en-US': 'Could not load. Tap to retry' },
  'browse.layout.viewAll': { 'zh-CN': '查看全部', 'zh-MO': '查看全部', 'en-US': 'View all' },
  'browse.layout.venueShows': {
    'zh-CN': '{count} 场演出',
    'zh-MO': '{count} 場演出',
    'en-US': { one: '{count} show', other: '{count} shows' },
  },

  'browse.search.cancel': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },
  'browse.search.hot': { 'zh-CN': '热门搜索', 'zh-MO': '熱門搜尋', 'en-US': 'Popular' },
  'browse.filter.category': { 'zh-CN': '分类', 'zh-MO': '分類', 'en-US': 'Category' },
  'browse.filter.city': { 'zh-CN': '城市', 'zh-MO': '城市', 'en-US': 'City' },
  'browse.filter.date': { 'zh-CN': '时间', 'zh-MO': '時間', 'en-US': 'Date' },
  'browse.filter.sort': { 'zh-CN': '排序', 'zh-MO': '排序', 'en-US': 'Sort' },
  'browse.detail.price': { 'zh-CN': '票价', 'zh-MO': '票價', 'en-US': 'Price' },
  'browse.tour.stops': {
    'zh-CN': '共 {count} 站',
    'zh-MO': '共 {count} 站',
    'en-US': { one: '{count} stop', other: '{count} stops' },
  },
  'browse.card.distance': { 'zh-CN': '距你{km}km', 'zh-MO': '距你{km}km', 'en-US': '{km} km away' },
  'browse.favourite.removed': { 'zh-CN': '已取消收藏', 'zh-MO': '已取消收藏', 'en-US': 'Removed from favourites' },

  'browse.goods.required': { 'zh-CN': '必选', 'zh-MO': '必選', 'en-US': 'Required' },
  'browse.goods.count': { 'zh-CN': '{count}件', 'zh-MO': '{count}件', 'en-US': '{count} pcs' },

  'browse.desktop.login': { 'zh-CN': '登录', 'zh-MO': '登入', 'en-US': 'Log in' },
  'browse.desktop.account': { 'zh-CN': '我的账户', 'zh-MO': '我的帳戶', 'en-US': 'My account' },
} satisfies Dictionary

/** Page titles of the shop subpackage's routes (key `route.<name>`, src/router/routes.ts). */
import type { Dictionary } from '../../types'

export const shopRouteTitles = {
  'route.cartList': { 'zh-CN': '购物车', 'zh-MO': '購物車', 'en-US': 'Cart' },
  'route.shopItem': { 'zh-CN': '商品详情', 'zh-MO': '商品詳情', 'en-US': 'Item details' },
  'route.goodsSearch': { 'zh-CN': '搜索商品', 'zh-MO': '搜尋商品', 'en-US': 'Search goods' },
  'route.goodsCartConfirm': { 'zh-CN': '确认订单', 'zh-MO': '確認訂單', 'en-US': 'Confirm order' },
  'route.ticketStubPrint': { 'zh-CN': '票根打印', 'zh-MO': '票根列印', 'en-US': 'Print ticket stub' },
  'route.ticketStubList': { 'zh-CN': '我的票根', 'zh-MO': '我的票根', 'en-US': 'Ticket stubs' },
} satisfies Dictionary

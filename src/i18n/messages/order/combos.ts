/** The combo activity page and the tied sale list (order subpackage). */
import type { Dictionary } from '../../types'

export const orderCombos = {
  'combos.type.COMBO': { 'zh-CN': '套餐', 'zh-MO': '套餐', 'en-US': 'Combo' },
  'combos.type.TIED_SALE': { 'zh-CN': '搭售', 'zh-MO': '搭售', 'en-US': 'Tied sale' },
  'combos.type.CROSS_SHOW_SESSION': { 'zh-CN': '联票', 'zh-MO': '聯票', 'en-US': 'Ticket package' },
  'combos.parts': { 'zh-CN': '每套包含', 'zh-MO': '每套包含', 'en-US': 'Each set includes' },
  'combos.partTicket': { 'zh-CN': '门票', 'zh-MO': '門票', 'en-US': 'Ticket' },
  'combos.partGoods': { 'zh-CN': '商品', 'zh-MO': '商品', 'en-US': 'Product' },
  'combos.listPrice': { 'zh-CN': '原价', 'zh-MO': '原價', 'en-US': 'List price' },
  'combos.price': { 'zh-CN': '套餐价', 'zh-MO': '套餐價', 'en-US': 'Combo price' },
  'combos.saving': { 'zh-CN': '立省{amount}', 'zh-MO': '立省{amount}', 'en-US': 'Save {amount}' },
  'combos.sets': { 'zh-CN': '购买套数', 'zh-MO': '購買套數', 'en-US': 'Sets' },
  'combos.setsHint': { 'zh-CN': '每单最多{max}套', 'zh-MO': '每單最多{max}套', 'en-US': 'Up to {max} per order' },
  'combos.less': { 'zh-CN': '减少一套', 'zh-MO': '減少一套', 'en-US': 'One set fewer' },
  'combos.more': { 'zh-CN': '增加一套', 'zh-MO': '增加一套', 'en-US': 'One set more' },
  'combos.goodsHint': { 'zh-CN': '套餐内商品在场馆领取', 'zh-MO': '套餐內商品在場館領取', 'en-US': 'Products of the combo are collected at the venue' },
  'combos.discount': { 'zh-CN': '套餐优惠', 'zh-MO': '套餐優惠', 'en-US': 'Combo discount' },
  'combos.unavailable': { 'zh-CN': '暂不可购买', 'zh-MO': '暫不可購買', 'en-US': 'Not available now' },
  'combos.buy': { 'zh-CN': '立即购买', 'zh-MO': '立即購買', 'en-US': 'Buy now' },
  'combos.empty': { 'zh-CN': '该演出暂无套餐或搭售活动', 'zh-MO': '該演出暫無套餐或搭售活動', 'en-US': 'This show has no combos or tied sales now' },
  'combos.open': { 'zh-CN': '查看套餐', 'zh-MO': '查看套餐', 'en-US': 'View' },
} satisfies Dictionary

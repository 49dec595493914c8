/** Add-ons on the confirm page and the order, and the order's express tracking (order subpackage). */
import type { Dictionary } from '../../types'

export const orderExpress = {
  'orders.addOns.title': { 'zh-CN': '加购商品', 'zh-MO': '加購商品', 'en-US': 'Add-ons' },
  'orders.addOns.hint': {
    'zh-CN': '与门票同一订单支付；快递订单随票寄出，其他方式在场馆领取',
    'zh-MO': '與門票同一訂單支付；快遞訂單隨票寄出，其他方式在場館領取',
    'en-US': 'Paid with your tickets; sent with express tickets, otherwise collected at the venue',
  },
  'orders.addOns.amount': { 'zh-CN': '加购金额', 'zh-MO': '加購金額', 'en-US': 'Add-ons total' },
  'orders.addOns.less': { 'zh-CN': '减少', 'zh-MO': '減少', 'en-US': 'Fewer' },
  'orders.addOns.more': { 'zh-CN': '增加', 'zh-MO': '增加', 'en-US': 'More' },
  'orders.detail.track': { 'zh-CN': '查看物流', 'zh-MO': '查看物流', 'en-US': 'Track parcel' },
  'orders.detail.stubs': { 'zh-CN': '打印票根', 'zh-MO': '列印票根', 'en-US': 'Print ticket stubs' },
  'express.notShipped': {
    'zh-CN': '商家尚未发货，发货后可在此查看物流进度',
    'zh-MO': '商家尚未發貨，發貨後可在此查看物流進度',
    'en-US': 'Not shipped yet: the parcel’s progress shows here once the merchant ships',
  },
  'express.carrier': { 'zh-CN': '快递公司', 'zh-MO': '快遞公司', 'en-US': 'Carrier' },
  'express.waybill': { 'zh-CN': '运单号', 'zh-MO': '運單號', 'en-US': 'Waybill no.' },
  'express.address': { 'zh-CN': '收货地址', 'zh-MO': '收貨地址', 'en-US': 'Deliver to' },
  'express.progress': { 'zh-CN': '物流进度', 'zh-MO': '物流進度', 'en-US': 'Progress' },
  'express.refresh': { 'zh-CN': '刷新物流', 'zh-MO': '重新整理物流', 'en-US': 'Refresh' },
} satisfies Dictionary

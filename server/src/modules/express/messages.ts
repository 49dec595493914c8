/** Express delivery and ticket stub wording (envelope comments, parcel states, carriers) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const expressMessages = {
  'order.notFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'notExpress': entry('该订单不是快递配送', '該訂單不是快遞配送', 'This order is not delivered by express'),
  'notPaid': entry('订单未支付或已退款，不能发货', '訂單未支付或已退款，不能發貨', 'The order is not paid (or was refunded): it cannot be shipped'),
  'alreadyShipped': entry('该订单已发货', '該訂單已發貨', 'This order has already been shipped'),
  'badCarrier': entry('不支持的快递公司：{carrier}', '不支援的快遞公司：{carrier}', 'Unknown carrier: {carrier}'),
  'badWaybill': entry('运单号应为6至32位字母或数字', '運單號應為6至32位字母或數字', 'The waybill number must be 6 to 32 letters or digits'),
  'staffRequired': entry('请使用有效的场馆工作人员凭证', '請使用有效的場館工作人員憑證', 'A valid venue staff token is required'),
  'stub.notFound': entry('票根不存在或不可打印', '票根不存在或不可列印', 'No printable stub for this ticket'),
  'state.SHIPPED': entry('已发货', '已發貨', 'Shipped'),
  'state.IN_TRANSIT': entry('运输中', '運輸中', 'In transit'),
  'state.DELIVERING': entry('派送中', '派送中', 'Out for delivery'),
  'state.SIGNED': entry('已签收', '已簽收', 'Delivered'),
  'carrier.SANDBOX_EXPRESS': entry('沙箱快递', '沙箱快遞', 'Sandbox Express'),
  'carrier.SF': entry('顺丰速运', '順豐速運', 'SF Express'),
  'carrier.EMS': entry('EMS', 'EMS', 'EMS'),
  'carrier.shunfeng': entry('顺丰速运', '順豐速運', 'SF Express'),
  'carrier.ems': entry('EMS', 'EMS', 'EMS'),
  'carrier.zhongtong': entry('中通快递', '中通快遞', 'ZTO Express'),
  'carrier.yuantong': entry('圆通速递', '圓通速遞', 'YTO Express'),
  'carrier.yunda': entry('韵达快递', '韻達快遞', 'Yunda Express'),
  'carrier.shentong': entry('申通快递', '申通快遞', 'STO Express'),
  'carrier.jd': entry('京东物流', '京東物流', 'JD Logistics'),
  'stub.title': entry('演出票根', '演出票根', 'Ticket stub'),
  'stub.session': entry('场次', '場次', 'Session'),
  'stub.venue': entry('场馆', '場館', 'Venue'),
  'stub.seat': entry('座位', '座位', 'Seat'),
  'stub.admission': entry('自由入座', '自由入座', 'General admission'),
  'stub.attendee': entry('观演人', '觀演人', 'Attendee'),
  'stub.price': entry('票价', '票價', 'Price'),
  'stub.ticketNo': entry('票号', '票號', 'Ticket no.'),
} satisfies Record<string, Entry>

export type ExpressMessageKey = keyof typeof expressMessages

export function em(lang: Lang, key: ExpressMessageKey, vars: Record<string, string | number> = {}): string {
  return expressMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

/** A key of this file, or the raw text when there is none (a carrier code the provider added later). */
export function emOr(lang: Lang, key: string, raw: string): string {
  return key in expressMessages ? em(lang, key as ExpressMessageKey) : raw
}

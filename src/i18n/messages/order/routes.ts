/** Page titles of the order subpackage's routes (key `route.<name>`, src/router/routes.ts). */
import type { Dictionary } from '../../types'

export const orderRouteTitles = {
  'route.orderConfirm': { 'zh-CN': '确认订单', 'zh-MO': '確認訂單', 'en-US': 'Confirm order' },
  'route.privilegeCode': { 'zh-CN': '优先购码', 'zh-MO': '優先購碼', 'en-US': 'Privilege code' },
  'route.orderDetail': { 'zh-CN': '订单详情', 'zh-MO': '訂單詳情', 'en-US': 'Order details' },
  'route.goodsOrderDetail': { 'zh-CN': '商品订单详情', 'zh-MO': '商品訂單詳情', 'en-US': 'Goods order details' },
  'route.orderList': { 'zh-CN': '我的订单', 'zh-MO': '我的訂單', 'en-US': 'My orders' },
  'route.rebookTicket': { 'zh-CN': '改签', 'zh-MO': '改簽', 'en-US': 'Rebook' },
  'route.refundOrder': { 'zh-CN': '申请退票', 'zh-MO': '申請退票', 'en-US': 'Request a refund' },
  'route.refundOrderTickets': { 'zh-CN': '选择退票', 'zh-MO': '選擇退票', 'en-US': 'Choose tickets to refund' },
  'route.comboActivity': { 'zh-CN': '套餐活动', 'zh-MO': '套餐活動', 'en-US': 'Combo' },
  'route.tiedSaleList': { 'zh-CN': '套餐与搭售', 'zh-MO': '套餐與搭售', 'en-US': 'Combos & packages' },
  'route.orderExpress': { 'zh-CN': '订单物流', 'zh-MO': '訂單物流', 'en-US': 'Delivery tracking' },
  'route.refundRule': { 'zh-CN': '退票规则', 'zh-MO': '退票規則', 'en-US': 'Refund rules' },
  'route.invoice': { 'zh-CN': '申请发票', 'zh-MO': '申請發票', 'en-US': 'Request an invoice' },
  'route.invoiceDetail': { 'zh-CN': '发票详情', 'zh-MO': '發票詳情', 'en-US': 'Invoice details' },
  'route.waitList': { 'zh-CN': '我的候补', 'zh-MO': '我的候補', 'en-US': 'My wait lists' },
  'route.waitListInstruction': { 'zh-CN': '候补须知', 'zh-MO': '候補須知', 'en-US': 'How the wait list works' },
  'route.paySuccess': { 'zh-CN': '支付成功', 'zh-MO': '支付成功', 'en-US': 'Payment successful' },
  'route.paySuccessNew': { 'zh-CN': '支付成功', 'zh-MO': '支付成功', 'en-US': 'Payment successful' },
  'route.payLoading': { 'zh-CN': '支付结果确认中', 'zh-MO': '支付結果確認中', 'en-US': 'Confirming payment' },
  'route.sharePaySuccess': { 'zh-CN': '支付成功', 'zh-MO': '支付成功', 'en-US': 'Payment successful' },
  'route.memberPaySuccess': { 'zh-CN': '开通成功', 'zh-MO': '開通成功', 'en-US': 'Membership activated' },
  'route.parking': { 'zh-CN': '停车缴费', 'zh-MO': '停車繳費', 'en-US': 'Parking payment' },
  'route.parkingDetail': { 'zh-CN': '停车详情', 'zh-MO': '停車詳情', 'en-US': 'Parking details' },
  'route.parkingRecord': { 'zh-CN': '停车记录', 'zh-MO': '停車記錄', 'en-US': 'Parking records' },
} satisfies Dictionary

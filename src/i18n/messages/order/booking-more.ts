/** : the wording only the order subpackage shows. */
import type { Dictionary } from '../../types'

export const bookingMore = {
  'orders.list.countdown': { 'zh-CN': '剩余支付时间 {time}', 'zh-MO': '剩餘支付時間 {time}', 'en-US': '{time} left to pay' },
  'orders.pickup.hint': {
    'zh-CN': '请凭取票码到场馆取票处领取纸质票',
    'zh-MO': '請憑取票碼到場館取票處領取紙質票',
    'en-US': 'Collect your paper ticket at the venue pickup counter with this code',
  },
  'orders.pickup.none': { 'zh-CN': '取票码生成中，请稍后刷新', 'zh-MO': '取票碼生成中，請稍後重新整理', 'en-US': 'The pickup code is on its way; refresh in a moment' },
  'orders.action.refundHint': {
    'zh-CN': '演出开始前可按退票规则申请退票',
    'zh-MO': '演出開始前可按退票規則申請退票',
    'en-US': 'Before the show you can request a refund under the refund rules',
  },

  'orders.confirm.readTitle': { 'zh-CN': '请阅读协议', 'zh-MO': '請閱讀協議', 'en-US': 'Please read the agreement' },
  'orders.confirm.readHint': {
    'zh-CN': '请滑动到底部阅读全部内容后同意',
    'zh-MO': '請滑動到底部閱讀全部內容後同意',
    'en-US': 'Scroll to the end to read it all, then agree',
  },
  'orders.confirm.readAgree': { 'zh-CN': '我已阅读并同意', 'zh-MO': '我已閱讀並同意', 'en-US': 'I have read and agree' },
  'orders.confirm.readScroll': { 'zh-CN': '请先滑动到底部', 'zh-MO': '請先滑動到底部', 'en-US': 'Scroll to the end first' },
  'orders.confirm.readClose': { 'zh-CN': '关闭', 'zh-MO': '關閉', 'en-US': 'Close' },
  'orders.confirm.readFailed': { 'zh-CN': '协议内容加载失败，请重试', 'zh-MO': '協議內容載入失敗，請重試', 'en-US': 'The agreement could not be loaded; try again' },
} satisfies Dictionary
